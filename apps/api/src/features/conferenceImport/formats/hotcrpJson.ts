// HotCRP's paper JSON: an array of papers, or { papers, contacts }. Papers carry pid, title,
// abstract, authors (email, first/last or name, affiliation), topics, pc_conflicts (a list of
// emails or email → conflict type), decision, status/submitted/withdrawn, tags (a list, or one
// string split at spaces), submission/final documents when their content is included, and custom
// options by name. A lead is not read: here it is one of the paper's assigned reviewers, which this
// format does not carry (hotcrp-assignments' lead action names it).
import { CONFLICT_TYPES } from "@symposia/domain";
import { unstorableTextErrors } from "../../../http/route.js";
import {
  emptyPlan,
  type ImportPerson,
  type ImportPlan,
  looksLikeEmail,
  type PlannedPaper,
  refusal,
  splitName,
} from "../plan.js";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/** Keys of HotCRP's paper object that are not custom options. */
const PAPER_KEYS = new Set([
  "object",
  "pid",
  "id",
  "title",
  "abstract",
  "authors",
  "topics",
  "pc_conflicts",
  "decision",
  "status",
  "submitted",
  "withdrawn",
  "submission",
  "final",
  "collaborators",
  "nonblind",
  "submitted_at",
  "withdrawn_at",
  "withdrawn_reason",
  "reviews",
  "tags",
  "contacts",
  "submission_class",
  "final_submitted",
  "final_submitted_at",
  "paper_lead",
  "shepherd",
]);

/** HotCRP's conflict types onto ours. */
export function conflictTypeOf(hotcrp: string): string {
  const t = hotcrp.toLowerCase();
  if (t.includes("collab")) return "Collaborator";
  if (t.includes("advis") || t.includes("student")) return "Advisor or advisee";
  if (t.includes("institution")) return "Same institution";
  if (t.includes("personal")) return "Personal";
  return CONFLICT_TYPES[CONFLICT_TYPES.length - 1]!;
}

export function personOf(v: Json): ImportPerson {
  const named = text(v.name) ? splitName(text(v.name)) : null;
  return {
    email: text(v.email),
    first_name: text(v.first) || text(v.firstName) || text(v.given_name) || named?.first_name || "",
    last_name: text(v.last) || text(v.lastName) || text(v.family_name) || named?.last_name || "",
    affiliation: text(v.affiliation),
    country: text(v.country),
  };
}

function decisionOf(v: unknown): PlannedPaper["decision"] {
  const label = text(v);
  if (!label) return undefined;
  const l = label.toLowerCase();
  if (l.includes("reject") || (typeof v === "number" && v < 0)) return { outcome: "reject", label: "Reject" };
  if (l.includes("accept") || (typeof v === "number" && v > 0)) return { outcome: "accept", label: "Accept" };
  return { outcome: "none", label: "No Decision" };
}

/** HotCRP writes a paper's tags as a list or as one string ("accepted discuss#2"). */
function tagsOf(v: unknown): string[] {
  const list = Array.isArray(v) ? v.map(text) : text(v).split(/\s+/);
  return list.filter(Boolean);
}

function documentOf(v: unknown): PlannedPaper["file"] {
  if (!isObject(v)) return undefined;
  const b64 = text(v.content_base64);
  const data = b64
    ? Buffer.from(b64, "base64")
    : typeof v.content === "string"
      ? Buffer.from(v.content, "latin1")
      : null;
  if (!data || data.length === 0) return undefined;
  return { name: text(v.filename) || "paper.pdf", data };
}

function paperOf(v: unknown, index: number, plan: ImportPlan): void {
  const ref = { index };
  if (!isObject(v)) return void plan.refused.push(refusal(ref, "A paper must be an object."));
  const external_id = text(v.pid) || text(v.id);
  if (!external_id) return void plan.refused.push(refusal(ref, "The paper has no pid."));
  const title = text(v.title);
  if (!title) return void plan.refused.push(refusal(ref, `Paper ${external_id} has no title.`));
  const authors: ImportPerson[] = [];
  for (const [i, a] of (Array.isArray(v.authors) ? v.authors : []).entries()) {
    if (!isObject(a))
      return void plan.refused.push(refusal(ref, `Paper ${external_id}: author ${i + 1} must be an object.`));
    const person = personOf(a);
    if (!looksLikeEmail(person.email))
      return void plan.refused.push(refusal(ref, `Paper ${external_id}: author ${i + 1} has no valid email.`));
    if (!person.first_name && !person.last_name)
      return void plan.refused.push(refusal(ref, `Paper ${external_id}: author ${person.email} has no name.`));
    authors.push(person);
  }
  const topics = Array.isArray(v.topics)
    ? v.topics.map(text)
    : isObject(v.topics)
      ? Object.keys(v.topics).filter((k) => v.topics && (v.topics as Json)[k])
      : [];
  const conflicts = Array.isArray(v.pc_conflicts)
    ? v.pc_conflicts.map((email) => ({ email: text(email), type: "Other" }))
    : isObject(v.pc_conflicts)
      ? Object.entries(v.pc_conflicts).map(([email, type]) => ({
          email: email.trim(),
          type: conflictTypeOf(text(type) || "other"),
        }))
      : [];
  const status = text(v.status).toLowerCase();
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(v))
    if (!PAPER_KEYS.has(key) && (typeof value === "string" || typeof value === "number")) fields[key] = String(value);
  plan.papers.push({
    ref,
    external_id,
    title,
    abstract: text(v.abstract),
    authors,
    topics: topics.filter(Boolean),
    conflicts,
    decision: decisionOf(v.decision),
    withdrawn: v.withdrawn === true || status === "withdrawn",
    ...(v.tags !== undefined ? { tags: tagsOf(v.tags) } : {}),
    fields,
    file: documentOf(v.final) ?? documentOf(v.submission),
  });
}

