// Co-author confirmation: a paper lists someone as a co-author, but their account
// becomes an author of it (edit, withdraw, see reviews: policy isPaperAuthor) only once they say
// so from their own screen. Until then the listing is a detected conflict the chairs may waive,
// never a right, so nobody gains a paper or locks a chair out of one by typing a name.
import type { CoAuthorInvitation } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound } from "../../http/errors.js";
import * as listings from "./coAuthorRepository.js";
import * as repo from "./repository.js";

const REQUEST = "Co-author request";

/** GET /paper/co-author-invitations: the caller's pending listings. */
export async function listCoAuthorInvitations(ctx: AppContext, user: AuthUser): Promise<CoAuthorInvitation[]> {
  return listings.pendingListingsOf(ctx.db, user.id);
}

/** POST /paper/co-author-confirm/{paperId}: the caller becomes an author of the paper. */
export async function confirmCoAuthorship(ctx: AppContext, user: AuthUser, paperId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const listing = await listings.findPendingListing(trx, paperId, user.id);
    if (!listing) throw notFound(REQUEST);
    if (!(await listings.confirmListing(trx, listing.id))) throw notFound(REQUEST);
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.author.confirm",
      entityType: "paper",
      entityId: paperId,
      confId: listing.conf_id,
      details: { author_id: listing.id },
    });
  });
}

/** POST /paper/co-author-decline/{paperId}: the caller is taken off the paper's author list. */
export async function declineCoAuthorship(ctx: AppContext, user: AuthUser, paperId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const listing = await listings.findPendingListing(trx, paperId, user.id);
    if (!listing) throw notFound(REQUEST);
    // the paper's row lock serialises this with an author removing someone at the same moment
    await repo.touchPaper(trx, paperId);
    if ((await repo.countAuthors(trx, paperId)) <= 1)
      throw conflict("A paper needs at least one author; ask its submitter to add another author first.");
    await repo.deleteAuthor(trx, listing.id);
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.author.decline",
      entityType: "paper",
      entityId: paperId,
      confId: listing.conf_id,
      details: { author_id: listing.id, email: listing.email },
    });
  });
}
