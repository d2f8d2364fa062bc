import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import MyPapersPage from "../pages/MyPapersPage";

const paper = (id: number, title: string, status: number) => ({
  id,
  paper_sequence: id,
  paper_title: title,
  keywords: "k",
  abstract: "Accepted abstract",
  status,
  track_id: 1,
  track_name: "ML",
  conf_id: 3,
  created_by: 1,
  decision: "",
  final_decision_remark: "",
  has_file: true,
  paper_file_path: "p.pdf",
  paper_file_mime_type: "application/pdf",
  paper_file_url: `/api/paper/file/${id}`,
  paper_author_data: [
    {
      id: 11,
      paper_id: id,
      author_first_name: "Ada",
      author_last_name: "Lovelace",
      author_email: "ada@example.org",
      user_id: 1,
      confirmed: true,
    },
    {
      id: 12,
      paper_id: id,
      author_first_name: "Charles",
      author_last_name: "Babbage",
      author_email: "cb@example.org",
      user_id: null,
      confirmed: false,
    },
  ],
  paper_reviewer_data: [],
  review_count: 0,
  reviewed_count: 0,
  average_evaluation: null,
  actions: { edit: false, authors: false, withdraw: false, block: false, mail_authors: false, final_review: false },
});

function setup(open: boolean, defaults: unknown = null) {
  signIn();
  const sent: FormData[] = [];
  mockFetch((url, init) => {
    if (url.pathname === "/api/site/conf/short/3")
      return jsonResponse(200, {
        success: true,
        message: "",
        result: [
          {
            id: 3,
            event_name: "Conf",
            acronym_title: "C27",
            start_date: "2027-06-01",
            end_date: "2027-06-03",
            last_submission_date: null,
            last_submission_at: null,
          },
        ],
      });
    if (url.pathname === "/api/paper/all/3/0")
      return jsonResponse(200, {
        success: true,
        message: "",
        result: { data: [paper(1, "Rejected Paper", 20), paper(2, "Accepted Paper", 35)], total: 2 },
      });
    if (url.pathname === "/api/paper/co-author-invitations")
      return jsonResponse(200, { success: true, message: "", result: [] });
    if (url.pathname === "/api/paper/camera-ready/2" && init?.method === "POST") {
      sent.push(init.body as FormData);
      return jsonResponse(200, { success: true, message: "The final version has been saved.", result: {} });
    }
    if (url.pathname === "/api/paper/camera-ready/2") {
      return jsonResponse(200, {
        success: true,
        message: "",
        result: {
          paper_id: 2,
          open,
          closed_reason: open ? null : "The camera-ready deadline has passed.",
          deadline_utc: "2027-05-01T03:00:00.000Z",
          deadline_local: "2027-05-01 12:00",
          timezone: "Asia/Tokyo",
          version: null,
          ...(defaults ? { defaults } : {}),
        },
      });
    }
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  renderWithProviders(<MyPapersPage />, { route: "/conference/mypapers/3", path: "/conference/mypapers/:confId?" });
  return { user: setupUser(), sent };
}

describe("Upload final version (camera-ready)", () => {
  const openDialog = async (user: ReturnType<typeof setupUser>) => {
    const accepted = await screen.findByRole("article", { name: "Accepted Paper" });
    await user.click(await within(accepted).findByRole("button", { name: "Upload final version" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload final version" });
    await waitFor(() => expect(within(dialog).getByLabelText(/Final title/)).toHaveValue("Accepted Paper"));
    return dialog;
  };

  it("closes at once while untouched", async () => {
    const { user } = setup(true);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Upload final version" })).not.toBeInTheDocument());
    expect(screen.queryByText("Discard unsaved changes?")).not.toBeInTheDocument();
  });

  it("asks before dropping a typed title: Keep editing keeps it, Discard closes without sending", async () => {
    const { user, sent } = setup(true);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByLabelText(/Final title/));
    await user.paste(": the printed version");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Keep editing" }));
    expect(within(dialog).getByLabelText(/Final title/)).toHaveValue("Accepted Paper: the printed version");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Upload final version" })).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);
  });

  it("is offered on an accepted paper while open, and sends the file with the final author list in print order", async () => {
    const { user, sent } = setup(true);
    const accepted = await screen.findByRole("article", { name: "Accepted Paper" });
    expect(
      within(screen.getByRole("article", { name: "Rejected Paper" })).queryByRole("button", {
        name: "Upload final version",
      }),
    ).toBeNull();
    await user.click(await within(accepted).findByRole("button", { name: "Upload final version" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload final version" });
    expect(within(dialog).getByLabelText(/Final title/)).toHaveValue("Accepted Paper");
    // the deadline in its own time zone, and in UTC
    expect(
      within(dialog).getByText("Camera-ready deadline: 2027-05-01 12:00 Asia/Tokyo (2027-05-01 03:00 UTC)"),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole("group", { name: "Author 1" }).querySelectorAll("input")[2]!,
      "Analytical Society",
    );
    await user.click(within(dialog).getByRole("button", { name: "Move author 2 up" }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.4"], "final.pdf", { type: "application/pdf" })] } });
    await user.click(within(dialog).getAllByRole("button", { name: "Upload final version" }).at(-1)!);
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    expect(body.get("final_title")).toBe("Accepted Paper");
    expect(JSON.parse(String(body.get("final_authors")))).toEqual([
      { first_name: "Charles", last_name: "Babbage", affiliation: "", email: "cb@example.org" },
      { first_name: "Ada", last_name: "Lovelace", affiliation: "Analytical Society", email: "ada@example.org" },
    ]);
    expect((body.get("final_file") as File).name).toBe("final.pdf");
  });

  it("prefills the authors' affiliations from what the server proposes, so the proceedings entry is not empty", async () => {
    const defaults = {
      final_title: "Accepted Paper",
      final_abstract: "Accepted abstract",
      final_authors: [
        { first_name: "Ada", last_name: "Lovelace", affiliation: "Analytical Society", email: "ada@example.org" },
        { first_name: "Charles", last_name: "Babbage", affiliation: "Cambridge", email: "cb@example.org" },
      ],
    };
    const { user, sent } = setup(true, defaults);
    const accepted = await screen.findByRole("article", { name: "Accepted Paper" });
    await user.click(await within(accepted).findByRole("button", { name: "Upload final version" }));
    const dialog = await screen.findByRole("dialog", { name: "Upload final version" });
    await waitFor(() =>
      expect(within(dialog).getByRole("group", { name: "Author 2" }).querySelectorAll("input")[2]).toHaveValue(
        "Cambridge",
      ),
    );
    expect(within(dialog).getByRole("group", { name: "Author 1" }).querySelectorAll("input")[2]).toHaveValue(
      "Analytical Society",
    );
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(["%PDF-1.4"], "final.pdf", { type: "application/pdf" })] } });
    await user.click(within(dialog).getAllByRole("button", { name: "Upload final version" }).at(-1)!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(String(sent[0]!.get("final_authors")))).toEqual(defaults.final_authors);
  });

  it("is not offered once closed", async () => {
    setup(false);
    const accepted = await screen.findByRole("article", { name: "Accepted Paper" });
    await waitFor(() => expect(within(accepted).queryByRole("button", { name: "Upload final version" })).toBeNull());
  });
});