/** The texts a refused file names one by one; the rest are counted. */
const MAX_TEXT_REFUSALS = 5;

export function readHotcrpJson(data: Buffer): ImportPlan {
  const plan = emptyPlan();
  let doc: unknown;
  try {
    doc = JSON.parse(data.toString("utf8"));
  } catch {
    plan.refused.push({ reason: "The file is not JSON." });
    return plan;
  }
  // text the database cannot hold as written (a NUL, half of a character): the request's rule for
  // typed text, applied to the file's strings, which reach the same columns
  const unstorable = [...unstorableTextErrors(doc)];
  if (unstorable.length) {
    for (const [path, why] of unstorable.slice(0, MAX_TEXT_REFUSALS))
      plan.refused.push({ reason: `The file's text at ${path}: ${why}` });
    if (unstorable.length > MAX_TEXT_REFUSALS)
      plan.refused.push({ reason: `And ${unstorable.length - MAX_TEXT_REFUSALS} more such texts.` });
    return plan;
  }
  const papers = Array.isArray(doc) ? doc : isObject(doc) && Array.isArray(doc.papers) ? doc.papers : null;
  if (!papers) {
    plan.refused.push({ reason: "Expected an array of papers, or an object with papers and contacts." });
    return plan;
  }
  papers.forEach((p, i) => paperOf(p, i, plan));
  const contacts = isObject(doc) && Array.isArray(doc.contacts) ? doc.contacts : [];
  contacts.forEach((c, index) => contactOf(c, index, plan));
  return plan;
}

/**
 * HotCRP writes a contact's roles as a list (["chair", "pc"]), one string ("pc", "chair,pc") or, in
 * older versions, an object of flags ({ "chair": true, "pc": true }).
 */
function rolesOf(v: unknown): string[] {
  const list = Array.isArray(v)
    ? v.map(text)
    : isObject(v)
      ? Object.keys(v).filter((k) => v[k])
      : text(v).split(/[\s,]+/);
  return list.map((r) => r.toLowerCase()).filter(Boolean);
}

/**
 * A contact with the `pc` role joins the programme committee; one with `chair` becomes a chair
 * (apply.ts says of what), and joins the PC only with `pc` too: HotCRP writes `pc` with every chair,
 * and our own export writes `chair` alone for a track chair who is not on the PC, so the file reads
 * back as it was written. What a contact carries that has no place here is reported as ignored,
 * never dropped silently: its tags (a PC member has no tags here: tags are the papers') and any other
 * role (a site role such as `sysadmin` is an administrator's to give, never a file's).
 */
function contactOf(c: unknown, index: number, plan: ImportPlan): void {
  if (!isObject(c)) return void plan.refused.push(refusal({ index }, "A contact must be an object."));
  const roles = rolesOf(c.roles);
  const person = personOf(c);
  const pc = roles.includes("pc");
  const chair = roles.includes("chair");
  if ((pc || chair) && !looksLikeEmail(person.email))
    return void plan.refused.push(refusal({ index }, `Contact ${index} has no valid email.`));
  const who = `Contact ${person.email || index}`;
  for (const role of roles.filter((r) => r !== "pc" && r !== "chair"))
    plan.ignored.push(refusal({ index }, `${who}: the role "${role}" is not imported (only pc and chair are).`));
  const tags = c.tags === undefined ? [] : tagsOf(c.tags);
  if (tags.length)
    plan.ignored.push(
      refusal({ index }, `${who}: tags ${tags.join(", ")} not imported (PC members have no tags here).`),
    );
  if (pc || chair) plan.members.push({ ref: { index }, person, pc, ...(chair ? { chair: true } : {}) });
}
