import { describe, expect, it } from "vitest";
import { type SubmissionFacts, submissionState } from "./submission.js";

const base: SubmissionFacts = {
  conference_status: 1,
  new_submission_allowed: 1,
  automatic_submission_page_opening_or_closure: 1,
  submission_opening_date: null,
  abstract_submission_deadline: null,
  nature_of_submission: "Full paper",
  pre_submission_abstract_allowed: 0,
  disable_abstract_submission_form: 0,
  last_submission_date: "2031-03-10 23:59",
  timezone_for_deadline: "UTC",
};

const at = (iso: string) => new Date(iso);

describe("submissionState at the boundary second, in the deadline timezone", () => {
  it("the abstract deadline in Tokyo (UTC+9) closes registration at its exact instant; files stay open", () => {
    const conf = {
      ...base,
      nature_of_submission: "Abstract, then full paper",
      timezone_for_deadline: "Asia/Tokyo",
      abstract_submission_deadline: "2031-03-01 12:00",
    };
    // 12:00 in Tokyo is 03:00 UTC
    expect(submissionState(conf, at("2031-03-01T02:59:59.999Z")).registration_open).toBe(true);
    const after = submissionState(conf, at("2031-03-01T03:00:00.000Z"));
    expect(after.registration_open).toBe(false);
    expect(after.registration_refusal).toMatch(/abstract submission deadline/);
    expect(after.file_open).toBe(true);
  });

  it("the last submission date in Los Angeles (UTC-8 in winter) ends files at its exact instant", () => {
    const conf = { ...base, timezone_for_deadline: "America/Los_Angeles", last_submission_date: "2031-01-15 17:00" };
    expect(submissionState(conf, at("2031-01-16T00:59:59Z")).file_open).toBe(true);
    expect(submissionState(conf, at("2031-01-16T01:00:00Z"))).toMatchObject({
      file_open: false,
      registration_open: false,
      registration_refusal: "The submission deadline has passed.",
    });
  });

  it("the opening date in Kolkata (UTC+5:30) opens registration at its exact instant (automatic mode only)", () => {
    const conf = { ...base, timezone_for_deadline: "Asia/Kolkata", submission_opening_date: "2031-02-01 09:00" };
    expect(submissionState(conf, at("2031-02-01T03:29:59Z")).registration_refusal).toBe(
      "Submission has not opened yet.",
    );
    expect(submissionState(conf, at("2031-02-01T03:30:00Z")).registration_open).toBe(true);
    const manual = { ...conf, automatic_submission_page_opening_or_closure: 0 };
    expect(submissionState(manual, at("2031-02-01T00:00:00Z")).registration_open).toBe(true);
    expect(
      submissionState({ ...manual, new_submission_allowed: 0 }, at("2031-02-01T05:00:00Z")).registration_open,
    ).toBe(false);
  });

  it("a date without a time means the end of that day; no last date means not open", () => {
    const conf = { ...base, last_submission_date: "2031-03-10" };
    expect(submissionState(conf, at("2031-03-10T23:59:58Z")).registration_open).toBe(true);
    expect(submissionState(conf, at("2031-03-10T23:59:59Z")).registration_open).toBe(false);
    expect(submissionState({ ...base, last_submission_date: null }).registration_refusal).toBe(
      "The chairs have not opened submission yet.",
    );
  });

  it("manual mode reads the abstract deadline as information only", () => {
    const conf = {
      ...base,
      automatic_submission_page_opening_or_closure: 0,
      pre_submission_abstract_allowed: 1,
      abstract_submission_deadline: "2031-03-01 00:00",
    };
    expect(submissionState(conf, at("2031-03-05T00:00:00Z")).registration_open).toBe(true);
  });
});
