import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";

/** One entry of GET /paper/history/{paperId} (apps/api/src/features/audit/service.ts). */
export interface PaperHistoryEntry {
  id: number;
  action: string;
  entity_type: string;
  entity_id: number | null;
  created_at: string;
  actor_id: number | null;
  actor_name: string | null;
  details: Record<string, unknown> | null;
  subject_name: string | null;
}

export const paperHistoryKey = (paperId: number) => ["paperHistory", paperId] as const;

export const getPaperHistory = async (paperId: number, signal?: AbortSignal) =>
  (await api.get<PaperHistoryEntry[]>(`/paper/history/${paperId}`, { signal })).result;

/** Fetched only while the History dialog is open; the dialog shows its own error. */
export const usePaperHistory = (paperId: number | null) =>
  useQuery({
    queryKey: paperHistoryKey(paperId ?? 0),
    queryFn: ({ signal }) => getPaperHistory(paperId!, signal),
    enabled: paperId !== null,
    meta: { handlesErrors: true },
  });
