// A conference in its review period, on top of seedPapers' world: a custom review form (the four
// spec fields and three more, with descriptions and scale labels, as chairs write them), a
// programme committee of 60 on every track, three reviewers per paper and about two reviews in
// three submitted against the form. The read path then carries what it carries during reviewing:
// each paper's reviewer entries with their answers and their form's fields.
import type { Kysely } from "kysely";
import { DEFAULT_REVIEW_FORM } from "@symposia/domain";
import type { Database } from "../apps/api/src/db/schema.js";
import { insertBenchUser, seeded } from "./papersSeed.js";

const COMMITTEE = 60;
const REVIEWERS_PER_PAPER = 3;

/** The form as a chair extends the default one: its four fields and three of the venue's own. */
const FORM_FIELDS = [
  ...DEFAULT_REVIEW_FORM.map((f) => ({
    ...f,
    description: f.description || `How the reviewer judges the submission: ${f.label.toLowerCase()}.`,
  })),
  {
    key: "originality",
    label: "Originality",
    description: "Is the problem or the approach new? Name the closest prior work if you know it.",
    type: "score",
    required: true,
    visibility: "authors",
    scale: [1, 2, 3, 4, 5].map((value) => ({
      value,
      label: ["None", "Little", "Some", "Much", "Ground-breaking"][value - 1]!,
    })),
  },
  {
    key: "reproducibility",
    label: "Reproducibility",
    description: "Could a competent reader repeat the experiments from the paper and its artefacts?",
    type: "score",
    required: false,
    visibility: "pc",
    scale: [1, 2, 3].map((value) => ({ value, label: ["No", "Partly", "Yes"][value - 1]! })),
  },
  {
    key: "summary_for_chairs",
    label: "Summary for the chairs",
    description: "One paragraph the chairs read in the discussion; never shown to the authors.",
    type: "text",
    required: false,
    visibility: "chairs",
    min_words: null,
    max_words: 300,
  },
];

export async function seedReviews(db: Kysely<Database>, confId: number, trackIds: readonly number[]): Promise<void> {
  const random = seeded(7);
  const now = new Date().toISOString();
  const conf = await db
    .selectFrom("conferences")
    .select("created_by")
    .where("id", "=", confId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("review_form_versions")
    .values({
      conf_id: confId,
      version: 1,
      fields: JSON.stringify(FORM_FIELDS),
      created_by: conf.created_by,
      created_at: now,
    })
    .execute();
  const committee: number[] = [];
  for (let i = 0; i < COMMITTEE; i++) {
    const person = {
      email: `pc.${i}.${Date.now()}@bench.test`,
      first_name: "Member",
      last_name: `Committee ${i}`,
      affiliation: `Committee Lab ${i % 15}`,
      country: "France",
    };
    committee.push(await insertBenchUser(db, person, now));
  }
  const memberships = trackIds.flatMap((trackId) =>
    committee.map((userId) => ({
      track_id: trackId,
      user_id: userId,
      status: 1,
      invited_by: null,
      created_at: now,
      responded_at: now,
    })),
  );
  for (let i = 0; i < memberships.length; i += 500)
    await db
      .insertInto("tpc_members")
      .values(memberships.slice(i, i + 500))
      .execute();

  const papers = await db.selectFrom("papers").select("id").where("conf_id", "=", confId).orderBy("id").execute();
  const remarks = "The paper is clearly written; the evaluation would gain from a second data set. ".repeat(4);
  const entries = papers.flatMap(({ id }, p) =>
    Array.from({ length: REVIEWERS_PER_PAPER }, (_, k) => {
      const submitted = random() < 0.67;
      const answers = {
        reviewer_evaluation: Math.floor(random() * 6) - 3,
        reviewer_confidence: 1 + Math.floor(random() * 5),
        reviewer_remarks: remarks,
        reviewer_confidential_remarks: "Borderline; I would not fight for it.",
        originality: 1 + Math.floor(random() * 5),
        reproducibility: 1 + Math.floor(random() * 3),
        summary_for_chairs: "Solid but incremental.",
      };
      return {
        paper_id: id,
        user_id: committee[(p * REVIEWERS_PER_PAPER + k) % COMMITTEE]!,
        assigned_by: conf.created_by,
        assigned_at: now,
        reviewer_evaluation: submitted ? answers.reviewer_evaluation : null,
        reviewer_confidence: submitted ? answers.reviewer_confidence : null,
        reviewer_remarks: submitted ? answers.reviewer_remarks : null,
        reviewer_confidential_remarks: submitted ? answers.reviewer_confidential_remarks : null,
        reviewed_at: submitted ? now : null,
        answers: submitted ? JSON.stringify(answers) : null,
        form_version: submitted ? 1 : null,
      };
    }),
  );
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < entries.length; i += 500) {
      const rows = await trx
        .insertInto("paper_reviewers")
        .values(entries.slice(i, i + 500) as never)
        .returning(["id", "paper_id", "user_id", "reviewed_at", "answers"])
        .execute();
      const versions = rows
        .filter((r) => r.reviewed_at !== null)
        .map((r) => ({
          paper_reviewer_id: r.id,
          paper_id: r.paper_id,
          user_id: r.user_id,
          version: 1,
          form_version: 1,
          answers: r.answers!,
          submitted_at: now,
        }));
      if (versions.length) await trx.insertInto("review_versions").values(versions).execute();
    }
  });
}
