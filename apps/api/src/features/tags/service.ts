// Tagging papers and listing a conference's tags. Each tag is judged by the tag rules of the policy
// (policy/tags.ts): who may see it and who may set it on this paper.
import {
  type ConferenceTagCount,
  type PaperTag,
  type PaperTagsInput,
  splitTagValue,
  tagVisibility,
} from "@symposia/domain";
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { Database } from "../../db/schema.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import { requireVisibleConference } from "../../access/index.js";
import { TAGS_ARE_FOR_THE_PC, type TagFact, canSeeTag, mayUseTags, tagRefusal } from "../../policy/tags.js";
import { findPaperConference } from "../papers/index.js";
import { loadPaperAs } from "../../access/index.js";
import * as repo from "./repository.js";
import { type ViewedPaper, viewersOf } from "./viewers.js";

/** How a typed tag is stored: lower-cased with its prefix, and whose it is (private tags only). */
function stored(typed: string, userId: number) {
  const split = splitTagValue(typed)!;
  const visibility = tagVisibility(split.name);
  return {
    name: split.name.toLowerCase(),
    value: split.value,
    visibility,
    owner_key: visibility === "private" ? userId : 0,
  };
}

/**
 * The tags of these papers each may show its viewer, by paper; `read`: their rows as read already
 * with the page (tagRowsOfPage's rows as JSON, by paper), else they are read here.
 */
export async function visibleTags(
  ctx: AppContext,
  viewed: ReadonlyMap<number, ViewedPaper>,
  userId: number,
  read?: ReadonlyMap<number, string | null>,
): Promise<Map<number, PaperTag[]>> {
  const rows = read
    ? [...viewed.keys()].flatMap((id) => JSON.parse(read.get(id) ?? "[]") as repo.TagRow[])
    : await repo.tagsOfPapers(ctx.db, [...viewed.keys()], userId);
  const out = new Map<number, PaperTag[]>();
  for (const row of rows) {
    const seen = viewed.get(row.paper_id);
    if (!seen || !canSeeTag(seen.viewer, seen.paper, row)) continue;
    const list = out.get(row.paper_id) ?? [];
    list.push({ name: row.name, value: row.value, visibility: row.visibility });
    out.set(row.paper_id, list);
  }
  return out;
}

/**
 * Applies tag changes to one paper the caller has loaded, in one transaction with its audit entry;
 * answers the refusal instead when any change is not the caller's to make (nothing is applied then).
 */
export async function applyPaperTags(
  ctx: AppContext,
  user: AuthUser,
  loaded: ViewedPaper,
  body: { add: string[]; remove: string[] },
): Promise<string | null> {
  const { paper, viewer } = loaded;
  const changes = [
    ...body.add.map((t) => ({ op: "add" as const, ...stored(t, user.id) })),
    ...body.remove.map((t) => ({ op: "remove" as const, ...stored(t, user.id) })),
  ];
  for (const change of changes) {
    const refusal = tagRefusal(viewer, paper, change.visibility);
    if (refusal) return refusal;
  }
  await ctx.db.transaction().execute(async (trx) => {
    for (const change of changes) {
      const { name, visibility, owner_key, value } = change;
      if (change.op === "add")
        await repo.setTag(trx, {
          paper_id: paper.id,
          conf_id: paper.conf_id,
          set_by: user.id,
          name,
          visibility,
          owner_key,
          value,
        });
      else await repo.removeTag(trx, paper.id, change.name, change.owner_key);
    }
    // a private tag is its owner's business: the trail says a private tag changed, not which
    const shown = (c: (typeof changes)[number]) => (c.visibility === "private" ? "~(private)" : c.name);
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.tags",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: {
        add: changes.filter((c) => c.op === "add").map(shown),
        remove: changes.filter((c) => c.op === "remove").map(shown),
      },
    });
  });
  return null;
}

/**
 * One tag set on a paper inside the caller's transaction by someone who may set any tag on it (an
 * import by the conference's chairs): a private tag (~name) is theirs. Answers "created" or
 * "updated", or null when the name is not a tag name.
 */
export async function setTagIn(
  trx: Transaction<Database>,
  paper: { id: number; conf_id: number },
  typed: string,
  by: number,
): Promise<"created" | "updated" | null> {
  if (!splitTagValue(typed)) return null;
  const created = await repo.setTag(trx, {
    paper_id: paper.id,
    conf_id: paper.conf_id,
    set_by: by,
    ...stored(typed, by),
  });
  return created ? "created" : "updated";
}

export async function updatePaperTags(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  body: PaperTagsInput,
): Promise<PaperTag[]> {
  const { paper, viewer } = await loadPaperAs(ctx.db, user, paperId);
  const refusal = await applyPaperTags(ctx, user, { paper, viewer }, body);
  if (refusal) throw forbidden(refusal);
  return (await visibleTags(ctx, new Map([[paper.id, { paper, viewer }]]), user.id)).get(paper.id) ?? [];
}

export async function listConferenceTags(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
): Promise<ConferenceTagCount[]> {
  const conf = await findPaperConference(ctx.db, confId);
  if (!conf) throw notFound("Conference");
  const access = (await requireVisibleConference(ctx.db, user, confId, conf.conference_status))!;
  // authors and outsiders: tags are not theirs to see at all
  if (!mayUseTags(access)) throw forbidden(TAGS_ARE_FOR_THE_PC);
  const rows = await repo.conferenceTagRows(ctx.db, confId, user.id);
  const viewed = await viewersOf(
    ctx.db,
    user,
    confId,
    rows.map((r) => r.paper_id),
  );
  const counts = new Map<string, ConferenceTagCount>();
  for (const row of rows) {
    const seen = viewed.get(row.paper_id);
    const fact: TagFact = row;
    if (!seen || !canSeeTag(seen.viewer, seen.paper, fact)) continue;
    const entry = counts.get(row.name) ?? { name: row.name, visibility: row.visibility, count: 0 };
    entry.count++;
    counts.set(row.name, entry);
  }
  return [...counts.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
