// EasyChair's CSV exports, by their column names in any order (unknown columns ignored and listed):
// submissions (#, Title, Keywords, Abstract, Decision, Deleted?), authors (Submission #, First
// name, Last name, Email, Country, Affiliation), program committee (First name, Last name, Email,
// Country, Affiliation, Role) and reviews (Submission #, Reviewer email, reviewer names, Text,
// Total score, Scores, Date, Time).
import { normalizeLocalDateTime } from "@symposia/domain";
import { emptyPlan, type ImportPerson, type ImportPlan, looksLikeEmail, type PlannedPaper, refusal } from "../plan.js";
import { csvObjects } from "./csv.js";

type Row = { line: number; get: (col: string) => string };

const PERSON_COLUMNS = ["first name", "last name", "email", "country", "affiliation"];

function personOf(row: Row, prefix = ""): ImportPerson {
  return {
    email: row.get(`${prefix}email`),
    first_name: row.get(`${prefix}first name`),
    last_name: row.get(`${prefix}last name`),
    affiliation: row.get(`${prefix}affiliation`),
    country: row.get(`${prefix}country`),
  };
}

function read(
  data: Buffer,
  known: readonly string[],
  required: readonly string[],
  each: (row: Row, plan: ImportPlan) => void,
): ImportPlan {
  const plan = emptyPlan();
  const { rows, header, ignored } = csvObjects(data.toString("utf8"), known);
  plan.ignored_columns = ignored;
  for (const column of required)
    if (!header.includes(column)) plan.refused.push({ line: 1, reason: `The header has no "${column}" column.` });
  if (!plan.refused.length) for (const row of rows) each(row, plan);
  return plan;
}

function decisionOf(label: string): PlannedPaper["decision"] {
  const l = label.toLowerCase();
  if (!l) return undefined;
  if (l.includes("reject")) return { outcome: "reject", label: "Reject" };
  if (l.includes("accept")) return { outcome: "accept", label: "Accept" };
  return { outcome: "none", label: "No Decision" };
}

export const readEasychairSubmissions = (data: Buffer) =>
  read(data, ["#", "title", "keywords", "abstract", "decision", "deleted"], ["#", "title"], (row, plan) => {
    const ref = { line: row.line };
    const external_id = row.get("#");
    const title = row.get("title");
    if (!external_id) return void plan.refused.push(refusal(ref, "No submission number (#)."));
    if (!title) return void plan.refused.push(refusal(ref, `Submission ${external_id} has no title.`));
    plan.papers.push({
      ref,
      external_id,
      title,
      abstract: row.get("abstract"),
      keywords: row
        .get("keywords")
        .split(/\r?\n/)
        .map((k) => k.trim())
        .filter(Boolean)
        .join(", "),
      decision: decisionOf(row.get("decision")),
      withdrawn: /^(yes|true|1)$/i.test(row.get("deleted")),
    });
  });

/** One row per author: the rows of a submission together are its author list, in file order. */
export const readEasychairAuthors = (data: Buffer) =>
  read(data, ["submission #", ...PERSON_COLUMNS, "corresponding"], ["submission #", "email"], (row, plan) => {
    const ref = { line: row.line };
    const external_id = row.get("submission #");
    const person = personOf(row);
    if (!external_id) return void plan.refused.push(refusal(ref, "No submission number."));
    if (!looksLikeEmail(person.email))
      return void plan.refused.push(refusal(ref, `Author of submission ${external_id} has no valid email.`));
    if (!person.first_name && !person.last_name)
      return void plan.refused.push(refusal(ref, `Author ${person.email} has no name.`));
    let paper = plan.papers.find((p) => p.external_id === external_id);
    if (!paper) {
      paper = { ref, external_id, authors: [] };
      plan.papers.push(paper);
    }
    if (paper.authors!.some((a) => a.email.toLowerCase() === person.email.toLowerCase())) {
      return void plan.refused.push(
        refusal(ref, `${person.email} is listed twice as an author of submission ${external_id}.`),
      );
    }
    paper.authors!.push(person);
  });

/** EasyChair's PC roles that make a PC member here (its review models' ranks are all on the PC). */
const PC_ROLES = new Set(["pc member", "senior pc member", "associate chair", "area chair", "pc"]);
/** EasyChair's chair roles: each chairs the import's track (and is on the PC, as EasyChair lists them). */
const CHAIR_ROLES = new Set([
  "chair",
  "track chair",
  "superchair",
  "super chair",
  "pc chair",
  "program chair",
  "co chair",
  "pc co chair",
]);
const roleKey = (role: string) =>
  role
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .trim();

/**
 * The `Role` cell of a PC row: empty, or one or more of EasyChair's roles ("PC member", "chair",
 * separated by commas or semicolons when a person holds several). A value that is none of them is
 * answered as unknown, for the caller to report.
 */
