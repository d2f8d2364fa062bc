import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, listedBy } from "./support/factories.js";
import {
  MINIMAL_PDF,
  insertConference,
  insertPaper,
  insertReviewerAssignment,
  insertTrack,
} from "./support/fixtures.js";
import { SmtpPeer } from "../../../test-support/index.js";
import {
  DOC_FILE,
  auditActions,
  buildWorld,
  setConference,
  statusHistory,
  utcLocal,
  type PaperWorld,
} from "./papers.world.js";

/** A co-author typed by hand with the address of an existing (verified) account: linked at once, awaiting confirmation. */

let t: TestApp;
let w: PaperWorld;
const smtp = new SmtpPeer();

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
  w = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const paperOf = (
  authorId: number,
  opts: { status?: number; trackId?: number; withFile?: boolean; confId?: number } = {},
) =>
  insertPaper(t.ctx, {
    confId: opts.confId ?? w.confId,
    trackId: opts.trackId ?? w.trackA,
    authorId,
    status: opts.status,
    withFile: opts.withFile,
  });

const statusAction = (token: string, paperId: number, body: Record<string, unknown>) =>
  call(t.app, "POST", `/paper/status-action/${paperId}`, { token, body });

describe("GET /paper/{paperId} and GET /paper/file/{paperId}", () => {
  it("answers the file in base64 and streams it as <paper_sequence>.<ext>", async () => {
    const paper = await paperOf(w.author.id);
    const res = await call(t.app, "GET", `/paper/${paper.id}`, { token: w.author.token });
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.result.paper_file_data, "base64").equals(MINIMAL_PDF)).toBe(true);
    expect(res.body.result).toMatchObject({
      paper_file_mime_type: "application/pdf",
      paper_file_path: "paper.pdf",
      paper_file_url: `/api/paper/file/${paper.id}`,
      decision: "No Decision",
      final_decision_remark: "",
    });

    const file = await call(t.app, "GET", `/paper/file/${paper.id}`, { token: w.author.token });
    expect(file.status).toBe(200);
    expect(file.raw.headers["content-type"]).toBe("application/pdf");
    expect(file.raw.headers["content-disposition"]).toContain(`filename="${paper.paper_sequence}.pdf"`);
    expect(file.raw.rawPayload.equals(MINIMAL_PDF)).toBe(true);
  });

  it("names a Word file by its type", async () => {
    const paper = await paperOf(w.author.id);
    await t.ctx.db
      .updateTable("paper_files")
      .set({ data: DOC_FILE, mime_type: "application/msword", file_name: "draft.doc" })
      .where("paper_id", "=", paper.id)
      .execute();
    const file = await call(t.app, "GET", `/paper/file/${paper.id}`, { token: w.chair.token });
    expect(file.raw.headers["content-type"]).toBe("application/msword");
    expect(file.raw.headers["content-disposition"]).toContain(`filename="${paper.paper_sequence}.doc"`);
  });

  it("lets authors, chairs, admins, OC, the track's chair and assigned reviewers read; everyone else gets 404", async () => {
    const paper = await paperOf(w.author.id);
    const reviewer = await createUser(t.app, t.ctx);
    await insertReviewerAssignment(t.ctx, paper.id, reviewer.id);
    for (const user of [w.author, w.chair, w.admin, w.oc, w.trackChairA, reviewer]) {
      expect((await call(t.app, "GET", `/paper/${paper.id}`, { token: user.token })).status, user.email).toBe(200);
      expect((await call(t.app, "GET", `/paper/file/${paper.id}`, { token: user.token })).status, user.email).toBe(200);
    }
    const inB = await paperOf(w.author.id, { trackId: w.trackB });
    for (const [user, paperId] of [
      [w.stranger, paper.id],
      [w.trackChairA, inB.id],
      [w.coauthor, paper.id],
    ] as const) {
      const detail = await call(t.app, "GET", `/paper/${paperId}`, { token: user.token });
      const file = await call(t.app, "GET", `/paper/file/${paperId}`, { token: user.token });
      expect([detail.status, file.status], user.email).toEqual([404, 404]);
      expect(JSON.stringify(detail.body)).not.toContain("paper_file_data");
    }
    // a TPC member of the track who is not assigned reads the file while they may bid on the paper
    // (to bid on the paper itself), never the paper's detail; with bidding off, not the file either
    const asMember = async () => [
      (await call(t.app, "GET", `/paper/${paper.id}`, { token: w.tpc.token })).status,
      (await call(t.app, "GET", `/paper/file/${paper.id}`, { token: w.tpc.token })).status,
    ];
    await t.ctx.db.updateTable("conferences").set({ is_paper_binding_enabled: 1 }).where("id", "=", w.confId).execute();
    expect(await asMember()).toEqual([404, 200]);
    await t.ctx.db.updateTable("conferences").set({ is_paper_binding_enabled: 0 }).where("id", "=", w.confId).execute();
    expect(await asMember()).toEqual([404, 404]);
    await t.ctx.db.updateTable("conferences").set({ is_paper_binding_enabled: 1 }).where("id", "=", w.confId).execute();
    expect((await call(t.app, "GET", "/paper/999999", { token: w.admin.token })).status).toBe(404);
    expect((await call(t.app, "GET", `/paper/${paper.id}`)).status).toBe(401);
  });

  it("answers a paper without a file with null data and a 404 download", async () => {
    const paper = await paperOf(w.author.id, { withFile: false });
    const res = await call(t.app, "GET", `/paper/${paper.id}`, { token: w.author.token });
    expect(res.body.result).toMatchObject({ paper_file_data: null, has_file: false, paper_file_url: null });
    expect((await call(t.app, "GET", `/paper/file/${paper.id}`, { token: w.author.token })).status).toBe(404);
  });

  it("applies the review visibility rules to paper_reviewer_data", async () => {
    const paper = await paperOf(w.author.id);
    const [r1, r2] = await Promise.all([
      createUser(t.app, t.ctx, { first_name: "Rosa" }),
      createUser(t.app, t.ctx, { first_name: "Rolf" }),
    ]);
    for (const r of [r1, r2]) {
      const id = await insertReviewerAssignment(t.ctx, paper.id, r.id);
      await t.ctx.db
        .updateTable("paper_reviewers")
        .set({
          reviewer_evaluation: 1,
          reviewer_confidence: 3,
          reviewer_remarks: `remarks of ${r.first_name}`,
          reviewer_confidential_remarks: `confidential of ${r.first_name}`,
          reviewed_at: new Date().toISOString(),
        })
        .where("id", "=", id)
        .execute();
    }
    const detail = (token: string) =>
      call(t.app, "GET", `/paper/${paper.id}`, { token }).then((res) => res.body.result.paper_reviewer_data as any[]);

    const asChair = await detail(w.chair.token);
    expect(asChair.map((r) => [r.first_name, r.reviewer_confidential_remarks])).toEqual([
      ["Rosa", "confidential of Rosa"],
      ["Rolf", "confidential of Rolf"],
    ]);

    const asRosa = await detail(r1.token);
    expect(asRosa[0]).toMatchObject({ first_name: "Rosa", reviewer_confidential_remarks: "confidential of Rosa" });
    // Rosa has submitted her review, so (access_to_reviews_by_ordinary_pc_members = 1) she reads Rolf's, confidential remarks included
    expect(asRosa[1]).toMatchObject({
      first_name: "Rolf",
      reviewer_confidential_remarks: "confidential of Rolf",
      reviewer_remarks: "remarks of Rolf",
    });

    await setConference(t, w.confId, { are_reviewier_names_visible_to_pc: 0 });
    try {
      const hidden = await detail(r1.token);
      expect(hidden[0]).toMatchObject({ first_name: "Rosa" });
      expect(hidden[1]).toMatchObject({
        first_name: null,
        last_name: null,
        email: null,
        user_id: null,
        reviewer_remarks: "remarks of Rolf",
      });
    } finally {
      await setConference(t, w.confId, { are_reviewier_names_visible_to_pc: 1 });
    }

    // authors: no identities, no confidential remarks; the scores only once the paper is decided
    const asAuthor = JSON.stringify(
      await call(t.app, "GET", `/paper/${paper.id}`, { token: w.author.token }).then((r) => r.body),
    );
    for (const secret of ["Rosa", "Rolf", r1.email, "confidential of", "remarks of"])
      expect(asAuthor).not.toContain(secret);
    await t.ctx.db.updateTable("papers").set({ status: 35, decision: "Accept" }).where("id", "=", paper.id).execute();
    const decided = await call(t.app, "GET", `/paper/${paper.id}`, { token: w.author.token });
    const text = JSON.stringify(decided.body);
    expect(text).toContain("remarks of Rosa");
    for (const secret of ['"Rosa"', r1.email, "confidential of"]) expect(text).not.toContain(secret);
  });
});

