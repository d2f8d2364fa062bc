import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { PublicCfp } from "@symposia/domain";
import { cfpKeys } from "./keys";

/**
 * GET /site/cfp/{id} (no token): the public call for papers of an Approved conference. The PDF is
 * a plain download link, so its base64 copy is not asked for.
 */
export async function getPublicCfp(confId: number, signal?: AbortSignal): Promise<PublicCfp> {
  return (await api.get<PublicCfp>(`/site/cfp/${confId}`, { signal, auth: false, query: { include_file: 0 } })).result;
}

export const publicCfpQuery = (confId: number) =>
  queryOptions({
    queryKey: cfpKeys.public(confId),
    queryFn: ({ signal }) => getPublicCfp(confId, signal),
    // The page shows its own "not available" state.
    meta: { handlesErrors: true },
  });

export function usePublicCfp(confId: number | null) {
  return useQuery({ ...publicCfpQuery(confId ?? 0), enabled: confId !== null });
}

/** The public download URL of the CFP PDF (a plain link: no token needed). */
export const publicCfpFileUrl = (confId: number) => `/api/site/cfp/file/${confId}`;
