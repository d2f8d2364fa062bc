import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../test/render";
import PaperConflictsDialog from "./PaperConflictsDialog";

const ok = (result: unknown, message = "") => jsonResponse(200, { success: true, message, result });
const paper = { id: 9, conf_id: 3, paper_sequence: 4, paper_title: "Graphs" };

const CONFLICTS = [
  {
    user_id: 21,
    first_name: "Grace",
    last_name: "Hopper",
    conflict_type: "Collaborator",
    source: "author",
    reason: "co-author 2025",
    waived: false,
  },
  {
    user_id: 22,
    first_name: "Alan",
    last_name: "Turing",
    conflict_type: "Same institution",
    source: "detected",
    reason: "same email domain bletchley.org",
    waived: false,
  },
  {
    user_id: 23,
    first_name: "Barbara",
    last_name: "Liskov",
    conflict_type: "Same institution",
    source: "suggested",
    reason: "same affiliation MIT",
    waived: false,
  },
];

function setup() {
  signIn({ role: "USER" });
  const calls: { method: string; path: string; body: unknown }[] = [];
  mockFetch(async (url, init) => {
    const method = init?.method ?? "GET";
    if (method !== "GET") {
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      return ok(null, "Done.");
    }
    if (url.pathname === "/api/paper/conflicts/9") return ok(CONFLICTS);
    if (url.pathname === "/api/conference/pc-members/3")
      return ok([{ id: 24, first_name: "Edsger", last_name: "Dijkstra", affiliation: "Austin" }]);
    if (url.pathname === "/api/paper/conflict-explain/9/24") return ok({ conflicted: false, reasons: [] });
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  renderWithProviders(<PaperConflictsDialog paper={paper} opened onClose={() => {}} />);
  return { calls, user: setupUser() };
}

describe("Conflicts dialog (chairs)", () => {
  it("lists declared, detected and suggested conflicts with their source and reason", async () => {
    setup();
    const table = await screen.findByRole("table", { name: "Conflicts of paper 4" });
    const grace = within(table).getByRole("row", { name: /Grace Hopper/ });
    expect(grace).toHaveTextContent("Declared by an author");
    expect(grace).toHaveTextContent("co-author 2025");
    expect(within(table).getByRole("row", { name: /Alan Turing/ })).toHaveTextContent(
      "same email domain bletchley.org",
    );
    expect(within(table).getByRole("row", { name: /Barbara Liskov/ })).toHaveTextContent("Suggested");
    expect(screen.getByRole("columnheader", { name: "PC member" })).toBeInTheDocument();
    // the state badges wrap rather than being cut off with an ellipsis
    for (const badge of within(table).getAllByText("In force"))
      expect(badge).toHaveStyle({ whiteSpace: "normal", textOverflow: "clip" });
  });

  it("waiving a detected conflict needs a reason, then posts it", async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole("button", { name: "Waive the conflict with Alan Turing" }));
    const form = screen.getByRole("form", { name: "Waive the conflict with Alan Turing" });
    await user.click(within(form).getByRole("button", { name: "Waive conflict" }));
    expect(await within(form).findByText("A reason is required to waive a conflict.")).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(form).getByRole("textbox", { name: /Reason for the waiver/ }), "Different departments");
    await user.click(within(form).getByRole("button", { name: "Waive conflict" }));
    expect(await screen.findByText("Done.")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/paper/conflict-waive/9",
        body: { user_id: 22, reason: "Different departments", waived: true },
      },
    ]);
  });

  it("confirms a suggestion as Same institution, dismisses one with a waiver, and removes a declared one", async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole("button", { name: "Confirm the conflict with Barbara Liskov" }));
    await user.click(screen.getByRole("button", { name: "Dismiss the conflict with Barbara Liskov" }));
    await user.click(screen.getByRole("button", { name: "Remove the conflict with Grace Hopper" }));
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    await screen.findByText("Done.");
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[0]).toEqual({
      method: "POST",
      path: "/api/paper/conflict/9",
      body: { user_id: 23, conflict_type: "Same institution", reason: "same affiliation MIT" },
    });
    expect(calls[1]).toMatchObject({
      method: "POST",
      path: "/api/paper/conflict-waive/9",
      body: { user_id: 23, waived: true },
    });
    expect(calls[2]).toEqual({ method: "DELETE", path: "/api/paper/conflict/9/21", body: null });
  });

  it("adds a conflict with a PC member, a type and a reason", async () => {
    const { calls, user } = setup();
    const form = await screen.findByRole("form", { name: "Add a conflict" });
    await user.click(within(form).getByRole("button", { name: "Add conflict" }));
    expect(await within(form).findByText("Choose a PC member.")).toBeInTheDocument();
    expect(within(form).getByText(/Conflict type must be one of/)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(within(form).getByRole("combobox", { name: "PC member" }));
    await user.click(await screen.findByRole("option", { name: "Edsger Dijkstra (Austin)" }));
    expect(await within(form).findByText("No conflict recorded with this member yet.")).toBeInTheDocument();
    await user.click(within(form).getByRole("combobox", { name: "Conflict type" }));
    await user.click(await screen.findByRole("option", { name: "Personal" }));
    await user.type(within(form).getByRole("textbox", { name: "Reason" }), "Brother-in-law");
    await user.click(within(form).getByRole("button", { name: "Add conflict" }));
    await screen.findByText("Done.");
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/api/paper/conflict/9",
        body: { user_id: 24, conflict_type: "Personal", reason: "Brother-in-law" },
      },
    ]);
  });
});
