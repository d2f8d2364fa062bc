import { useQuery } from "@tanstack/react-query";
import type { BulkMailDelivery } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { reportKeys } from "../../../lib/api/reports";

/** GET /conference/mail-delivery/{confId}: asked again every 2 s while mails wait in the outbox, else every 30 s. */
export function useMailDelivery(confId: number | null) {
  return useQuery({
    queryKey: reportKeys.mailDelivery(confId ?? 0),
    queryFn: async () => (await api.get<BulkMailDelivery[]>(`/conference/mail-delivery/${confId}`)).result,
    enabled: confId !== null,
    refetchInterval: (query) => ((query.state.data ?? []).some((k) => k.waiting > 0) ? 2000 : 30_000),
  });
}
