import { useState } from "react";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** A screen as the paper's discussion page is: it asks for the list, then shows the panel; it can hide and show it again. */
function ScreenWithPanel() {
  const list = useSubreviews(3);
  const [shown, setShown] = useState(true);
  if (list.isLoading) return <p>Loading</p>;
  return (
    <>
      <button onClick={() => setShown((s) => !s)}>{shown ? "Hide" : "Show"}</button>
      {shown && <SubreviewersPanel paperId={3} mayAsk={false} />}
    </>
  );
}

describe("SubreviewersPanel: asking for the list", () => {
  afterEach(() => vi.useRealTimers());

  it("is asked for once when the screen asks and then shows the panel, and afresh when shown again later", async () => {
    signIn();
    vi.useFakeTimers({ toFake: ["Date"] });
    const fetch = mockFetch(() => jsonResponse(200, { success: true, message: "", result: [item({})] }));
    const asked = () => fetch.mock.calls.filter(([url]) => String(url).includes("/paper/subreviews/3")).length;
    renderWithProviders(<ScreenWithPanel />);
    expect(await screen.findByText("Convincing.")).toBeInTheDocument();
    expect(asked()).toBe(1);

    const user = setupUser();
    await user.click(screen.getByRole("button", { name: "Hide" }));
    vi.setSystemTime(Date.now() + 5_000);
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(await screen.findByText("Convincing.")).toBeInTheDocument();
    await vi.waitFor(() => expect(asked()).toBe(2));
  });
});
