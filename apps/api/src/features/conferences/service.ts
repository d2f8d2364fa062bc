import {
  CONFERENCE_FUTURE_DATE_KEYS,
  CONFERENCE_SETTINGS,
  CONFERENCE_STATUS,
  CONFERENCE_STATUS_LABELS,
  CONFERENCE_TRANSITIONS,
  type ConferenceCreateInput,
  type ConferenceDetail,
  type ConferenceShortInfo,
  type ConferenceTransition,
  type ConferenceUpdateInput,
  isBeforeToday,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { conferenceMailContacts, statusMailRecipients } from "../../mail/conferenceContacts.js";
import { enqueueMail } from "../../mail/outbox.js";
import { conferenceProposedMail } from "./mails.js";
import { conflict, notFound, validationFailed, type FieldErrors } from "../../http/errors.js";
import type { UploadedFile } from "../../http/multipart.js";
import { assertNoRefusal, canUpdateConference, whyNotUpdateConference } from "../../policy/index.js";
import { submissionDeadline } from "../../policy/deadline.js";
import { checkImage, toBase64 } from "./images.js";
import * as repo from "./repository.js";
import { submissionDatesOutOfOrder, submissionGuidance, fieldsSettingErrors } from "../submissionForm/index.js";
import { submissionState } from "../../policy/submission.js";
import { requireVisibleConference } from "../../access/index.js";

/** Defaults of a new conference, read from the settings catalogue (part 2 §3). */
const CATALOGUE_DEFAULTS = Object.fromEntries(
  CONFERENCE_SETTINGS.filter((s) => s.default !== undefined && !s.key.startsWith("timezone_for_")).map((s) => [
    s.key,
    s.default,
  ]),
);

/** Anyone signed in proposes a conference: it starts Pending and its creator is its SUPERCHAIR. */
export async function createConference(ctx: AppContext, user: AuthUser, input: ConferenceCreateInput): Promise<number> {
  const now = nowIso();
  const timezone = input.timezone as string;
  return ctx.db.transaction().execute(async (trx) => {
    const id = await repo.insertConference(trx, {
      ...CATALOGUE_DEFAULTS,
      ...input,
      // deadlines and sessions live in the conference's own zone until the chair says otherwise
      timezone_for_deadline: timezone,
      timezone_for_session: timezone,
      conference_status: CONFERENCE_STATUS.PENDING,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    } as unknown as repo.NewConference);
    await repo.grantSuperchair(trx, id, user.id, now);
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.create",
      entityType: "conference",
      entityId: id,
      confId: id,
    });
    // an administrator who proposes a conference needs no mail about it
    const admins = (await repo.activeAdmins(trx)).filter((admin) => admin.id !== user.id);
    const facts = { id, event_name: String(input.event_name), acronym_title: String(input.acronym_title) };
    await enqueueMail(
      trx,
      ctx.config,
      admins.map((admin) => conferenceProposedMail(ctx.config, admin, facts, user)),
    );
    return id;
  });
}

/** The UTC instant of the deadline as ISO text (what paper screens compare with the clock). */
function deadlineInstant(row: {
  last_submission_date: string | null;
  timezone_for_deadline: string | null;
}): string | null {
  return submissionDeadline(row)?.toISOString() ?? null;
}

/** GET /conference/{id}: every setting, the images as base64, and the caller's standing. */
export async function getConference(ctx: AppContext, user: AuthUser, id: number): Promise<ConferenceDetail> {
  const row = await repo.findConference(ctx.db, id);
  if (!row) throw notFound("Conference");
  const access = (await requireVisibleConference(ctx.db, user, id, row.conference_status))!;
  const oc = await repo.ocUserIdsOf(ctx.db, id);
  const { paper_sequence_counter: _counter, status_before_block: _before, logo, banner, ...settings } = row;
  return {
    ...settings,
    conf_id: row.id,
    logo: toBase64(logo),
    banner: toBase64(banner),
    last_submission_at: deadlineInstant(row),
    permissions: access.permissions,
    oc_permissions: oc.map((o) => o.user_id as number),
    can_update: canUpdateConference(access, row.conference_status),
    submission: submissionState(row),
  };
}

/**
 * POST /conference/update/{id}. A date may stay where it is even if it has passed (a running
 * conference keeps its start date), but a changed date may not be moved into the past.
 */
