// The mails that tell people what to act on: each goes through the outbox once, from MAIL_FROM's
// sender named after the conference, answered by the conference's support people (Reply-To), with
// a link to the page where they act. And the one-click answer of a TPC invitation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFERENCE_SETTINGS } from "@symposia/domain";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, listedBy, type TestUser } from "./support/factories.js";
import { conferencePayload, insertPaper, insertReviewerAssignment, insertTpcMember } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { SmtpPeer, type ReceivedMail } from "../../../test-support/index.js";
import { institutionEmail, tpcWorld, type TpcWorld } from "./tpc.world.js";

let t: TestApp;
let admin: TestUser;
const smtp = new SmtpPeer();
const SUPPORT = "help@society.example.org";

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const headerOf = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, "im").exec(mail.raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1]?.trim() ?? null;
const post = (url: string, token: string | undefined, body: Record<string, unknown> = {}) =>
  call(t.app, "POST", url, { token, body });
const world = (overrides: Record<string, unknown> = {}) =>
  tpcWorld(t, { event_support_emails: SUPPORT, acronym_title: "ACT26", ...overrides });

/** Delivers the outbox and answers the mails to `email` whose subject matches. */
async function delivered(email: string, subject: RegExp): Promise<ReceivedMail[]> {
  await t.deliverMail();
  return smtp.mailsTo(email).filter((m) => subject.test(m.subject));
}

/** The path of the app link in the mail that starts with `prefix` (host stripped). */
function linkPath(mail: ReceivedMail, prefix: string): string | null {
  const match = new RegExp(`http://app\\.test(${prefix.replace(/[?]/g, "\\?")}[^\\s]*)`).exec(mail.text);
  return match ? match[1]! : null;
}

function expectConferenceMail(mail: ReceivedMail): void {
  // nodemailer drops the quotes a display name without specials does not need
  expect(headerOf(mail, "From")).toMatch(/^"?ACT26 via Symposia"? <no-reply@symposia\.test>$/);
  expect(headerOf(mail, "Reply-To")).toBe(SUPPORT);
}

async function track(w: TpcWorld, papers: number, members: number) {
  const author = await createUser(t.app, t.ctx, { email: institutionEmail("author-inst.edu", "auth") });
  const paperIds: number[] = [];
  for (let i = 0; i < papers; i++)
    paperIds.push((await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: author.id })).id);
  const list: TestUser[] = [];
  for (let i = 0; i < members; i++) {
    const m = await createUser(t.app, t.ctx, { email: institutionEmail(`inst-${i}.edu`, "rev") });
    await insertTpcMember(t.ctx, w.trackId, m.id, 1);
    list.push(m);
  }
  return { author, paperIds, members: list };
}

