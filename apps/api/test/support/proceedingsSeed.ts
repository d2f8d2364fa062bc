// The proceedings tests need hundreds or thousands of accepted papers with a final version each;
// going through the API for every one would take minutes, so they are inserted 50 rows at a time.
import { PAPER_STATUS } from "@symposia/domain";
import type { TestApp } from "./testApp.js";
import { MINIMAL_PDF, insertConference, insertTrack } from "./fixtures.js";

/**
 * A conference of `chairId` with `n` accepted papers numbered 1..n, each with a final version of
 * `fileBytes` bytes of its own (a PDF header, then a fill that differs from paper to paper).
 * Returns the conference id.
 */
export async function conferenceWithFinals(t: TestApp, chairId: number, n: number, fileBytes: number): Promise<number> {
  const conf = await insertConference(t.ctx, chairId, {});
  const track = await insertTrack(t.ctx, conf.id, "Main");
  const now = new Date().toISOString();
  const authors = JSON.stringify([{ first_name: "Ada", last_name: "Lovelace", affiliation: "Analytical Society" }]);
  for (let start = 1; start <= n; start += 50) {
    const seqs = Array.from({ length: Math.min(50, n - start + 1) }, (_, i) => start + i);
    const papers = await t.ctx.db
      .insertInto("papers")
      .values(
        seqs.map((seq) => ({
          conf_id: conf.id,
          track_id: track,
          paper_sequence: seq,
          paper_title: `P${seq}`,
          keywords: "k",
          abstract: "a",
          status: PAPER_STATUS.ACCEPTED,
          created_by: chairId,
          decision: null,
          final_decision_remark: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(["id", "paper_sequence"])
      .execute();
    await t.ctx.db
      .insertInto("camera_ready_versions")
      .values(
        papers.map((p) => {
          const data = Buffer.alloc(fileBytes, p.paper_sequence % 251);
          MINIMAL_PDF.copy(data);
          return {
            paper_id: p.id,
            final_title: `Final ${p.paper_sequence}`,
            final_abstract: "A.",
            final_authors: authors,
            file_name: "f.pdf",
            size: data.length,
            data,
            copyright_file_name: null,
            copyright_size: null,
            copyright_data: null,
            uploaded_by: chairId,
            uploaded_at: now,
          };
        }),
      )
      .execute();
  }
  await t.ctx.db.updateTable("conferences").set({ paper_sequence_counter: n }).where("id", "=", conf.id).execute();
  return conf.id;
}
