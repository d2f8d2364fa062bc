import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SubmissionField } from "@symposia/domain";
import { renderWithProviders } from "../../../test/render";
import { PaperCard } from "./PaperCard";
import { anonymousPaper } from "./paperFixture";

const defs: SubmissionField[] = [
  { key: "student", label: "Student paper?", type: "checkbox", options: [], required: false, visibility: "reviewers" },
  { key: "kind", label: "Kind", type: "select", options: ["Long", "Short"], required: false, visibility: "reviewers" },
  { key: "note", label: "Note to chairs", type: "text", options: [], required: false, visibility: "chairs" },
];
const noop = () => {};

// the paper's answers to the extra fields, labelled and in the form's order
describe("the extra-field answers on a paper", () => {
  it("shows each answer the server sent, labelled, and nothing for the ones it left out", () => {
    const paper = { ...anonymousPaper, fields: { kind: "Short", student: true } };
    renderWithProviders(
      <PaperCard
        paper={paper}
        canEdit={false}
        canWithdraw={false}
        onEdit={noop}
        onAuthors={noop}
        onWithdraw={noop}
        onDownload={noop}
        fieldDefs={defs}
      />,
    );
    const answers = screen.getByTestId("submission-field-answers");
    expect(answers).toHaveTextContent("Student paper?: Yes");
    expect(answers).toHaveTextContent("Kind: Short");
    expect(answers.textContent!.indexOf("Student")).toBeLessThan(answers.textContent!.indexOf("Kind"));
    expect(screen.queryByText(/Note to chairs/)).toBeNull();
  });

  it("shows nothing when the paper carries no answers", () => {
    renderWithProviders(
      <PaperCard
        paper={anonymousPaper}
        canEdit={false}
        canWithdraw={false}
        onEdit={noop}
        onAuthors={noop}
        onWithdraw={noop}
        onDownload={noop}
        fieldDefs={defs}
      />,
    );
    expect(screen.queryByTestId("submission-field-answers")).toBeNull();
  });

  it("offers the files of the extra slots, labelled by slot", () => {
    const paper = {
      ...anonymousPaper,
      extra_files: [
        { slot: "supp", file_name: null, mime_type: "application/zip", size: 10, url: "/api/paper/extra-file/1/supp" },
      ],
    };
    const slots = [
      { key: "supp", label: "Supplementary material", types: ["zip" as const], max_mb: 1, required: true },
    ];
    renderWithProviders(
      <PaperCard
        paper={paper}
        canEdit={false}
        canWithdraw={false}
        onEdit={noop}
        onAuthors={noop}
        onWithdraw={noop}
        onDownload={noop}
        fileSlots={slots}
      />,
    );
    expect(screen.getByRole("button", { name: "Download Supplementary material of paper 1" })).toHaveTextContent(
      "Supplementary material",
    );
  });
});
