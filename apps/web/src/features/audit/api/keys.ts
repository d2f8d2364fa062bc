import type { AuditLogParams } from "./listAuditLog";

/** Every query key of the audit feature. */
export const auditKeys = {
  log: (params: AuditLogParams) => ["auditLog", params] as const,
  paperHistory: (paperId: number) => ["paperHistory", paperId] as const,
};
