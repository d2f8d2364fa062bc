// The ids inside an audit entry's details (a JSON object), carried through an archive like every
// other reference: the export writes positions and person refs, the restore this installation's
// new ids, so a restored trail's "paper 12" is the restored paper 12. A key is known by its name
// across the features that write audit entries; an id of a row the archive does not carry (an Auto
// Assign run, a token, a row left out for the caller) becomes null rather than point at a stranger.

/** The section a details key points into; PEOPLE: an account; GONE: rows no archive carries. */
export const PEOPLE = "people";
const GONE = "";

export const AUDIT_DETAIL_REFS: Readonly<Record<string, string>> = {
  conf_id: "conferences",
  paper_id: "papers",
  paper_ids: "papers",
  track_id: "tracks",
  track_ids: "tracks",
  tpc_track_ids: "tracks",
  add_track_ids: "tracks",
  remove_track_ids: "tracks",
  topic_ids: "conference_topics",
  author_id: "paper_authors",
  presenter_author_id: "paper_authors",
  assignment_id: "paper_reviewers",
  paper_reviewer_id: "paper_reviewers",
  review_id: "paper_reviewers",
  user_id: PEOPLE,
  reviewer_id: PEOPLE,
  lead_user_id: PEOPLE,
  subreviewer_id: PEOPLE,
  actor_id: PEOPLE,
  run_id: GONE,
  draft_id: GONE,
  api_token_id: GONE,
};

/** The manifest's flag that its audit details carry positions (archives made before it carry raw ids). */
export const AUDIT_DETAILS_MAPPED = "positions";

type Lookup = (section: string, id: number) => number | null | undefined;

function parse(details: unknown): Record<string, unknown> | null {
  if (typeof details !== "string") return null;
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The ids of one section named in the details (to list the people an archive must carry). */
export function detailIds(details: unknown, section: string): number[] {
  const parsed = parse(details);
  if (!parsed) return [];
  const out: number[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (AUDIT_DETAIL_REFS[key] !== section) continue;
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === "number") out.push(v);
  }
  return out;
}

/** The details with each known id replaced through `lookup` (null when it finds nothing); others unchanged. */
export function mapDetails(details: unknown, lookup: Lookup): unknown {
  const parsed = parse(details);
  if (!parsed) return details;
  let changed = false;
  const one = (section: string, v: unknown) => {
    if (typeof v !== "number") return v;
    changed = true;
    return section === GONE ? null : (lookup(section, v) ?? null);
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const section = AUDIT_DETAIL_REFS[key];
    if (section === undefined) out[key] = value;
    else out[key] = Array.isArray(value) ? value.map((v) => one(section, v)) : one(section, value);
  }
  return changed ? JSON.stringify(out) : details;
}
