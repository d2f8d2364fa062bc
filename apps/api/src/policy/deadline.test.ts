import { describe, expect, it } from "vitest";
import { isBeforeSubmissionDeadline, submissionDeadline } from "./deadline.js";

describe("submission deadline", () => {
  it("reads the wall-clock time in the conference's deadline zone", () => {
    expect(
      submissionDeadline({ last_submission_date: "2027-03-01 12:00", timezone_for_deadline: "UTC" })?.toISOString(),
    ).toBe("2027-03-01T12:00:00.000Z");
    expect(
      submissionDeadline({
        last_submission_date: "2027-03-01 12:00",
        timezone_for_deadline: "Asia/Kolkata",
      })?.toISOString(),
    ).toBe("2027-03-01T06:30:00.000Z");
    // summer time in Berlin: UTC+2
    expect(
      submissionDeadline({
        last_submission_date: "2027-07-01 23:59",
        timezone_for_deadline: "Europe/Berlin",
      })?.toISOString(),
    ).toBe("2027-07-01T21:59:00.000Z");
  });

  it("takes a bare date as the end of that day", () => {
    expect(
      submissionDeadline({ last_submission_date: "2027-03-01", timezone_for_deadline: "UTC" })?.toISOString(),
    ).toBe("2027-03-01T23:59:59.000Z");
  });

  it("is open without a deadline, open strictly before it, and closed from the deadline on", () => {
    const conf = { last_submission_date: "2027-03-01 12:00", timezone_for_deadline: "UTC" };
    expect(isBeforeSubmissionDeadline({ last_submission_date: null, timezone_for_deadline: "UTC" })).toBe(true);
    expect(isBeforeSubmissionDeadline(conf, new Date("2027-03-01T11:59:59.999Z"))).toBe(true);
    expect(isBeforeSubmissionDeadline(conf, new Date("2027-03-01T12:00:00.000Z"))).toBe(false);
  });

  it("closes submissions when the stored deadline cannot be read", () => {
    expect(isBeforeSubmissionDeadline({ last_submission_date: "next tuesday", timezone_for_deadline: "UTC" })).toBe(
      false,
    );
  });
});
