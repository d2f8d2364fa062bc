import type { AuditLogFilters } from "@symposia/domain";

export interface AuditLogParams extends AuditLogFilters {
  per_page: number;
  page: number;
}

/** Every query key of the audit feature. */
export const auditKeys = {
  log: (params: AuditLogParams) => ["auditLog", params] as const,
  paperHistory: (paperId: number) => ["paperHistory", paperId] as const,
};
