// POST /paper/bulk/{confId}: one action over many papers, each judged by the same predicates as
// the single action (the tag rules for tag / untag), each applied in its own transaction with its
// own audit entry, so nothing half-applies to one paper. The answer says, per paper, done or why not.
import { BULK_MAX_PAPERS, type BulkOutcome, type PaperBulkInput, type PaperBulkResult } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import { canViewPaper } from "../../policy/index.js";
import { mayUseTags } from "../../policy/tags.js";
import { requireVisibleConference } from "../../access/index.js";
import { findPaperConference } from "../papers/index.js";
import { applyPaperTags, viewersOf } from "../tags/index.js";
import { searchPapers } from "./service.js";

const NOT_FOUND = "Paper not found.";

export async function runBulk(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  body: PaperBulkInput,
): Promise<PaperBulkResult> {
  const conf = await findPaperConference(ctx.db, confId);
  if (!conf) throw notFound("Conference");
  const access = (await requireVisibleConference(ctx.db, user, confId, conf.conference_status))!;
  if (!mayUseTags(access)) throw forbidden("Bulk actions are for the program committee and the chairs.");
  const ids =
    body.paper_ids ??
    (
      await searchPapers(ctx, user, confId, {
        q: body.q ?? "",
        order_by: "paper_sequence",
        order_type: "asc",
        per_page: BULK_MAX_PAPERS,
        page: 1,
      })
    ).data.map((p) => p.id);
  const unique = [...new Set(ids)];
  const viewed = await viewersOf(ctx.db, user, confId, unique);
  const results: BulkOutcome[] = [];
  for (const id of unique) {
    const seen = viewed.get(id);
    // a paper of another conference, or one the caller may not see, is refused like a missing one
    if (!seen || seen.paper.conf_id !== confId || !canViewPaper(seen.viewer, seen.paper)) {
      results.push({ paper_id: id, done: false, refusal: NOT_FOUND });
      continue;
    }
    const change = body.action === "tag" ? { add: body.tags, remove: [] } : { add: [], remove: body.tags };
    const refusal = await applyPaperTags(ctx, user, seen, change);
    results.push(refusal ? { paper_id: id, done: false, refusal } : { paper_id: id, done: true });
  }
  const done = results.filter((r) => r.done).length;
  return { results, done, refused: results.length - done };
}
