// Who a conference's mail involves besides its addressee:
// - event_support_emails: the people who answer questions about the conference. Every mail sent on
//   behalf of a conference carries them as Reply-To (read when the mail is delivered, so a change
//   applies to mail still waiting in the outbox), and the public CFP page shows them.
// - event_approval_email: receives a copy of the conference's approval and status mails, besides
//   the creator who proposed it.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { findConferenceMailSettings } from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface ConferenceMailContacts {
  approvalEmail: string | null;
  supportEmails: string[];
}

/** The stored list ("a@x.org, b@y.org") as addresses. */
export function parseEmailList(text: string | null | undefined): string[] {
  return (text ?? "").split(/[\s,;]+/).filter((address) => address.includes("@"));
}

export async function conferenceMailContacts(db: Db, confId: number): Promise<ConferenceMailContacts> {
  const row = await findConferenceMailSettings(db, confId);
  const approval = row?.event_approval_email?.trim();
  return { approvalEmail: approval ? approval : null, supportEmails: parseEmailList(row?.event_support_emails) };
}

/** The creator, plus the Event Approval Email when it is set and is someone else. */
export function statusMailRecipients(creatorEmail: string, contacts: ConferenceMailContacts): string[] {
  const extra =
    contacts.approvalEmail && contacts.approvalEmail.toLowerCase() !== creatorEmail.toLowerCase()
      ? [contacts.approvalEmail]
      : [];
  return [creatorEmail, ...extra];
}
