import { PRODUCT_NAME } from "@symposia/domain";
import type { OutgoingMail } from "../../mail/outbox.js";

// The texts of the account mails; each carries a single-use link.

interface Recipient {
  id: number;
  email: string;
  first_name: string;
}

const about = (user: Recipient) => ({ to: user.email, contextType: "user", contextId: user.id });

export const resetPasswordMail = (user: Recipient, link: string): OutgoingMail => ({
  ...about(user),
  subject: `${PRODUCT_NAME}: reset your password`,
  text: [
    `Hello ${user.first_name},`,
    "",
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:`,
    link,
    "",
    "The link works once and expires in one hour. If you did not ask for it, ignore this mail.",
  ].join("\n"),
});

export const verifyEmailMail = (user: Recipient, link: string): OutgoingMail => ({
  ...about(user),
  subject: `${PRODUCT_NAME}: confirm your email address`,
  text: [
    `Hello ${user.first_name},`,
    "",
    `Please confirm that this address belongs to your ${PRODUCT_NAME} account by opening this link:`,
    link,
    "",
    "The link works once and expires in three days. If you did not create an account, ignore this mail.",
  ].join("\n"),
});

/** Someone registered with the address of an account made for an invitee (no password yet). */
export const claimInvitedAccountMail = (user: Recipient, link: string): OutgoingMail => ({
  ...about(user),
  subject: `${PRODUCT_NAME}: set your password`,
  text: [
    `Hello ${user.first_name},`,
    "",
    `An account with this address was already made for you on ${PRODUCT_NAME} when you were invited. Open this link to choose your password:`,
    link,
    "",
    "If you did not ask for this, ignore this mail.",
  ].join("\n"),
});
