// The submission window, in ONE place: may a new paper be registered now, with or
// without its file, and may a registered paper still get its file. The submit and update calls
// ask here, and so do the flags the screens show (conference card, My Papers, dialog, public CFP),
// so a button and the write it stands for never disagree.
import { CONFERENCE_STATUS, SUBMISSION_NATURES, type SubmissionNature, type SubmissionState } from "@symposia/domain";
import { type DeadlineFacts, instantInDeadlineZone } from "./deadline.js";

export interface SubmissionFacts extends DeadlineFacts {
  conference_status: number;
  new_submission_allowed: number;
  automatic_submission_page_opening_or_closure: number;
  submission_opening_date: string | null;
  abstract_submission_deadline: string | null;
  nature_of_submission: string | null;
  pre_submission_abstract_allowed: number;
  disable_abstract_submission_form: number;
}

/** The conference columns submissionState reads (repositories select them). */
export const SUBMISSION_FACT_COLUMNS = [
  "conference_status",
  "new_submission_allowed",
  "automatic_submission_page_opening_or_closure",
  "submission_opening_date",
  "abstract_submission_deadline",
  "nature_of_submission",
  "pre_submission_abstract_allowed",
  "disable_abstract_submission_form",
  "last_submission_date",
  "timezone_for_deadline",
] as const;

/** A stored value outside the three (none should remain after migration 0060) reads as today's behaviour. */
export function natureOf(value: string | null | undefined): SubmissionNature {
  return (SUBMISSION_NATURES as readonly string[]).includes(value ?? "") ? (value as SubmissionNature) : "Full paper";
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Where submission stands at `now`. Rules:
 * - No last submission date is no call for papers yet, in both modes.
 * - Automatic mode: registration opens at submission_opening_date (none: at once) and closes at
 *   the abstract deadline under abstract registration, else at the last submission date;
 *   new_submission_allowed is not read.
 * - Manual mode: new_submission_allowed opens and closes registration by hand; the opening date
 *   and the abstract deadline are information only. The last submission date still ends everything.
 * - Files: a registered paper may get its file until the last submission date (never for
 *   "Abstract only").
 * Every instant is the wall-clock value in timezone_for_deadline; a moment equal to a deadline is
 * already past it.
 */
export function submissionState(conf: SubmissionFacts, now: Date = new Date()): SubmissionState {
  const zone = conf.timezone_for_deadline || "UTC";
  const nature = natureOf(conf.nature_of_submission);
  const automatic = conf.automatic_submission_page_opening_or_closure === 1;
  const abstractRegistration =
    nature === "Abstract, then full paper" || (nature === "Full paper" && conf.pre_submission_abstract_allowed === 1);
  const acceptsFile = nature !== "Abstract only";
  const fileDeadline = instantInDeadlineZone(conf.last_submission_date, zone);
  const abstractDeadline = abstractRegistration ? instantInDeadlineZone(conf.abstract_submission_deadline, zone) : null;
  const opensAt = instantInDeadlineZone(conf.submission_opening_date, zone);
  const t = now.getTime();

  // Automatic mode ends registration at the abstract deadline (never after the last date).
  let registrationCloses = fileDeadline;
  if (automatic && abstractDeadline && fileDeadline && abstractDeadline.getTime() < fileDeadline.getTime())
    registrationCloses = abstractDeadline;

  const approved = conf.conference_status === CONFERENCE_STATUS.APPROVED;
  let refusal: string | null = null;
  if (!approved) refusal = "This conference is not open for submissions.";
  else if (!fileDeadline) refusal = "The chairs have not opened submission yet.";
  else if (automatic && opensAt && t < opensAt.getTime()) refusal = "Submission has not opened yet.";
  else if (!automatic && conf.new_submission_allowed !== 1)
    refusal = "This conference does not accept new submissions.";
  else if (registrationCloses && t >= registrationCloses.getTime()) {
    refusal =
      registrationCloses === fileDeadline
        ? "The submission deadline has passed."
        : "The abstract submission deadline has passed: no new paper may be registered.";
  }
  const fileOpen = approved && acceptsFile && fileDeadline !== null && t < fileDeadline.getTime();
  return {
    nature,
    abstract_registration: abstractRegistration,
    accepts_file: acceptsFile,
    abstract_required: conf.disable_abstract_submission_form !== 1 || nature === "Abstract only",
    mode: automatic ? "automatic" : "manual",
    registration_open: refusal === null,
    registration_refusal: refusal,
    file_open: fileOpen,
    file_optional_now: refusal === null && (abstractRegistration || !acceptsFile),
    opens_at: iso(opensAt),
    registration_closes_at: iso(registrationCloses),
    abstract_deadline_at: iso(abstractDeadline),
    file_deadline_at: iso(fileDeadline),
    timezone: zone,
  };
}

/** A field-level refusal of a submission's contents: [field, message], or null. */
export type FieldRefusal = [field: string, message: string] | null;

/** What the paper file of a new or edited paper must be under these rules. */
export function paperFileRefusal(state: SubmissionState, hasFile: boolean, isNew: boolean): FieldRefusal {
  if (hasFile && !state.accepts_file)
    return ["paper_file", "This conference takes abstracts only: do not attach a file."];
  if (isNew && !hasFile && state.accepts_file && !state.file_optional_now)
    return ["paper_file", "The paper file is required."];
  return null;
}

export function abstractRefusal(state: SubmissionState, abstract: string): FieldRefusal {
  return state.abstract_required && abstract.trim() === "" ? ["abstract", "Abstract is required."] : null;
}

/** Why a registered paper may not get its file now (status and change rules are authorChangeRefusal's). */
export function fileAdditionRefusal(state: SubmissionState): string | null {
  return state.file_open ? null : "The deadline for paper files has passed.";
}

/**
 * Which extra-field answers a viewer of the paper may read: its authors and the people
 * who run it read every answer; an assigned reviewer reads the fields marked "reviewers", except, in
 * a Double-blind conference, free-text answers (they could name the authors).
 */
export function visibleFieldKeys(
  defs: readonly { key: string; type: string; visibility: string }[],
  standing: { author: boolean; manages: boolean; knowsAuthors: boolean },
): Set<string> {
  if (standing.author || standing.manages) return new Set(defs.map((d) => d.key));
  return new Set(
    defs.filter((d) => d.visibility === "reviewers" && (standing.knowsAuthors || d.type !== "text")).map((d) => d.key),
  );
}
