// GET /conference/pc/{confId}: the conference's programme committee, one row per person over all
// its tracks, with what the chairs balance: load, bids, quota, conflicts, reviews done and late.
import type { ConferencePc, ConferencePcMember, PcMemberStatus } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { assertAllowed, canViewAllPapers, conflictedPairs } from "../../policy/index.js";
import { loadConferenceAccess, requireConference, requireVisibleConference } from "../../access/index.js";
import { firstSubmission, lateReviewRule, phaseDeadline } from "../../policy/reviewPhase.js";
import { conflictIndexFor } from "../conflicts/index.js";
import { publicationCountsOf } from "../publications/index.js";
import * as repo from "./repository.js";

export const NOT_PC_READER =
  "Only the conference chairs, the organising committee and an administrator may see the programme committee.";

/** tpc_members.status: 0 invited, 1 accepted, 2 declined, 3 held until the address is proven. */
const STATUS: Record<number, PcMemberStatus> = {
  0: "invited",
  1: "accepted",
  2: "declined",
  3: "awaiting email verification",
};
/** A person's overall status: the strongest of their tracks' (accepted first). */
const RANK: PcMemberStatus[] = ["accepted", "awaiting email verification", "invited", "declined"];

export async function conferencePc(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  now = new Date(),
): Promise<ConferencePc> {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  assertAllowed(canViewAllPapers(await loadConferenceAccess(ctx.db, user, confId)), NOT_PC_READER);
  const [rows, assignments, bids, paperIds, deadlines] = await Promise.all([
    repo.membershipsOfConference(ctx.db, confId),
    repo.assignmentsOfConference(ctx.db, confId),
    repo.bidCounts(ctx.db, confId),
    repo.paperIdsOfConference(ctx.db, confId),
    repo.findConferenceDeadlines(ctx.db, confId),
  ]);
  const members = new Map<number, ConferencePcMember>();
  for (const r of rows) {
    let m = members.get(r.user_id);
    if (!m) {
      m = {
        user_id: r.user_id,
        first_name: r.first_name,
        last_name: r.last_name,
        email: r.email,
        affiliation: r.affiliation || null,
        status: "declined",
        tracks: [],
        load: 0,
        bids: bids.get(r.user_id) ?? 0,
        quota: null,
        conflicts: 0,
        publications: 0,
        reviews_done: 0,
        reviews_late: 0,
      };
      members.set(r.user_id, m);
    }
    const status = STATUS[r.status] ?? "invited";
    m.tracks.push({ track_id: r.track_id, track_name: r.track_name, status, quota: r.max_papers ?? null });
    if (RANK.indexOf(status) < RANK.indexOf(m.status)) m.status = status;
    if (r.max_papers !== null && r.max_papers !== undefined)
      m.quota = m.quota === null ? r.max_papers : Math.min(m.quota, r.max_papers);
  }
  // lateness as the paper lists mark it: first submitted at or after the soft deadline, or
  // still missing once it passed
  const isLate = lateReviewRule({
    review_deadline: deadlines?.review_deadline ?? null,
    timezone_for_deadline: deadlines?.timezone_for_deadline ?? null,
  });
  const soft = phaseDeadline(deadlines?.review_deadline ?? null, deadlines?.timezone_for_deadline ?? null);
  const overdue = soft !== null && now.getTime() >= soft.getTime();
  for (const a of assignments) {
    const m = members.get(a.user_id);
    if (!m) continue;
    m.load += 1;
    if (a.reviewed_at !== null) {
      m.reviews_done += 1;
      if (isLate(firstSubmission({ reviewed_at: a.reviewed_at, first_submitted_at: a.first_submitted_at })))
        m.reviews_late += 1;
    } else if (overdue) m.reviews_late += 1;
  }
  const people = [...members.values()].map((m) => ({ id: m.user_id, email: m.email, affiliation: m.affiliation }));
  const pairs = conflictedPairs(await conflictIndexFor(ctx.db, paperIds), paperIds, people);
  for (const ids of pairs.values()) for (const id of ids) members.get(id)!.conflicts += 1;
  const publications = await publicationCountsOf(ctx.db, [...members.keys()]);
  for (const m of members.values()) m.publications = publications.get(m.user_id) ?? 0;
  return { conf_id: confId, members: [...members.values()] };
}
