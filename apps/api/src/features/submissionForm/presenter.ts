// The presenter of a paper (author_selecting_presenter = 1): its authors mark which of
// them will present; one per paper. POST /paper/presenter/{paperId} {author_id}.
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, fieldError, forbidden } from "../../http/errors.js";
import { presenterRefusal } from "../../policy/papers.js";
import { findAuthorsOfPaper, findPresenterSetting, setPresenter } from "./repository.js";
import { loadPaperAs } from "../../access/index.js";

/** "First Last" of the presenting author, or "" (the CSV cell). */
export function presenterOf(
  authors: readonly { first_name: string; last_name: string; is_presenter: number }[],
): string {
  const p = authors.find((a) => a.is_presenter === 1);
  return p ? `${p.first_name} ${p.last_name}`.trim() : "";
}

export async function choosePresenter(ctx: AppContext, user: AuthUser, paperId: number, authorId: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await loadPaperAs(trx, user, paperId);
    if (!viewer.isAuthor) throw forbidden("Only the paper's authors choose who presents it.");
    const setting = await findPresenterSetting(trx, paper.conf_id);
    const refusal = presenterRefusal(paper, setting?.author_selecting_presenter === 1);
    if (refusal) throw conflict(refusal);
    const authors = await findAuthorsOfPaper(trx, paper.id);
    if (!authors.some((a) => a.id === authorId)) throw fieldError("author_id", "Choose one of the paper's authors.");
    await setPresenter(trx, paper.id, authorId);
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.presenter",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { author_id: authorId },
    });
    return { paper_id: paper.id, presenter_author_id: authorId };
  });
}
