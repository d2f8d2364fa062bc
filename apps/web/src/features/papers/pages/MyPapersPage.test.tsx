import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import MyPapersPage from "./MyPapersPage";

const actions = (edit: boolean) => ({
  edit,
  authors: edit,
  withdraw: edit,
  block: false,
  mail_authors: false,
  final_review: false,
});
const paper = (id: number, title: string, status: number, edit = status === 0) => ({
  id,
  paper_sequence: id,
  paper_title: title,
  keywords: "k",
  abstract: "a",
  status,
  track_id: 1,
  track_name: "Machine Learning",
  conf_id: 3,
  created_by: 1,
  decision: "No Decision",
  final_decision_remark: "",
  has_file: true,
  paper_file_path: "p.pdf",
  paper_file_mime_type: "application/pdf",
  paper_file_url: `/api/paper/file/${id}`,
  paper_author_data: [
    {
      id: 10 + id,
      paper_id: id,
      author_first_name: "Ada",
      author_last_name: "Lovelace",
      author_email: "ada@example.org",
      user_id: 1,
      confirmed: true,
    },
  ],
  paper_reviewer_data: [],
  review_count: 0,
  reviewed_count: 0,
  average_evaluation: null,
  actions: actions(edit),
});

function setup(deadlineAt: string | null, accepted: Record<string, unknown> = {}) {
  signIn();
  mockFetch((url) => {
    if (url.pathname === "/api/site/conf/short/3") {
      return jsonResponse(200, {
        success: true,
        message: "",
        result: [
          {
            id: 3,
            event_name: "Conf",
            acronym_title: "ICML27",
            start_date: "2027-06-01",
            end_date: "2027-06-03",
            last_submission_date: deadlineAt ? "2027-01-01 10:00" : null,
            last_submission_at: deadlineAt,
          },
        ],
      });
    }
    if (url.pathname === "/api/paper/all/3/0") {
      expect(url.searchParams.get("created_by")).toBe("true");
      return jsonResponse(200, {
        success: true,
        message: "",
        result: {
          data: [paper(1, "Open Paper", 0), { ...paper(2, "Accepted Paper", 35, false), ...accepted }],
          total: 2,
        },
      });
    }
    if (url.pathname === "/api/paper/co-author-invitations")
      return jsonResponse(200, { success: true, message: "", result: [] });
    if (url.pathname === "/api/track/all/3")
      return jsonResponse(200, { success: true, message: "", result: [{ id: 1, track_name: "Machine Learning" }] });
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  renderWithProviders(<MyPapersPage />, { route: "/conference/mypapers/3", path: "/conference/mypapers/:confId?" });
  return setupUser();
}

const future = () => new Date(Date.now() + 3600_000).toISOString();
const past = () => new Date(Date.now() - 60_000).toISOString();

describe("My Papers", () => {
  it("before the deadline offers Submit, and Edit, Authors and Withdraw only on a submitted paper", async () => {
    setup(future());
    const open = await screen.findByRole("article", { name: "Open Paper" });
    expect(screen.getByRole("button", { name: "Submit Paper" })).toBeInTheDocument();
    for (const name of ["Edit", "Authors", "Withdraw", "Download"])
      expect(within(open).getByRole("button", { name })).toBeInTheDocument();
    const accepted = screen.getByRole("article", { name: "Accepted Paper" });
    expect(within(accepted).getByText("Accepted / Probably Accepted")).toBeInTheDocument();
    for (const name of ["Edit", "Authors", "Withdraw"])
      expect(within(accepted).queryByRole("button", { name })).toBeNull();
    expect(within(accepted).getByRole("button", { name: "Download" })).toBeInTheDocument();
  });

  it("names a decided paper's status with the conference's own decision label", async () => {
    setup(future(), { decision: "Accept as short paper", status_label: "Accept as short paper" });
    const accepted = await screen.findByRole("article", { name: "Accepted Paper" });
    expect(within(accepted).getByText("Accept as short paper")).toBeInTheDocument();
    expect(within(accepted).queryByText("Accepted / Probably Accepted")).toBeNull();
  });

  it("after the deadline hides Submit, Edit, Authors and Withdraw but keeps Download", async () => {
    setup(past());
    const open = await screen.findByRole("article", { name: "Open Paper" });
    expect(screen.queryByRole("button", { name: "Submit Paper" })).toBeNull();
    for (const name of ["Edit", "Authors", "Withdraw"]) expect(within(open).queryByRole("button", { name })).toBeNull();
    expect(within(open).getByRole("button", { name: "Download" })).toBeInTheDocument();
  });

  it("refuses a file that is not pdf, doc or docx with the spec's message and clears it", async () => {
    const user = setup(future());
    await user.click(await screen.findByRole("button", { name: "Submit Paper" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit Paper" });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(["hello"], "notes.txt", { type: "text/plain" })] } });
    expect(await within(dialog).findByText("Invalid file type. Please select a valid file.")).toBeInTheDocument();
    expect(within(dialog).queryByText("notes.txt")).toBeNull();
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.4"], "paper.PDF", { type: "application/pdf" })] } });
    expect(await within(dialog).findByText("paper.PDF")).toBeInTheDocument();
    expect(within(dialog).queryByText("Invalid file type. Please select a valid file.")).toBeNull();
  });
});
