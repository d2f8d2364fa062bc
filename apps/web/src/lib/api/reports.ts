// The Reports screen's query keys (counts, charts, notification mails). They live here because a paper decision (the papers feature's
// final review) refreshes the report counts and charts too.
export const reportKeys = {
  all: ["reports"] as const,
  conference: (confId: number) => ["reports", confId] as const,
  counts: (confId: number) => [...reportKeys.conference(confId), "counts"] as const,
  charts: (confId: number) => [...reportKeys.conference(confId), "charts"] as const,
  notificationJob: (jobId: number | null) => ["notification-job", jobId] as const,
  /** what became of the bulk mailings (a reminder sent from a track's card refreshes it too) */
  mailDelivery: (confId: number) => [...reportKeys.conference(confId), "mail-delivery"] as const,
  notificationTemplate: (paperId: number, kind: string) => ["notification-template", paperId, kind] as const,
};
