import { describe, expect, it } from "vitest";
import { DEFAULT_DECISIONS, statusForOutcome } from "../rules/decisions.js";
import { DEFAULT_REVIEW_FORM, breakingFormChanges, validateReviewAnswers } from "../rules/reviewForm.js";
import { countWords } from "../rules/text.js";
import { decisionList } from "./decisions.js";
import { reviewFormFieldsSchema, type ReviewField } from "./reviewForm.js";

const custom: ReviewField[] = reviewFormFieldsSchema.parse([
  {
    key: "novelty",
    label: "Novelty",
    type: "score",
    required: true,
    visibility: "authors",
    scale: [
      { value: 1, label: "Low" },
      { value: 2, label: "High" },
    ],
  },
  { key: "summary", label: "Summary", type: "text", required: true, min_words: 3, max_words: 5 },
  { key: "track_fit", label: "Track fit", type: "select", options: ["Good", "Poor"], visibility: "chairs" },
  { key: "ethics_ok", label: "Ethics checked", type: "checkbox", required: true },
]);

describe("countWords (the one word counter of the dialog and the server)", () => {
  it("counts runs of non-space characters, whatever the spacing", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   ")).toBe(0);
    expect(countWords(null)).toBe(0);
    expect(countWords(" one  two\nthree\tfour ")).toBe(4);
    expect(countWords("état—naïve 東京 x")).toBe(3);
  });
});

describe("the default form", () => {
  it("is today's four fields with the spec's scales", () => {
    expect(DEFAULT_REVIEW_FORM.map((f) => [f.key, f.required, f.visibility])).toEqual([
      ["reviewer_evaluation", true, "authors"],
      ["reviewer_confidence", true, "authors"],
      ["reviewer_remarks", true, "authors"],
      ["reviewer_confidential_remarks", false, "pc"],
    ]);
    const evaluation = DEFAULT_REVIEW_FORM[0]!;
    expect(evaluation.type === "score" && evaluation.scale.map((s) => s.value)).toEqual([3, 2, 1, 0, -1, -2, -3]);
    expect(evaluation.type === "score" && evaluation.scale[0]!.label).toBe("Strong Accept");
  });

  it("accepts the spec's four answers and refuses an evaluation off the scale", () => {
    const ok = validateReviewAnswers(DEFAULT_REVIEW_FORM, {
      reviewer_evaluation: "2",
      reviewer_confidence: 4,
      reviewer_remarks: " Fine ",
    });
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({
      reviewer_evaluation: 2,
      reviewer_confidence: 4,
      reviewer_remarks: "Fine",
      reviewer_confidential_remarks: null,
    });
    const bad = validateReviewAnswers(DEFAULT_REVIEW_FORM, { reviewer_evaluation: 7, reviewer_confidence: 4 });
    expect(bad.errors.reviewer_evaluation?.[0]).toBe("Evaluation must be one of 3, 2, 1, 0, -1, -2, -3.");
    expect(bad.errors.reviewer_remarks?.[0]).toBe("Remarks is required.");
  });
});

describe("scores the reviewer did not choose", () => {
  // the review dialog's "Choose…" is the empty string; an untouched answer may also come as null or be missing
  it("refuses a submitted review with an unchosen required score, naming it, and stores no value for it", () => {
    for (const unchosen of ["", null, undefined, "   "]) {
      const answers = {
        reviewer_evaluation: unchosen,
        reviewer_confidence: unchosen,
        reviewer_remarks: "Only remarks.",
      };
      const check = validateReviewAnswers(DEFAULT_REVIEW_FORM, answers);
      expect(check.errors, String(unchosen)).toEqual({
        reviewer_evaluation: ["Evaluation is required."],
        reviewer_confidence: ["Confidence is required."],
      });
      expect(check.values.reviewer_evaluation).toBeNull();
      expect(check.values.reviewer_confidence).toBeNull();
    }
  });

  it("keeps them empty in a draft (null, never the scale's first value)", () => {
    const answers = { reviewer_evaluation: "", reviewer_confidence: "", reviewer_remarks: "Half done." };
    const check = validateReviewAnswers(DEFAULT_REVIEW_FORM, answers, { draft: true });
    const values = {
      reviewer_evaluation: null,
      reviewer_confidence: null,
      reviewer_remarks: "Half done.",
      reviewer_confidential_remarks: null,
    };
    expect(check).toEqual({ errors: {}, values });
  });
});

