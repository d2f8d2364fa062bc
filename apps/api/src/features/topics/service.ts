// The conference's topic list: read by anyone who may see the conference, edited by
// those who may edit the conference. Authors tag papers with topics; TPC members state expertise.
//
// Saving the list: an entry with an id renames (and moves) that topic everywhere it is used; an
// entry without one adds a topic; a topic left out is removed from the conference, from every
// paper and from every member's expertise (papers keep their other topics; an author editing a
// paper left without topics is asked to choose again).
import type { MyTopics, Topic, TopicsSaveInput } from "@symposia/domain";
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { fieldError } from "../../http/errors.js";
import { assertAllowed, assertNoRefusal, whyNotUpdateConference } from "../../policy/index.js";
import * as repo from "./repository.js";
import { loadConferenceAccess, requireConference, requireVisibleConference } from "../../access/index.js";

/** GET /conference/topics/{confId} */
export async function listTopics(ctx: AppContext, user: AuthUser | null, confId: number): Promise<Topic[]> {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  return repo.topicsOf(ctx.db, confId);
}

/** POST /conference/topics/{confId} */
export async function saveTopics(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: TopicsSaveInput,
): Promise<Topic[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const conference = await requireConference(trx, confId);
    const access = (await requireVisibleConference(trx, user, confId, conference.conference_status))!;
    // the conference's configuration pair: the Submission page offers the topics by can_update
    assertNoRefusal(whyNotUpdateConference(access, conference.conference_status, "topics"));
    const before = await repo.topicsOf(trx, confId);
    const known = new Set(before.map((t) => t.id));
    input.topics.forEach((t, i) => {
      if (t.id !== undefined && !known.has(t.id))
        throw fieldError(`topics.${i}.id`, "This topic does not belong to the conference.");
    });
    const kept = new Set(input.topics.map((t) => t.id).filter((id): id is number => id !== undefined));
    const removed = before.filter((t) => !kept.has(t.id)).map((t) => t.id);
    await repo.deleteTopics(trx, removed);
    for (const [position, t] of input.topics.entries()) {
      if (t.id !== undefined) await repo.updateTopic(trx, t.id, t.name, position);
      else await repo.insertTopic(trx, confId, t.name, position);
    }
    await repo.mirrorSubmissionTopics(
      trx,
      confId,
      input.topics.map((t) => t.name),
    );
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.topics.update",
      entityType: "conference",
      entityId: confId,
      confId,
      details: { topics: input.topics.map((t) => t.name), removed },
    });
    return repo.topicsOf(trx, confId);
  });
}

/** GET /conference/my-topics/{confId} */
export async function myTopics(ctx: AppContext, user: AuthUser, confId: number): Promise<MyTopics> {
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  return { topic_ids: await repo.memberTopicIds(ctx.db, confId, user.id), tpc_track_ids: access.tpcTrackIds };
}

/** POST /conference/my-topics/{confId}: an accepted TPC member's expertise. */
export async function saveMyTopics(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  topicIds: readonly number[],
): Promise<MyTopics> {
  return ctx.db.transaction().execute(async (trx) => {
    const conference = await requireConference(trx, confId);
    await requireVisibleConference(trx, user, confId, conference.conference_status);
    const access = await loadConferenceAccess(trx, user, confId);
    assertAllowed(access.tpcTrackIds.length > 0, "Only the conference's TPC members state their expertise.");
    await requireTopicsOf(trx, confId, topicIds, "topic_ids");
    await repo.setMemberTopics(trx, confId, user.id, topicIds);
    return { topic_ids: await repo.memberTopicIds(trx, confId, user.id), tpc_track_ids: access.tpcTrackIds };
  });
}

/** 422 unless every id is a topic of the conference. */
export async function requireTopicsOf(
  trx: Transaction<Database>,
  confId: number,
  topicIds: readonly number[],
  field: string,
): Promise<void> {
  if (topicIds.length === 0) return;
  const known = new Set((await repo.topicsOf(trx, confId)).map((t) => t.id));
  if (topicIds.some((id) => !known.has(id))) throw fieldError(field, "Choose topics of this conference.");
}

/**
 * The submission and edit hook: when the conference has topics the paper needs at least one of
 * them (422 otherwise); an edit without topic_ids keeps the paper's topics unless it has none.
 */
export async function applyPaperTopics(
  trx: Transaction<Database>,
  confId: number,
  paperId: number,
  topicIds: readonly number[] | undefined,
  isNew: boolean,
): Promise<void> {
  const topics = await repo.topicsOf(trx, confId);
  if (topics.length === 0) {
    if (topicIds?.length) throw fieldError("topic_ids", "This conference has no topics to choose from.");
    return;
  }
  if (topicIds === undefined && !isNew) {
    const current = await repo.topicsOfPapers(trx, [paperId]);
    if ((current.get(paperId) ?? []).length > 0) return;
  }
  if (!topicIds || topicIds.length === 0) throw fieldError("topic_ids", "Choose at least one topic.");
  await requireTopicsOf(trx, confId, topicIds, "topic_ids");
  await repo.setPaperTopics(trx, paperId, topicIds);
}
