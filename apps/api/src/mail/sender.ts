// Who system mail comes from. MAIL_FROM is either a bare address (`no-reply@conf.example.org`),
// to which the product adds a display name ("<acronym> via Symposia" for a conference's mail,
// "Symposia" otherwise), or a whole `"Name" <address>` that is used as it stands for every mail.
// Unset, the address is no-reply@MAIL_DOMAIN.
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../config.js";

/** A display name safe inside double quotes: no quotes, backslashes or line breaks. */
function displayName(text: string): string {
  return text
    .replace(/["\\\r\n]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const hasDisplayName = (from: string) => from.includes("<");

/** The sender of system mail; `acronym` names the conference the mail is sent on behalf of. */
export function systemSender(config: Pick<AppConfig, "mailDomain" | "mailFrom">, acronym?: string | null): string {
  const configured = config.mailFrom?.trim();
  if (configured && hasDisplayName(configured)) return configured;
  const address = configured || `no-reply@${config.mailDomain}`;
  const name = acronym ? displayName(`${acronym} via ${PRODUCT_NAME}`) : PRODUCT_NAME;
  return `"${name}" <${address}>`;
}

/**
 * What the operator should hear at start: mail really leaves (SMTP_URL) from a domain nobody can
 * receive answers at or check (localhost), so receiving servers will likely refuse or bin it.
 */
export function mailSetupWarnings(config: Pick<AppConfig, "mailDomain" | "mailFrom" | "smtpUrl">): string[] {
  if (!config.smtpUrl || config.mailDomain !== "localhost") return [];
  return [
    "MAIL_DOMAIN is localhost while SMTP_URL is set: mail goes out from addresses at localhost, which receiving servers " +
      "usually reject as spam. Set MAIL_DOMAIN (and MAIL_FROM) to a domain you send mail for (see README, Mail).",
  ];
}
