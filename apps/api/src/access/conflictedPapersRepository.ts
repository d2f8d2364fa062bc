// The papers of a conference one person is conflicted with, without judging every paper: SQL
// finds the few papers each rule of ConflictIndex could hold for (a superset), and the index then
// judges only those, so lists and searches over 20,000 papers ask a handful instead of all.
// A paper outside the candidates cannot be conflicted: each rule needs one of these facts.
import { fullNameKey } from "@symposia/domain";
import { type Kysely, type SqlBool, type Transaction, sql } from "kysely";
import { inChunks } from "../db/chunks.js";
import type { Database } from "../db/schema.js";
import { escapeLike } from "../db/search.js";
import type { ConflictPerson } from "../policy/conflicts.js";
import { institutionalDomain } from "../policy/tpc.js";
import { conflictIndexAmong } from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Papers of the conference submitted by one of these accounts, or with an author row whose account
 * or normalised email is one of these: index lookups, the conference checked on the rows found (a
 * conf_id condition in the statement made SQLite scan the conference's papers instead).
 */
async function papersWithAuthors(db: Db, confId: number, userIds: number[], emails: string[]): Promise<number[]> {
  const byAuthor = (column: "user_id" | "email_normalized", values: readonly (number | string)[]) =>
    db
      .selectFrom("paper_authors")
      .innerJoin("papers", "papers.id", "paper_authors.paper_id")
      .select(["papers.id", "papers.conf_id"])
      .where(`paper_authors.${column}`, "in", values as never)
      .execute();
  const rows = [
    ...(await inChunks(
      [...new Set(userIds)],
      async (ids) => [
        ...(await db.selectFrom("papers").select(["id", "conf_id"]).where("created_by", "in", ids).execute()),
        ...(await byAuthor("user_id", ids)),
      ],
      400,
    )),
    ...(await inChunks([...new Set(emails)], (mails) => byAuthor("email_normalized", mails), 400)),
  ];
  return rows.filter((r) => r.conf_id === confId).map((r) => r.id);
}

/** The candidates of the publication rule: either side's recent publication names the other. */
async function publicationCandidates(db: Db, confId: number, person: ConflictPerson): Promise<number[]> {
  // the person's own publications name an author (by email, or by name: names are matched in TypeScript)
  const named = await db
    .selectFrom("user_publications")
    .innerJoin("user_publication_coauthors as pc", "pc.publication_id", "user_publications.id")
    .select(["pc.email_normalized", "pc.name_normalized"])
    .where("user_publications.user_id", "=", person.id)
    .execute();
  const out: number[] = [];
  const emails = named.flatMap((n) => (n.email_normalized ? [n.email_normalized] : []));
  if (emails.length) out.push(...(await papersWithAuthors(db, confId, [], emails)));
  const names = new Set(named.map((n) => n.name_normalized).filter(Boolean));
  if (names.size) {
    const authors = await db
      .selectFrom("paper_authors")
      .innerJoin("papers", "papers.id", "paper_authors.paper_id")
      .select(["papers.id", "paper_authors.first_name", "paper_authors.last_name"])
      .where("papers.conf_id", "=", confId)
      .execute();
    for (const a of authors) if (names.has(fullNameKey(a.first_name, a.last_name))) out.push(a.id);
  }
  // an author's publication names the person: that author's papers (as author or submitter)
  const personName = person.first_name !== undefined ? fullNameKey(person.first_name, person.last_name ?? "") : "";
  const owners = await db
    .selectFrom("user_publications")
    .innerJoin("user_publication_coauthors as po", "po.publication_id", "user_publications.id")
    .select("user_publications.user_id")
    .where((eb) =>
      eb.or([
        // stored as typed (trimmed), compared lower-cased as the rule's key is
        sql<SqlBool>`lower(${sql.ref("po.email_normalized")}) = ${normalize(person.email)}`,
        ...(personName ? [eb("po.name_normalized", "=", personName)] : []),
      ]),
    )
    .execute();
  if (owners.length) out.push(...(await papersWithAuthors(db, confId, [...owners.map((o) => o.user_id)], [])));
  return out;
}

/** Every paper of the conference ConflictIndex could find `person` conflicted with (a superset). */
async function candidatePaperIds(db: Db, confId: number, person: ConflictPerson): Promise<number[]> {
  const email = normalize(person.email);
  // their own papers (submitter, author by account or email): the author rule, and co-authorship's ground
  const own = await papersWithAuthors(db, confId, [person.id], [email]);
  const [stored, coauthors, domain, publications] = await Promise.all([
    db
      .selectFrom("paper_conflicts")
      .innerJoin("papers", "papers.id", "paper_conflicts.paper_id")
      .select("papers.id")
      .where("papers.conf_id", "=", confId)
      .where("paper_conflicts.user_id", "=", person.id)
      .execute(),
    coauthoredPapers(db, confId, own),
    sameDomainPapers(db, confId, email),
    publicationCandidates(db, confId, person),
  ]);
  return [...new Set([...own, ...stored.map((r) => r.id), ...coauthors, ...domain, ...publications])];
}

/** Papers sharing a submitter or an author (account or email) with one of these papers. */
async function coauthoredPapers(db: Db, confId: number, paperIds: readonly number[]): Promise<number[]> {
  if (paperIds.length === 0) return [];
  const [papers, authors] = await Promise.all([
    inChunks(paperIds, (ids) => db.selectFrom("papers").select("created_by").where("id", "in", ids).execute()),
    inChunks(paperIds, (ids) =>
      db.selectFrom("paper_authors").select(["user_id", "email_normalized"]).where("paper_id", "in", ids).execute(),
    ),
  ]);
  const userIds = [
    ...papers.map((p) => p.created_by),
    ...authors.flatMap((a) => (a.user_id === null ? [] : [a.user_id])),
  ];
  return papersWithAuthors(
    db,
    confId,
    userIds,
    authors.map((a) => a.email_normalized),
  );
}

/** Papers with an author whose email contains the person's institutional domain (a superset of same-institution). */
async function sameDomainPapers(db: Db, confId: number, email: string): Promise<number[]> {
  const domain = institutionalDomain(email);
  if (!domain) return [];
  const rows = await db
    .selectFrom("paper_authors")
    .innerJoin("papers", "papers.id", "paper_authors.paper_id")
    .select("papers.id")
    .where("papers.conf_id", "=", confId)
    .where(sql<SqlBool>`${sql.ref("paper_authors.email_normalized")} like ${`%${escapeLike(domain)}%`} escape '\\'`)
    .execute();
  return rows.map((r) => r.id);
}

/** The papers of conference `confId` `person` is conflicted with (ConflictIndex.isConflicted). */
export async function conflictedPaperIds(
  db: Db,
  confId: number,
  person: ConflictPerson | undefined,
): Promise<number[]> {
  if (!person) return [];
  const candidates = await candidatePaperIds(db, confId, person);
  const index = await conflictIndexAmong(db, candidates, [person]);
  return candidates.filter((id) => index.isConflicted(id, person));
}
