// "word limit at the boundary on client and server". The server side is
// apps/api/test/author-response.test.ts; this is the client: the same shared counter (countWords)
// lets exactly the limit through, refuses one word more before posting, and shows the server's
// 422 on the field when the two disagree.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponseAnswer } from "@symposia/domain";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import AuthorResponsePage from "./AuthorResponsePage";

const answer: ResponseAnswer = {
  paper_id: 12,
  response: null,
  updated_at: null,
  window: { start: "2031-03-01 09:00", end: "2031-03-08 09:00", timezone: "Asia/Kathmandu", open: true, max_words: 5 },
  can_respond: true,
  reviews: [],
  before_response: null,
};

function setup(postAnswer: () => Response) {
  signIn({ id: 4 });
  const posts: unknown[] = [];
  mockFetch((url, init) => {
    if (init?.method === "POST") {
      posts.push(JSON.parse(String(init.body)));
      return postAnswer();
    }
    if (url.pathname === "/api/paper/response/12")
      return jsonResponse(200, { success: true, message: "", result: answer });
    if (url.pathname === "/api/paper/meta-review/12")
      return jsonResponse(404, { success: false, message: "Not found.", result: null, code: "not_found" });
    return jsonResponse(200, { success: true, message: "", result: [] });
  });
  renderWithProviders(<AuthorResponsePage />, { route: "/paper/response/12", path: "/paper/response/:paperId" });
  return { posts, user: setupUser() };
}

describe("the response's word limit on the client", () => {
  it("takes exactly the limit (however spaced) and posts it; one word more is refused before posting", async () => {
    const { posts, user } = setup(() =>
      jsonResponse(200, { success: true, message: "OK", result: { updated: false } }),
    );
    const box = await screen.findByLabelText("Response");
    expect(screen.getByText(/Asia\/Kathmandu/)).toBeInTheDocument();
    await user.type(box, "one two  three\nfour five");
    expect(screen.getByText("5 / 5 words")).toBeInTheDocument();
    expect(screen.queryByText(/must be at most/)).not.toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Submit response" });
    expect(submit).toBeEnabled();

    await user.type(box, " six");
    expect(screen.getByText("6 / 5 words")).toBeInTheDocument();
    expect(screen.getByText("Response must be at most 5 words (it has 6).")).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(posts).toEqual([]);

    await user.type(box, "{Backspace}{Backspace}{Backspace}{Backspace}");
    await user.click(screen.getByRole("button", { name: "Submit response" }));
    await waitFor(() => expect(posts).toEqual([{ response: "one two  three\nfour five" }]));
  });

  it("shows the server's refusal on the field", async () => {
    const { user } = setup(() =>
      jsonResponse(422, {
        success: false,
        message: "Invalid input.",
        result: { response: ["Response must be at most 5 words (it has 6)."] },
      }),
    );
    const box = await screen.findByLabelText("Response");
    await user.type(box, "five words in this box");
    await user.click(screen.getByRole("button", { name: "Submit response" }));
    expect(await screen.findByText("Response must be at most 5 words (it has 6).")).toBeInTheDocument();
  });
});
