/** The bulk mailings a chair starts, as GET /conference/mail-delivery/{confId} counts them. */
export const BULK_MAIL_KINDS = ["response_open", "review_reminder", "notification", "tpc_mail"] as const;
export type BulkMailKind = (typeof BULK_MAIL_KINDS)[number];

/** What became of one kind of bulk mail of a conference: everything ever queued, by delivery state. */
export interface BulkMailDelivery {
  kind: BulkMailKind;
  label: string;
  /** every mail of this kind queued for the conference */
  total: number;
  /** in the outbox, not yet accepted by the mail server (retried with back-off) */
  waiting: number;
  /** accepted by the mail server (or, without SMTP_URL, written to the log) */
  sent: number;
  /** given up after the last retry */
  failed: number;
  last_queued_at: string | null;
  /** the newest failures: address and the mail server's reason */
  failures: { to: string; subject: string; error: string | null }[];
}