describe("reviewers hear of their assignments", () => {
  it("an Auto Assign run after the release mails each reviewer once, listing the run's papers, with the Review Papers link", async () => {
    const w = await world({ number_of_reviewers_per_paper: 1 });
    const { paperIds, members } = await track(w, 4, 2);
    const preview = await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, { preview: true });
    expect(preview.status).toBe(200);
    // a preview mails nobody
    expect(await delivered(members[0]!.email, /papers? to review/)).toHaveLength(0);
    expect((await post(`/track/auto-assign-deploy/${preview.body.result.draft_id}`, w.chair.token)).status).toBe(200);
    for (const m of members) {
      const mails = await delivered(m.email, /new papers? to review/);
      expect(mails).toHaveLength(1);
      const mine = (preview.body.result.pairs as { user_id: number; paper_sequence: number }[]).filter(
        (p) => p.user_id === m.id,
      );
      expect(mails[0]!.text.match(/- Paper \d+:/g)).toHaveLength(mine.length);
      for (const p of mine) expect(mails[0]!.text).toContain(`- Paper ${p.paper_sequence}:`);
      expect(linkPath(mails[0]!, "/conference/reviewPapers/")).toBe(`/conference/reviewPapers/${w.confId}`);
      expectConferenceMail(mails[0]!);
    }
    expect(paperIds).toHaveLength(4);
  });

  it("nothing is mailed for a run before the release; the release mails every paper once", async () => {
    const w = await world({
      number_of_reviewers_per_paper: 1,
      is_assignment_submitted_papers_to_program_committee_enabled: 0,
    });
    const { members } = await track(w, 2, 1);
    expect((await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, {})).status).toBe(200);
    expect(await delivered(members[0]!.email, /to review/)).toHaveLength(0);
    const fields: Record<string, string | number> = { timezone_for_deadline: "UTC", timezone_for_session: "UTC" };
    const base = conferencePayload({ acronym_title: "ACT26" }) as Record<string, string | number>;
    for (const setting of CONFERENCE_SETTINGS.filter((x) => x.required))
      fields[setting.key] = fields[setting.key] ?? base[setting.key]!;
    const mp = multipartBody({ ...fields, is_assignment_submitted_papers_to_program_committee_enabled: 1 });
    const update = await call(t.app, "POST", `/conference/update/${w.confId}`, {
      token: w.chair.token,
      body: mp.payload,
      headers: mp.headers,
    });
    expect(update.status).toBe(200);
    const mails = await delivered(members[0]!.email, /to review/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("ACT26: your papers to review");
    expect(mails[0]!.text.match(/- Paper \d+:/g)).toHaveLength(2);
    expect(linkPath(mails[0]!, "/conference/reviewPapers/")).toBe(`/conference/reviewPapers/${w.confId}`);
    expectConferenceMail(mails[0]!);
  });

  it("a reviewer added by hand is mailed only while assignments are released", async () => {
    const released = await world();
    const a = await track(released, 1, 1);
    expect(
      (await post(`/paper/reviewer-assign/${a.paperIds[0]}`, released.chair.token, { reviewer_id: a.members[0]!.id }))
        .status,
    ).toBe(200);
    const mails = await delivered(a.members[0]!.email, /assigned to you for review/);
    expect(mails).toHaveLength(1);
    expect(linkPath(mails[0]!, "/conference/reviewPapers/")).toBe(`/conference/reviewPapers/${released.confId}`);
    expectConferenceMail(mails[0]!);

    const hidden = await world({ is_assignment_submitted_papers_to_program_committee_enabled: 0 });
    const b = await track(hidden, 1, 1);
    expect(
      (await post(`/paper/reviewer-assign/${b.paperIds[0]}`, hidden.chair.token, { reviewer_id: b.members[0]!.id }))
        .status,
    ).toBe(200);
    expect(await delivered(b.members[0]!.email, /review/)).toHaveLength(0);
  });
});

describe("the lead reviewer and the listed co-author", () => {
  it("the reviewer named lead is mailed once, with the paper's discussion link", async () => {
    const w = await world();
    const { paperIds, members } = await track(w, 1, 2);
    for (const m of members) await insertReviewerAssignment(t.ctx, paperIds[0]!, m.id);
    expect((await post(`/paper/lead/${paperIds[0]}`, w.chair.token, { reviewer_id: members[0]!.id })).status).toBe(200);
    expect((await post(`/paper/lead/${paperIds[0]}`, w.chair.token, { reviewer_id: members[0]!.id })).status).toBe(200);
    const mails = await delivered(members[0]!.email, /lead reviewer/);
    expect(mails).toHaveLength(1);
    expect(linkPath(mails[0]!, "/paper/discussion/")).toBe(`/paper/discussion/${paperIds[0]}`);
    expectConferenceMail(mails[0]!);
    expect(await delivered(members[1]!.email, /lead reviewer/)).toHaveLength(0);
  });

  it("a listed co-author with an account gets Confirm and Decline links to My Papers' Co-author requests, once", async () => {
    const w = await world({ disable_multiple_authors: 0 });
    const submitter = await createUser(t.app, t.ctx, { first_name: "Sue", last_name: "Submitter" });
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: submitter.id });
    const invitee = await createUser(t.app, t.ctx, { first_name: "Cora" });
    expect(
      (await post(`/paper/author-assign/${paper.id}`, submitter.token, listedBy(invitee.email, invitee))).status,
    ).toBe(200);
    const mails = await delivered(invitee.email, /listed as a co-author/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Sue Submitter listed you");
    expect(linkPath(mails[0]!, "/conference/mypapers/")).toBe(
      `/conference/mypapers/${w.confId}?coauthor=${paper.id}&answer=confirm`,
    );
    expect(mails[0]!.text).toContain(`/conference/mypapers/${w.confId}?coauthor=${paper.id}&answer=decline`);
    expectConferenceMail(mails[0]!);
    // the submitter is not mailed about their own paper
    expect(await delivered(submitter.email, /co-author/)).toHaveLength(0);
  });

  it("a listed co-author without an account is told to sign in or sign up with that address, once", async () => {
    const w = await world({ disable_multiple_authors: 0 });
    const submitter = await createUser(t.app, t.ctx);
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: submitter.id });
    const email = institutionEmail("newcomer-inst.edu", "nico");
    const typed = { first_name: "Nico", last_name: "Newcomer", email, country: "France", affiliation: "Lab" };
    expect((await post(`/paper/author-assign/${paper.id}`, submitter.token, typed)).status).toBe(200);
    const mails = await delivered(email, /listed as a co-author/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`sign in (or create an account) with this address, ${email}`);
    expect(linkPath(mails[0]!, "/conference/mypapers/")).toBe(
      `/conference/mypapers/${w.confId}?coauthor=${paper.id}&answer=confirm`,
    );
    expectConferenceMail(mails[0]!);
  });
});