describe("POST /paper/status-action/{paperId}: withdraw", () => {
  it("lets an author withdraw a submitted paper before the deadline, recording who, when and why", async () => {
    const paper = await paperOf(w.author.id);
    const res = await statusAction(w.author.token, paper.id, { status: 25, reason: "Found a flaw." });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The paper has been withdrawn.");
    const row = await t.ctx.db
      .selectFrom("papers")
      .select("status")
      .where("id", "=", paper.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(25);
    const [history] = await statusHistory(t, paper.id);
    expect(history).toMatchObject({ from_status: 0, to_status: 25, reason: "Found a flaw.", changed_by: w.author.id });
    expect(Date.now() - Date.parse(history!.created_at)).toBeLessThan(60_000);
    expect((await auditActions(t, paper.id)).map((a) => a.action)).toContain("paper.withdraw");
  });

  it("refuses after the deadline, at any status but 0, without a reason, and to non-authors", async () => {
    const conf = await insertConference(t.ctx, w.chair.id, { last_submission_date: utcLocal(-60_000) });
    const late = await paperOf(w.author.id, { confId: conf.id, trackId: await insertTrack(t.ctx, conf.id) });
    const lateRes = await statusAction(w.author.token, late.id, { status: 25, reason: "Too late?" });
    expect(lateRes.status).toBe(409);
    expect(lateRes.body.message).toBe("The submission deadline has passed.");
    for (const status of [18, 20, 25, 30, 35]) {
      const paper = await paperOf(w.author.id, { status });
      expect(
        (await statusAction(w.author.token, paper.id, { status: 25, reason: "Please" })).status,
        `status ${status}`,
      ).toBe(409);
    }
    const paper = await paperOf(w.author.id);
    const noReason = await statusAction(w.author.token, paper.id, { status: 25, reason: "  " });
    expect(noReason.status).toBe(422);
    expect(noReason.body.result.reason).toBeDefined();
    expect((await statusAction(w.author.token, paper.id, { status: 35, reason: "Accept me" })).status).toBe(422);
    expect((await statusAction(w.chair.token, paper.id, { status: 25, reason: "On their behalf" })).status).toBe(403);
    expect((await statusAction(w.stranger.token, paper.id, { status: 25, reason: "Mischief" })).status).toBe(404);
    expect(
      (await t.ctx.db.selectFrom("papers").select("status").where("id", "=", paper.id).executeTakeFirstOrThrow())
        .status,
    ).toBe(0);
  });
});

describe("POST /paper/status-action/{paperId}: block", () => {
  it("lets SUPERCHAIR, ADMIN and OC members block with a reason, recorded", async () => {
    for (const user of [w.chair, w.admin, w.oc]) {
      const paper = await paperOf(w.author.id);
      const res = await statusAction(user.token, paper.id, { status: 30, reason: "Plagiarism" });
      expect(res.status, user.email).toBe(200);
      expect(res.body.message).toBe("The paper has been blocked.");
      const [history] = await statusHistory(t, paper.id);
      expect(history).toMatchObject({ from_status: 0, to_status: 30, reason: "Plagiarism", changed_by: user.id });
    }
  });

  it("can block a decided paper but not a blocked or withdrawn one", async () => {
    const decided = await paperOf(w.author.id, { status: 35 });
    expect((await statusAction(w.chair.token, decided.id, { status: 30, reason: "Misconduct" })).status).toBe(200);
    for (const status of [25, 30]) {
      const paper = await paperOf(w.author.id, { status });
      expect((await statusAction(w.chair.token, paper.id, { status: 30, reason: "Again" })).status).toBe(409);
    }
  });

  it("refuses track chairs and authors (403) and strangers (404)", async () => {
    const paper = await paperOf(w.author.id);
    expect((await statusAction(w.trackChairA.token, paper.id, { status: 30, reason: "x" })).status).toBe(403);
    expect((await statusAction(w.author.token, paper.id, { status: 30, reason: "x" })).status).toBe(403);
    expect((await statusAction(w.stranger.token, paper.id, { status: 30, reason: "x" })).status).toBe(404);
    expect((await statusAction(w.chair.token, paper.id, { status: 30 })).status).toBe(422);
  });
});

describe("POST /paper/author-mail/{paperId}", () => {
  it("sends one mail per author from the typed local part at MAIL_DOMAIN, through the SMTP peer", async () => {
    const paper = await paperOf(w.author.id);
    await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: listedBy(w.coauthor.email),
    });
    const res = await call(t.app, "POST", `/paper/author-mail/${paper.id}`, {
      token: w.oc.token,
      body: {
        sender_email: "program-chairs@evil.example",
        subject: "About your paper",
        message: "Please shorten section 3.",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ sent: 2, sender_email: "program-chairs@symposia.test" });
    await t.deliverMail();
    for (const to of [w.author.email, w.coauthor.email]) {
      const mails = smtp.mailsTo(to).filter((m) => m.subject === "About your paper");
      expect(mails, to).toHaveLength(1);
      expect(mails[0]!.from).toBe("program-chairs@symposia.test");
      expect(mails[0]!.text).toContain("Please shorten section 3.");
    }
    expect((await auditActions(t, paper.id)).map((a) => a.action)).toContain("paper.author_mail");
  });

  it("requires sender, subject and message, and refuses everyone but SUPERCHAIR, ADMIN and OC", async () => {
    const paper = await paperOf(w.author.id);
    const empty = await call(t.app, "POST", `/paper/author-mail/${paper.id}`, { token: w.chair.token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.result).sort()).toEqual(["message", "sender_email", "subject"]);
    const badSender = await call(t.app, "POST", `/paper/author-mail/${paper.id}`, {
      token: w.chair.token,
      body: { sender_email: "no spaces allowed", subject: "s", message: "m" },
    });
    expect(badSender.status).toBe(422);
    const body = { sender_email: "chairs", subject: "Hi", message: "Hello" };
    expect((await call(t.app, "POST", `/paper/author-mail/${paper.id}`, { token: w.admin.token, body })).status).toBe(
      200,
    );
    expect(
      (await call(t.app, "POST", `/paper/author-mail/${paper.id}`, { token: w.trackChairA.token, body })).status,
    ).toBe(403);
    expect((await call(t.app, "POST", `/paper/author-mail/${paper.id}`, { token: w.author.token, body })).status).toBe(
      403,
    );
    expect(
      (await call(t.app, "POST", `/paper/author-mail/${paper.id}`, { token: w.stranger.token, body })).status,
    ).toBe(404);
  });
});

describe("forged ids across conferences", () => {
  it("gives a chair of one conference no handle on another conference's papers", async () => {
    const foreign = await insertPaper(t.ctx, { confId: w.otherConfId, trackId: w.otherTrack, authorId: w.coauthor.id });
    for (const [method, path, body] of [
      ["GET", `/paper/${foreign.id}`, undefined],
      ["GET", `/paper/file/${foreign.id}`, undefined],
      ["POST", `/paper/status-action/${foreign.id}`, { status: 30, reason: "Not mine" }],
      ["POST", `/paper/author-mail/${foreign.id}`, { sender_email: "chairs", subject: "s", message: "m" }],
    ] as const) {
      const res = await call(t.app, method, path, { token: w.chair.token, body });
      expect(res.status, path).toBe(404);
    }
    expect((await call(t.app, "GET", `/paper/all/${w.otherConfId}/0`, { token: w.chair.token })).status).toBe(403);
    expect((await call(t.app, "GET", `/paper/all/${w.otherTrack}/1`, { token: w.chair.token })).status).toBe(403);
  });
});
