// Bidding: a TPC member's bidding list and bids, the chairs' view of a track's bids and
// the reminder to members with few bids. Conflicts come from the one predicate (ConflictIndex),
// authors are shown only as mayKnowAuthors allows.
import type {
  BidInput,
  BidPlaced,
  BidReminderResult,
  BiddingPage,
  BiddingPaper,
  BiddingQuery,
  StoredBid,
  TrackBids,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import {
  assertAllowed,
  assertNoRefusal,
  bidDetailsVisible,
  biddingDeadline,
  biddingRefusal,
  mayKnowAuthors,
  whyNotBid,
  whyNotBidOnPaper,
  whyNotTrackTpcTask,
} from "../../policy/index.js";
import { declareOwnConflict, withdrawOwnConflict } from "../conflicts/index.js";
import { memberTopicIds, topicsOfPapers } from "../topics/index.js";
import * as repo from "./repository.js";
import {
  conflictIndexAmong,
  loadConferenceAccess,
  requireTrackAbility,
  requireVisibleConference,
} from "../../access/index.js";

const NOT_MEMBER = "Only the TPC members of this conference bid on its papers.";

const normalise = (s: string) => s.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");

/** GET /paper/bidding/{confId} */
export async function biddingList(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  query: BiddingQuery,
): Promise<BiddingPage> {
  const conf = await repo.findBiddingConference(ctx.db, confId);
  if (!conf) throw notFound("Conference");
  const access = (await requireVisibleConference(ctx.db, user, confId, conf.conference_status))!;
  assertAllowed(access.tpcTrackIds.length > 0, NOT_MEMBER);
  const all = await repo.biddablePapers(ctx.db, access.tpcTrackIds);
  // only the caller is asked about, so only what judges them is read (their person facts came
  // with the session)
  const index = await conflictIndexAmong(
    ctx.db,
    all.map((p) => p.id),
    [user],
  );
  // never a paper the caller is conflicted with (their own papers included): policy whyNotBidOnPaper
  const papers = all.filter(
    (p) => whyNotBidOnPaper(access, { ...p, has_file: true }, index.isConflicted(p.id, user)) === null,
  );
  const ids = papers.map((p) => p.id);
  const [topics, mine, bids, authorRows] = await Promise.all([
    topicsOfPapers(ctx.db, ids),
    memberTopicIds(ctx.db, confId, user.id),
    repo.bidsOf(ctx.db, user.id, ids),
    repo.authorsOf(ctx.db, ids),
  ]);
  const expertise = new Set(mine);
  const authorsBy = new Map<number, { first_name: string; last_name: string; affiliation: string | null }[]>();
  for (const a of authorRows) {
    const list = authorsBy.get(a.paper_id) ?? [];
    list.push({ first_name: a.first_name, last_name: a.last_name, affiliation: a.affiliation });
    authorsBy.set(a.paper_id, list);
  }
  const items: BiddingPaper[] = papers.map((p) => {
    const paperTopics = topics.get(p.id) ?? [];
    const viewer = { access, isAuthor: false, isAssignedReviewer: false, isConflicted: false };
    return {
      id: p.id,
      paper_sequence: p.paper_sequence,
      paper_title: p.paper_title,
      abstract: p.abstract,
      keywords: p.keywords,
      track_id: p.track_id,
      track_name: p.track_name,
      topics: paperTopics,
      topic_matches: paperTopics.filter((t) => expertise.has(t.id)).length,
      authors: mayKnowAuthors(viewer, p, conf) ? (authorsBy.get(p.id) ?? []) : [],
      bid: bids.get(p.id) ?? null,
    };
  });
  const words = normalise(query.search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const filtered = items.filter((p) => {
    if (query.track_id !== undefined && p.track_id !== query.track_id) return false;
    if (query.topic_id !== undefined && !p.topics.some((t) => t.id === query.topic_id)) return false;
    if (query.bid !== undefined && (query.bid === "none" ? p.bid !== null : p.bid !== query.bid)) return false;
    if (words.length === 0) return true;
    // only what the caller is shown is searched: in Double-blind the author names are not
    const text = normalise(
      [
        String(p.paper_sequence),
        p.paper_title,
        p.abstract,
        p.keywords ?? "",
        ...p.topics.map((t) => t.name),
        ...p.authors.map((a) => `${a.first_name} ${a.last_name} ${a.affiliation ?? ""}`),
      ].join(" "),
    );
    return words.every((w) => text.includes(w));
  });
  // topic matches first, then by number
  filtered.sort((a, b) => b.topic_matches - a.topic_matches || a.paper_sequence - b.paper_sequence);
  const start = (query.page - 1) * query.per_page;
  const refusal = biddingRefusal(conf);
  return {
    data: filtered.slice(start, start + query.per_page),
    total: filtered.length,
    paper_count: items.length,
    bid_count: items.filter((p) => p.bid !== null).length,
    open: refusal === null,
    closed_reason: refusal,
    bidding_deadline_at: biddingDeadline(conf)?.toISOString() ?? null,
  };
}

/** POST /paper/bid/{paperId}: yes, maybe, no; conflict declares a conflict (source reviewer); empty clears. */
export async function placeBid(ctx: AppContext, user: AuthUser, paperId: number, input: BidInput): Promise<BidPlaced> {
  return ctx.db.transaction().execute(async (trx) => {
    const paper = await repo.findBidPaper(trx, paperId);
    if (!paper) throw notFound("Paper");
    const [conf, access, index] = await Promise.all([
      repo.findBiddingConference(trx, paper.conf_id),
      loadConferenceAccess(trx, user, paper.conf_id),
      conflictIndexAmong(trx, [paper.id], [user]),
    ]);
    if (!conf) throw notFound("Paper");
    const conflicted = index.isConflicted(paper.id, user);
    const ownDeclaration = index.storedFor(paper.id, user.id).some((r) => r.source === "reviewer");
    // clearing a conflict bid: the member's own declaration goes, nothing else of the pair
    const clearsOwnConflict = input.bid === "" && ownDeclaration && access.tpcTrackIds.includes(paper.track_id);
    // a paper the caller may not bid on does not exist for them (policy whyNotBid); a member who
    // declared a conflict while bidding may still take their own declaration back
    const facts = { ...paper, has_file: paper.file_paper_id !== null };
    assertNoRefusal(whyNotBid(access, facts, clearsOwnConflict ? false : conflicted, conf));
    if (input.bid === "conflict") {
      await repo.clearBid(trx, paper.id, user.id);
      await declareOwnConflict(trx, ctx, user, paper, "Declared while bidding.");
    } else if (input.bid === "") {
      await repo.clearBid(trx, paper.id, user.id);
      if (clearsOwnConflict) {
        await withdrawOwnConflict(trx, user, paper);
      }
    } else {
      await repo.saveBid(trx, paper.id, user.id, input.bid);
    }
    return { paper_id: paper.id, bid: input.bid === "" ? null : input.bid };
  });
}

/** GET /track/bids/{trackId}: counts always; each member's bids only when the conference allows chairs to see them. */
export async function trackBids(ctx: AppContext, user: AuthUser, trackId: number): Promise<TrackBids> {
  const { track } = await requireTrackAbility(ctx.db, user, trackId, (access, status) =>
    whyNotTrackTpcTask("seeBids", access, trackId, status),
  );
  const conf = (await repo.findBiddingConference(ctx.db, track.conf_id))!;
  const details = bidDetailsVisible(conf);
  const papers = await repo.biddablePapers(ctx.db, [trackId]);
  const index = await conflictIndexAmong(
    ctx.db,
    papers.map((p) => p.id),
    [user],
  );
  // a chair conflicted with a paper does not see its bids
  const visible = papers.filter((p) => !index.isConflicted(p.id, user));
  const visibleIds = new Set(visible.map((p) => p.id));
  const [bids, members] = await Promise.all([repo.bidsOfTrack(ctx.db, trackId), repo.acceptedMembers(ctx.db, trackId)]);
  const memberIds = new Set(members.map((m) => m.id));
  const relevant = bids.filter((b) => visibleIds.has(b.paper_id) && memberIds.has(b.user_id));
  return {
    details_visible: details,
    papers: visible.map((p) => {
      const mine = relevant.filter((b) => b.paper_id === p.id);
      const count = (v: string) => mine.filter((b) => b.bid === v).length;
      return {
        paper_id: p.id,
        paper_sequence: p.paper_sequence,
        paper_title: p.paper_title,
        yes: count("yes"),
        maybe: count("maybe"),
        no: count("no"),
        ...(details ? { bids: mine.map((b) => ({ user_id: b.user_id, bid: b.bid as StoredBid })) } : {}),
      };
    }),
    members: members.map((m) => {
      const mine = bids.filter((b) => b.user_id === m.id);
      return {
        user_id: m.id,
        first_name: m.first_name,
        last_name: m.last_name,
        email: m.email,
        bid_count: mine.length,
        ...(details
          ? {
              bids: mine
                .filter((b) => visibleIds.has(b.paper_id))
                .map((b) => ({ paper_id: b.paper_id, bid: b.bid as StoredBid })),
            }
          : {}),
      };
    }),
  };
}

/** POST /track/bid-reminder/{trackId}: mail (through the outbox) every accepted member with fewer than min_bids bids. */
export async function remindBidders(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  minBids: number,
  message: string | undefined,
): Promise<BidReminderResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const { track } = await requireTrackAbility(trx, user, trackId, (access, status) =>
      whyNotTrackTpcTask("remindBidders", access, trackId, status),
    );
    const conf = (await repo.findBiddingConference(trx, track.conf_id))!;
    const refusal = biddingRefusal(conf);
    if (refusal) throw conflict(refusal);
    const [bids, members] = await Promise.all([repo.bidsOfTrack(trx, trackId), repo.acceptedMembers(trx, trackId)]);
    const counts = new Map<number, number>();
    for (const b of bids) counts.set(b.user_id, (counts.get(b.user_id) ?? 0) + 1);
    const few = members.filter((m) => (counts.get(m.id) ?? 0) < minBids);
    const deadline = biddingDeadline(conf);
    await enqueueMail(
      trx,
      ctx.config,
      few.map((m) => ({
        to: m.email,
        subject: `${conf.acronym_title}: please bid on the papers of ${track.track_name}`,
        text:
          `Dear ${m.first_name} ${m.last_name},\n\n` +
          `you have bid on ${counts.get(m.id) ?? 0} paper(s) of ${track.track_name} so far. Your bids help the chairs give you papers you want to review.\n` +
          (deadline ? `Bidding closes at ${deadline.toISOString().replace("T", " ").slice(0, 16)} UTC.\n` : "") +
          (message ? `\n${message}\n` : "") +
          `\nOpen Bidding from your conference card in Symposia.\n`,
        contextType: "track",
        contextId: trackId,
        confId: track.conf_id,
      })),
    );
    await recordAudit(trx, {
      actorId: user.id,
      action: "track.bid_reminder",
      entityType: "track",
      entityId: trackId,
      confId: track.conf_id,
      details: { min_bids: minBids, reminded: few.length },
    });
    return { reminded: few.length };
  });
}
