// the submission window: the three natures, abstract registration with its deadline,
// the abstract switch, automatic vs manual opening, the Missing paper filter and its mail, the
// defaults of a new conference, and the flags the pages show, all judged in the deadline timezone.
import { describe, expect, it } from "vitest";
import { CONFERENCE_SETTINGS } from "@symposia/domain";
import { call } from "./support/testApp.js";
import { conferencePayload, insertConference, insertTrack, MINIMAL_PDF } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { HOUR, buildWorld, paperFields, setConference, submitPaper, updatePaper } from "./papers.world.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";
import { wallClockIn } from "./support/clock.js";

const t = useTestApp();
const w = useWorld(t, buildWorld);

/** A fresh Approved conference with a track; `values` are its settings. */
async function conference(values: Record<string, unknown>) {
  const conf = await insertConference(t.ctx, w.chair.id, {
    disable_abstract_submission_form: 0,
    disable_multiple_authors: 0,
    ...values,
  });
  const track = await insertTrack(t.ctx, conf.id);
  return {
    confId: conf.id,
    track,
    fields: (o: Record<string, string | number> = {}) => paperFields(w, { conf_id: conf.id, track_id: track, ...o }),
  };
}

const shortInfo = async (confId: number) => (await call(t.app, "GET", `/site/conf/short/${confId}`)).body.result[0];

function updateConference(confId: number, values: Record<string, string | number>) {
  const base = conferencePayload() as Record<string, string | number>;
  const fields: Record<string, string | number> = { timezone_for_deadline: "UTC", timezone_for_session: "UTC" };
  for (const s of CONFERENCE_SETTINGS.filter((x) => x.required)) fields[s.key] = fields[s.key] ?? base[s.key]!;
  const mp = multipartBody({ ...fields, ...values }, []);
  return call(t.app, "POST", `/conference/update/${confId}`, {
    token: w.chair.token,
    body: mp.payload,
    headers: mp.headers,
  });
}

