import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { DiscussionComment, DiscussionThread } from "@symposia/domain";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { DiscussionPanel } from "./DiscussionPanel";

const comment = (overrides: Partial<DiscussionComment>): DiscussionComment => ({
  id: 1,
  paper_id: 3,
  author_id: null,
  author_name: "Reviewer B",
  author_role: "reviewer",
  visibility: "pc",
  comment: "",
  comment_format: "text",
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-20T10:00:00Z",
  edited: false,
  mine: false,
  can_edit: false,
  ...overrides,
});

const thread = (comments: DiscussionComment[]): DiscussionThread => ({
  paper_id: 3,
  in_discussion: false,
  can_comment: true,
  can_pin: false,
  can_post_chairs_only: true,
  discussion_mail: true,
  comments,
});

describe("DiscussionPanel", () => {
  it("shows plain text as written (escaped), rich text through the sanitiser", async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        message: "",
        result: thread([
          comment({ comment: "The paper should not use <script> in the demo; List<String> too." }),
          comment({ id: 2, comment: "<p>See <strong>section 3</strong></p>", comment_format: "html" }),
        ]),
      }),
    );
    const { container } = renderWithProviders(<DiscussionPanel paperId={3} />);
    expect(
      await screen.findByText("The paper should not use <script> in the demo; List<String> too."),
    ).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByText("section 3").tagName).toBe("STRONG");
  });

  it("a reviewer may write for the chairs only; the comment goes as plain text", async () => {
    signIn();
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { success: true, message: "", result: comment({ mine: true, visibility: "chairs" }) });
      }
      return jsonResponse(200, { success: true, message: "", result: thread([]) });
    });
    renderWithProviders(<DiscussionPanel paperId={3} />);
    const user = setupUser();
    await user.type(await screen.findByLabelText("Your comment"), "I doubt Reviewer B has no conflict.");
    await user.selectOptions(screen.getByLabelText("Visible to"), "chairs");
    expect(
      screen.getByText("Only the chairs read it: not the other reviewers, subreviewers or authors."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() =>
      expect(posted).toEqual([
        { comment: "I doubt Reviewer B has no conflict.", visibility: "chairs", comment_format: "text" },
      ]),
    );
  });
});