describe("conference proposals", () => {
  it("the admins are mailed when a conference is proposed, the proposer when it is approved", async () => {
    const proposer = await createUser(t.app, t.ctx, { first_name: "Petra", last_name: "Proposer" });
    const created = await post(
      "/conference",
      proposer.token,
      conferencePayload({ acronym_title: "PROP26", event_support_emails: SUPPORT }),
    );
    expect(created.status).toBe(200);
    const confId = created.body.result.id ?? created.body.result;
    // Reply-To is read at delivery: the support address set after the proposal answers its mail
    await t.ctx.db.updateTable("conferences").set({ event_support_emails: SUPPORT }).where("id", "=", confId).execute();
    const toAdmin = await delivered(admin.email, /PROP26: a new conference awaits approval/);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.text).toContain("Petra Proposer");
    expect(linkPath(toAdmin[0]!, "/conference/allConference")).toBe("/conference/allConference");
    expect(headerOf(toAdmin[0]!, "From")).toMatch(/^"?PROP26 via Symposia"? <no-reply@symposia\.test>$/);
    expect(headerOf(toAdmin[0]!, "Reply-To")).toBe(SUPPORT);
    expect(await delivered(proposer.email, /awaits approval/)).toHaveLength(0);
    // an administrator proposing a conference is not mailed about it; the other administrators are
    const other = await createAdmin(t.app, t.ctx);
    const own = await post("/conference", admin.token, conferencePayload({ acronym_title: "ADM26" }));
    expect(own.status).toBe(200);
    expect(await delivered(admin.email, /ADM26: a new conference awaits approval/)).toHaveLength(0);
    expect(await delivered(other.email, /ADM26: a new conference awaits approval/)).toHaveLength(1);

    expect((await post(`/conference/approve/${confId}`, admin.token)).status).toBe(200);
    const toProposer = await delivered(proposer.email, /PROP26: your conference is now/);
    expect(toProposer).toHaveLength(1);
    expect(linkPath(toProposer[0]!, "/conference/")).toBe(`/conference/${confId}`);
    expect(headerOf(toProposer[0]!, "Reply-To")).toBe(SUPPORT);
  });
});

