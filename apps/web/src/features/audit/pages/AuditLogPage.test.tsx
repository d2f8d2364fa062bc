import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import type { AuditLogEntry } from "../api/listAuditLog";
import { entryTime } from "../historyText";
import AuditLogPage from "./AuditLogPage";

const XSS = "<img src=x onerror=alert(1)>";

const entries: AuditLogEntry[] = [
  {
    id: 12,
    action: "conference.approve",
    entity_type: "conference",
    entity_id: 7,
    conf_id: 7,
    details: { from: 5, to: 10 },
    created_at: "2026-03-02T09:15:00.000Z",
    actor_id: 1,
    actor_first_name: "Ada",
    actor_last_name: "Lovelace",
    actor_email: "ada@example.org",
  },
  {
    id: 11,
    action: "paper.withdraw",
    entity_type: "paper",
    entity_id: 40,
    conf_id: 7,
    details: { reason: XSS, from: 10, to: 25 },
    created_at: "2026-03-01T18:00:00.000Z",
    actor_id: 2,
    actor_first_name: "Alan",
    actor_last_name: "Turing",
    actor_email: "alan@example.org",
  },
  {
    id: 10,
    action: "notification.bulk",
    entity_type: "notification_job",
    entity_id: 3,
    conf_id: 7,
    details: null,
    created_at: "2026-03-01T08:00:00.000Z",
    actor_id: null,
    actor_first_name: null,
    actor_last_name: null,
    actor_email: null,
  },
];

function setup(
  respond: (url: URL) => Response = () =>
    jsonResponse(200, { success: true, message: "", result: { data: entries, total: 120 } }),
) {
  signIn({ id: 1, role: "ADMIN" });
  const requests: URLSearchParams[] = [];
  mockFetch((url) => {
    if (url.pathname === "/api/audit-log") {
      requests.push(url.searchParams);
      return respond(url);
    }
    return jsonResponse(200, { success: true, message: "", result: [] });
  });
  renderWithProviders(<AuditLogPage />, { route: "/settings/auditLog" });
  return { requests, user: setupUser() };
}

const last = (requests: URLSearchParams[]) => Object.fromEntries(requests[requests.length - 1]!);
const rows = () =>
  within(screen.getByRole("table", { name: "Audit log" }))
    .getAllByRole("row")
    .slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole("cell");

describe("Audit Log", () => {
  it("lists the newest 50 entries with when, who, a readable action, the record and the details", async () => {
    const { requests } = setup();
    expect(await screen.findByRole("heading", { name: "Audit Log" })).toBeInTheDocument();
    await screen.findByRole("table", { name: "Audit log" });
    expect(last(requests)).toEqual({ per_page: "50", page: "1" });

    const [approve, withdraw, system] = rows();
    expect(cells(approve!).map((c) => c.textContent)).toEqual([
      entryTime("2026-03-02T09:15:00.000Z"),
      "Ada Lovelaceada@example.org",
      "Approved the conference",
      "Conference #7", // its own conference id is not repeated
      "from: 5to: 10",
    ]);
    expect(
      cells(withdraw!)
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual(["Alan Turingalan@example.org", "Withdrew the paper", "Paper #40Conference #7"]);
    expect(
      cells(system!)
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual(["System", "Started notifying the authors of a conference", "Notification job #3Conference #7"]);
    expect(screen.getByRole("navigation", { name: "Pagination" })).toHaveTextContent("Page 1 of 3 · 120 records");
  });

  it("shows stored markup in the details as text, never as HTML", async () => {
    setup();
    await screen.findByRole("table", { name: "Audit log" });
    const withdraw = rows()[1]!;
    expect(within(withdraw).getByText(`reason: ${XSS}`)).toBeInTheDocument();
    expect(withdraw.querySelector("img")).toBeNull();
  });

  it("applies the conference, record type, record id and action filters together, from page 1", async () => {
    const { requests, user } = setup();
    await screen.findByRole("table", { name: "Audit log" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(last(requests).page).toBe("2"));

    await user.type(screen.getByRole("textbox", { name: "Conference id" }), "7");
    await user.selectOptions(screen.getByRole("combobox", { name: "Record type" }), "Paper");
    await user.type(screen.getByRole("textbox", { name: "Record id" }), "40");
    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "Withdrew the paper");
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() =>
      expect(last(requests)).toEqual({
        conf_id: "7",
        entity_type: "paper",
        entity_id: "40",
        action: "paper.withdraw",
        per_page: "50",
        page: "1",
      }),
    );

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(last(requests)).toEqual({ per_page: "50", page: "1" }));
    expect(screen.getByRole("textbox", { name: "Conference id" })).toHaveValue("");
  });

  it("filters by an actor picked with the user search", async () => {
    signIn({ id: 1, role: "ADMIN" });
    const requests: URLSearchParams[] = [];
    mockFetch((url) => {
      if (url.pathname === "/api/search-users") {
        return jsonResponse(200, {
          success: true,
          message: "",
          result: [{ id: 2, first_name: "Alan", last_name: "Turing", email: "alan@example.org" }],
        });
      }
      requests.push(url.searchParams);
      return jsonResponse(200, { success: true, message: "", result: { data: entries, total: 3 } });
    });
    renderWithProviders(<AuditLogPage />, { route: "/settings/auditLog" });
    const user = setupUser();
    await screen.findByRole("table", { name: "Audit log" });

    await user.type(screen.getByRole("combobox", { name: "Actor" }), "alan");
    await user.click(await screen.findByRole("option", { name: /alan@example.org/ }));
    expect(screen.getByRole("button", { name: "Clear the actor" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(last(requests).actor_id).toBe("2"));
  });

  it("offers page sizes 10, 20 and 50", async () => {
    const { requests, user } = setup();
    await screen.findByRole("table", { name: "Audit log" });
    const sizes = screen.getByRole("combobox", { name: "Rows per page" });
    expect([...sizes.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["10", "20", "50"]);
    await user.selectOptions(sizes, "20");
    await waitFor(() => expect(last(requests).per_page).toBe("20"));
  });

  it("says so when no entry matches", async () => {
    setup(() => jsonResponse(200, { success: true, message: "", result: { data: [], total: 0 } }));
    expect(await screen.findByText("No audit entries match these filters.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the page (a non-admin who opens the URL)", async () => {
    setup(() => jsonResponse(403, { success: false, message: "You do not have permission to do this.", result: null }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You do not have permission to do this.");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByText("No audit entries match these filters.")).not.toBeInTheDocument();
  });
});
