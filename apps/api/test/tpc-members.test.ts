import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser, uniqueEmail } from "./support/factories.js";
import { insertOcMember, insertPaper, insertReviewerAssignment, insertTpcMember } from "./support/fixtures.js";
import { SmtpPeer } from "../../../test-support/index.js";
import { tpcWorld } from "./tpc.world.js";
import { verifyFromMail } from "./support/mailLinks.js";

let t: TestApp;
let admin: TestUser;
const smtp = new SmtpPeer();

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const addMember = (trackId: number, token: string | undefined, body: unknown) =>
  call(t.app, "POST", `/track/reviewer/${trackId}`, { token, body });
const membership = (trackId: number, userId: number) =>
  t.ctx.db
    .selectFrom("tpc_members")
    .selectAll()
    .where("track_id", "=", trackId)
    .where("user_id", "=", userId)
    .executeTakeFirst();

describe("POST /track/reviewer/{trackId}", () => {
  it("adds a user picked with the search as an accepted member and mails them", async () => {
    const w = await tpcWorld(t);
    const person = await createUser(t.app, t.ctx, { first_name: "Rita", last_name: "Reviewer" });
    const res = await addMember(w.trackId, w.chair.token, { reviewer_id: person.id });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      track_id: w.trackId,
      reviewer_id: person.id,
      reviewer_first_name: "Rita",
      reviewer_last_name: "Reviewer",
      reviewer_email: person.email,
      status: 1,
    });
    await t.deliverMail();
    expect(smtp.mailsTo(person.email)[0]!.subject).toMatch(/added to the programme committee/);
    const again = await addMember(w.trackId, w.chair.token, { reviewer_id: person.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This person is already a member of this TPC.");
  });

  it("adds a person by hand: links an existing account by email, creates a missing one with a set-password link", async () => {
    const w = await tpcWorld(t);
    const existing = await createUser(t.app, t.ctx);
    const byEmail = await addMember(w.trackId, w.trackChair.token, {
      first_name: "X",
      last_name: "Y",
      email: existing.email.toUpperCase(),
      country: "Spain",
      affiliation: "Lab",
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.result.reviewer_id).toBe(existing.id);
    const email = uniqueEmail("hand");
    const fresh = await addMember(w.trackId, w.trackChair.token, {
      first_name: "Hana",
      last_name: "",
      email,
      country: "Japan",
      affiliation: "Kyoto Lab",
    });
    expect(fresh.status).toBe(200);
    const user = await t.ctx.db
      .selectFrom("users")
      .selectAll()
      .where("email_normalized", "=", email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: "Hana", country: "Japan", affiliation: "Kyoto Lab", password_hash: null });
    expect((await membership(w.trackId, user.id))?.status).toBe(1);
    await t.deliverMail();
    expect(smtp.mailsTo(email)[0]!.text).toMatch(/token=/);
  });

  it("holds a member typed with the address of an account that never proved it until its owner does", async () => {
    const w = await tpcWorld(t);
    const email = uniqueEmail("claimed");
    const reg = await call(t.app, "POST", "/register", {
      body: {
        first_name: "Mallory",
        last_name: "Claimer",
        email,
        password: "a long password 1",
        country: "Spain",
        affiliation: "Nowhere",
      },
    });
    expect(reg.status).toBe(200);
    const claimer = await t.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email_normalized", "=", email)
      .executeTakeFirstOrThrow();
    const res = await addMember(w.trackId, w.chair.token, {
      first_name: "Real",
      last_name: "Owner",
      email,
      country: "Spain",
      affiliation: "Lab",
    });
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe(3);
    // not a member anywhere: no reviewer assignment, no TPC standing in the conference
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.stranger.id });
    expect(
      (
        await call(t.app, "POST", `/paper/reviewer-assign/${paper.id}`, {
          token: w.chair.token,
          body: { reviewer_id: claimer.id },
        })
      ).status,
    ).not.toBe(200);
    const standing = await t.ctx.db
      .selectFrom("tpc_members")
      .select("status")
      .where("track_id", "=", w.trackId)
      .where("user_id", "=", claimer.id)
      .where("status", "in", [0, 1])
      .execute();
    expect(standing).toEqual([]);
    const again = await addMember(w.trackId, w.chair.token, {
      first_name: "Real",
      last_name: "Owner",
      email,
      country: "Spain",
      affiliation: "Lab",
    });
    expect(again.status).toBe(409);
    // the owner of the mailbox proves the address: the membership attaches
    expect((await verifyFromMail(t.app, t.ctx, email)).status).toBe(200);
    expect((await membership(w.trackId, claimer.id))?.status).toBe(1);
  });

  it("validates the manual fields (422) and answers 404 for an unknown user id", async () => {
    const w = await tpcWorld(t);
    const bad = await addMember(w.trackId, w.chair.token, {
      first_name: "",
      email: "nope",
      country: "Atlantis",
      affiliation: "",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result).sort()).toEqual(["affiliation", "country", "email", "first_name"]);
    expect((await addMember(w.trackId, w.chair.token, { reviewer_id: 987654 })).status).toBe(404);
  });

  it("confirms a pending invitation, but does not enrol someone who declined", async () => {
    const w = await tpcWorld(t);
    const pending = await createUser(t.app, t.ctx);
    const declined = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, pending.id, 0);
    await insertTpcMember(t.ctx, w.trackId, declined.id, 2);
    expect((await addMember(w.trackId, w.chair.token, { reviewer_id: pending.id })).status).toBe(200);
    expect((await membership(w.trackId, pending.id))?.status).toBe(1);
    const refused = await addMember(w.trackId, w.chair.token, { reviewer_id: declined.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/declined/);
  });

  it("lets SUPERCHAIR, ADMIN, OC members and the track's chairs add; nobody else", async () => {
    const w = await tpcWorld(t);
    const oc = await createUser(t.app, t.ctx);
    await insertOcMember(t.ctx, w.confId, { userId: oc.id, email: oc.email });
    for (const who of [w.chair, admin, oc, w.trackChair]) {
      const person = await createUser(t.app, t.ctx);
      expect((await addMember(w.trackId, who.token, { reviewer_id: person.id })).status).toBe(200);
    }
    const person = await createUser(t.app, t.ctx);
    for (const who of [w.otherTrackChair, w.stranger, person])
      expect((await addMember(w.trackId, who.token, { reviewer_id: person.id })).status).toBe(403);
    expect((await addMember(w.trackId, undefined, { reviewer_id: person.id })).status).toBe(401);
    expect((await addMember(999999, admin.token, { reviewer_id: person.id })).status).toBe(404);
    expect(await membership(w.trackId, person.id)).toBeUndefined();
  });
});

