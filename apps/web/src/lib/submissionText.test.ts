import { describe, expect, it } from "vitest";
import type { SubmissionState } from "@symposia/domain";
import { submissionStatusText } from "./submissionText";

const state = (over: Partial<SubmissionState> = {}): SubmissionState => ({
  nature: "Abstract, then full paper",
  abstract_registration: true,
  accepts_file: true,
  abstract_required: true,
  mode: "automatic",
  registration_open: true,
  registration_refusal: null,
  file_open: true,
  file_optional_now: true,
  opens_at: null,
  registration_closes_at: "2031-03-01T03:00:00.000Z",
  abstract_deadline_at: "2031-03-01T03:00:00.000Z",
  file_deadline_at: "2031-03-08T03:00:00.000Z",
  timezone: "Asia/Tokyo",
  ...over,
});
const NOW = Date.parse("2031-01-01T00:00:00Z");

describe("submissionStatusText", () => {
  it("says until when, in the deadline timezone and in UTC", () => {
    expect(submissionStatusText(state(), NOW)).toBe(
      "Abstract registration open until 2031-03-01 12:00 Asia/Tokyo (2031-03-01 03:00 UTC); " +
        "paper files until 2031-03-08 12:00 Asia/Tokyo (2031-03-08 03:00 UTC).",
    );
  });
  it("after the abstract deadline, files only; before the opening date, when it opens", () => {
    expect(submissionStatusText(state({ registration_open: false, registration_refusal: "x" }), NOW)).toMatch(
      /^Registration of new papers is closed; registered papers may add their file until 2031-03-08 12:00 Asia\/Tokyo/,
    );
    expect(
      submissionStatusText(state({ registration_open: false, opens_at: "2031-02-01T00:00:00.000Z" }), NOW),
    ).toMatch(/^Submission opens 2031-02-01 09:00 Asia\/Tokyo/);
  });
});
