// Arranges the world of the TPC journey through the real API: an approved conference with one
// track, papers submitted by authors, and people to invite.
import { apiOk, login, registerUser, type Account } from "./api.js";
import { createPaperConference, submitPaperViaApi } from "./papers.js";

export interface TpcConference {
  id: number;
  acronym: string;
  chair: Account;
  chairToken: string;
  track: { id: number; track_name: string };
  papers: { id: number; paper_sequence: number; title: string; author: Account }[];
}

/**
 * A conference (its chair is SUPERCHAIR) with one track and `titles` submitted papers: all by
 * one author except the last, which `lastAuthor` submits (to show a conflict of interest).
 */
export async function createTpcConference(
  trackName: string,
  titles: string[],
  lastAuthor: Account,
): Promise<TpcConference> {
  const conf = await createPaperConference([trackName]);
  const track = conf.tracks[0]!;
  const author = await registerUser({ first_name: "Ann", last_name: "Author" });
  const papers = [];
  for (const [i, title] of titles.entries()) {
    const by = i === titles.length - 1 ? lastAuthor : author;
    const paper = await submitPaperViaApi(await login(by.email, by.password), {
      conf_id: conf.id,
      track_id: track.id,
      paper_title: title,
    });
    papers.push({ id: paper.id, paper_sequence: paper.paper_sequence, title, author: by });
  }
  return { id: conf.id, acronym: conf.acronym, chair: conf.chair, chairToken: conf.chairToken, track, papers };
}

/** The invitee answers their pending invitation on this conference through the API. */
export async function answerInvitationViaApi(
  account: Account,
  confId: number,
  action: "ACCEPT" | "REJECT",
): Promise<void> {
  const token = await login(account.email, account.password);
  const list = await apiOk<{ id: number; tpc_invitation: { id: number; track_id: number }[] }[]>("GET", "/conference", {
    token,
  });
  const invitation = list.find((c) => c.id === confId)?.tpc_invitation[0];
  if (!invitation) throw new Error(`${account.email} has no pending invitation on conference ${confId}`);
  await apiOk("POST", `/track/tpc-invitation-action/${invitation.track_id}`, {
    token,
    json: { id: invitation.id, action },
  });
}
