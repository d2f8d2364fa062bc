// The co-authorship facts of some papers (policy/coauthorConflicts.ts): recent publications, from
// anyone's list, that name one of a paper's authors; and the recent publications of the authors
// who have an account, with the co-authors they name. Both are index lookups (co-authors by
// normalised email and name, publications by owner).
import { fullNameKey } from "@symposia/domain";
import { type Kysely, type Transaction, sql } from "kysely";
import { inChunks } from "../db/chunks.js";
import { preparedQuery } from "../db/prepared.js";
import type { Database } from "../db/schema.js";
import { nowIso } from "../db/time.js";
import {
  type CoauthorshipFact,
  coauthorCutoffYear,
  emailCoauthorKey,
  nameCoauthorKey,
  userCoauthorKey,
} from "../policy/coauthorConflicts.js";

type Db = Kysely<Database> | Transaction<Database>;

/** What co-authorship reads of a paper's author row. */
export interface CoauthorshipAuthor {
  paper_id: number;
  user_id: number | null;
  email_normalized: string;
  first_name: string;
  last_name: string;
}

/**
 * `known`, when the request has read them already: every author row of these papers (with names
 * and normalised email) and the window of each of their conferences; otherwise both are read here.
 * `askedUserIds`, when only these users will be asked about (ConflictIndex of loadConflictFactsAmong):
 * a publication naming a paper's author ties the paper to the publication's owner only, so only
 * these users' publications are looked at for it, instead of everyone's naming any of the papers'
 * authors (one lookup by owner, with the authors' own, and no list of the authors' names).
 */
export async function loadCoauthorships(
  db: Db,
  papers: readonly { id: number; conf_id: number; created_by: number }[],
  known?: {
    authors: readonly CoauthorshipAuthor[];
    coauthorYears: ReadonlyMap<number, number | null>;
  },
  askedUserIds?: readonly number[],
  /** reads the owners' publications (ownedPublications' rows) when given: with another read, in one statement */
  readOwned?: (owners: readonly number[], minYear: number) => Promise<OwnedPublicationRow[]>,
): Promise<CoauthorshipFact[]> {
  if (papers.length === 0) return [];
  const currentYear = new Date(nowIso()).getUTCFullYear();
  const confIds = [...new Set(papers.map((p) => p.conf_id))];
  const confs = known
    ? confIds.map((id) => ({ id, conflict_coauthor_years: known.coauthorYears.get(id) ?? null }))
    : await db.selectFrom("conferences").select(["id", "conflict_coauthor_years"]).where("id", "in", confIds).execute();
  const cutoffOfConf = new Map(confs.map((c) => [c.id, coauthorCutoffYear(currentYear, c.conflict_coauthor_years)]));
  const cutoff = new Map(papers.map((p) => [p.id, cutoffOfConf.get(p.conf_id) ?? currentYear + 1]));
  const live = papers.filter((p) => cutoff.get(p.id)! <= currentYear);
  if (live.length === 0) return [];
  const minYear = Math.min(...live.map((p) => cutoff.get(p.id)!));
  const liveIds = new Set(live.map((p) => p.id));
  const authors: readonly CoauthorshipAuthor[] = known
    ? known.authors.filter((a) => liveIds.has(a.paper_id))
    : await inChunks([...liveIds], (ids) =>
        db
          .selectFrom("paper_authors")
          .select(["paper_id", "user_id", "email_normalized", "first_name", "last_name"])
          .where("paper_id", "in", ids)
          .execute(),
      );
  // each author's identities: email and full name (to find them in lists), account (to read theirs)
  const papersByEmail = new Map<string, Set<number>>();
  const papersByName = new Map<string, Set<number>>();
  const papersByOwner = new Map<number, Set<number>>();
  const put = <K>(map: Map<K, Set<number>>, key: K, paperId: number) =>
    map.set(key, (map.get(key) ?? new Set<number>()).add(paperId));
  for (const a of authors) if (a.user_id !== null) put(papersByOwner, a.user_id, a.paper_id);
  for (const p of live) put(papersByOwner, p.created_by, p.id);
  // the names only when some publication may name an author (the normalising costs per author)
  const byNames = () => {
    for (const a of authors) {
      put(papersByEmail, a.email_normalized, a.paper_id);
      const name = fullNameKey(a.first_name, a.last_name);
      if (name) put(papersByName, name, a.paper_id);
    }
  };
  const facts: CoauthorshipFact[] = [];
  const emit = (paperIds: Iterable<number>, key: string, title: string, year: number | null) => {
    if (year === null) return;
    for (const paperId of paperIds)
      if (year >= cutoff.get(paperId)! && year <= currentYear) facts.push({ paper_id: paperId, key, title, year });
  };
  // someone's publication names an author (by email or by name): its owner is tied to the author's
  // papers; an author's own publication names someone: that someone is tied to the author's papers
  if (askedUserIds) {
    const asked = new Set(askedUserIds);
    const owners = [...new Set([...asked, ...papersByOwner.keys()])];
    const rows =
      readOwned && owners.length <= LOOKUP_CHUNK
        ? await readOwned(owners, minYear)
        : await inChunks(owners, (chunk) => ownedPublications(db, chunk, minYear), LOOKUP_CHUNK);
    if (rows.some((row) => asked.has(row.user_id))) byNames();
    for (const row of rows) {
      if (asked.has(row.user_id)) {
        // the asked user's publication names an author of the papers: the same facts as the email
        // and name lookups below, for this owner
        if (row.email_normalized !== null)
          emit(papersByEmail.get(row.email_normalized) ?? [], userCoauthorKey(row.user_id), row.title, row.year);
        emit(papersByName.get(row.name_normalized) ?? [], userCoauthorKey(row.user_id), row.title, row.year);
      }
      const paperIds = papersByOwner.get(row.user_id) ?? [];
      if (row.email_normalized) emit(paperIds, emailCoauthorKey(row.email_normalized), row.title, row.year);
      emit(paperIds, nameCoauthorKey(row.name_normalized), row.title, row.year);
    }
    return facts;
  }
  byNames();
  const rows = await publicationRows(db, minYear, {
    email: [...papersByEmail.keys()],
    name: [...papersByName.keys()],
    owner: [...papersByOwner.keys()],
  });
  for (const row of rows.email)
    emit(papersByEmail.get(row.email_normalized ?? "") ?? [], userCoauthorKey(row.user_id), row.title, row.year);
  for (const row of rows.name)
    emit(papersByName.get(row.name_normalized) ?? [], userCoauthorKey(row.user_id), row.title, row.year);
  for (const row of rows.owner) {
    const paperIds = papersByOwner.get(row.user_id) ?? [];
    if (row.email_normalized) emit(paperIds, emailCoauthorKey(row.email_normalized), row.title, row.year);
    emit(paperIds, nameCoauthorKey(row.name_normalized), row.title, row.year);
  }
  return facts;
}

