// The co-authorship facts of some papers (policy/coauthorConflicts.ts): recent publications, from
// anyone's list, that name one of a paper's authors; and the recent publications of the authors
// who have an account, with the co-authors they name. Both are index lookups (co-authors by
// normalised email and name, publications by owner).
import { fullNameKey } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import { inChunks } from "../db/chunks.js";
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

export async function loadCoauthorships(
  db: Db,
  papers: readonly { id: number; conf_id: number; created_by: number }[],
): Promise<CoauthorshipFact[]> {
  if (papers.length === 0) return [];
  const currentYear = new Date(nowIso()).getUTCFullYear();
  const confs = await db
    .selectFrom("conferences")
    .select(["id", "conflict_coauthor_years"])
    .where("id", "in", [...new Set(papers.map((p) => p.conf_id))])
    .execute();
  const cutoffOfConf = new Map(confs.map((c) => [c.id, coauthorCutoffYear(currentYear, c.conflict_coauthor_years)]));
  const cutoff = new Map(papers.map((p) => [p.id, cutoffOfConf.get(p.conf_id) ?? currentYear + 1]));
  const live = papers.filter((p) => cutoff.get(p.id)! <= currentYear);
  if (live.length === 0) return [];
  const minYear = Math.min(...live.map((p) => cutoff.get(p.id)!));
  const authors = await inChunks(
    live.map((p) => p.id),
    (ids) =>
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
  for (const a of authors) {
    put(papersByEmail, a.email_normalized, a.paper_id);
    const name = fullNameKey(a.first_name, a.last_name);
    if (name) put(papersByName, name, a.paper_id);
    if (a.user_id !== null) put(papersByOwner, a.user_id, a.paper_id);
  }
  for (const p of live) put(papersByOwner, p.created_by, p.id);
  const facts: CoauthorshipFact[] = [];
  const emit = (paperIds: Iterable<number>, key: string, title: string, year: number | null) => {
    if (year === null) return;
    for (const paperId of paperIds)
      if (year >= cutoff.get(paperId)! && year <= currentYear) facts.push({ paper_id: paperId, key, title, year });
  };
  // someone's publication names an author: its owner is tied to the author's papers
  const naming = async (column: "email_normalized" | "name_normalized", values: string[]) =>
    inChunks(
      values,
      (chunk) =>
        db
          .selectFrom("user_publication_coauthors")
          .innerJoin("user_publications", "user_publications.id", "user_publication_coauthors.publication_id")
          .select([
            "user_publications.user_id",
            "user_publications.title",
            "user_publications.year",
            "user_publication_coauthors.email_normalized",
            "user_publication_coauthors.name_normalized",
          ])
          .where(`user_publication_coauthors.${column}`, "in", chunk)
          .where("user_publications.year", ">=", minYear)
          .execute(),
      400,
    );
  for (const row of await naming("email_normalized", [...papersByEmail.keys()]))
    emit(papersByEmail.get(row.email_normalized ?? "") ?? [], userCoauthorKey(row.user_id), row.title, row.year);
  for (const row of await naming("name_normalized", [...papersByName.keys()]))
    emit(papersByName.get(row.name_normalized) ?? [], userCoauthorKey(row.user_id), row.title, row.year);
  // an author's own publication names someone: that someone is tied to the author's papers
  const owned = await inChunks(
    [...papersByOwner.keys()],
    (ids) =>
      db
        .selectFrom("user_publications")
        .innerJoin("user_publication_coauthors", "user_publication_coauthors.publication_id", "user_publications.id")
        .select([
          "user_publications.user_id",
          "user_publications.title",
          "user_publications.year",
          "user_publication_coauthors.email_normalized",
          "user_publication_coauthors.name_normalized",
        ])
        .where("user_publications.user_id", "in", ids)
        .where("user_publications.year", ">=", minYear)
        .execute(),
    400,
  );
  for (const row of owned) {
    const paperIds = papersByOwner.get(row.user_id) ?? [];
    if (row.email_normalized) emit(paperIds, emailCoauthorKey(row.email_normalized), row.title, row.year);
    emit(paperIds, nameCoauthorKey(row.name_normalized), row.title, row.year);
  }
  return facts;
}
