import { describe, expect, it } from "vitest";
import { PAPER_STATUS } from "../index.js";
import { DECISION_OUTCOMES, outcomeOfStatus, statusForOutcome } from "./decisions.js";

describe("decision outcomes and paper statuses", () => {
  it("reads each decided status back as the outcome that set it", () => {
    for (const outcome of DECISION_OUTCOMES) expect(outcomeOfStatus(statusForOutcome(outcome))).toBe(outcome);
  });

  it("has no outcome for a status no decision sets", () => {
    expect(outcomeOfStatus(PAPER_STATUS.SUBMITTED)).toBeUndefined();
  });
});
