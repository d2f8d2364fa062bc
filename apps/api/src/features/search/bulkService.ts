// POST /paper/bulk/{confId}: one action over many papers, each judged by the single action's own
// service (the same predicates, the same refusals), each applied in its own transaction with its
// own audit entry, so nothing half-applies to one paper. The answer says, per paper, done or why
// not. POST /paper/bulk-zip/{confId} and POST /paper/bulk-csv/{confId} download a selection.
import {
  BULK_MAIL_ACTIONS,
  BULK_MAX_PAPERS,
  REPORT_FILTER,
  fillBulkMail,
  type BulkMailSample,
  type BulkOutcome,
  type PaperBulkInput,
  type PaperBulkResult,
  type PaperBulkTargetBody,
} from "@symposia/domain";
import { createHash } from "node:crypto";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { AppError, conflict, fieldError, forbidden, notFound } from "../../http/errors.js";
import { senderAt } from "../../mail/outbox.js";
import { canViewPaper } from "../../policy/index.js";
import { mayUseTags } from "../../policy/tags.js";
import { requireVisibleConference } from "../../access/index.js";
import { zipStream, type ZipEntry } from "../cameraReady/index.js";
import { chooseLead } from "../metaReviews/index.js";
import { findPaperConference, getPaperFile, mailAuthors } from "../papers/index.js";
import { conferenceDecisions } from "../reviewForms/index.js";
import { reportCsv, setFinalDecision } from "../reviews/index.js";
import { applyPaperTags, viewersOf, type ViewedPaper } from "../tags/index.js";
import { assignReviewer, mailReviewers, removeReviewerOf } from "../tpc/index.js";
import { claimBulkMailRequest, findBulkMailRequest, finishBulkMailRequest, paperLabels } from "./repository.js";
import { searchPapers } from "./service.js";

const NOT_FOUND = "Paper not found.";
const NOT_COMMITTEE = "Bulk actions are for the program committee and the chairs.";

/** The papers of a bulk call (the ids, or every result of the search), each with the caller's viewer. */
async function bulkTarget(ctx: AppContext, user: AuthUser, confId: number, target: PaperBulkTargetBody) {
  const conf = await findPaperConference(ctx.db, confId);
  if (!conf) throw notFound("Conference");
  const access = (await requireVisibleConference(ctx.db, user, confId, conf.conference_status))!;
  if (!mayUseTags(access)) throw forbidden(NOT_COMMITTEE);
  const ids =
    target.paper_ids ??
    (
      await searchPapers(ctx, user, confId, {
        q: target.q ?? "",
        order_by: "paper_sequence",
        order_type: "asc",
        per_page: BULK_MAX_PAPERS,
        page: 1,
      })
    ).data.map((p) => p.id);
  const unique = [...new Set(ids)];
  const viewed = await viewersOf(ctx.db, user, confId, unique);
  return { conf, ids: unique, viewed };
}

/** The refusal of a single action (its 4xx message), or the error itself when it is not one. */
function refusalOf(error: unknown): string {
  if (error instanceof AppError && error.statusCode < 500) return error.message;
  throw error;
}

