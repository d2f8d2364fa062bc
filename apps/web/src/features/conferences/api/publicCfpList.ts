import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { conferenceKeys } from "../../../lib/api/conferences";
import type { PublicCfpListItem } from "@symposia/domain";

/** GET /site/cfp-list (no token): every Approved conference. */
export async function listPublicCfps(signal?: AbortSignal): Promise<PublicCfpListItem[]> {
  const res = await api.get<PublicCfpListItem[]>("/site/cfp-list", { signal, auth: false });
  return res.result ?? [];
}

export const publicCfpListQuery = () =>
  queryOptions({ queryKey: conferenceKeys.publicList(), queryFn: ({ signal }) => listPublicCfps(signal) });

export function usePublicCfpList() {
  return useQuery(publicCfpListQuery());
}