describe("nature_of_submission", () => {
  it("Full paper: the file is required", async () => {
    const c = await conference({ nature_of_submission: "Full paper" });
    const res = await submitPaper(t, w.author.token, c.fields(), null);
    expect(res.status).toBe(422);
    expect(res.body.result.paper_file).toEqual(["The paper file is required."]);
    expect((await submitPaper(t, w.author.token, c.fields())).status).toBe(200);
  });

  it("Abstract only: no file, and a file is refused; the short info says so", async () => {
    const c = await conference({ nature_of_submission: "Abstract only" });
    const withFile = await submitPaper(t, w.author.token, c.fields());
    expect(withFile.status).toBe(422);
    expect(withFile.body.result.paper_file[0]).toMatch(/abstracts only/);
    const res = await submitPaper(t, w.author.token, c.fields(), null);
    expect(res.status).toBe(200);
    expect(
      await t.ctx.db.selectFrom("paper_files").select("paper_id").where("paper_id", "=", res.body.result.id).execute(),
    ).toEqual([]);
    const info = await shortInfo(c.confId);
    expect(info.submission).toMatchObject({ nature: "Abstract only", accepts_file: false, registration_open: true });
    // even with the abstract form disabled, the abstract is the submission
    await setConference(t, c.confId, { disable_abstract_submission_form: 1 });
    expect((await submitPaper(t, w.author.token, c.fields({ abstract: "" }), null)).body.result.abstract).toEqual([
      "Abstract is required.",
    ]);
  });

  it(
    "Abstract, then full paper: register without a file, add it later; after the abstract " +
      "deadline no new paper, after the last date no file; then Missing paper",
    async () => {
      // Tokyo wall-clock times: the server reads them in the deadline timezone
      const zone = "Asia/Tokyo";
      const c = await conference({
        nature_of_submission: "Abstract, then full paper",
        timezone_for_deadline: zone,
        abstract_submission_deadline: wallClockIn(zone, 2 * HOUR),
        last_submission_date: wallClockIn(zone, 4 * HOUR),
      });
      const open = await shortInfo(c.confId);
      expect(open.submission).toMatchObject({
        abstract_registration: true,
        registration_open: true,
        file_optional_now: true,
        file_open: true,
        timezone: zone,
      });
      expect(Date.parse(open.submission.registration_closes_at) - Date.now()).toBeGreaterThan(HOUR);
      expect(Date.parse(open.submission.registration_closes_at) - Date.now()).toBeLessThan(2 * HOUR + 60_000);

      const first = await submitPaper(t, w.author.token, c.fields({ paper_title: "Registered first" }), null);
      expect(first.status).toBe(200);
      const second = await submitPaper(t, w.coauthor.token, c.fields({ paper_title: "Never uploaded" }), null);
      expect(second.status).toBe(200);

      // the abstract deadline passes (one minute ago, in Tokyo)
      await setConference(t, c.confId, { abstract_submission_deadline: wallClockIn(zone, -60_000) });
      const late = await submitPaper(t, w.author.token, c.fields({ paper_title: "Too late" }));
      expect(late.status).toBe(409);
      expect(late.body.message).toBe("The abstract submission deadline has passed: no new paper may be registered.");
      const mid = await shortInfo(c.confId);
      expect(mid.submission).toMatchObject({ registration_open: false, file_open: true });
      // but a registered paper adds its file
      const upload = await updatePaper(
        t,
        w.author.token,
        { ...c.fields({ paper_title: "Registered first" }), conf_id: undefined, paper_id: first.body.result.id },
        { fileName: "paper.pdf", data: MINIMAL_PDF },
      );
      expect(upload.status).toBe(200);

      // the last submission date passes: no file any more
      await setConference(t, c.confId, {
        last_submission_date: wallClockIn(zone, -60_000),
        abstract_submission_deadline: wallClockIn(zone, -2 * 60_000),
      });
      const tooLate = await updatePaper(
        t,
        w.coauthor.token,
        { ...c.fields({ paper_title: "Never uploaded" }), conf_id: undefined, paper_id: second.body.result.id },
        { fileName: "paper.pdf", data: MINIMAL_PDF },
      );
      expect(tooLate.status).toBe(409);
      expect((await shortInfo(c.confId)).submission).toMatchObject({ registration_open: false, file_open: false });

      // Missing paper (1010) lists the paper without a file, and the chairs mail its authors
      const missing = await call(t.app, "GET", `/paper/all/${c.confId}/0`, {
        token: w.chair.token,
        query: { status: 1010 },
      });
      expect(missing.body.result.data.map((p: { paper_title: string }) => p.paper_title)).toEqual(["Never uploaded"]);
      // the preview counts on the server what Send would do, and sends nothing
      const preview = await call(t.app, "POST", `/conference/missing-paper-mail/${c.confId}`, {
        token: w.chair.token,
        body: {
          sender_email: "chairs",
          subject: "Your paper file is missing",
          message: "Please send it to the chairs.",
          preview: true,
        },
      });
      expect(preview.status).toBe(200);
      expect(preview.body.result).toEqual({ conf_id: c.confId, papers: 1, sent: 1, skipped: 0, preview: true });
      expect(preview.body.message).toBe("1 message for 1 paper would be sent.");
      expect(
        await t.ctx.db
          .selectFrom("mail_outbox")
          .select("id")
          .where("subject", "=", "Your paper file is missing")
          .execute(),
      ).toEqual([]);
      const mail = await call(t.app, "POST", `/conference/missing-paper-mail/${c.confId}`, {
        token: w.chair.token,
        body: {
          sender_email: "chairs",
          subject: "Your paper file is missing",
          message: "Please send it to the chairs.",
        },
      });
      expect(mail.status).toBe(200);
      expect(mail.body.result).toMatchObject({ papers: 1, sent: 1, skipped: 0 });
      const sent = await t.ctx.db
        .selectFrom("mail_outbox")
        .select(["to_address", "context_id"])
        .where("subject", "=", "Your paper file is missing")
        .execute();
      expect(sent).toEqual([{ to_address: w.coauthor.email, context_id: second.body.result.id }]);
      // an author may not use it
      const refused = await call(t.app, "POST", `/conference/missing-paper-mail/${c.confId}`, {
        token: w.author.token,
        body: { sender_email: "chairs", subject: "x", message: "y" },
      });
      expect(refused.status).toBe(403);
      const refusedPreview = await call(t.app, "POST", `/conference/missing-paper-mail/${c.confId}`, {
        token: w.author.token,
        body: { sender_email: "chairs", subject: "x", message: "y", preview: true },
      });
      expect(refusedPreview.status).toBe(403);
    },
  );

  it("pre_submission_abstract_allowed turns abstract registration on for Full paper", async () => {
    const c = await conference({
      nature_of_submission: "Full paper",
      pre_submission_abstract_allowed: 0,
      abstract_submission_deadline: null,
    });
    expect((await submitPaper(t, w.author.token, c.fields(), null)).status).toBe(422);
    await setConference(t, c.confId, { pre_submission_abstract_allowed: 1 });
    expect((await submitPaper(t, w.author.token, c.fields(), null)).status).toBe(200);
    // without an abstract deadline, registration runs to the last submission date
    expect((await shortInfo(c.confId)).submission.registration_closes_at).toBe(
      (await shortInfo(c.confId)).submission.file_deadline_at,
    );
  });
});

