import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type Paged } from "../../../lib/api/client";

/** One entry of GET /audit-log (apps/api/src/features/audit/repository.ts), newest first. */
export interface AuditLogEntry {
  id: number;
  action: string;
  entity_type: string;
  entity_id: number | null;
  conf_id: number | null;
  details: Record<string, unknown> | null;
  created_at: string;
  /** null for entries the system made on its own */
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
}

/** The filters the route takes; an absent filter is left out of the query. */
export interface AuditLogFilters {
  conf_id?: number;
  entity_type?: string;
  entity_id?: number;
  actor_id?: number;
  action?: string;
}

export interface AuditLogParams extends AuditLogFilters {
  per_page: number;
  page: number;
}

export const auditLogKey = (params: AuditLogParams) => ["auditLog", params] as const;

/** GET /audit-log (ADMIN): result {data, total}. */
export async function listAuditLog(params: AuditLogParams, signal?: AbortSignal): Promise<Paged<AuditLogEntry>> {
  const res = await api.get<Paged<AuditLogEntry>>("/audit-log", { query: { ...params }, signal });
  return res.result ?? { data: [], total: 0 };
}

/** The page shows its own error (a non-admin's 403 included), so the global alert stays quiet. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: auditLogKey(params),
    queryFn: ({ signal }) => listAuditLog(params, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}
