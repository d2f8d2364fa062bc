// Generated data for the papers benchmark: one conference, 20 tracks, 10,000 papers with a small
// file each and 30,000 author rows, inserted in bulk (the benchmark measures reading and
// submitting, not seeding).
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../apps/api/src/db/schema.js";
import { hashToken, newToken } from "../apps/api/src/http/auth.js";

export const SEARCH_TERM = "learning";

const WORDS = (
  "adaptive robust scalable distributed neural graph quantum secure efficient parallel optimal sparse dynamic " +
  "federated causal formal verified incremental approximate probabilistic streaming elastic private fair " +
  "networks systems models algorithms compilers databases protocols kernels caches sensors agents languages " +
  "inference retrieval scheduling clustering routing indexing sampling encryption consensus synthesis testing " +
  "for of in with towards beyond under via across using"
).split(" ");
const FIRST =
  "Ada Alan Grace Edsger Barbara Donald Frances John Margaret Tim Radia Leslie Shafi Sophie Ken Dennis Niklaus Tony Robin Judea".split(
    " ",
  );
const LAST = (
  "Lovelace Turing Hopper Dijkstra Liskov Knuth Allen McCarthy Hamilton Berners-Lee " +
  "Perlman Lamport Goldwasser Wilson Thompson Ritchie Wirth Hoare Milner Pearl"
).split(" ");

/** A deterministic pseudo-random source, so every run seeds the same data. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SMALL_PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

export interface SeededWorld {
  confId: number;
  trackIds: number[];
  chairToken: string;
  authorTokens: string[];
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** A confirmed user account of the benchmark (no password: the benchmark signs in with sessions). */
export async function insertBenchUser(
  db: Kysely<Database>,
  person: { email: string; first_name: string; last_name: string; affiliation: string; country?: string },
  now: string,
): Promise<number> {
  const user = await db
    .insertInto("users")
    .values({
      ...person,
      email_normalized: person.email,
      country: person.country ?? "Germany",
      password_hash: null,
      role: "USER",
      status: 1,
      deleted_at: null,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return user.id;
}

async function userWithSession(
  db: Kysely<Database>,
  label: string,
  now: string,
  expires: string,
): Promise<{ id: number; token: string }> {
  const email = `${label}.${randomBytes(4).toString("hex")}@bench.test`;
  const id = await insertBenchUser(db, { email, first_name: label, last_name: "Bench", affiliation: "Bench Lab" }, now);
  return { id, token: await signedInAs(db, id, now, expires) };
}

/** A session for the user, as a login stores it; the token a browser or client would send. */
export async function signedInAs(db: Kysely<Database>, userId: number, now: string, expires: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto("sessions")
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: expires })
    .execute();
  return token;
}

export async function seedPapers(
  db: Kysely<Database>,
  paperCount: number,
  authorsPerPaper = 3,
  trackCount = 20,
): Promise<SeededWorld> {
  const random = seeded(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 24 * 3600_000).toISOString();

  const chair = await userWithSession(db, "Chair", now, expires);
  const authors: { id: number; token: string }[] = [];
  for (let i = 0; i < 20; i++) authors.push(await userWithSession(db, `Author${i}`, now, expires));

  const deadline = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
  const conf = await db
    .insertInto("conferences")
    .values({
      conference_status: 1,
      created_by: chair.id,
      created_at: now,
      updated_at: now,
      paper_sequence_counter: paperCount,
      event_name: "Benchmark Conference",
      acronym_title: "BENCH",
      event_web_page: "https://bench.example.org",
      start_date: "2030-06-10",
      end_date: "2030-06-12",
      your_role: "Chair",
      estimated_no_of_submissions: paperCount,
      primary_area_id: 7,
      secondary_area_id: 21,
      area_notes: "",
      venue: "Hall",
      city: "Lisbon",
      state: "Lisboa",
      country: "Portugal",
      timezone: "UTC",
      contact_email: "chairs@bench.example.org",
      event_org_phone: "+1",
      event_organizer: "Bench",
      event_org_web_page: "https://bench.example.org",
      timezone_for_deadline: "UTC",
      timezone_for_session: "UTC",
      last_submission_date: deadline,
      disable_multiple_authors: 0,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("conference_permissions")
    .values({ conf_id: conf.id, user_id: chair.id, permission: "SUPERCHAIR", created_at: now })
    .execute();

  const trackIds: number[] = [];
  for (let i = 1; i <= trackCount; i++) {
    const t = await db
      .insertInto("tracks")
      .values({
        conf_id: conf.id,
        track_name: `Track ${String(i).padStart(2, "0")}`,
        track_short_name: `T${i}`,
        track_description: "",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    trackIds.push(t.id);
  }

  const abstract = "We study the problem in depth and report results. ".repeat(12);
  const papers = Array.from({ length: paperCount }, (_, i) => {
    const words = Array.from({ length: 6 }, () => pick(WORDS));
    if (random() < 0.15) words[2] = SEARCH_TERM; // about 1,500 papers match the search
    const title = words.join(" ");
    return {
      conf_id: conf.id,
      track_id: trackIds[i % trackCount]!,
      paper_sequence: i + 1,
      paper_title: title.charAt(0).toUpperCase() + title.slice(1),
      keywords: `${pick(WORDS)}, ${pick(WORDS)}, ${pick(WORDS)}`,
      abstract,
      status: 0,
      created_by: authors[i % authors.length]!.id,
      created_at: now,
      updated_at: now,
    };
  });
  await db.transaction().execute(async (trx) => {
    await insertChunks(papers, 500, (chunk) => trx.insertInto("papers").values(chunk).execute());
    const ids = (
      await trx.selectFrom("papers").select("id").where("conf_id", "=", conf.id).orderBy("id").execute()
    ).map((r) => r.id);
    const authorRows = ids.flatMap((paperId, i) =>
      Array.from({ length: authorsPerPaper }, (_, k) => {
        const first = pick(FIRST);
        const last = pick(LAST);
        const email = `${first}.${last}.${i}.${k}@authors.bench`.toLowerCase();
        return {
          paper_id: paperId,
          user_id: k === 0 ? authors[i % authors.length]!.id : null,
          first_name: first,
          last_name: last,
          email,
          email_normalized: email,
          country: "Germany",
          affiliation: "Bench Lab",
          author_order: k + 1,
          created_at: now,
        };
      }),
    );
    await insertChunks(authorRows, 500, (chunk) => trx.insertInto("paper_authors").values(chunk).execute());
    const files = ids.map((paperId) => ({
      paper_id: paperId,
      file_name: "paper.pdf",
      mime_type: "application/pdf",
      size: SMALL_PDF.length,
      data: SMALL_PDF,
      uploaded_at: now,
    }));
    await insertChunks(files, 500, (chunk) => trx.insertInto("paper_files").values(chunk).execute());
  });
  return { confId: conf.id, trackIds, chairToken: chair.token, authorTokens: authors.map((a) => a.token) };
}
