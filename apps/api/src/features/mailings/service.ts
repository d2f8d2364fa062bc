// GET /conference/mail-delivery/{confId}: what became of the bulk mails the chairs sent (the
// response-open mail, review reminders, decision notifications, mail to the TPC), so a chair sees
// sent and failed after the dialog that sent them has closed. The outbox is the record.
import { BULK_MAIL_KINDS, type BulkMailDelivery, type BulkMailKind } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { findConferenceMailSettings } from "../../mail/repository.js";
import { assertAllowed, canViewReports } from "../../policy/index.js";
import * as repo from "./repository.js";
import { loadConferenceAccess } from "../../access/index.js";

/** The outbox context types each kind of mailing writes. */
const KINDS: Record<BulkMailKind, { label: string; contextTypes: string[] }> = {
  response_open: { label: "Reviews available, response open", contextTypes: ["paper.response_open"] },
  review_reminder: { label: "Review reminders", contextTypes: ["review_reminder"] },
  notification: { label: "Decision notifications", contextTypes: ["paper.notification"] },
  tpc_mail: { label: "Mail to the TPC", contextTypes: ["tpc_reminder"] },
};

const WAITING = new Set(["pending", "sending"]);
const SENT = new Set(["sent", "logged"]);
const FAILURES_SHOWN = 20;

export async function mailDelivery(ctx: AppContext, user: AuthUser, confId: number): Promise<BulkMailDelivery[]> {
  if (!(await findConferenceMailSettings(ctx.db, confId))) throw notFound("Conference");
  const access = await loadConferenceAccess(ctx.db, user, confId);
  assertAllowed(
    canViewReports(access),
    "Only the conference chairs, the organising committee or an administrator may see the delivery of the conference's mailings.",
  );
  return Promise.all(
    BULK_MAIL_KINDS.map(async (kind) => {
      const { label, contextTypes } = KINDS[kind];
      const [rows, failures] = await Promise.all([
        repo.countByStatus(ctx.db, confId, contextTypes),
        repo.newestFailures(ctx.db, confId, contextTypes, FAILURES_SHOWN),
      ]);
      const sum = (keep: (status: string) => boolean) =>
        rows.filter((r) => keep(r.status)).reduce((n, r) => n + Number(r.n), 0);
      const last =
        rows
          .map((r) => r.last_at as string | null)
          .filter((v): v is string => v !== null)
          .sort()
          .at(-1) ?? null;
      return {
        kind,
        label,
        total: sum(() => true),
        waiting: sum((s) => WAITING.has(s)),
        sent: sum((s) => SENT.has(s)),
        failed: sum((s) => s === "failed"),
        last_queued_at: last,
        failures: failures.map((f) => ({ to: f.to_address, subject: f.subject, error: f.last_error })),
      };
    }),
  );
}