describe("DELETE /track/reviewer/{id}", () => {
  it("keeps submitted reviews and removes only the member's unreviewed assignments in that track", async () => {
    const w = await tpcWorld(t);
    const author = await createUser(t.app, t.ctx);
    const member = await createUser(t.app, t.ctx);
    const memberId = await insertTpcMember(t.ctx, w.trackId, member.id, 1);
    await insertTpcMember(t.ctx, w.otherTrackId, member.id, 1);
    const reviewedPaper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: author.id });
    const openPaper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: author.id });
    const otherTrackPaper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.otherTrackId,
      authorId: author.id,
    });
    const reviewed = await insertReviewerAssignment(t.ctx, reviewedPaper.id, member.id);
    await t.ctx.db
      .updateTable("paper_reviewers")
      .set({
        reviewer_evaluation: 2,
        reviewer_confidence: 4,
        reviewer_remarks: "Good",
        reviewed_at: new Date().toISOString(),
      })
      .where("id", "=", reviewed)
      .execute();
    const open = await insertReviewerAssignment(t.ctx, openPaper.id, member.id);
    const elsewhere = await insertReviewerAssignment(t.ctx, otherTrackPaper.id, member.id);

    const res = await call(t.app, "DELETE", `/track/reviewer/${memberId}`, { token: w.trackChair.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ removed_assignments: 1, kept_reviews: 1 });
    const left = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select("id")
      .where("user_id", "=", member.id)
      .orderBy("id")
      .execute();
    expect(left.map((r) => r.id)).toEqual([reviewed, elsewhere].sort((a, b) => a - b));
    expect(left.map((r) => r.id)).not.toContain(open);
    expect(await membership(w.trackId, member.id)).toBeUndefined();
    expect((await membership(w.otherTrackId, member.id))?.status).toBe(1);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "tpc.member.remove")
      .where("entity_id", "=", memberId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({ removed_assignments: 1, kept_reviews: 1 });
  });

  it("withdraws a pending invitation too; refuses strangers and chairs of other tracks", async () => {
    const w = await tpcWorld(t);
    const invitee = await createUser(t.app, t.ctx);
    const id = await insertTpcMember(t.ctx, w.trackId, invitee.id, 0);
    for (const who of [w.otherTrackChair, w.stranger, invitee])
      expect((await call(t.app, "DELETE", `/track/reviewer/${id}`, { token: who.token })).status).toBe(403);
    expect((await call(t.app, "DELETE", `/track/reviewer/${id}`, { token: admin.token })).status).toBe(200);
    expect((await call(t.app, "DELETE", `/track/reviewer/${id}`, { token: admin.token })).status).toBe(404);
  });
});

