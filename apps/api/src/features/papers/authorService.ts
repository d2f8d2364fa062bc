// Co-authors: POST /paper/author-assign/{paperId} and DELETE /paper/author/{authorId}. Both follow
// the edit window of the paper itself.
import type { AddedAuthor, AuthorAssignInput } from "@symposia/domain";
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { AppError, conflict, fieldError, forbidden, notFound } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import { authorChangeRefusal, mayReceiveRole } from "../../policy/index.js";
import { findActiveUser, findLinkableUserByEmail, normalizeEmail } from "../accounts/index.js";
import { mayPickUsers } from "../users/index.js";
import { coAuthorListedMail } from "./coAuthorMail.js";
import * as repo from "./repository.js";
import { type PaperContext, loadPaperAs } from "../../access/index.js";

const DUPLICATE_AUTHOR = "This person is already an author of this paper.";

function assertAuthorMayChange(context: PaperContext): void {
  if (!context.viewer.isAuthor) throw forbidden("Only the paper's authors can change its authors.");
  const refusal = authorChangeRefusal(context.paper, context.conf);
  if (refusal) throw conflict(refusal);
}

interface NewAuthor {
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
}

/**
 * The person to add: an active user picked by id, or someone typed by hand (linked by email). Only
 * those who may use the user picker (or the caller naming themselves) pick by id: anyone else would
 * learn an account's name and email from its id, so an id they may not see is "No such user".
 * A picked account whose owner has not proven the address is held like a typed one: the row keeps
 * the address and attaches when the owner verifies it (policy mayReceiveRole).
 */
async function resolveAuthor(
  trx: Transaction<Database>,
  caller: AuthUser,
  input: AuthorAssignInput,
): Promise<NewAuthor> {
  if ("author_id" in input) {
    const user = await findActiveUser(trx, input.author_id);
    if (!user || (user.id !== caller.id && !(await mayPickUsers(trx, caller))))
      throw fieldError("author_id", "No such user.");
    return {
      user_id: mayReceiveRole(user) ? user.id : null,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      country: input.country || user.country,
      affiliation: input.affiliation || user.affiliation,
    };
  }
  // Someone whose account may receive roles is linked now; anyone else once they prove the address.
  const existing = await findLinkableUserByEmail(trx, input.email);
  return { user_id: existing?.id ?? null, ...input };
}

export async function assignAuthor(ctx: AppContext, user: AuthUser, paperId: number, input: AuthorAssignInput) {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const context = await loadPaperAs(trx, user, paperId);
      assertAuthorMayChange(context);
      await repo.touchPaper(trx, paperId);
      if (context.conf.disable_multiple_authors === 1) {
        throw conflict("This conference accepts single-author papers only, so co-authors cannot be added.");
      }
      const person = await resolveAuthor(trx, user, input);
      const email_normalized = normalizeEmail(person.email);
      const duplicate = await repo.findAuthorByEmail(trx, paperId, email_normalized);
      if (duplicate) throw conflict(DUPLICATE_AUTHOR);
      const author_order = await repo.nextAuthorOrder(trx, paperId);
      // Listed is not confirmed: the account becomes an author once its owner confirms.
      const confirmed = person.user_id === user.id ? 1 : 0;
      const row = await repo.insertAuthor(trx, {
        paper_id: paperId,
        ...person,
        email: person.email.trim(),
        email_normalized,
        author_order,
        confirmed,
        created_at: nowIso(),
      });
      await recordAudit(trx, {
        actorId: user.id,
        action: "paper.author.add",
        entityType: "paper",
        entityId: paperId,
        confId: context.paper.conf_id,
        details: { author_id: row.id, email: row.email, user_id: row.user_id },
      });
      // the listed person hears of it (not the caller listing themselves)
      if (person.user_id !== user.id) {
        await enqueueMail(trx, ctx.config, coAuthorListedMail(ctx.config, row, context.paper, context.conf, user));
      }
      // The answer repeats what the caller typed: nothing of a picked account (name, email, country, affiliation).
      const byHand = !("author_id" in input);
      const added: AddedAuthor = {
        id: row.id,
        paper_id: row.paper_id,
        author_first_name: byHand ? row.first_name : null,
        author_last_name: byHand ? row.last_name : null,
        author_email: byHand ? row.email : null,
        user_id: byHand ? row.user_id : input.author_id,
        confirmed: row.confirmed === 1,
        is_presenter: 0,
        country: input.country ?? "",
        affiliation: input.affiliation ?? "",
      };
      return added;
    });
  } catch (error) {
    // Two identical adds at once: the unique (paper, email) index decides, the loser hears why.
    if (isUniqueViolation(error)) throw conflict(DUPLICATE_AUTHOR);
    throw error;
  }
}

export async function deleteAuthor(ctx: AppContext, user: AuthUser, authorId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const author = await repo.findAuthor(trx, authorId);
    if (!author) throw notFound("Author");
    // A paper the caller may not see hides its author row too; any other failure (the database)
    // keeps its own answer (503), never a 404.
    const context = await loadPaperAs(trx, user, author.paper_id).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 404 ? notFound("Author") : error;
    });
    assertAuthorMayChange(context);
    // Locking the paper first serialises concurrent removals, so two of them cannot both see
    // "two authors left" and leave none.
    await repo.touchPaper(trx, author.paper_id);
    if ((await repo.countAuthors(trx, author.paper_id)) <= 1)
      throw conflict("A paper needs at least one author; the last author cannot be removed.");
    await repo.deleteAuthor(trx, authorId);
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.author.delete",
      entityType: "paper",
      entityId: author.paper_id,
      confId: context.paper.conf_id,
      details: { author_id: author.id, email: author.email, user_id: author.user_id },
    });
  });
}