describe("one-click answers to a TPC invitation", () => {
  const invite = (w: TpcWorld, email: string) =>
    post(`/track/tpc-track-wise-invitation/${w.confId}/${w.trackId}`, w.chair.token, {
      total_data: JSON.stringify([`Ina, Invitee, ${email}, Germany, Lab`]),
    });
  const membershipOf = (trackId: number, email: string) =>
    t.ctx.db
      .selectFrom("tpc_members")
      .innerJoin("users", "users.id", "tpc_members.user_id")
      .select(["tpc_members.id", "tpc_members.status"])
      .where("tpc_members.track_id", "=", trackId)
      .where("users.email", "=", email)
      .executeTakeFirstOrThrow();

  async function invitationLinks(w: TpcWorld, email: string) {
    expect((await invite(w, email)).status).toBe(200);
    const mails = await delivered(email, /invitation to the programme committee/);
    const mail = mails.at(-1)!;
    expectConferenceMail(mail);
    const accept = linkPath(mail, "/tpc-invitation?");
    const decline = /http:\/\/app\.test(\/tpc-invitation\?[^\s]*answer=decline)/.exec(mail.text)?.[1];
    const token = decodeURIComponent(/token=([^&\s]+)/.exec(accept ?? "")?.[1] ?? "");
    return { accept, decline, token };
  }
  const answer = (token: string, action: string) => post("/track/tpc-invitation-answer", undefined, { token, action });

  it("Accept works without signing in, once; the Decline link of the same mail is then spent too", async () => {
    const w = await world();
    const email = institutionEmail("inst-accept.edu", "ina");
    const links = await invitationLinks(w, email);
    expect(links.accept).toMatch(/^\/tpc-invitation\?token=[^&]+&answer=accept$/);
    expect(links.decline).toMatch(/^\/tpc-invitation\?token=[^&]+&answer=decline$/);
    const accepted = await answer(links.token, "ACCEPT");
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toContain("You are now a TPC member");
    expect(accepted.body.result).toMatchObject({
      action: "ACCEPT",
      conf_id: w.confId,
      track_id: w.trackId,
      acronym_title: "ACT26",
    });
    expect((await membershipOf(w.trackId, email)).status).toBe(1);
    const again = await answer(links.token, "REJECT");
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    expect(again.body.message).toMatch(/already been used/);
    expect((await membershipOf(w.trackId, email)).status).toBe(1);
  });

  it("Decline records the refusal; a re-invitation's new link works and the old one no longer does", async () => {
    const w = await world();
    const email = institutionEmail("inst-decline.edu", "dan");
    const first = await invitationLinks(w, email);
    expect((await answer(first.token, "reject")).status).toBe(200);
    expect((await membershipOf(w.trackId, email)).status).toBe(2);
    const second = await invitationLinks(w, email);
    expect(second.token).not.toBe(first.token);
    expect((await answer(first.token, "ACCEPT")).status).toBe(404);
    expect((await answer(second.token, "ACCEPT")).status).toBe(200);
  });

  it(
    "refuses an expired link (409), an unknown one (404), a missing token or bad action " +
      "(422), and an invitation already answered in the app (409)",
    async () => {
      const w = await world();
      const email = institutionEmail("inst-expiry.edu", "eve");
      const links = await invitationLinks(w, email);
      await t.ctx.db
        .updateTable("tpc_invitation_tokens")
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const expired = await answer(links.token, "ACCEPT");
      expect(expired.status).toBe(409);
      expect(expired.body.message).toMatch(/expired/);
      expect((await membershipOf(w.trackId, email)).status).toBe(0);

      const wrong = await answer(`${links.token}x`, "ACCEPT");
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toMatch(/not valid/);
      const missing = await post("/track/tpc-invitation-answer", undefined, { action: "ACCEPT" });
      expect(missing.status).toBe(422);
      expect(missing.body.message).toMatch(/token/);
      expect((await answer(links.token, "MAYBE")).status).toBe(422);

      const other = await createUser(t.app, t.ctx, { email: institutionEmail("inst-inapp.edu", "ann") });
      const fresh = await invitationLinks(w, other.email);
      const row = await membershipOf(w.trackId, other.email);
      expect(
        (await post(`/track/tpc-invitation-action/${w.trackId}`, other.token, { id: row.id, action: "REJECT" })).status,
      ).toBe(200);
      const late = await answer(fresh.token, "ACCEPT");
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/already been answered/);
      expect((await membershipOf(w.trackId, other.email)).status).toBe(2);
    },
  );

  it("a withdrawn invitation takes its link with it", async () => {
    const w = await world();
    const email = institutionEmail("inst-withdrawn.edu", "wim");
    const links = await invitationLinks(w, email);
    const row = await membershipOf(w.trackId, email);
    expect((await call(t.app, "DELETE", `/track/reviewer/${row.id}`, { token: w.chair.token })).status).toBe(200);
    expect((await answer(links.token, "ACCEPT")).status).toBe(404);
  });
});

describe("GET /conference/mail-delivery/{confId}", () => {
  it("counts a bulk mailing's sent and failed mails for the chairs after it went out, and refuses others", async () => {
    const w = await world();
    const { members, paperIds } = await track(w, 1, 2);
    for (const m of members) await insertReviewerAssignment(t.ctx, paperIds[0]!, m.id);
    const sent = await post(`/conference/review-reminder/${w.confId}`, w.chair.token, {
      subject: "Please review",
      message: "Your reviews are due.",
    });
    expect(sent.status).toBe(200);
    // one address the mail server will refuse for good
    await t.ctx.db
      .updateTable("mail_outbox")
      .set({ status: "failed", last_error: "550 mailbox unavailable" })
      .where("to_address", "=", members[1]!.email)
      .execute();
    await t.deliverMail();
    const res = await call(t.app, "GET", `/conference/mail-delivery/${w.confId}`, { token: w.chair.token });
    expect(res.status).toBe(200);
    const reminders = (
      res.body.result as {
        kind: string;
        total: number;
        sent: number;
        failed: number;
        waiting: number;
        failures: { to: string; error: string }[];
      }[]
    ).find((k) => k.kind === "review_reminder")!;
    expect(reminders).toMatchObject({ total: 2, sent: 1, failed: 1, waiting: 0 });
    expect(reminders.failures).toEqual([
      { to: members[1]!.email, subject: expect.any(String), error: "550 mailbox unavailable" },
    ]);
    expect(
      (await call(t.app, "GET", `/conference/mail-delivery/${w.confId}`, { token: members[0]!.token })).status,
    ).toBe(403);
    expect((await call(t.app, "GET", `/conference/mail-delivery/999999`, { token: w.chair.token })).status).toBe(404);
  });
});
