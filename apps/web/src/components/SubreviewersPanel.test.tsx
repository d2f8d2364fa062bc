import { useState } from "react";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ReviewField, SubreviewAnswer } from "@symposia/domain";
import { useSubreviews } from "../lib/api/subreviews";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../test/render";
import { SubreviewersPanel } from "./SubreviewersPanel";

const FIELDS: ReviewField[] = [
  {
    key: "reviewer_remarks",
    label: "Remarks",
    description: "",
    type: "text",
    required: true,
    visibility: "authors",
    min_words: null,
    max_words: null,
  },
  {
    key: "novelty",
    label: "Novelty",
    description: "",
    type: "score",
    required: true,
    visibility: "pc",
    scale: [
      { value: 1, label: "Low" },
      { value: 3, label: "High" },
    ],
  },
];

const item = (overrides: Partial<SubreviewAnswer>): SubreviewAnswer => ({
  id: 1,
  paper_id: 3,
  paper_sequence: 12,
  paper_title: "Mutation testing at scale",
  status: "submitted",
  subreviewer: { id: 9, first_name: "Sam", last_name: "Subreader", email: "sam@lab.org" },
  requested_by_name: "Rita Asker",
  answers: { reviewer_remarks: "Convincing.", novelty: 3 },
  form: { version: 2, fields: FIELDS },
  submitted_at: "2026-11-20T10:00:00Z",
  decided_at: null,
  can_write: false,
  can_decide: true,
  ...overrides,
});

describe("SubreviewersPanel (the asking reviewer)", () => {
  it("reads a submitted subreview with the conference's form; a draft shows its status only", async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        message: "",
        result: [
          item({}),
          item({
            id: 2,
            status: "draft",
            answers: null,
            can_decide: false,
            subreviewer: { id: 10, first_name: "Dora", last_name: "Drafter", email: "d@lab.org" },
          }),
        ],
      }),
    );
    renderWithProviders(<SubreviewersPanel paperId={3} mayAsk={false} />);
    expect(await screen.findByText("High (3)")).toBeInTheDocument();
    expect(screen.getByText("Convincing.")).toBeInTheDocument();
    expect(screen.getByText("Submitted")).toBeInTheDocument();
    expect(screen.getByText("Draft")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Approve as my review" })).toHaveLength(1);
  });
});

/** A screen that asks for the list as it opens, then shows the panel (as the paper's discussion page does). */
function ScreenAskingFirst() {
  const list = useSubreviews(3);
  if (list.isLoading) return <p>Loading</p>;
  return <SubreviewersPanel paperId={3} mayAsk={false} askedByScreen />;
}

/** The panel on its own, shown and hidden again (as Review Papers' dialog is). */
function PanelShownAndHidden() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>{shown ? "Hide" : "Show"}</button>
      {shown && <SubreviewersPanel paperId={3} mayAsk={false} />}
    </>
  );
}

describe("SubreviewersPanel: asking for the list", () => {
  const answer = () => jsonResponse(200, { success: true, message: "", result: [item({})] });
  const asked = (fetch: ReturnType<typeof mockFetch>) =>
    fetch.mock.calls.filter(([url]) => String(url).includes("/paper/subreviews/3")).length;

  it("is asked for once when the screen asks as it opens and then shows the panel", async () => {
    signIn();
    const fetch = mockFetch(answer);
    renderWithProviders(<ScreenAskingFirst />);
    expect(await screen.findByText("Convincing.")).toBeInTheDocument();
    expect(asked(fetch)).toBe(1);
  });

  it("is asked for afresh every time the panel is shown on its own: the subreviewer may have moved it on", async () => {
    signIn();
    const fetch = mockFetch(answer);
    renderWithProviders(<PanelShownAndHidden />);
    expect(await screen.findByText("Convincing.")).toBeInTheDocument();
    expect(asked(fetch)).toBe(1);
    const user = setupUser();
    await user.click(screen.getByRole("button", { name: "Hide" }));
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("Convincing.")).toBeInTheDocument();
    await vi.waitFor(() => expect(asked(fetch)).toBe(2));
  });
});
