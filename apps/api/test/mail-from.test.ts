// MAIL_FROM: the sender of every system mail, named after the conference for a conference's mail.
import { beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp } from "./support/testApp.js";
import { createAdmin, createUser } from "./support/factories.js";
import { conferencePayload } from "./support/fixtures.js";

async function sendersWith(env: Record<string, string>) {
  const t = await createTestApp({ env });
  try {
    await createAdmin(t.app, t.ctx);
    const proposer = await createUser(t.app, t.ctx);
    expect(
      (
        await call(t.app, "POST", "/conference", {
          token: proposer.token,
          body: conferencePayload({ acronym_title: "MF27" }),
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t.app, "POST", "/get_link", { body: { email: proposer.email, op_type: "FORGOT_PASSWORD" } })).status,
    ).toBe(200);
    const rows = await t.ctx.db.selectFrom("mail_outbox").select(["from_address", "conf_id"]).execute();
    return {
      conference: rows.find((r) => r.conf_id !== null)?.from_address,
      system: rows.find((r) => r.conf_id === null)?.from_address,
    };
  } finally {
    await t.close();
  }
}

describe("MAIL_FROM", () => {
  let unset: { conference?: string; system?: string };
  let bare: { conference?: string; system?: string };
  let named: { conference?: string; system?: string };
  beforeAll(async () => {
    unset = await sendersWith({ MAIL_DOMAIN: "symposia.test" });
    bare = await sendersWith({ MAIL_FROM: "notices@conf.example.org" });
    named = await sendersWith({ MAIL_FROM: '"Society Office" <office@society.example.org>' });
  });

  it('unset: no-reply@MAIL_DOMAIN, as "<acronym> via Symposia" for a conference\'s mail and "Symposia" otherwise', () => {
    expect(unset.conference).toBe('"MF27 via Symposia" <no-reply@symposia.test>');
    expect(unset.system).toBe('"Symposia" <no-reply@symposia.test>');
  });

  it("a bare address replaces no-reply@MAIL_DOMAIN and keeps the names", () => {
    expect(bare.conference).toBe('"MF27 via Symposia" <notices@conf.example.org>');
    expect(bare.system).toBe('"Symposia" <notices@conf.example.org>');
  });

  it('a whole "Name" <address> is used as it stands', () => {
    expect(named.conference).toBe('"Society Office" <office@society.example.org>');
    expect(named.system).toBe('"Society Office" <office@society.example.org>');
  });
});
