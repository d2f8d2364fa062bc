import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditLogEntry, AuditLogFilters } from "@symposia/domain";
import { api, type Paged } from "../../../lib/api/client";
import { auditKeys, type AuditLogParams } from "./keys";

export type { AuditLogEntry, AuditLogFilters, AuditLogParams };

/** GET /audit-log (ADMIN): result {data, total}. */
export async function listAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<Paged<AuditLogEntry>> {
  const res = await api.get<Paged<AuditLogEntry>>("/audit-log", { query: { ...params }, signal });
  return res.result ?? { data: [], total: 0 };
}

/** The page shows its own error (a non-admin's 403 included), so the global alert stays quiet. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: auditKeys.log(params),
    queryFn: ({ signal }) => listAuditLog(params, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