describe("a custom form", () => {
  it("checks each field type and reports per field", () => {
    const check = validateReviewAnswers(custom, {
      novelty: 3,
      summary: "too short",
      track_fit: "Maybe",
      ethics_ok: false,
    });
    expect(check.errors).toEqual({
      novelty: ["Novelty must be one of 2, 1."],
      summary: ["Summary needs at least 3 words (it has 2)."],
      track_fit: ["Track fit must be one of: Good, Poor."],
      ethics_ok: ["Ethics checked must be ticked."],
    });
    const long = validateReviewAnswers(custom, { novelty: 1, summary: "a b c d e f", ethics_ok: true });
    expect(long.errors).toEqual({ summary: ["Summary may have at most 5 words (it has 6)."] });
    const good = validateReviewAnswers(custom, {
      novelty: "2",
      summary: "a b c",
      track_fit: "Good",
      ethics_ok: true,
      extra: 1,
    });
    expect(good).toEqual({ values: { novelty: 2, summary: "a b c", track_fit: "Good", ethics_ok: true }, errors: {} });
  });

  it("lets a draft skip required fields and word limits but not wrong values", () => {
    expect(validateReviewAnswers(custom, { summary: "short" }, { draft: true }).errors).toEqual({});
    expect(validateReviewAnswers(custom, { novelty: 9 }, { draft: true }).errors).toEqual({
      novelty: ["Novelty must be one of 2, 1."],
    });
  });

  it("refuses duplicate keys, bad keys and min above max", () => {
    expect(reviewFormFieldsSchema.safeParse([...custom, custom[0]]).success).toBe(false);
    expect(reviewFormFieldsSchema.safeParse([{ key: "Bad Key", label: "x", type: "checkbox" }]).success).toBe(false);
    expect(
      reviewFormFieldsSchema.safeParse([{ key: "t", label: "x", type: "text", min_words: 5, max_words: 2 }]).success,
    ).toBe(false);
  });

  it("names the changes that drop answers", () => {
    const next = custom
      .filter((f) => f.key !== "summary")
      .map((f) =>
        f.key === "novelty"
          ? {
              ...f,
              scale: [
                { value: 1, label: "Low" },
                { value: 3, label: "Top" },
              ],
            }
          : f,
      );
    expect(breakingFormChanges(custom, next)).toEqual(['changes the scale of "Novelty"', 'removes "Summary"']);
    expect(
      breakingFormChanges(custom, [
        ...custom,
        { key: "new_one", label: "New", description: "", type: "checkbox", required: false, visibility: "pc" },
      ]),
    ).toEqual([]);
  });
});

describe("decisionList", () => {
  it("is the default five until a list is stored, and maps outcomes to statuses", () => {
    expect(decisionList({ decisions: null })).toEqual(DEFAULT_DECISIONS);
    expect(decisionList({ decisions: "free text of old" })).toEqual(DEFAULT_DECISIONS);
    expect(decisionList({ decisions: JSON.stringify([{ label: "Oral", outcome: "accept" }]) })).toEqual([
      { label: "Oral", outcome: "accept" },
    ]);
    expect([statusForOutcome("accept"), statusForOutcome("reject"), statusForOutcome("none")]).toEqual([35, 20, 18]);
  });
});

describe("the offline review form", () => {
  it("round-trips: the rendered form, filled in, parses to answers the shared check accepts", async () => {
    const { renderOfflineReviewForm, parseOfflineReviewForm } = await import("../rules/offlineReviewForm.js");
    const text = renderOfflineReviewForm({
      conference: "ICT",
      formVersion: 1,
      fields: custom,
      papers: [
        { id: 7, paper_sequence: 1, paper_title: "A" },
        { id: 8, paper_sequence: 2, paper_title: "B" },
      ],
    });
    expect(text).toContain("==+== Paper: 7");
    expect(text).toContain("==-== Write one number: 1 = Low, 2 = High.");
    const filled = text
      .replace("==*== Novelty [novelty]\n", "==*== Novelty [novelty]\n2 = High\n")
      .replace("==*== Summary [summary]\n", "==*== Summary [summary]\nGood clear\npaper overall\n")
      .replace("==*== Ethics checked [ethics_ok]\n", "==*== Ethics checked [ethics_ok]\nyes\n");
    const parsed = parseOfflineReviewForm(filled, custom);
    expect(parsed.map((p) => p.paper_id)).toEqual([7, 8]);
    expect(parsed[0]!.answers).toEqual({
      novelty: 2,
      summary: "Good clear\npaper overall",
      track_fit: null,
      ethics_ok: true,
    });
    expect(validateReviewAnswers(custom, parsed[0]!.answers).errors).toEqual({});
    // the second paper was left empty: its required fields are missing
    expect(Object.keys(validateReviewAnswers(custom, parsed[1]!.answers).errors).sort()).toEqual([
      "ethics_ok",
      "novelty",
      "summary",
    ]);
  });
});
