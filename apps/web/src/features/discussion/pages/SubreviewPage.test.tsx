import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReviewField, SubreviewPaper } from "@symposia/domain";
import AppLayout from "../../../app/layout/AppLayout";
import { jsonResponse, mockFetch, renderRoutes, renderWithProviders, setupUser, signIn } from "../../../test/render";
import MySubreviewsPage from "./MySubreviewsPage";
import SubreviewPage from "./SubreviewPage";

// The subreviewer writes on the conference's form (the review dialog's inputs
// and checks) and finds their requests from the side menu.

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
      { value: 2, label: "Medium" },
      { value: 3, label: "High" },
    ],
  },
];

const subreview = (overrides: Partial<SubreviewPaper> = {}): SubreviewPaper => ({
  id: 7,
  paper_id: 3,
  paper_sequence: 12,
  paper_title: "Mutation testing at scale",
  status: "requested",
  subreviewer: null,
  requested_by_name: null,
  answers: null,
  form: { version: 2, fields: FIELDS },
  submitted_at: null,
  decided_at: null,
  can_write: true,
  can_decide: false,
  abstract: "We mutate.",
  keywords: null,
  track_name: "Main",
  has_file: false,
  authors: null,
  ...overrides,
});

const ok = (result: unknown, message = "") => jsonResponse(200, { success: true, message, result });

describe("SubreviewPage", () => {
  it("shows the conference's own fields, refuses a missing required answer before sending, and sends the answers", async () => {
    signIn();
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return ok({ id: 7, status: "submitted" }, "Your review has been sent to the reviewer who asked you.");
      }
      return ok(subreview());
    });
    const user = setupUser();
    renderWithProviders(<SubreviewPage />, { route: "/subreview/7", path: "/subreview/:subreviewId" });
    const novelty = await screen.findByRole("combobox", { name: /Novelty/ });
    await user.selectOptions(novelty, "3");
    await user.click(screen.getByRole("button", { name: "Send review" }));
    expect(await screen.findByText("Remarks is required.")).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: /Remarks/ }), "Convincing evaluation.");
    await user.click(screen.getByRole("button", { name: "Send review" }));
    await waitFor(() =>
      expect(posted).toEqual([{ answers: { reviewer_remarks: "Convincing evaluation.", novelty: 3 }, draft: false }]),
    );
  });

  it("saves a draft without the required answers", async () => {
    signIn();
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return ok({ id: 7, status: "draft" }, "Your draft has been saved.");
      }
      return ok(subreview({ status: "draft", answers: { reviewer_remarks: "", novelty: 2 } }));
    });
    const user = setupUser();
    renderWithProviders(<SubreviewPage />, { route: "/subreview/7", path: "/subreview/:subreviewId" });
    expect(await screen.findByRole("combobox", { name: /Novelty/ })).toHaveValue("2");
    expect(screen.getByText("Status: Draft")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(posted).toEqual([{ answers: { reviewer_remarks: null, novelty: 2 }, draft: true }]));
  });
});

describe("the subreviewer's menu entry and list", () => {
  it("a person with a request gets Subreviews in the menu; the list shows each paper with the asker-visible status", async () => {
    signIn();
    mockFetch((url) =>
      url.pathname.endsWith("/paper/my-subreviews")
        ? ok([
            subreview({ status: "returned" }),
            subreview({
              id: 8,
              paper_sequence: 14,
              paper_title: "Fuzzing kernels",
              status: "approved",
              can_write: false,
            }),
          ])
        : ok(null),
    );
    const user = setupUser();
    renderRoutes(
      [{ element: <AppLayout />, children: [{ path: "/subreviews", element: <MySubreviewsPage /> }] }],
      "/subreviews",
    );
    await user.click(await screen.findByRole("button", { name: "Conference" }));
    expect(await screen.findByRole("menuitem", { name: "Subreviews" })).toHaveAttribute("href", "/subreviews");
    const rows = await screen.findAllByRole("row");
    expect(within(rows[1]!).getByText("Mutation testing at scale")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Sent back")).toBeInTheDocument();
    expect(within(rows[1]!).getByRole("link", { name: "Open the subreview of paper #12" })).toHaveAttribute(
      "href",
      "/subreview/7",
    );
    expect(within(rows[2]!).getByText("Approved")).toBeInTheDocument();
  });

  it("nobody else gets the entry", async () => {
    signIn();
    mockFetch(() => ok([]));
    const user = setupUser();
    renderRoutes(
      [{ element: <AppLayout />, children: [{ path: "/conference", element: <p>Conference list</p> }] }],
      "/conference",
    );
    await user.click(await screen.findByRole("button", { name: "Conference" }));
    expect(await screen.findByRole("menuitem", { name: "All Conference" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "Subreviews" })).not.toBeInTheDocument();
  });
});
