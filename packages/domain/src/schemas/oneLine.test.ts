import { describe, expect, it } from "vitest";
import { registerSchema } from "./accounts.js";
import { cfpCirculationSchema } from "./conferences.js";
import { authorMailSchema, paperSubmitSchema } from "./papers.js";

describe("one-line fields", () => {
  it("drop C0 control characters and bidirectional overrides", () => {
    const parsed = registerSchema.parse({
      first_name: "Ada\u202E\u2066x",
      last_name: "Love\r\nBcc: evil@example.org",
      email: "ada@example.org",
      country: "Germany",
      affiliation: "Lab\u0007\u001B[31m",
      password: "long enough",
    });
    expect(parsed.first_name).toBe("Adax");
    expect(parsed.last_name).toBe("LoveBcc: evil@example.org");
    expect(parsed.affiliation).toBe("Lab[31m");
  });

  it("keep line breaks in multi-line fields", () => {
    const mail = authorMailSchema.parse({ sender_email: "chairs", subject: "Hi\nthere", message: "line 1\nline 2" });
    expect(mail.subject).toBe("Hithere");
    expect(mail.message).toBe("line 1\nline 2");
  });

  it("a field that is nothing but such characters is empty, hence required", () => {
    expect(paperSubmitSchema.safeParse({ paper_title: "\u202E\u0007" }).success).toBe(false);
  });
});

describe("sender local parts", () => {
  it("refuse the system's own mailboxes", () => {
    for (const sender of [
      "no-reply",
      "NoReply",
      "no_reply",
      "postmaster",
      "mailer-daemon",
      "root",
      "admin",
      "abuse",
      "no.reply+x",
    ]) {
      expect(authorMailSchema.safeParse({ sender_email: sender, subject: "s", message: "m" }).success, sender).toBe(
        false,
      );
      const circulation = cfpCirculationSchema.safeParse({
        start_sequence: 1,
        end_sequence: 2,
        sender_email: sender,
        subject: "s",
        message: "m",
      });
      expect(circulation.success, sender).toBe(false);
    }
    expect(authorMailSchema.safeParse({ sender_email: "chairs", subject: "s", message: "m" }).success).toBe(true);
  });
});