/** The request a key was first sent with, as a hash: its fields in name order, the key and preview left out. */
function fingerprintOf(body: PaperBulkInput): string {
  const fields = Object.entries(body)
    .filter(([name, value]) => name !== "request_key" && name !== "preview" && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}

/**
 * A keyed send's claim: null when this call claimed the key and sends; otherwise the first
 * answer of the same send (nothing is sent again). Another mailing under the same key, or a send
 * that has no answer yet (still sending, or broken off), is refused with 409: nothing is sent.
 */
async function earlierAnswer(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  key: string,
  fingerprint: string,
): Promise<PaperBulkResult | null> {
  const claim = { conf_id: confId, user_id: user.id, request_key: key, fingerprint };
  if (await claimBulkMailRequest(ctx.db, claim)) return null;
  const earlier = await findBulkMailRequest(ctx.db, confId, user.id, key);
  if (!earlier || earlier.fingerprint !== fingerprint)
    throw conflict("This request key belongs to another mailing; a new mailing needs a new key. Nothing was sent.");
  if (earlier.answer === null)
    throw conflict(
      "This mailing was already started with this request key and has no answer yet " +
        "(still sending, or it broke off); it is not sent again.",
    );
  return JSON.parse(earlier.answer) as PaperBulkResult;
}

type Act = (id: number, seen: ViewedPaper) => Promise<{ refusal?: string; recipients?: number }>;

export async function runBulk(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  body: PaperBulkInput,
): Promise<PaperBulkResult> {
  const { conf, ids, viewed } = await bulkTarget(ctx, user, confId, body);
  if (body.action === "decision") {
    const labels = (await conferenceDecisions(ctx.db, confId)).map((d) => d.label);
    if (!labels.includes(body.decision!)) throw fieldError("decision", `Decision must be one of ${labels.join(", ")}.`);
  }
  const isMail = (BULK_MAIL_ACTIONS as readonly string[]).includes(body.action);
  // each paper's number and title: the answer names papers by number, mails fill them in
  const labels = await paperLabels(ctx.db, confId, ids);
  const fill = (text: string, id: number) => {
    const paper = labels.get(id);
    return paper
      ? fillBulkMail(text, {
          paper_number: paper.paper_sequence,
          paper_title: paper.paper_title,
          conference: conf.acronym_title,
        })
      : text;
  };
  let sample: BulkMailSample | null = null;
  const dryRun = body.preview === true;
  // a keyed send is claimed before its first mail: a retry of it answers the first answer
  const key = isMail && !dryRun ? (body.request_key ?? null) : null;
  if (key !== null) {
    const earlier = await earlierAnswer(ctx, user, confId, key, fingerprintOf(body));
    if (earlier) return earlier;
  }
  const reviewerId = body.reviewer_id!;

  const act: Act = async (id, seen) => {
    switch (body.action) {
      case "tag":
      case "untag": {
        const change = body.action === "tag" ? { add: body.tags!, remove: [] } : { add: [], remove: body.tags! };
        return { refusal: (await applyPaperTags(ctx, user, seen, change)) ?? undefined };
      }
      case "assign":
        await assignReviewer(ctx, user, id, reviewerId);
        return {};
      case "unassign":
        await removeReviewerOf(ctx, user, id, reviewerId);
        return {};
      case "lead":
        await chooseLead(ctx, user, id, reviewerId);
        return {};
      case "decision":
        await setFinalDecision(ctx, user, id, {
          decision: body.decision,
          final_decision_remark: body.final_decision_remark,
        });
        return {};
      case "mail_authors": {
        const subject = fill(body.subject!, id);
        const message = fill(body.message!, id);
        const input = { sender_email: body.sender_email!, subject, message };
        // the preview's run gives the addresses; sending runs the same call once more, for real
        const counted = await mailAuthors(ctx, user, id, input, { dryRun: true });
        const first = counted.to?.[0];
        if (!sample && first) sample = { to: first, subject, text: message };
        if (dryRun) return { recipients: counted.sent };
        return { recipients: (await mailAuthors(ctx, user, id, input)).sent };
      }
      case "mail_reviewers": {
        const mail = {
          from: senderAt(ctx.config, body.sender_email!),
          subject: fill(body.subject!, id),
          text: fill(body.message!, id),
        };
        const { mails } = await mailReviewers(ctx, user, id, mail, { dryRun });
        if (!sample && mails[0]) sample = { to: mails[0].to, subject: mail.subject, text: mail.text };
        return { recipients: mails.length };
      }
    }
  };

  const results: BulkOutcome[] = [];
  for (const id of ids) {
    const seen = viewed.get(id);
    // a paper of another conference, or one the caller may not see, is refused like a missing one
    if (!seen || seen.paper.conf_id !== confId || !canViewPaper(seen.viewer, seen.paper)) {
      results.push({ paper_id: id, paper_sequence: null, done: false, refusal: NOT_FOUND });
      continue;
    }
    let outcome: { refusal?: string; recipients?: number };
    try {
      outcome = await act(id, seen);
    } catch (error) {
      outcome = { refusal: refusalOf(error) };
    }
    const paper = { paper_id: id, paper_sequence: labels.get(id)?.paper_sequence ?? null };
    if (outcome.refusal) results.push({ ...paper, done: false, refusal: outcome.refusal });
    else results.push({ ...paper, done: true, ...(isMail ? { recipients: outcome.recipients ?? 0 } : {}) });
  }
  const done = results.filter((r) => r.done).length;
  const answer: PaperBulkResult = { results, done, refused: results.length - done };
  if (!isMail) return answer;
  const mailed: PaperBulkResult = {
    ...answer,
    preview: dryRun,
    recipients: results.reduce((n, r) => n + (r.recipients ?? 0), 0),
    sample,
  };
  if (key !== null) await finishBulkMailRequest(ctx.db, confId, user.id, key, JSON.stringify(mailed));
  return mailed;
}

/**
 * POST /paper/bulk-zip/{confId}: the selection's files as one ZIP, streamed, entries named
 * paper-<number>.<ext>. Each file is fetched through the single download (GET /paper/file), so a
 * paper whose file the caller may not read is simply not in it.
 */
export async function bulkZip(ctx: AppContext, user: AuthUser, confId: number, target: PaperBulkTargetBody) {
  const { conf, ids, viewed } = await bulkTarget(ctx, user, confId, target);
  const inConference = ids.filter((id) => viewed.has(id));
  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const id of inConference) {
      try {
        const file = await getPaperFile(ctx, user, id);
        yield { name: `paper-${file.downloadName}`, data: file.data };
      } catch (error) {
        refusalOf(error);
      }
    }
  }
  const fileName = `${conf.acronym_title}-papers.zip`.replace(/[^A-Za-z0-9._-]+/g, "-");
  return { fileName, stream: zipStream(entries()) };
}

/** POST /paper/bulk-csv/{confId}: the report's CSV (same columns, same access) over the selection. */
export async function bulkCsv(ctx: AppContext, user: AuthUser, confId: number, target: PaperBulkTargetBody) {
  const { ids, viewed } = await bulkTarget(ctx, user, confId, target);
  const visible = ids.filter((id) => {
    const seen = viewed.get(id);
    return seen !== undefined && canViewPaper(seen.viewer, seen.paper);
  });
  return reportCsv(ctx, user, confId, REPORT_FILTER.ALL, { paperIds: visible });
}
