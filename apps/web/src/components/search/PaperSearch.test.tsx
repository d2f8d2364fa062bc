import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, setupUser, signIn, Wrapper } from "../../test/render";
import { PaperSearchBox } from "./PaperSearchBox";
import { PaperTagsEditor } from "./PaperTagsEditor";
import { SavedSearchFilters } from "./SavedSearchFilters";

describe("PaperSearchBox", () => {
  it("searches on Enter, lists the problems with their positions, and documents the terms", async () => {
    const onSearch = vi.fn();
    const user = setupUser();
    const errors = [{ position: 9, length: 7, term: "foo:bar", message: "There is no search keyword foo:." }];
    render(<PaperSearchBox value="" onSearch={onSearch} errors={errors} />, { wrapper: Wrapper });
    await user.type(screen.getByRole("textbox", { name: "Search with terms" }), "status:accepted re:late{Enter}");
    expect(onSearch).toHaveBeenCalledWith("status:accepted re:late");
    expect(screen.getByRole("list", { name: "Search problems" })).toHaveTextContent(
      "“foo:bar” at 10: There is no search keyword foo:.",
    );

    await user.click(screen.getByRole("button", { name: "Search help" }));
    const help = screen.getByRole("region", { name: "Search help" });
    expect(help).toHaveTextContent("NOT and - bind tightest");
    for (const term of [
      "ti:",
      "au:",
      "#tag>2",
      "re:late",
      "score:<field>",
      "spread:",
      "has:",
      "field:<name>=value",
      "OR",
    ]) {
      expect(within(help).getAllByText(term).length).toBeGreaterThan(0);
    }
    await user.click(within(help).getByRole("button", { name: "Search for spread:>2" }));
    expect(onSearch).toHaveBeenLastCalledWith("spread:>2");
  });

  it("shows the query from the URL", () => {
    render(<PaperSearchBox value="#discuss" onSearch={vi.fn()} />, { wrapper: Wrapper });
    expect(screen.getByRole("textbox", { name: "Search with terms" })).toHaveValue("#discuss");
  });
});

describe("SavedSearchFilters", () => {
  it("offers the saved searches as quick filters and saves the current query under a name", async () => {
    signIn();
    const posted: unknown[] = [];
    mockFetch((url, init) => {
      if (init?.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse(200, {
          success: true,
          message: "",
          result: [
            { id: 1, name: "Late", q: "re:late", created_by: 1, created_at: "" },
            { id: 2, name: "Hot", q: "#discuss", created_by: 1, created_at: "" },
          ],
        });
      }
      return jsonResponse(200, {
        success: true,
        message: "",
        result: [{ id: 1, name: "Late", q: "re:late", created_by: 1, created_at: "" }],
      });
    });
    const onPick = vi.fn();
    const user = setupUser();
    render(<SavedSearchFilters confId={3} current="#discuss" onPick={onPick} />, { wrapper: Wrapper });
    await user.click(await screen.findByRole("checkbox", { name: "Late" }));
    expect(onPick).toHaveBeenCalledWith("re:late");
    await user.type(screen.getByRole("textbox", { name: "Name of the search" }), "Hot");
    await user.click(screen.getByRole("button", { name: "Save search" }));
    await waitFor(() => expect(posted).toEqual([{ name: "Hot", q: "#discuss" }]));
    expect(await screen.findByRole("checkbox", { name: "Hot" })).toBeChecked();
  });
});

describe("PaperTagsEditor", () => {
  it("shows the tags and adds and removes them through POST /paper/tags", async () => {
    signIn();
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      bodies.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      return jsonResponse(200, { success: true, message: "", result: [] });
    });
    const user = setupUser();
    const tags = [
      { name: "discuss", value: 2, visibility: "shared" as const },
      { name: "~~pc", value: null, visibility: "chair" as const },
    ];
    render(<PaperTagsEditor confId={3} paperId={9} tags={tags} />, { wrapper: Wrapper });
    expect(screen.getByText("#discuss#2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove tag ~~pc" }));
    await user.click(screen.getByRole("button", { name: "Add tags" }));
    await user.type(await screen.findByRole("textbox", { name: /Add tags/ }), "later ~mine#1{Enter}");
    await waitFor(() =>
      expect(bodies).toEqual([
        { path: "/api/paper/tags/9", body: { add: [], remove: ["~~pc"] } },
        { path: "/api/paper/tags/9", body: { add: ["later", "~mine#1"], remove: [] } },
      ]),
    );
  });
});
