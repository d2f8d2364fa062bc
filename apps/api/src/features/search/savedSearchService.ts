// A conference's saved searches: the chairs keep named queries, shown as quick filters.
import type { SavedSearch, SavedSearchInput } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import { requireVisibleConference } from "../../access/index.js";
import { runsSomePapers } from "../../policy/index.js";
import { findPaperConference } from "../papers/index.js";
import * as repo from "./repository.js";

const CHAIRS_ONLY = "Only the conference's chairs keep saved searches.";

async function requireChair(ctx: AppContext, user: AuthUser, confId: number) {
  const conf = await findPaperConference(ctx.db, confId);
  if (!conf) throw notFound("Conference");
  const access = (await requireVisibleConference(ctx.db, user, confId, conf.conference_status))!;
  if (!runsSomePapers(access)) throw forbidden(CHAIRS_ONLY);
}

export async function listSavedSearches(ctx: AppContext, user: AuthUser, confId: number): Promise<SavedSearch[]> {
  await requireChair(ctx, user, confId);
  return repo.savedSearches(ctx.db, confId);
}

export async function saveSearch(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  body: SavedSearchInput,
): Promise<SavedSearch[]> {
  await requireChair(ctx, user, confId);
  await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.saveSearch(trx, { conf_id: confId, name: body.name, q: body.q, created_by: user.id });
    await recordAudit(trx, {
      actorId: user.id,
      action: "search.save",
      entityType: "saved_search",
      entityId: id,
      confId,
      details: { name: body.name, q: body.q },
    });
  });
  return repo.savedSearches(ctx.db, confId);
}

export async function deleteSavedSearch(ctx: AppContext, user: AuthUser, confId: number, id: number): Promise<void> {
  await requireChair(ctx, user, confId);
  const found = await repo.findSavedSearch(ctx.db, confId, id);
  if (!found) throw notFound("Saved search");
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteSavedSearch(trx, id);
    await recordAudit(trx, {
      actorId: user.id,
      action: "search.delete",
      entityType: "saved_search",
      entityId: id,
      confId,
      details: { name: found.name },
    });
  });
}
