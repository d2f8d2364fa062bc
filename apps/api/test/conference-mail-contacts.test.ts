// A conference's Event Support Emails answer its mail (Reply-To) and its
// Event Approval Email receives the approval and status mails besides the creator.
import { describe, expect, it } from "vitest";
import { call } from "./support/testApp.js";
import { useMailingApp } from "./support/mailingApp.js";
import { insertConference } from "./support/fixtures.js";

const world = useMailingApp();

const replyToOf = (raw: string) => /^Reply-To:\s*(.*)$/im.exec(raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1]?.trim() ?? null;

describe("a conference's mail contacts", () => {
  it("sends the status mail to the creator and the Event Approval Email, answered by the Event Support Emails", async () => {
    const conf = await insertConference(world.t.ctx, world.owner.id, {
      conference_status: 0,
      event_approval_email: "approvals@society.example.org",
      event_support_emails: "help@society.example.org, desk@society.example.org",
    });
    const res = await call(world.t.app, "POST", `/conference/approve/${conf.id}`, { token: world.admin.token });
    expect(res.status).toBe(200);
    await world.t.deliverMail();
    const [toCreator] = world.smtp.mailsTo(world.owner.email);
    const [toApprovals] = world.smtp.mailsTo("approvals@society.example.org");
    expect(toCreator?.subject).toMatch(/is now Approved/);
    expect(toApprovals?.subject).toBe(toCreator?.subject);
    for (const mail of [toCreator!, toApprovals!]) {
      expect(replyToOf(mail.raw)).toBe("help@society.example.org, desk@society.example.org");
    }
  });

  it("sends one mail and no Reply-To when neither is set (or the approval address is the creator's)", async () => {
    const conf = await insertConference(world.t.ctx, world.owner.id, {
      conference_status: 0,
      event_approval_email: world.owner.email.toUpperCase(),
      event_support_emails: null,
    });
    const before = world.smtp.mailsTo(world.owner.email).length;
    const res = await call(world.t.app, "POST", `/conference/reject/${conf.id}`, { token: world.admin.token });
    expect(res.status).toBe(200);
    await world.t.deliverMail();
    const mails = world.smtp.mailsTo(world.owner.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/is now Rejected/);
    expect(replyToOf(mails.at(-1)!.raw)).toBeNull();
  });
});