describe("disable_abstract_submission_form", () => {
  it("1 makes the abstract optional, 0 requires it", async () => {
    const c = await conference({ disable_abstract_submission_form: 0 });
    const res = await submitPaper(t, w.author.token, c.fields({ abstract: "" }));
    expect(res.status).toBe(422);
    expect(res.body.result.abstract).toEqual(["Abstract is required."]);
    await setConference(t, c.confId, { disable_abstract_submission_form: 1 });
    const ok = await submitPaper(t, w.author.token, c.fields({ abstract: "" }));
    expect(ok.status).toBe(200);
    expect((await shortInfo(c.confId)).submission.abstract_required).toBe(false);
  });
});

describe("automatic_submission_page_opening_or_closure", () => {
  it("1: the opening date opens submission and new_submission_allowed is not read", async () => {
    const zone = "America/New_York";
    const c = await conference({
      automatic_submission_page_opening_or_closure: 1,
      timezone_for_deadline: zone,
      submission_opening_date: wallClockIn(zone, HOUR),
      new_submission_allowed: 1,
    });
    const early = await submitPaper(t, w.author.token, c.fields());
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("Submission has not opened yet.");
    expect((await shortInfo(c.confId)).submission).toMatchObject({ mode: "automatic", registration_open: false });
    await setConference(t, c.confId, {
      submission_opening_date: wallClockIn(zone, -60_000),
      new_submission_allowed: 0,
    });
    expect((await submitPaper(t, w.author.token, c.fields())).status).toBe(200);
  });

  it("0: chairs open and close by hand; the opening date is information only; the last date still ends it", async () => {
    const c = await conference({
      automatic_submission_page_opening_or_closure: 0,
      submission_opening_date: wallClockIn("UTC", 5 * HOUR),
      new_submission_allowed: 1,
    });
    expect((await submitPaper(t, w.author.token, c.fields())).status).toBe(200);
    await setConference(t, c.confId, { new_submission_allowed: 0 });
    const closed = await submitPaper(t, w.author.token, c.fields());
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("This conference does not accept new submissions.");
    expect((await shortInfo(c.confId)).submission).toMatchObject({ mode: "manual", registration_open: false });
    await setConference(t, c.confId, { new_submission_allowed: 1, last_submission_date: wallClockIn("UTC", -60_000) });
    expect((await submitPaper(t, w.author.token, c.fields())).body.message).toBe("The submission deadline has passed.");
  });
});

