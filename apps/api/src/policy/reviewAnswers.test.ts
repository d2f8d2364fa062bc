import { describe, expect, it } from "vitest";
import { DEFAULT_REVIEW_FORM } from "@symposia/domain";
import { answersFor, fieldsFor, formFieldsOf } from "./reviewAnswers.js";

const fields = JSON.stringify([
  {
    key: "score",
    label: "Score",
    description: "",
    type: "score",
    required: true,
    visibility: "authors",
    scale: [
      { value: 1, label: "Low" },
      { value: 2, label: "High" },
    ],
  },
  {
    key: "note",
    label: "Note",
    description: "",
    type: "text",
    required: false,
    visibility: "pc",
    min_words: null,
    max_words: null,
  },
  { key: "award", label: "Award", description: "", type: "checkbox", required: false, visibility: "chairs" },
]);
const entry = {
  reviewer_evaluation: null,
  reviewer_confidence: null,
  reviewer_remarks: null,
  reviewer_confidential_remarks: null,
  reviewed_at: "2026-11-01T00:00:00.000Z",
  answers: JSON.stringify({ score: 2, note: "for the PC", award: true, gone: "an answer to a field the form lost" }),
  form_version: 3,
  form_fields: fields,
};

describe("answersFor: a review's answers cut to an audience", () => {
  it("gives authors the authors fields, the PC also pc fields, chairs everything (a key outside the form included)", () => {
    expect(answersFor(entry, "authors").answers).toEqual({ score: 2 });
    expect(answersFor(entry, "pc").answers).toEqual({ score: 2, note: "for the PC" });
    expect(answersFor(entry, "chairs").answers).toEqual({
      score: 2,
      note: "for the PC",
      award: true,
      gone: "an answer to a field the form lost",
    });
    expect(answersFor(entry, "chairs").form_version).toBe(3);
  });

  it("reads a review of before forms from the spec's columns with the default form's visibility", () => {
    const legacy = {
      reviewer_evaluation: 2,
      reviewer_confidence: 4,
      reviewer_remarks: "ok",
      reviewer_confidential_remarks: "secret",
      reviewed_at: "2026-11-01T00:00:00.000Z",
    };
    const authors = answersFor(legacy, "authors");
    expect(authors.answers).toEqual({ reviewer_evaluation: 2, reviewer_confidence: 4, reviewer_remarks: "ok" });
    expect(authors.reviewer_confidential_remarks).toBeNull();
    expect(answersFor(legacy, "pc").reviewer_confidential_remarks).toBe("secret");
    expect(answersFor({ ...legacy, reviewed_at: null }, "chairs").answers).toEqual({});
  });
});

describe("fieldsFor: the field definitions that go with the answers an audience reads", () => {
  it("cuts the review's form version by the same visibility as its answers, in the form's order", () => {
    expect(fieldsFor(entry, "authors").map((f) => f.label)).toEqual(["Score"]);
    expect(fieldsFor(entry, "pc").map((f) => f.label)).toEqual(["Score", "Note"]);
    expect(fieldsFor(entry, "chairs").map((f) => f.label)).toEqual(["Score", "Note", "Award"]);
    // every answer an audience reads under a form field has its definition, and no other definition is given
    for (const audience of ["authors", "pc"] as const)
      expect(fieldsFor(entry, audience).map((f) => f.key)).toEqual(Object.keys(answersFor(entry, audience).answers));
  });

  it("gives the default form's author fields for a review of before forms", () => {
    expect(fieldsFor({ form_fields: null }, "authors").map((f) => f.key)).toEqual([
      "reviewer_evaluation",
      "reviewer_confidence",
      "reviewer_remarks",
    ]);
  });
});

describe("formFieldsOf: a form version's fields, parsed once", () => {
  it("answers one frozen list for the same text, which no reader can change for the next", () => {
    const first = formFieldsOf({ form_fields: fields });
    expect(first.map((f) => f.key)).toEqual(["score", "note", "award"]);
    // a second review of the same form (another string with the same text) shares the parse
    expect(formFieldsOf({ form_fields: JSON.stringify(JSON.parse(fields)) })).toBe(first);
    expect(() => {
      (first[0] as { label: string }).label = "Changed";
    }).toThrow(TypeError);
    expect(formFieldsOf({ form_fields: fields })[0]!.label).toBe("Score");
  });

  it("reads the default form for no version or a text that does not parse, and leaves it unfrozen", () => {
    expect(formFieldsOf({ form_fields: null })).toBe(DEFAULT_REVIEW_FORM);
    expect(formFieldsOf({ form_fields: "not json" })).toBe(DEFAULT_REVIEW_FORM);
    expect(Object.isFrozen(DEFAULT_REVIEW_FORM[0])).toBe(false);
  });
});