export async function updateConference(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: ConferenceUpdateInput,
  files: Record<string, UploadedFile>,
): Promise<void> {
  const stored = await repo.findConference(ctx.db, id);
  if (!stored) throw notFound("Conference");
  const access = (await requireVisibleConference(ctx.db, user, id, stored.conference_status))!;
  assertNoRefusal(whyNotUpdateConference(access, stored.conference_status));

  const { remove_logo, remove_banner, ...settings } = input as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const key of CONFERENCE_FUTURE_DATE_KEYS) {
    const value = settings[key];
    const before = (stored as Record<string, unknown>)[key];
    if (typeof value === "string" && value !== before && isBeforeToday(value)) {
      const label = CONFERENCE_SETTINGS.find((s) => s.key === key)?.label ?? key;
      errors[key] = [`${label} cannot be before today.`];
    }
  }
  Object.assign(errors, submissionDatesOutOfOrder(stored, settings), fieldsSettingErrors(settings));
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const logo = checkImage(files.logo, "logo");
  const banner = checkImage(files.banner, "banner");
  const values: Record<string, unknown> = {};
  // the review form and the decision list have their own calls: an update leaves them
  const managed = new Set(CONFERENCE_SETTINGS.filter((s) => s.managed).map((s) => s.key));
  for (const [key, value] of Object.entries(settings))
    if (value !== undefined && !managed.has(key)) values[key] = value;
  const changed = Object.keys(values).filter((k) => values[k] !== (stored as Record<string, unknown>)[k]);
  if (logo) Object.assign(values, { logo: logo.data, logo_mime_type: logo.mime });
  else if (remove_logo === 1) Object.assign(values, { logo: null, logo_mime_type: null });
  if (banner) Object.assign(values, { banner: banner.data, banner_mime_type: banner.mime });
  else if (remove_banner === 1) Object.assign(values, { banner: null, banner_mime_type: null });

  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateConference(trx, id, { ...(values as repo.ConferenceChanges), updated_at: nowIso() });
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.update",
      entityType: "conference",
      entityId: id,
      confId: id,
      details: {
        changed,
        logo: logo ? "replaced" : remove_logo === 1 ? "removed" : undefined,
        banner: banner ? "replaced" : remove_banner === 1 ? "removed" : undefined,
      },
    });
    // switching the PC's assignments on releases them: the auto-assign feature mails each
    // reviewer their papers, in this transaction (features/autoassign/reactions.ts)
    const RELEASE = "is_assignment_submitted_papers_to_program_committee_enabled";
    if (stored[RELEASE] === 0 && values[RELEASE] === 1)
      await ctx.events.publish(trx, { type: "conference.assignments_released", confId: id, actorId: user.id });
  });
}

const TARGET: Record<Exclude<ConferenceTransition, "unblock">, number> = {
  approve: CONFERENCE_STATUS.APPROVED,
  reject: CONFERENCE_STATUS.REJECTED,
  block: CONFERENCE_STATUS.BLOCKED,
};

const PAST: Record<ConferenceTransition, string> = {
  approve: "approved",
  reject: "rejected",
  block: "blocked",
  unblock: "unblocked",
};

/** The approval state machine (part 1 §4). The route admits ADMIN only. */
export async function transition(
  ctx: AppContext,
  admin: AuthUser,
  id: number,
  action: ConferenceTransition,
): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.findConferenceStatus(trx, id);
    if (!row) throw notFound("Conference");
    const from = row.conference_status;
    if (!CONFERENCE_TRANSITIONS[from]?.includes(action)) {
      throw conflict(
        `A ${CONFERENCE_STATUS_LABELS[from] ?? "conference in this state"} conference cannot be ${PAST[action]}.`,
      );
    }
    const to = action === "unblock" ? (row.status_before_block ?? CONFERENCE_STATUS.PENDING) : TARGET[action];
    const moved = await repo.moveStatus(trx, id, from, {
      conference_status: to,
      // unblock restores the state held before the block, so the block remembers it
      status_before_block: action === "block" ? from : null,
      updated_at: nowIso(),
    });
    if (!moved) throw conflict("The conference was changed meanwhile. Reload and try again.");
    await recordAudit(trx, {
      actorId: admin.id,
      action: `conference.${action}`,
      entityType: "conference",
      entityId: id,
      confId: id,
      details: { from, to },
    });
    // The proposer learns the outcome without having to watch the list.
    const label = CONFERENCE_STATUS_LABELS[to] ?? "changed";
    // ... and so does the conference's Event Approval Email, when set.
    const recipients = statusMailRecipients(row.creator_email, await conferenceMailContacts(trx, id));
    await enqueueMail(
      trx,
      ctx.config,
      recipients.map((address, i) => ({
        to: address,
        subject: `${row.acronym_title}: your conference is now ${label}`,
        text:
          `Dear ${i === 0 ? row.creator_first_name : "organiser"},\n\nyour conference ` +
          `"${row.event_name}" (${row.acronym_title}) has been ${PAST[action]} by an ` +
          `administrator; its status is ` +
          `now ${label}.\n\n${ctx.config.publicUrl}/conference/${id}\n`,
        contextType: "conference_status",
        contextId: id,
        confId: id,
      })),
    );
    return to;
  });
}

export function transitionMessage(action: ConferenceTransition): string {
  return `The conference has been ${PAST[action]}.`;
}

/** GET /site/conf/short/{id}: public facts of an Approved conference (404 otherwise). */
export async function shortInfo(ctx: AppContext, id: number): Promise<ConferenceShortInfo> {
  const row = await repo.findApprovedShortInfo(ctx.db, id);
  if (!row) throw notFound("Conference");
  const {
    id: confId,
    event_name,
    acronym_title,
    start_date,
    end_date,
    date_format,
    last_submission_date,
    timezone_for_deadline,
  } = row;
  return {
    id: confId,
    event_name,
    acronym_title,
    start_date,
    end_date,
    date_format,
    last_submission_date,
    timezone_for_deadline,
    last_submission_at: deadlineInstant(row),
    ...submissionGuidance(row),
  };
}

/** GET /site/cfp-list: Approved conferences, upcoming first, then past ones newest first. */
export async function publicCfpList(ctx: AppContext) {
  const rows = await repo.listApprovedConferences(ctx.db);
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = rows.filter((r) => r.end_date >= today);
  const past = rows.filter((r) => r.end_date < today).reverse();
  const now = new Date();
  return [...upcoming, ...past].map((r) => ({
    event_name: r.event_name,
    acronym_title: r.acronym_title,
    city: r.city,
    state: r.state,
    country: r.country,
    venue: r.venue,
    start_date: r.start_date,
    end_date: r.end_date,
    date_format: r.date_format,
    logo: toBase64(r.logo),
    logo_mime_type: r.logo_mime_type,
    conf_id: r.id,
    submission: submissionState(r, now),
  }));
}
