import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn, setupUser } from "../../../test/render";
import ManageUsersPage from "./ManageUsersPage";

const users = [
  {
    id: 1,
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.org",
    country: "United Kingdom",
    affiliation: "Analytical",
    status: 1,
  },
  {
    id: 2,
    first_name: "Alan",
    last_name: "Turing",
    email: "alan@example.org",
    country: "United Kingdom",
    affiliation: "Bletchley",
    status: 0,
  },
];

function setup() {
  signIn({ id: 1, role: "ADMIN" });
  const requests: URLSearchParams[] = [];
  const fetchMock = mockFetch((url) => {
    if (url.pathname === "/api/users") requests.push(url.searchParams);
    return jsonResponse(200, { success: true, message: "", result: { data: users, total: users.length } });
  });
  renderWithProviders(<ManageUsersPage />, { route: "/settings/manageUsers" });
  return { requests, fetchMock, user: setupUser() };
}

const last = (requests: URLSearchParams[]) => requests[requests.length - 1]!;

describe("Manage Users", () => {
  it("loads the first page sorted by first name, 50 per page", async () => {
    const { requests } = setup();
    expect(await screen.findByText("ada@example.org")).toBeInTheDocument();
    expect(screen.getByText("In-Active")).toBeInTheDocument();
    expect(Object.fromEntries(last(requests))).toEqual({
      order_by: "first_name",
      order_type: "asc",
      per_page: "50",
      page: "1",
    });
  });

  it("searches only after more than 2 characters and resets at 0", async () => {
    const { requests, user } = setup();
    await screen.findByText("ada@example.org");
    const box = screen.getByLabelText("Search users");

    await user.type(box, "ad");
    // Give the debounce time to pass: 2 characters must not start a search.
    await new Promise((r) => setTimeout(r, 450));
    expect(requests.some((q) => q.has("param_search"))).toBe(false);

    await user.type(box, "a");
    await waitFor(() => expect(last(requests).get("param_search")).toBe("ada"));
    expect(last(requests).get("page")).toBe("1");

    await user.clear(box);
    await waitFor(() => expect(last(requests).has("param_search")).toBe(false));
  });

  it("toggles a column between ascending and descending", async () => {
    const { requests, user } = setup();
    await screen.findByText("ada@example.org");
    const emailHeader = screen.getByRole("button", { name: "Sort by Email" });

    await user.click(emailHeader);
    await waitFor(() => expect(last(requests).get("order_by")).toBe("email"));
    expect(last(requests).get("order_type")).toBe("asc");
    expect(emailHeader.closest("th")).toHaveAttribute("aria-sort", "ascending");

    await user.click(emailHeader);
    await waitFor(() => expect(last(requests).get("order_type")).toBe("desc"));
    expect(emailHeader.closest("th")).toHaveAttribute("aria-sort", "descending");

    await user.click(emailHeader);
    await waitFor(() => expect(last(requests).get("order_type")).toBe("asc"));
  });

  it("offers page sizes 10, 20 and 50", async () => {
    const { requests, user } = setup();
    await screen.findByText("ada@example.org");
    const sizes = screen.getByLabelText("Rows per page");
    expect([...sizes.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["10", "20", "50"]);
    await user.selectOptions(sizes, "20");
    await waitFor(() => expect(last(requests).get("per_page")).toBe("20"));
  });

  it("asks before deleting and then calls DELETE /users/{id}", async () => {
    const { fetchMock, user } = setup();
    await screen.findByText("alan@example.org");
    expect(screen.getByRole("button", { name: "Delete ada@example.org" })).toBeDisabled(); // yourself
    await user.click(screen.getByRole("button", { name: "Delete alan@example.org" }));
    expect(await screen.findByText("Are you sure to delete this User?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url) === "/api/users/2" && init?.method === "DELETE"),
      ).toBe(true),
    );
  });
});
