import { describe, expect, it } from "vitest";
import { fileSlotProblem } from "../rules/submissionForm.js";
import { parseSubmissionFileSlots, submissionFileSlotsSchema } from "./submissionForm.js";

// file_upload_fields_submission_form: the one check the dialog and the server share
describe("extra file slots", () => {
  const slot = {
    key: "supp",
    label: "Supplementary material",
    types: ["zip" as const, "pdf" as const],
    max_mb: 2,
    required: true,
  };

  it("a file fits its slot by extension and size", () => {
    expect(fileSlotProblem(slot, { name: "data.ZIP", size: 1024 })).toBeNull();
    expect(fileSlotProblem(slot, { name: "talk.docx", size: 1024 })).toBe(
      "Supplementary material must be a zip, pdf file.",
    );
    expect(fileSlotProblem(slot, { name: "noext", size: 1 })).toMatch(/must be a/);
    expect(fileSlotProblem(slot, { name: "big.pdf", size: 2 * 1024 * 1024 + 1 })).toBe(
      "Supplementary material may be at most 2 MB.",
    );
  });

  it("refuses twice the same key, no type and unknown types; unreadable settings read as no slots", () => {
    expect(submissionFileSlotsSchema.safeParse({ slots: [slot, slot] }).success).toBe(false);
    expect(submissionFileSlotsSchema.safeParse({ slots: [{ ...slot, types: [] }] }).success).toBe(false);
    expect(submissionFileSlotsSchema.safeParse({ slots: [{ ...slot, types: ["exe"] }] }).success).toBe(false);
    expect(
      submissionFileSlotsSchema.safeParse({ slots: [1, 2, 3, 4, 5].map((n) => ({ ...slot, key: `s${n}` })) }).success,
    ).toBe(false);
    expect(parseSubmissionFileSlots("not json")).toEqual([]);
    expect(parseSubmissionFileSlots(JSON.stringify([slot]))).toEqual([slot]);
  });
});
