// POST /conference/import/{confId}: one file, one format, one transaction. A dry run runs the very
// same writes and rolls them back, so what it answers is what the import would do. A file with a
// refused record imports nothing (all or nothing) and answers 422 with the same report.
import { type ConferenceImportInput, IMPORT_MAX_BYTES, IMPORT_MAX_RECORDS, type ImportReport } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { AppError, conflict, fieldError, tooLarge } from "../../http/errors.js";
import type { UploadedFile } from "../../http/multipart.js";
import { enqueueMail } from "../../mail/outbox.js";
import { assertNoRefusal, whyNotUpdateConference } from "../../policy/index.js";
import { requireConference, requireVisibleConference } from "../../access/index.js";
import { createPasswordLink } from "../accounts/index.js";
import { ImportWriter } from "./apply.js";
import { readPlan } from "./formats/index.js";
import * as repo from "./repository.js";

/** Thrown inside the transaction to roll it back while keeping the report. */
class RollBack extends Error {
  constructor(readonly report: ImportReport) {
    super("rolled back");
  }
}

export async function importFile(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: ConferenceImportInput,
  file: UploadedFile | undefined,
): Promise<ImportReport> {
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  assertNoRefusal(whyNotUpdateConference(access, conference.conference_status, "import"));
  if (!file || file.data.length === 0) throw fieldError("file", "Choose a file to import.");
  if (file.data.length > IMPORT_MAX_BYTES)
    throw tooLarge(`An import file may hold at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
  const plan = readPlan(input.format, file.data);
  const records = plan.papers.length + plan.members.length + plan.assignments.length + plan.reviews.length;
  if (records > IMPORT_MAX_RECORDS)
    throw tooLarge(`An import file may hold at most ${IMPORT_MAX_RECORDS} records; split it.`);
  const dryRun = input.dry_run === 1;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const track = input.track_id
        ? await repo.trackOf(trx, confId, input.track_id)
        : await repo.firstTrack(trx, confId);
      if (!track) {
        throw input.track_id
          ? fieldError("track_id", "This track does not belong to the conference.")
          : conflict("The conference has no track yet: create one before importing.");
      }
      const writer = new ImportWriter(trx, confId, track.id, user.id);
      const out = plan.refused.length ? writer.out : await writer.apply(plan);
      const report: ImportReport = {
        format: input.format,
        dry_run: dryRun,
        counts: out.counts,
        accounts: out.accounts,
        held: out.held,
        refused: [...plan.refused, ...out.refused],
        ignored: plan.ignored,
        ignored_columns: plan.ignored_columns,
      };
      if (dryRun || report.refused.length) throw new RollBack(report);
      await recordAudit(trx, {
        actorId: user.id,
        action: "conference.import",
        entityType: "conference",
        entityId: confId,
        confId,
        details: {
          format: input.format,
          file: file.fileName,
          counts: out.counts,
          accounts_created: out.accounts.created.length,
        },
      });
      if (input.notify === 1)
        await notifyInvitees(ctx, trx, confId, conference.acronym_title, out.createdUserIds, out.accounts.created);
      return report;
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    if (dryRun) return error.report;
    throw new AppError(
      422,
      "validation_failed",
      `The file was not imported: ${error.report.refused.length} record(s) were refused.`,
      error.report,
    );
  }
}

/** With notify = 1, each account the import made gets a link to choose its password. */
async function notifyInvitees(
  ctx: AppContext,
  trx: Parameters<typeof createPasswordLink>[0],
  confId: number,
  acronym: string,
  ids: number[],
  emails: string[],
) {
  const mails = [];
  for (const [i, id] of ids.entries()) {
    const link = await createPasswordLink(trx, ctx.config, id, "INVITATION");
    const text = `An account has been made for you on ${acronym} (imported by its chairs).\n\nChoose your password to sign in:\n${link}\n`;
    mails.push({
      to: emails[i]!,
      subject: `Your account for ${acronym}`,
      text,
      confId,
      contextType: "conference_import",
      contextId: confId,
    });
  }
  await enqueueMail(trx, ctx.config, mails);
}
