import {
  type DecisionDef,
  type SaveDecisionsInput,
  type SaveReviewFormInput,
  breakingFormChanges,
  findDecision,
  statusForOutcome,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, validationFailed } from "../../http/errors.js";
import {
  assertAllowed,
  assertNoRefusal,
  canEditDecisions,
  canEditReviewForm,
  canReadDecisions,
  canReadReviewForm,
  whyNotEditDecisions,
  whyNotEditReviewForm,
} from "../../policy/index.js";
import * as repo from "./repository.js";
import { requireConference, requireVisibleConference } from "../../access/index.js";

const NOT_READER = "Only the conference's reviewers and chairs may read its review form and decisions.";

async function accessFor(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  return { conference, access };
}

/** GET /conference/review-form/{confId}: the current form, and whether reviews already answer it. */
export async function getReviewForm(ctx: AppContext, user: AuthUser, confId: number) {
  const { access, conference } = await accessFor(ctx, user, confId);
  assertAllowed(canReadReviewForm(access), NOT_READER);
  const [form, answered] = await Promise.all([
    repo.currentReviewForm(ctx.db, confId),
    repo.countReviewsWithAnswers(ctx.db, confId),
  ]);
  return { ...form, reviews_with_answers: answered, can_edit: canEditReviewForm(access, conference.conference_status) };
}

/**
 * POST /conference/review-form/{confId}: stores a new version. When reviews exist, a change that
 * removes a field or changes a scale needs `confirm: true` (409 naming the changes otherwise); the
 * old answers stay with their version and remain readable.
 */
export async function saveReviewForm(ctx: AppContext, user: AuthUser, confId: number, input: SaveReviewFormInput) {
  const { access, conference } = await accessFor(ctx, user, confId);
  assertNoRefusal(whyNotEditReviewForm(access, conference.conference_status));
  return ctx.db.transaction().execute(async (trx) => {
    const current = await repo.currentReviewForm(trx, confId);
    const breaking = breakingFormChanges(current.fields, input.fields);
    if (breaking.length > 0 && !input.confirm && (await repo.countReviewsWithAnswers(trx, confId)) > 0) {
      throw conflict(
        `Reviews already answer this form, and this change ${breaking.join(", ")}. Their old ` +
          `answers stay readable with the version they were written against; send confirm: true to ` +
          `save it.`,
      );
    }
    if (JSON.stringify(current.fields) === JSON.stringify(input.fields)) return { ...current, changed: false };
    const version = current.version + 1;
    await repo.insertReviewForm(trx, {
      conf_id: confId,
      version,
      fields: input.fields,
      created_by: user.id,
      created_at: nowIso(),
    });
    await recordAudit(trx, {
      actorId: user.id,
      action: "review_form.update",
      entityType: "conference",
      entityId: confId,
      confId,
      details: { version, keys: input.fields.map((f) => f.key), breaking },
    });
    return { version, fields: input.fields, changed: true };
  });
}

/** GET /conference/decisions/{confId}: the ordered decision list. */
export async function getDecisions(ctx: AppContext, user: AuthUser, confId: number) {
  const { access, conference } = await accessFor(ctx, user, confId);
  assertAllowed(canReadDecisions(access), NOT_READER);
  const [decisions, inUse] = await Promise.all([
    repo.conferenceDecisions(ctx.db, confId),
    repo.decisionLabelsInUse(ctx.db, confId),
  ]);
  return {
    decisions: decisions.map((d) => ({ ...d, papers: inUse.get(d.label) ?? 0 })),
    can_edit: canEditDecisions(access, conference.conference_status),
  };
}

/**
 * POST /conference/decisions/{confId}: replaces the list. A label papers carry that the new list
 * drops needs a replacement from the new list (409 otherwise); papers keep following their label's
 * outcome (status 35, 20 or 18), also when a kept label changes outcome.
 */
export async function saveDecisions(ctx: AppContext, user: AuthUser, confId: number, input: SaveDecisionsInput) {
  const { access, conference } = await accessFor(ctx, user, confId);
  assertNoRefusal(whyNotEditDecisions(access, conference.conference_status));
  const list: DecisionDef[] = input.decisions;
  return ctx.db.transaction().execute(async (trx) => {
    const [before, inUse] = await Promise.all([
      repo.conferenceDecisions(trx, confId),
      repo.decisionLabelsInUse(trx, confId),
    ]);
    const dropped = [...inUse.keys()].filter((label) => !findDecision(list, label));
    const missing = dropped.filter((label) => input.replacements[label] === undefined);
    if (missing.length > 0) {
      throw conflict(
        `Papers carry ${missing.map((l) => `"${l}" (${inUse.get(l)})`).join(", ")}; choose a ` +
          `replacement from the new list in replacements before ` +
          `removing ${missing.length === 1 ? "it" : "them"}.`,
      );
    }
    const badReplacements = Object.fromEntries(
      Object.entries(input.replacements)
        .filter(([, to]) => !findDecision(list, to))
        .map(([from]) => [`replacements.${from}`, [`The replacement of "${from}" must be a label of the new list.`]]),
    );
    if (Object.keys(badReplacements).length > 0) throw validationFailed(badReplacements);
    const at = nowIso();
    for (const from of dropped) {
      const to = findDecision(list, input.replacements[from]!)!;
      await repo.relabelDecision(trx, confId, {
        from,
        to: to.label,
        status: statusForOutcome(to.outcome),
        by: user.id,
        at,
      });
    }
    for (const decision of list) {
      const old = findDecision(before, decision.label);
      if (old && old.outcome !== decision.outcome && inUse.has(decision.label)) {
        await repo.relabelDecision(trx, confId, {
          from: decision.label,
          to: decision.label,
          status: statusForOutcome(decision.outcome),
          by: user.id,
          at,
        });
      }
    }
    await repo.saveConferenceDecisions(trx, confId, JSON.stringify(list));
    await recordAudit(trx, {
      actorId: user.id,
      action: "decisions.update",
      entityType: "conference",
      entityId: confId,
      confId,
      details: { decisions: list, replacements: input.replacements },
    });
    return { decisions: list };
  });
}
