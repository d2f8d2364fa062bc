// The matrix's content checks: what an answer must never carry, whatever its status.
import type { CallerKey, MatrixCase } from "./callers.js";
import { OTHER_CONFERENCE_MARKER, type World } from "./world.js";

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** What identifies a reviewer of the authors' paper (and any TPC member of its track). */
function reviewerTraces(w: World): string[] {
  const { reviewer, tpcMember } = w.users;
  return [
    reviewer.first_name,
    reviewer.last_name,
    reviewer.email,
    tpcMember.first_name,
    tpcMember.last_name,
    tpcMember.email,
    w.confidentialRemark,
  ];
}

/** Problems found in one answer's raw body (JSON, CSV or a file). */
export function leaksIn(w: World, c: MatrixCase, caller: CallerKey, raw: string): string[] {
  const problems: string[] = [];
  const lower = raw.toLowerCase();
  if (caller === "author" || caller === "coauthor") {
    const { reviewer, tpcMember } = w.users;
    const traces = c.listsProgrammeCommittee
      ? [reviewer.email, tpcMember.email, w.confidentialRemark]
      : reviewerTraces(w);
    for (const trace of traces) {
      if (lower.includes(trace.toLowerCase())) problems.push(`${caller}: the answer reveals a reviewer (${trace})`);
    }
  }
  // a caller conflicted with the papers never reads their reviews (the confidential remark is on the world's paper)
  if (caller.startsWith("conflicted") && raw.includes(w.confidentialRemark)) {
    problems.push(`${caller}: the answer carries a review of a paper the caller is conflicted with`);
  }
  if (c.publicAnswer) {
    const allowed = new Set<string>();
    if (caller !== "anonymous") allowed.add(w.users[caller].email.toLowerCase());
    if (c.answerEmail) allowed.add(c.answerEmail(w).toLowerCase());
    const foreign = [...new Set(raw.match(EMAIL) ?? [])].filter((e) => !allowed.has(e.toLowerCase()));
    if (foreign.length > 0) problems.push(`${caller}: a public answer carries email addresses: ${foreign.join(", ")}`);
  }
  if (c.scopedToConference && raw.includes(OTHER_CONFERENCE_MARKER)) {
    problems.push(`${caller}: an answer about conference A carries a row of conference B`);
  }
  return problems;
}
