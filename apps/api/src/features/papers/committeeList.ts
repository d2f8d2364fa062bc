// GET /paper/all/{id}/{0|1} for the committee: the list's rows with the tags each may show the
// caller (the tags feature's rules, policy/tags.ts). Kept apart from readService.ts, which the
// tags feature itself builds on.
import type { PaperListQuery } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { tagRowsOfPage, visibleTags } from "../tags/index.js";
import { listPapers } from "./readService.js";

export function listPapersWithTags(
  ctx: AppContext,
  user: AuthUser,
  scopeId: number,
  scopeType: 0 | 1,
  query: PaperListQuery,
) {
  return listPapers(ctx, user, scopeId, scopeType, query, {
    tagsOf: (viewed, read) => visibleTags(ctx, viewed, user.id, read),
    tagRows: tagRowsOfPage,
  });
}