describe("the settings a chair saves", () => {
  it("nature_of_submission is one of the three values (422 otherwise)", async () => {
    const c = await conference({});
    const bad = await updateConference(c.confId, { nature_of_submission: "Poster" });
    expect(bad.status).toBe(422);
    expect(bad.body.result.nature_of_submission[0]).toContain("Full paper, Abstract only, Abstract, then full paper");
    expect((await updateConference(c.confId, { nature_of_submission: "Abstract only" })).status).toBe(200);
  });

  it("the abstract deadline and the opening date must come before the last submission date", async () => {
    const c = await conference({});
    const bad = await updateConference(c.confId, {
      last_submission_date: "2031-05-01 12:00",
      abstract_submission_deadline: "2031-05-01 12:00",
      submission_opening_date: "2031-06-01 00:00",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.result.abstract_submission_deadline).toEqual([
      "Abstract Submission Deadline must be before the Last Submission Date.",
    ]);
    expect(bad.body.result.submission_opening_date).toEqual([
      "Submission Opening Date must be before the Last Submission Date.",
    ]);
    const ok = await updateConference(c.confId, {
      last_submission_date: "2031-05-01 12:00",
      abstract_submission_deadline: "2031-05-01 11:59",
      submission_opening_date: "2031-01-01 00:00",
    });
    expect(ok.status).toBe(200);
  });

  it("a new conference asks for the abstract and accepts co-authors", async () => {
    const res = await call(t.app, "POST", "/conference", { token: w.stranger.token, body: conferencePayload() });
    expect(res.status).toBe(200);
    const row = await t.ctx.db
      .selectFrom("conferences")
      .selectAll()
      .where("id", "=", res.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      disable_abstract_submission_form: 0,
      disable_multiple_authors: 0,
      nature_of_submission: "Full paper",
    });
  });
});

describe("the pages say whether submission is open and until when", () => {
  it("the conference card, the conference and the public CFP carry the same state", async () => {
    const c = await conference({ timezone_for_deadline: "Europe/Berlin", last_submission_date: "2031-03-01 12:00" });
    const card = (await call(t.app, "GET", "/conference", { token: w.chair.token })).body.result.find(
      (x: { id: number }) => x.id === c.confId,
    );
    // 12:00 in Berlin (winter time) is 11:00 UTC
    expect(card.submission).toMatchObject({
      registration_open: true,
      file_deadline_at: "2031-03-01T11:00:00.000Z",
      timezone: "Europe/Berlin",
    });
    const cfp = await call(t.app, "GET", `/site/cfp/${c.confId}`);
    expect(cfp.body.result.submission).toEqual(card.submission);
    const detail = await call(t.app, "GET", `/conference/${c.confId}`, { token: w.chair.token });
    expect(detail.body.result[0].submission).toEqual(card.submission);
  });
});

describe("submission_instructions_for_authors and submission_templates_for_authors", () => {
  it("reach the dialog (short info) and the public CFP: the instructions sanitised, the templates as http(s) links only", async () => {
    const c = await conference({
      submission_instructions_for_authors:
        '<p>Use <b>LNCS</b> format.</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>',
      submission_templates_for_authors:
        "LaTeX template | https://example.org/lncs.zip\nhttps://example.org/files/word-template.docx\njavascript:alert(3)\nnot a link",
    });
    for (const answer of [await shortInfo(c.confId), (await call(t.app, "GET", `/site/cfp/${c.confId}`)).body.result]) {
      expect(answer.submission_instructions_html).toContain("<b>LNCS</b>");
      expect(answer.submission_instructions_html).not.toContain("script");
      expect(answer.submission_instructions_html).not.toContain("javascript:");
      expect(answer.submission_templates).toEqual([
        { label: "LaTeX template", url: "https://example.org/lncs.zip" },
        { label: "word-template.docx", url: "https://example.org/files/word-template.docx" },
      ]);
    }
    await setConference(t, c.confId, {
      submission_instructions_for_authors: "<p> </p>",
      submission_templates_for_authors: null,
    });
    expect(await shortInfo(c.confId)).toMatchObject({ submission_instructions_html: null, submission_templates: [] });
  });
});