describe("POST /track/tpc-reminder/{trackId}", () => {
  const remind = (trackId: number, token: string, body: Record<string, unknown>) =>
    call(t.app, "POST", `/track/tpc-reminder/${trackId}`, { token, body });
  const text = { sender_email: "programme", subject: "Reviews due Friday", message: "Please submit your reviews." };

  it("mails accepted members (status 1) or pending invitees (status 0), from the typed local part at the mail domain", async () => {
    const w = await tpcWorld(t);
    const accepted = await createUser(t.app, t.ctx);
    const pending = await createUser(t.app, t.ctx);
    const declined = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, accepted.id, 1);
    await insertTpcMember(t.ctx, w.trackId, pending.id, 0);
    await insertTpcMember(t.ctx, w.trackId, declined.id, 2);

    const toMembers = await remind(w.trackId, w.chair.token, { ...text, status: 1 });
    expect(toMembers.status).toBe(200);
    expect(toMembers.body.result).toEqual({ recipients: 1 });
    await t.deliverMail();
    const mail = smtp.mailsTo(accepted.email)[0]!;
    expect(mail.subject).toBe("Reviews due Friday");
    expect(mail.from).toBe("programme@symposia.test");
    expect(mail.text).toContain("Please submit your reviews.");
    expect(smtp.mailsTo(pending.email)).toHaveLength(0);

    const toPending = await remind(w.trackId, admin.token, { ...text, status: "0", subject: "Please answer" });
    expect(toPending.body.result).toEqual({ recipients: 1 });
    await t.deliverMail();
    expect(smtp.mailsTo(pending.email).map((m) => m.subject)).toEqual(["Please answer"]);
    expect(smtp.mailsTo(pending.email)[0]!.text).toContain("Accept TPC Invitation");
    expect(smtp.mailsTo(declined.email)).toHaveLength(0);
    expect(smtp.mailsTo(accepted.email)).toHaveLength(1);
  });

  it("preview: true counts the group on the server and shows one mail, sending nothing", async () => {
    const w = await tpcWorld(t);
    const accepted = [await createUser(t.app, t.ctx), await createUser(t.app, t.ctx)];
    const pending = await createUser(t.app, t.ctx);
    for (const person of accepted) await insertTpcMember(t.ctx, w.trackId, person.id, 1);
    await insertTpcMember(t.ctx, w.trackId, pending.id, 0);
    await insertTpcMember(t.ctx, w.trackId, (await createUser(t.app, t.ctx)).id, 2);
    const outboxBefore = (
      await t.ctx.db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

    const toMembers = await remind(w.trackId, w.chair.token, { ...text, status: 1, preview: true });
    expect(toMembers.status).toBe(200);
    expect(toMembers.body.message).toBe("2 people would receive this mail.");
    expect(toMembers.body.result).toMatchObject({
      preview: true,
      recipients: 2,
      sample: { subject: "Reviews due Friday", from: "programme@symposia.test" },
    });
    expect(accepted.map((a) => a.email)).toContain(toMembers.body.result.sample.to);
    expect(toMembers.body.result.sample.text).toContain("Please submit your reviews.");
    const toPending = await remind(w.trackId, w.chair.token, { ...text, status: 0, preview: "1" });
    expect(toPending.body.result).toMatchObject({ preview: true, recipients: 1, sample: { to: pending.email } });

    await t.deliverMail();
    for (const person of [...accepted, pending]) expect(smtp.mailsTo(person.email)).toHaveLength(0);
    const outboxAfter = (
      await t.ctx.db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;
    expect(Number(outboxAfter)).toBe(Number(outboxBefore));

    // the count a preview gave is the count the send answers
    expect((await remind(w.trackId, w.chair.token, { ...text, status: 1 })).body.result).toEqual({ recipients: 2 });
    // a preview is refused to the same callers, and validates the same fields
    expect((await remind(w.trackId, w.stranger.token, { ...text, status: 1, preview: true })).status).toBe(403);
    const bad = await remind(w.trackId, w.chair.token, {
      status: 1,
      sender_email: "",
      subject: "",
      message: "",
      preview: true,
    });
    expect(bad.status).toBe(422);
  });

  it("is for the ADMIN and the SUPERCHAIR only", async () => {
    const w = await tpcWorld(t);
    const oc = await createUser(t.app, t.ctx);
    await insertOcMember(t.ctx, w.confId, { userId: oc.id, email: oc.email });
    for (const who of [w.trackChair, oc, w.stranger])
      expect((await remind(w.trackId, who.token, { ...text, status: 1 })).status).toBe(403);
  });

  it("validates status, sender, subject and message", async () => {
    const w = await tpcWorld(t);
    const res = await remind(w.trackId, w.chair.token, {
      status: 3,
      sender_email: "no spaces allowed",
      subject: "",
      message: "",
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.result).sort()).toEqual(["message", "sender_email", "status", "subject"]);
  });
});
