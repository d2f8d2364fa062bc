// Submission and camera-ready cases the feature tests leave open (see docs/capability-tests.md):
// the submission deadlines (abstract, opening date, last date) at their boundary second in time
// zones with odd offsets, and camera-ready reached through a real decision from a custom list
// (not before the decision, and no longer once the decision turns to reject). The extra file
// slots' size limit, visibility to reviewers and anonymity are in submission-file-slots.test.ts.
import { describe, expect, it, vi } from "vitest";
import { PAPER_STATUS } from "@symposia/domain";
import { call } from "./support/testApp.js";
import { insertConference, insertTrack, MINIMAL_PDF } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { buildWorld, paperFields, submitPaper, updatePaper } from "./papers.world.js";
import { buildReviewWorld } from "./reviews.world.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";
import { minuteAhead, useRealTimersAfterEach, wallClock } from "./support/clock.js";

const t = useTestApp();
const w = useWorld(t, buildWorld);
useRealTimersAfterEach();

async function conference(values: Record<string, unknown>) {
  const conf = await insertConference(t.ctx, w.chair.id, {
    disable_abstract_submission_form: 0,
    disable_multiple_authors: 0,
    ...values,
  });
  const track = await insertTrack(t.ctx, conf.id);
  return {
    confId: conf.id,
    fields: (o: Record<string, string | number> = {}) => paperFields(w, { conf_id: conf.id, track_id: track, ...o }),
  };
}

// half-hour and quarter-hour offsets catch a deadline read in the wrong zone or rounded to the hour
const ZONES = ["America/St_Johns", "Asia/Kathmandu"];

describe("submission deadlines at the boundary second, in the deadline time zone", () => {
  for (const zone of ZONES) {
    it(`the abstract deadline in ${zone}: a paper registers one second before, not at the deadline; its file still comes later`, async () => {
      const deadline = minuteAhead(3);
      const c = await conference({
        nature_of_submission: "Abstract, then full paper",
        timezone_for_deadline: zone,
        abstract_submission_deadline: wallClock(zone, deadline),
        last_submission_date: wallClock(zone, new Date(deadline.getTime() + 2 * 3600_000)),
      });
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(deadline.getTime() - 1000));
      const registered = await submitPaper(t, w.author.token, c.fields({ paper_title: "Just in time" }), null);
      expect(registered.status).toBe(200);
      vi.setSystemTime(deadline);
      const late = await submitPaper(t, w.author.token, c.fields({ paper_title: "One second late" }), null);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe("The abstract submission deadline has passed: no new paper may be registered.");
      const info = (await call(t.app, "GET", `/site/conf/short/${c.confId}`)).body.result[0];
      expect(info.submission).toMatchObject({ registration_open: false, file_open: true, timezone: zone });
      const file = await updatePaper(
        t,
        w.author.token,
        { ...c.fields({ paper_title: "Just in time" }), conf_id: undefined, paper_id: registered.body.result.id },
        { fileName: "paper.pdf", data: MINIMAL_PDF },
      );
      expect(file.status).toBe(200);
    });

    it(`the opening date in ${zone} (automatic mode): refused one second before, accepted from its first second`, async () => {
      const opening = minuteAhead(3);
      const c = await conference({
        automatic_submission_page_opening_or_closure: 1,
        timezone_for_deadline: zone,
        submission_opening_date: wallClock(zone, opening),
        new_submission_allowed: 0,
      });
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(opening.getTime() - 1000));
      const early = await submitPaper(t, w.author.token, c.fields());
      expect(early.status).toBe(409);
      expect(early.body.message).toBe("Submission has not opened yet.");
      vi.setSystemTime(opening);
      expect((await submitPaper(t, w.author.token, c.fields())).status).toBe(200);
    });

    it(`the last submission date in ${zone}: the file is taken one second before, refused at the deadline`, async () => {
      const last = minuteAhead(3);
      const c = await conference({
        nature_of_submission: "Abstract, then full paper",
        timezone_for_deadline: zone,
        abstract_submission_deadline: null,
        last_submission_date: wallClock(zone, last),
      });
      const registered = await submitPaper(t, w.author.token, c.fields({ paper_title: "Registered" }), null);
      expect(registered.status).toBe(200);
      const upload = () =>
        updatePaper(
          t,
          w.author.token,
          { ...c.fields({ paper_title: "Registered" }), conf_id: undefined, paper_id: registered.body.result.id },
          { fileName: "paper.pdf", data: MINIMAL_PDF },
        );
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(last.getTime() - 1000));
      expect((await upload()).status).toBe(200);
      vi.setSystemTime(last);
      expect((await upload()).status).toBe(409);
      const fresh = await submitPaper(t, w.author.token, c.fields({ paper_title: "After the last date" }));
      expect(fresh.status).toBe(409);
      expect(fresh.body.message).toBe("The submission deadline has passed.");
    });
  }
});

describe("camera-ready follows the decision taken in Final Review", () => {
  it("a custom accept label opens the upload; before the decision and after a turn to reject it is refused", async () => {
    const rw = await buildReviewWorld(t, {
      camera_ready_open: 1,
      camera_ready_deadline: null,
      timezone_for_deadline: "UTC",
    });
    const list = [
      { label: "Undecided", outcome: "none" },
      { label: "Accept with shepherd", outcome: "accept" },
      { label: "Decline", outcome: "reject" },
    ];
    expect(
      (
        await call(t.app, "POST", `/conference/decisions/${rw.confId}`, {
          token: rw.chair.token,
          body: { decisions: list },
        })
      ).status,
    ).toBe(200);
    const decide = (decision: string) =>
      call(t.app, "POST", `/paper/final-review/${rw.paper.id}`, {
        token: rw.chair.token,
        body: { decision, final_decision_remark: "Because." },
      });
    const upload = () => {
      const mp = multipartBody(
        {
          final_title: "Final title",
          final_abstract: "Final abstract.",
          final_authors: JSON.stringify([{ first_name: "Anna", last_name: "Author" }]),
        },
        [{ name: "final_file", fileName: "final.pdf", contentType: "application/pdf", data: MINIMAL_PDF }],
      );
      return call(t.app, "POST", `/paper/camera-ready/${rw.paper.id}`, {
        token: rw.author.token,
        body: mp.payload,
        headers: mp.headers,
      });
    };

    // under review: no final version yet, and the author is told so
    const before = await upload();
    expect(before.status).toBe(409);
    expect(before.body.message).toBe("Only an accepted paper has a final version.");
    expect((await decide("Undecided")).status).toBe(200);
    expect((await upload()).status).toBe(409);

    const accepted = await decide("Accept with shepherd");
    expect(accepted.body.result).toMatchObject({ status: PAPER_STATUS.ACCEPTED, outcome: "accept" });
    expect(
      (await call(t.app, "GET", `/paper/camera-ready/${rw.paper.id}`, { token: rw.author.token })).body.result,
    ).toMatchObject({ open: true });
    expect((await upload()).status).toBe(200);

    // the chairs change their mind: the paper takes no further final version
    expect((await decide("Decline")).body.result.outcome).toBe("reject");
    const after = await upload();
    expect(after.status).toBe(409);
    expect(after.body.message).toBe("Only an accepted paper has a final version.");
  });
});
