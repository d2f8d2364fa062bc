// One line of an affinity CSV (paper_id,reviewer_email,score), judged against the track: the rule
// both the JSON `csv` and a streamed file follow.
export type AffinityLine =
  { row: { paper_id: number; user_id: number; score: number } } | { reason: string } | { skip: true };

export function affinityLineReader(
  trackPapers: { has(id: number): boolean },
  memberByEmail: ReadonlyMap<string, number>,
) {
  return (raw: string, lineNumber: number): AffinityLine => {
    const text = raw.trim();
    if (!text) return { skip: true };
    const cells = text.split(/[,;\t]/).map((c) => c.trim().replace(/^"(.*)"$/, "$1"));
    if (lineNumber === 1 && /paper/i.test(cells[0] ?? "")) return { skip: true }; // header
    if (cells.length !== 3) return { reason: "Expected three values: paper_id,reviewer_email,score." };
    const paperId = Number(cells[0]);
    if (!Number.isInteger(paperId) || !trackPapers.has(paperId))
      return { reason: "No paper with this id in this track." };
    const userId = memberByEmail.get(cells[1]!.toLowerCase());
    if (userId === undefined) return { reason: "No accepted TPC member of this track has this email." };
    const score = Number(cells[2]);
    if (cells[2] === "" || !Number.isFinite(score) || score < 0 || score > 1)
      return { reason: "The score must be a number from 0 to 1." };
    return { row: { paper_id: paperId, user_id: userId, score } };
  };
}
