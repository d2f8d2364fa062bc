// The anonymity leak scan: for each reviewing model, a world with distinctive author names, emails and
// affiliations; every GET route of the server's own route table (so a new route is scanned without
// anyone remembering to add it), the CSV export, the history and the mails the reviewer received,
// read as a plain assigned reviewer. Double-blind: no answer and no mail names an author.
// Single-blind and Open: the paper's own answer does (so the scan reads real answers).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../src/db/time.js";
import { normalizeEmail } from "../src/features/accounts/repository.js";
import { createUser } from "./support/factories.js";
import { insertConference, insertPaper, insertTpcMember, insertTrack, insertTrackChair } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A PDF that names its maker in the information dictionary and in an XMP packet. */
function signedPdf(name: string): Buffer {
  const xmp =
    `<x:xmpmeta xmlns:x="adobe:ns:meta/">` +
    `<rdf:RDF><rdf:Description><dc:creator><rdf:Seq><rdf:li>${name}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/Metadata 5 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n" +
      `4 0 obj<</Author (${name})/Creator (ReadermanWord)/Producer (${name}'s PDF printer)>>endobj\n` +
      `5 0 obj<</Type/Metadata/Subtype/XML/Length ${xmp.length}>>stream\n${xmp}\nendstream endobj\n` +
      "trailer<</Root 1 0 R/Info 4 0 R>>\n%%EOF\n",
  );
}