/** The recent publications of these users, each with every co-author it names. */
const ownedPublications = preparedQuery((db, owners: readonly number[], minYear: number) =>
  selectOwnedPublications(db, owners, minYear),
);
export type OwnedPublicationRow = Awaited<ReturnType<typeof ownedPublications>>[number];

/** ownedPublications' statement, to be read inside another. */
export function selectOwnedPublications(db: Db, owners: readonly number[], minYear: number) {
  return db
    .selectFrom("user_publications")
    .innerJoin("user_publication_coauthors", "user_publication_coauthors.publication_id", "user_publications.id")
    .select([
      "user_publications.user_id",
      "user_publications.title",
      "user_publications.year",
      "user_publication_coauthors.email_normalized",
      "user_publication_coauthors.name_normalized",
    ])
    .where("user_publications.user_id", "in", owners)
    .where("user_publications.year", ">=", minYear);
}

type Via = "email" | "name" | "owner";
const LOOKUP_CHUNK = 400;

/**
 * The recent publications (with each co-author they name) found by the three lookups: naming one
 * of these emails, naming one of these names, or owned by one of these users. One statement (a
 * union of the three index lookups, each round trip counting on PostgreSQL) when every list fits
 * in one chunk, as a page's or a paper's authors do; chunked statements per lookup otherwise.
 */
async function publicationRows(db: Db, minYear: number, values: Record<Via, readonly (string | number)[]>) {
  const lookup = (via: Via, chunk: readonly (string | number)[]) => {
    const base =
      via === "owner"
        ? db
            .selectFrom("user_publications")
            .innerJoin(
              "user_publication_coauthors",
              "user_publication_coauthors.publication_id",
              "user_publications.id",
            )
            .where("user_publications.user_id", "in", chunk as number[])
        : db
            .selectFrom("user_publication_coauthors")
            .innerJoin("user_publications", "user_publications.id", "user_publication_coauthors.publication_id")
            .where(
              `user_publication_coauthors.${via === "email" ? "email_normalized" : "name_normalized"}`,
              "in",
              chunk as string[],
            );
    return base
      .select([
        sql.lit(via).$castTo<Via>().as("via"),
        "user_publications.user_id",
        "user_publications.title",
        "user_publications.year",
        "user_publication_coauthors.email_normalized",
        "user_publication_coauthors.name_normalized",
      ])
      .where("user_publications.year", ">=", minYear);
  };
  const vias = (["email", "name", "owner"] as const).filter((via) => values[via].length > 0);
  let rows: Awaited<ReturnType<ReturnType<typeof lookup>["execute"]>>;
  if (vias.every((via) => values[via].length <= LOOKUP_CHUNK)) {
    const [first, ...rest] = vias.map((via) => lookup(via, values[via]));
    rows = first ? await rest.reduce((query, next) => query.unionAll(next), first).execute() : [];
  } else {
    rows = [];
    for (const via of vias)
      rows.push(...(await inChunks(values[via], (chunk) => lookup(via, chunk).execute(), LOOKUP_CHUNK)));
  }
  // each lookup's rows in the order its own statement reads them
  const out: Record<Via, typeof rows> = { email: [], name: [], owner: [] };
  for (const row of rows) out[row.via].push(row);
  return out;
}