function pcRolesOf(cell: string): { pc: boolean; chair: boolean; unknown: string[] } {
  const roles = cell
    .split(/[,;]/)
    .map((r) => r.trim())
    .filter(Boolean);
  const keys = roles.map(roleKey);
  return {
    pc: roles.length === 0 || keys.some((k) => PC_ROLES.has(k) || CHAIR_ROLES.has(k)),
    chair: keys.some((k) => CHAIR_ROLES.has(k)),
    unknown: roles.filter((_, i) => !PC_ROLES.has(keys[i]!) && !CHAIR_ROLES.has(keys[i]!)),
  };
}

/**
 * A PC row makes a PC member; a chair role also a chair of the import's track, as HotCRP's `chair`
 * does. A role this import does not know (a subreviewer, an observer) is reported in `ignored` with
 * what became of the row: a row with no role it knows is not imported, since nobody gains a place on
 * the committee from a value that was not understood.
 */
export const readEasychairPc = (data: Buffer) =>
  read(data, [...PERSON_COLUMNS, "role", "roles", "person #"], ["email"], (row, plan) => {
    const person = personOf(row);
    const ref = { line: row.line };
    if (!looksLikeEmail(person.email)) return void plan.refused.push(refusal(ref, "No valid email."));
    if (plan.members.some((m) => m.person.email.toLowerCase() === person.email.toLowerCase())) {
      return void plan.refused.push(refusal(ref, `${person.email} is listed twice.`));
    }
    const roles = pcRolesOf(row.get("role") || row.get("roles"));
    for (const role of roles.unknown) {
      const outcome = roles.pc ? "the row imports by its other roles" : `${person.email} is not imported`;
      plan.ignored.push(
        refusal(
          ref,
          `${person.email}: the role "${role}" is not imported (PC member, senior PC member, associate chair, ` +
            `chair, track chair and superchair are); ${outcome}.`,
        ),
      );
    }
    if (roles.pc) plan.members.push({ ref, person, pc: true, ...(roles.chair ? { chair: true } : {}) });
  });

const REVIEW_COLUMNS = [
  "submission #",
  "reviewer email",
  "reviewer first name",
  "reviewer last name",
  "text",
  "total score",
  "scores",
  "member name",
  "date",
  "time",
];

/**
 * When EasyChair says the review was submitted: its Date (YYYY-MM-DD) and Time (HH:MM, optional)
 * columns, read as UTC (EasyChair writes no time zone). Absent: the time of the import. A date that
 * is not one, or one later than now, refuses the record rather than inventing a time.
 */
function reviewSubmittedAt(date: string, time: string): { at?: string } | { refusal: string } {
  if (!date) return time ? { refusal: `the time "${time}" comes without a date` } : {};
  const local = normalizeLocalDateTime(`${date} ${time || "00:00"}`);
  if (local === null)
    return { refusal: `"${[date, time].filter(Boolean).join(" ")}" is not a date and time (YYYY-MM-DD and HH:MM)` };
  const at = new Date(`${local.replace(" ", "T")}:00Z`);
  if (at.getTime() > Date.now()) return { refusal: `the submission time ${date} ${time} is in the future` };
  return { at: at.toISOString() };
}

export const readEasychairReviews = (data: Buffer) =>
  read(data, ["#", ...REVIEW_COLUMNS], ["submission #", "reviewer email"], (row, plan) => {
    const ref = { line: row.line };
    const external_id = row.get("submission #");
    const email = row.get("reviewer email");
    if (!external_id) return void plan.refused.push(refusal(ref, "No submission number."));
    if (!looksLikeEmail(email))
      return void plan.refused.push(refusal(ref, `Review of submission ${external_id} has no valid reviewer email.`));
    // "Scores" is EasyChair's text of every score ("overall evaluation: 2\nReviewer's confidence: 4")
    const overall = /overall evaluation:\s*(-?\d+)/i.exec(row.get("scores"));
    const score = Number.parseInt(row.get("total score") || (overall?.[1] ?? ""), 10);
    const confidence = /confidence:\s*(-?\d+)/i.exec(row.get("scores"));
    const submitted = reviewSubmittedAt(row.get("date"), row.get("time"));
    if ("refusal" in submitted)
      return void plan.refused.push(
        refusal(ref, `Review of submission ${external_id} by ${email}: ${submitted.refusal}.`),
      );
    plan.reviews.push({
      ref,
      external_id,
      email,
      person: {
        email,
        first_name: row.get("reviewer first name"),
        last_name: row.get("reviewer last name"),
        affiliation: "",
        country: "",
      },
      evaluation: Number.isNaN(score) ? null : score,
      confidence: confidence ? Number(confidence[1]) : null,
      remarks: row.get("text"),
      ...(submitted.at ? { submitted_at: submitted.at } : {}),
    });
  });