async function world(model: string) {
  const tag = randomBytes(3).toString("hex");
  const chair = await createUser(t.app, t.ctx, { first_name: "Chiara", last_name: "Chairwoman" });
  const reviewer = await createUser(t.app, t.ctx, {
    first_name: "Reinhold",
    last_name: "Readerman",
    affiliation: "Reviewer College",
  });
  const author = await createUser(t.app, t.ctx, {
    first_name: `Zephyrine${tag}`,
    last_name: `Quillfeather${tag}`,
    email: `zephyrine.${tag}@quillfeather-institute.org`,
    affiliation: `Quillfeather Institute ${tag}`,
  });
  const conf = await insertConference(t.ctx, chair.id, { reviewing_model: model });
  const trackId = await insertTrack(t.ctx, conf.id);
  const chairOfTrack = await createUser(t.app, t.ctx);
  await insertTrackChair(t.ctx, trackId, chairOfTrack.id);
  await insertTpcMember(t.ctx, trackId, reviewer.id);
  const paper = await insertPaper(t.ctx, { confId: conf.id, trackId, authorId: author.id, title: `A study ${tag}` });
  const typed = {
    first_name: `Barnabus${tag}`,
    last_name: `Oxtongue${tag}`,
    email: `barnabus.${tag}@oxtongue-lab.org`,
    affiliation: `Oxtongue Laboratory ${tag}`,
  };
  await t.ctx.db
    .insertInto("paper_authors")
    .values({
      paper_id: paper.id,
      user_id: null,
      ...typed,
      email_normalized: normalizeEmail(typed.email),
      country: "Portugal",
      author_order: 2,
      created_at: nowIso(),
    })
    .execute();
  // the chair assigns the reviewer (a mail), the reviewer reviews through the API (history entries)
  expect(
    (
      await call(t.app, "POST", `/paper/reviewer-assign/${paper.id}`, {
        token: chair.token,
        body: { reviewer_id: reviewer.id },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await call(t.app, "POST", `/paper/add-review/${paper.id}`, {
        token: reviewer.token,
        body: { reviewer_evaluation: 1, reviewer_confidence: 3, reviewer_remarks: "Fine." },
      })
    ).status,
  ).toBe(200);
  const traces = [
    author.first_name,
    author.last_name,
    author.email,
    `Quillfeather Institute ${tag}`,
    typed.first_name,
    typed.last_name,
    typed.email,
    typed.affiliation,
  ];
  // a discussion (a mail to the reviewer), a meta-review, an authors' response and a subreviewer
  await t.ctx.db
    .updateTable("conferences")
    .set({
      author_response_start: "2000-01-01 00:00",
      author_response_end: "2999-01-01 00:00",
      use_subviewers: 1,
      are_submissions_anonymour_for_subreviewers: 0,
    })
    .where("id", "=", conf.id)
    .execute();
  expect(
    (
      await call(t.app, "POST", `/paper/comment/${paper.id}`, {
        token: chair.token,
        body: { comment: "Let us discuss this paper." },
      })
    ).status,
  ).toBe(200);
  expect(
    (await call(t.app, "POST", `/paper/lead/${paper.id}`, { token: chair.token, body: { reviewer_id: reviewer.id } }))
      .status,
  ).toBe(200);
  expect(
    (
      await call(t.app, "POST", `/paper/meta-review/${paper.id}`, {
        token: reviewer.token,
        body: { meta_review: "Fine paper.", recommendation: "Accept" },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await call(t.app, "POST", `/paper/response/${paper.id}`, {
        token: author.token,
        body: { response: "We thank the reviewer." },
      })
    ).status,
  ).toBe(200);
  const subreviewer = await createUser(t.app, t.ctx, { first_name: "Sigrid", last_name: "Subreader" });
  const asked = await call(t.app, "POST", `/paper/subreviewer/${paper.id}`, {
    token: reviewer.token,
    body: { email: subreviewer.email, name: "Sigrid Subreader" },
  });
  expect(asked.status).toBe(200);
  const subreviewId = asked.body.result.id as number;
  expect(
    (
      await call(t.app, "POST", `/paper/subreview/${subreviewId}`, {
        token: subreviewer.token,
        body: { reviewer_evaluation: 1, reviewer_confidence: 3, reviewer_remarks: "Sub." },
      })
    ).status,
  ).toBe(200);
  // the reviewer attaches a PDF whose name and metadata say who they are
  await t.ctx.db.updateTable("conferences").set({ review_can_have_attachments: 1 }).where("id", "=", conf.id).execute();
  const mp = multipartBody({}, [
    {
      name: "attachment",
      fileName: "Reinhold-Readerman-review-of-the-study.pdf",
      data: signedPdf("Reinhold Readerman"),
    },
  ]);
  const attached = await call(t.app, "POST", `/paper/review-attachment/${paper.id}`, {
    token: reviewer.token,
    body: mp.payload,
    headers: mp.headers,
  });
  expect(attached.status).toBe(200);
  const reviewerTraces = ["Reinhold", "Readerman", reviewer.email, "Reviewer College", "ReadermanWord"];
  const attachmentId = attached.body.result.id as number;
  return {
    confId: conf.id,
    trackId,
    paperId: paper.id,
    author,
    reviewer,
    subreviewer,
    subreviewId,
    traces,
    attachmentId,
    reviewerTraces,
  };
}

type World = Awaited<ReturnType<typeof world>>;

/** Every GET route of the table, with its parameters filled from the world (and the list's variants). */
function requests(w: World): string[] {
  const out: string[] = [];
  for (const route of t.routes.filter((r) => r.method === "GET")) {
    const url = route.url.replace(/^\/api/, "");
    const fill = (id: string) =>
      url
        .replace(":paperId", String(w.paperId))
        .replace(":confId", String(w.confId))
        .replace(":trackId", String(w.trackId))
        .replace(":userId", String(w.author.id))
        .replace(":jobId", "1")
        .replace(":subreviewId", String(w.subreviewId))
        .replace(":id", id);
    if (url === "/paper/all/:id/:type") {
      out.push(`/paper/all/${w.confId}/0`, `/paper/all/${w.trackId}/1`, `/paper/all/${w.confId}/0?created_by=true`);
      continue;
    }
    const id = /^\/(track\/:id|track\/paper)/.test(url)
      ? String(w.trackId)
      : /^\/users/.test(url)
        ? String(w.author.id)
        : String(w.confId);
    const path = fill(id).replace(":type", "0");
    out.push(url.startsWith("/paper/report-csv") ? `${path}?status=1000` : path);
  }
  return out;
}

async function scan(w: World, who: "reviewer" | "subreviewer" | "author" = "reviewer") {
  const person = w[who];
  const answers: { path: string; status: number; text: string }[] = [];
  for (const route of requests(w)) {
    // the review attachment is asked for by its own id; the name it is downloaded under is scanned too
    const path = route.startsWith("/paper/review-attachment/") ? `/paper/review-attachment/${w.attachmentId}` : route;
    const res = await call(t.app, "GET", path, { token: person.token });
    answers.push({
      path,
      status: res.status,
      text: `${String(res.raw.headers["content-disposition"] ?? "")}\n${res.raw.body}`,
    });
  }
  const mails = await t.ctx.db
    .selectFrom("mail_outbox")
    .select(["subject", "body_text"])
    .where("to_address", "=", person.email)
    .execute();
  for (const mail of mails) answers.push({ path: "mail", status: 0, text: `${mail.subject}\n${mail.body_text}` });
  return answers;
}

describe("the anonymity leak scan walks the route table", () => {
  it("covers every GET route the server registered", () => {
    const gets = t.routes.filter((r) => r.method === "GET").length;
    expect(gets).toBeGreaterThan(20);
  });

  it("Double-blind: no answer and no mail to a plain reviewer names an author, their email or affiliation", async () => {
    const w = await world("Double-blind");
    const answers = await scan(w);
    // the scan reads real answers: the reviewer may read the paper and got the assignment mail
    expect(answers.find((a) => a.path === `/paper/${w.paperId}`)?.status).toBe(200);
    expect(answers.some((a) => a.path === "mail")).toBe(true);
    for (const answer of answers) {
      for (const trace of w.traces)
        expect(answer.text.toLowerCase(), `${answer.path} leaks "${trace}"`).not.toContain(trace.toLowerCase());
    }
  });

  it("Double-blind: the discussion, meta-review, response and subreview calls and mails name no author, to the reviewer or the subreviewer", async () => {
    const w = await world("Double-blind");
    const answers = await scan(w);
    for (const path of [
      `/paper/comments/${w.paperId}`,
      `/paper/meta-review/${w.paperId}`,
      `/paper/response/${w.paperId}`,
      `/paper/subreviews/${w.paperId}`,
      `/paper/subreview/${w.subreviewId}`,
    ]) {
      expect(answers.find((a) => a.path === path)?.status, path).toBe(200);
    }
    const asSubreviewer = await scan(w, "subreviewer");
    expect(asSubreviewer.find((a) => a.path === `/paper/subreview/${w.subreviewId}`)?.status).toBe(200);
    expect(asSubreviewer.some((a) => a.path === "mail")).toBe(true);
    for (const answer of [...answers, ...asSubreviewer]) {
      for (const trace of w.traces)
        expect(answer.text.toLowerCase(), `${answer.path} leaks "${trace}"`).not.toContain(trace.toLowerCase());
    }
  });

  for (const model of ["Double-blind", "Single-blind"]) {
    it(`${model}: no answer and no mail to an author names the reviewer, not even the attachment's file name or PDF metadata`, async () => {
      const w = await world(model);
      const answers = await scan(w, "author");
      const attachment = answers.find((a) => a.path === `/paper/review-attachment/${w.attachmentId}`)!;
      // the scan reads the real file: the authors may read the review during the response window
      expect(attachment.status).toBe(200);
      expect(attachment.text).toContain("%PDF-1.4");
      expect(attachment.text).toMatch(/filename="review-\d+-1\.pdf"/);
      expect(answers.find((a) => a.path === `/paper/${w.paperId}`)?.status).toBe(200);
      // the programme committee is listed by name on purpose (authors declare conflicts with its
      // members): a member's name there says nothing about who reviewed the paper
      const scanned = answers.filter((a) => !a.path.startsWith("/conference/pc-members/"));
      for (const answer of scanned) {
        for (const trace of w.reviewerTraces)
          expect(answer.text.toLowerCase(), `${answer.path} leaks "${trace}"`).not.toContain(trace.toLowerCase());
      }
      // the reviewer still gets their own file as they uploaded it
      const own = await call(t.app, "GET", `/paper/review-attachment/${w.attachmentId}`, { token: w.reviewer.token });
      expect(own.raw.body).toContain("/Author (Reinhold Readerman)");
    });
  }

  for (const model of ["Single-blind", "Open"]) {
    it(`${model}: the reviewer sees the authors`, async () => {
      const w = await world(model);
      const answers = await scan(w);
      const paper = answers.find((a) => a.path === `/paper/${w.paperId}`)!;
      expect(paper.status).toBe(200);
      for (const trace of [w.author.email, w.traces[4]!, w.traces[6]!]) expect(paper.text).toContain(trace);
    });
  }
});
