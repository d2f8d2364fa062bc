import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, setupUser, signIn, Wrapper } from "../../test/render";
import { BulkTagResults } from "./BulkTagResults";

describe("BulkTagResults", () => {
  it("tags every result of the search and says how many were changed and refused", async () => {
    signIn();
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      bodies.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      const results = [
        { paper_id: 1, done: true },
        { paper_id: 2, done: false, refusal: "You may not tag this paper." },
      ];
      return jsonResponse(200, { success: true, message: "", result: { results, done: 1, refused: 1 } });
    });
    const user = setupUser();
    render(<BulkTagResults confId={3} target={{ q: "status:accepted" }} count={2} />, { wrapper: Wrapper });
    expect(screen.getByRole("button", { name: "Tag all 2" })).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Tags for all 2 results" }), "discuss#1");
    await user.click(screen.getByRole("button", { name: "Tag all 2" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { path: "/api/paper/bulk/3", body: { q: "status:accepted", action: "tag", tags: ["discuss#1"] } },
      ]),
    );
    expect(await screen.findByRole("status")).toHaveTextContent("1 changed, 1 refused (You may not tag this paper.)");
  });
});
