import type { Transaction } from "kysely";
import type { AppConfig } from "../../config.js";
import type { Database } from "../../db/schema.js";
import { mayReceiveRole } from "../../policy/index.js";
import { createPasswordLink, findUserByEmail, insertUser, normalizeEmail } from "../accounts/index.js";

/** Two lines of one invitation list name the same person when this key matches (as accounts match emails). */
export const personKey = (email: string) => normalizeEmail(email);

export interface PersonFields {
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
}

export type ResolvedPerson =
  | {
      kind: "user";
      id: number;
      first_name: string;
      email: string;
      needsPassword: boolean;
      /**
       * A role given to this email may attach to the account now (policy mayReceiveRole): its owner
       * proved the address, or nobody has claimed it yet. An account someone registered with the
       * address without proving it is not given the role.
       */
      addressProven: boolean;
    }
  | { kind: "inactive" };

/**
 * The account behind an email, made when missing: an invited person gets an account without a
 * usable password (they choose one through the mailed link, or by registering with that email).
 * An existing account is used as it is: its owner's profile is theirs to edit, not the inviter's.
 */
export async function findOrCreatePerson(
  trx: Transaction<Database>,
  person: PersonFields,
): Promise<ResolvedPerson & { created?: boolean }> {
  const existing = await findUserByEmail(trx, person.email);
  if (existing) {
    if (existing.status !== 1 || existing.deleted_at !== null) return { kind: "inactive" };
    const needsPassword = existing.password_hash === null;
    return {
      kind: "user",
      id: existing.id,
      first_name: existing.first_name,
      email: existing.email,
      needsPassword,
      addressProven: mayReceiveRole(existing),
    };
  }
  const { first_name, last_name, email, country, affiliation } = person;
  const id = await insertUser(trx, {
    first_name,
    last_name,
    email,
    country,
    affiliation,
    password_hash: null,
    role: "USER",
    status: 1,
  });
  return {
    kind: "user",
    id,
    first_name: person.first_name,
    email: person.email.trim(),
    needsPassword: true,
    addressProven: true,
    created: true,
  };
}

/** A set-password link for someone who has no password yet, else null. */
export async function setPasswordLinkFor(
  trx: Transaction<Database>,
  config: AppConfig,
  person: { id: number; needsPassword: boolean },
): Promise<string | null> {
  return person.needsPassword ? createPasswordLink(trx, config, person.id, "INVITATION") : null;
}
