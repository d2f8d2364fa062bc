// When a conference's response window closes, its reviewers and chairs are told once (one mail per
// person listing their papers with a response). A row of response_close_notices per conference and
// window end is claimed in the same transaction as the mails, and every mail has a dedupe key, so
// several API processes and restarts never send it twice; moving the end date closes (and tells) again.
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import type { Task } from "../../jobs/index.js";
import { enqueueMail } from "../../mail/outbox.js";
import { type PaperViewer, discussionRole, responseWindow } from "../../policy/index.js";
import { assignmentsOf, chairsOfPaper, discussionSettings } from "../discussion/index.js";
import { responsesClosedMail } from "./mails.js";
import * as repo from "./repository.js";
import { authorUserIds, conflictIndexAmong, loadConferenceAccessOf } from "../../access/index.js";

const POLL_MS = 60_000;

/** Tells the reviewers and chairs of every conference whose window closed; answers how many conferences. */
export async function notifyClosedResponses(ctx: AppContext, now = new Date()): Promise<number> {
  let done = 0;
  for (const conf of await repo.conferencesWithResponseEnd(ctx.db)) {
    if (!responseWindow(conf, now).closed) continue;
    const sent = await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.claimCloseNotice(trx, conf.id, conf.author_response_end!, nowIso()))) return false;
      const settings = (await discussionSettings(trx, conf.id))!;
      const papers = await repo.respondedPapers(trx, conf.id);
      // each paper's chairs, reviewers and authors first; then everyone's standing in one read and
      // their conflicts judged among them only (not every co-authorship of every author)
      const perPaper = await Promise.all(
        papers.map(async (paper) => {
          const [assignments, chairs, authors] = await Promise.all([
            assignmentsOf(trx, paper.id),
            chairsOfPaper(trx, conf.id, paper.track_id),
            authorUserIds(trx, paper.id),
          ]);
          const people = [
            ...chairs.map((c) => ({
              id: c.id,
              email: c.email,
              first_name: c.first_name,
              affiliation: c.affiliation,
              reviewed: false,
            })),
            ...assignments.map((a) => ({
              id: a.user_id,
              email: a.email,
              first_name: a.first_name,
              affiliation: null,
              reviewed: a.reviewed_at !== null,
            })),
          ];
          return { paper, assignments, authors, people };
        }),
      );
      const everyone = [...new Map(perPaper.flatMap((p) => p.people).map((person) => [person.id, person])).values()];
      const [accessOf, index] = await Promise.all([
        loadConferenceAccessOf(
          trx,
          everyone.map(({ id }) => ({ id, role: "USER" })),
          conf.id,
        ),
        conflictIndexAmong(
          trx,
          papers.map((p) => p.id),
          everyone,
        ),
      ]);
      const byPerson = new Map<number, { email: string; first_name: string; papers: typeof papers }>();
      for (const { paper, assignments, authors, people } of perPaper) {
        for (const person of people) {
          const viewer: PaperViewer = {
            access: accessOf.get(person.id)!,
            isAuthor: paper.created_by === person.id || authors.includes(person.id),
            isAssignedReviewer: assignments.some((a) => a.user_id === person.id),
            isConflicted: index.isConflicted(paper.id, person),
          };
          const role = discussionRole(
            viewer,
            paper,
            { ownReviewSubmitted: person.reviewed, isSubreviewer: false, subreviewSubmitted: false },
            settings,
          );
          if (role === null) continue;
          const entry = byPerson.get(person.id) ?? { email: person.email, first_name: person.first_name, papers: [] };
          if (!entry.papers.some((p) => p.id === paper.id)) entry.papers.push(paper);
          byPerson.set(person.id, entry);
        }
      }
      const mails = [...byPerson.entries()].map(([id, p]) =>
        responsesClosedMail(ctx.config, p, {
          acronym: conf.acronym_title,
          confId: conf.id,
          papers: p.papers,
          dedupeKey: `response-closed:${conf.id}:${conf.author_response_end}:${id}`,
        }),
      );
      await enqueueMail(trx, ctx.config, mails);
      return true;
    });
    if (sent) done += 1;
  }
  return done;
}

/** The background task (listed in jobs/background.ts), a pass a minute in every API process. */
export const responseCloseTask: Task = {
  name: "response-close-notices",
  schedule: { intervalMs: POLL_MS, firstRunMs: 1_000 },
  perform: ({ ctx }) => notifyClosedResponses(ctx),
};
