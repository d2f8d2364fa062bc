import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { ManagedCfp } from "@symposia/domain";
import { cfpKeys } from "./keys";

/**
 * GET /cfp/{confId}: CFP text, file flag and the whole committee (SUPERCHAIR or ADMIN). The PDF
 * itself is downloaded from its own URL, so its base64 copy is not asked for.
 */
export async function getManagedCfp(confId: number, signal?: AbortSignal): Promise<ManagedCfp> {
  return (await api.get<ManagedCfp>(`/cfp/${confId}`, { signal, query: { include_file: 0 } })).result;
}

export function useManagedCfp(confId: number) {
  return useQuery({ queryKey: cfpKeys.managed(confId), queryFn: ({ signal }) => getManagedCfp(confId, signal) });
}
