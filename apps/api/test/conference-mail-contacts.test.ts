// Issue 20's last settings: a conference's Event Support Emails answer its mail (Reply-To) and its
// Event Approval Email receives the approval and status mails besides the creator.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import { insertConference } from "./support/fixtures.js";
import { SmtpPeer } from "./support/smtpPeer.js";

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
const smtp = new SmtpPeer();
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(t.app, t.ctx);
  owner = await createUser(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const replyToOf = (raw: string) => /^Reply-To:\s*(.*)$/im.exec(raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1]?.trim() ?? null;

describe("a conference's mail contacts", () => {
  it("sends the status mail to the creator and the Event Approval Email, answered by the Event Support Emails", async () => {
    const conf = await insertConference(t.ctx, owner.id, {
      conference_status: 0,
      event_approval_email: "approvals@society.example.org",
      event_support_emails: "help@society.example.org, desk@society.example.org",
    });
    const res = await call(t.app, "POST", `/conference/approve/${conf.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    await t.deliverMail();
    const [toCreator] = smtp.mailsTo(owner.email);
    const [toApprovals] = smtp.mailsTo("approvals@society.example.org");
    expect(toCreator?.subject).toMatch(/is now Approved/);
    expect(toApprovals?.subject).toBe(toCreator?.subject);
    for (const mail of [toCreator!, toApprovals!]) {
      expect(replyToOf(mail.raw)).toBe("help@society.example.org, desk@society.example.org");
    }
  });

  it("sends one mail and no Reply-To when neither is set (or the approval address is the creator's)", async () => {
    const conf = await insertConference(t.ctx, owner.id, { conference_status: 0, event_approval_email: owner.email.toUpperCase(), event_support_emails: null });
    const before = smtp.mailsTo(owner.email).length;
    const res = await call(t.app, "POST", `/conference/reject/${conf.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    await t.deliverMail();
    const mails = smtp.mailsTo(owner.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/is now Rejected/);
    expect(replyToOf(mails.at(-1)!.raw)).toBeNull();
  });
});
