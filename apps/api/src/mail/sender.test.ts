import { describe, expect, it } from "vitest";
import { mailSetupWarnings, systemSender } from "./sender.js";

describe("the sender of system mail", () => {
  it("defaults to no-reply@MAIL_DOMAIN, named after the conference for a conference's mail", () => {
    const config = { mailDomain: "mail.example.org", mailFrom: undefined };
    expect(systemSender(config)).toBe('"Symposia" <no-reply@mail.example.org>');
    expect(systemSender(config, "ICSE 2027")).toBe('"ICSE 2027 via Symposia" <no-reply@mail.example.org>');
  });

  it("takes MAIL_FROM's address, or MAIL_FROM as it stands when it names itself", () => {
    expect(systemSender({ mailDomain: "localhost", mailFrom: "notices@conf.example.org" }, "ACR")).toBe(
      '"ACR via Symposia" <notices@conf.example.org>',
    );
    expect(systemSender({ mailDomain: "localhost", mailFrom: "notices@conf.example.org" })).toBe(
      '"Symposia" <notices@conf.example.org>',
    );
    expect(systemSender({ mailDomain: "localhost", mailFrom: '"Society Office" <office@society.org>' }, "ACR")).toBe(
      '"Society Office" <office@society.org>',
    );
  });

  it("keeps an acronym from breaking the header (quotes, line breaks)", () => {
    expect(systemSender({ mailDomain: "x.org" }, 'A"B\r\nBcc: evil@x.org')).toBe(
      '"A B Bcc: evil@x.org via Symposia" <no-reply@x.org>',
    );
  });
});

describe("the start-up warning about the mail domain", () => {
  it("warns when mail really leaves (SMTP_URL) from localhost, and only then", () => {
    expect(mailSetupWarnings({ mailDomain: "localhost", smtpUrl: "smtp://relay:587" })[0]).toMatch(
      /MAIL_DOMAIN is localhost while SMTP_URL is set/,
    );
    expect(mailSetupWarnings({ mailDomain: "localhost", smtpUrl: undefined })).toEqual([]);
    expect(mailSetupWarnings({ mailDomain: "conf.example.org", smtpUrl: "smtp://relay:587" })).toEqual([]);
  });
});
