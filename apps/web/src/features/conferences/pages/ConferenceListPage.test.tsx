import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ConferenceListItem } from "@symposia/domain";
import { conferenceListItem } from "../../../test/conferenceListItem";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import ConferenceListPage from "./ConferenceListPage";

const ME = 7;
const EIGHT = [
  "Manage CFP",
  "Configuration",
  "Config Tracks",
  "TPC Members",
  "My Papers",
  "All Papers",
  "Reports",
  "Review Paper",
];

const conference = conferenceListItem;

function setup(list: ConferenceListItem[], role: "ADMIN" | "USER" = "USER") {
  signIn({ id: ME, role });
  let current = list;
  const posts: { path: string; body: unknown }[] = [];
  let listLoads = 0;
  const fetchMock = mockFetch((url, init) => {
    if (init?.method === "POST") {
      posts.push({ path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : null });
      return jsonResponse(200, { success: true, message: "Done.", result: null });
    }
    if (url.pathname === "/api/conference") {
      listLoads++;
      return jsonResponse(200, { success: true, message: "", result: current });
    }
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  renderWithProviders(<ConferenceListPage />, { route: "/conference/allConference" });
  return {
    posts,
    fetchMock,
    user: userEvent.setup(),
    loads: () => listLoads,
    replace: (next: ConferenceListItem[]) => (current = next),
  };
}

const card = async (acronym: string) => screen.findByRole("article", { name: acronym });
const buttonsOn = (el: HTMLElement) => EIGHT.filter((label) => within(el).queryByRole("link", { name: label }));

describe("All Conference card actions", () => {
  it("shows each role exactly the buttons of part 1 §6 on Approved conferences", async () => {
    setup([
      conference(1, { acronym_title: "SUPER", permissions: ["SUPERCHAIR"] }),
      conference(2, { acronym_title: "TRACK", permissions: ["TRACKCHAIR"] }),
      conference(3, { acronym_title: "REVIEW", permissions: ["REVIEWER"] }),
      conference(4, { acronym_title: "OC", oc_permissions: [ME, 99] }),
      conference(5, { acronym_title: "NONE", oc_permissions: [99] }),
    ]);
    expect(buttonsOn(await card("SUPER"))).toEqual(EIGHT);
    expect(buttonsOn(await card("TRACK"))).toEqual(["TPC Members", "My Papers"]);
    expect(buttonsOn(await card("REVIEW"))).toEqual(["My Papers", "Review Paper"]);
    expect(buttonsOn(await card("OC"))).toEqual([
      "Config Tracks",
      "TPC Members",
      "My Papers",
      "All Papers",
      "Reports",
      "Review Paper",
    ]);
    expect(buttonsOn(await card("NONE"))).toEqual(["My Papers"]);
  });

  it("puts the chairs' Dashboard first, for those who may see every paper", async () => {
    setup([
      conference(1, { acronym_title: "SUPER", permissions: ["SUPERCHAIR"] }),
      conference(2, { acronym_title: "TRACK", permissions: ["TRACKCHAIR"] }),
      conference(4, { acronym_title: "OC", oc_permissions: [ME, 99] }),
    ]);
    expect(within(await card("SUPER")).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/conference/dashboard/1",
    );
    expect(within(await card("SUPER")).getAllByRole("link", { name: /Dashboard|Manage CFP/ })[0]).toHaveTextContent(
      "Dashboard",
    );
    expect(within(await card("OC")).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
    expect(within(await card("TRACK")).queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("gives an ADMIN all eight on Approved conferences and none elsewhere; chairs see no buttons on other states", async () => {
    setup(
      [
        conference(1, { acronym_title: "APPROVED" }),
        conference(2, { acronym_title: "PENDING", conference_status: 0, permissions: ["SUPERCHAIR"] }),
        conference(3, { acronym_title: "BLOCKED", conference_status: 3, permissions: ["SUPERCHAIR"] }),
      ],
      "ADMIN",
    );
    expect(buttonsOn(await card("APPROVED"))).toEqual(EIGHT);
    expect(buttonsOn(await card("PENDING"))).toEqual([]);
    expect(buttonsOn(await card("BLOCKED"))).toEqual([]);
  });

  it("offers Remind Reviewers to exactly those who see Reports, and opens the reminder dialog on all tracks", async () => {
    const { user } = setup([
      conference(1, { acronym_title: "SUPER", permissions: ["SUPERCHAIR"] }),
      conference(2, { acronym_title: "TRACK", permissions: ["TRACKCHAIR"] }),
      conference(3, { acronym_title: "REVIEW", permissions: ["REVIEWER"] }),
      conference(4, { acronym_title: "OC", oc_permissions: [ME] }),
    ]);
    const remind = (acronym: string) => screen.queryByRole("button", { name: `Remind reviewers of ${acronym}` });
    await card("SUPER");
    expect(remind("SUPER")).toBeInTheDocument();
    expect(remind("OC")).toBeInTheDocument();
    expect(remind("TRACK")).toBeNull();
    expect(remind("REVIEW")).toBeNull();
    await user.click(remind("SUPER")!);
    const dialog = await screen.findByRole("dialog", { name: "Remind reviewers" });
    expect(within(dialog).getByRole("combobox", { name: "Track" })).toHaveValue("");
    expect(within(dialog).getByRole("button", { name: "Send reminders" })).toBeDisabled();
  });

  it("carries the conference id in the URL and links to details and the public CFP in a new tab", async () => {
    setup([conference(42, { acronym_title: "LINKS", permissions: ["SUPERCHAIR"] })]);
    const el = await card("LINKS");
    expect(within(el).getByRole("link", { name: "Configuration" })).toHaveAttribute(
      "href",
      "/conference/editConference/42",
    );
    expect(within(el).getByRole("link", { name: "Review Paper" })).toHaveAttribute(
      "href",
      "/conference/reviewPapers/42",
    );
    expect(within(el).getByRole("link", { name: "Conference 42" })).toHaveAttribute("href", "/conference/42");
    const cfp = within(el).getByRole("link", { name: /Public CFP/ });
    expect(cfp).toHaveAttribute("href", "/cfp/42");
    expect(cfp).toHaveAttribute("target", "_blank");
    expect(within(el).getByText("Approved")).toBeInTheDocument();
    expect(within(el).getByText("Hall, Lisbon, Lisboa, Portugal")).toBeInTheDocument();
  });
});

describe("ADMIN action dropdown", () => {
  const cases: [number, string, string[]][] = [
    [0, "Pending", ["Approve", "Reject", "Block"]],
    [1, "Approved", ["Block"]],
    [3, "Blocked", ["Unblock"]],
  ];
  it.each(cases)("from status %i (%s) offers exactly %j", async (status, _label, expected) => {
    const { user } = setup([conference(9, { acronym_title: "MENU", conference_status: status })], "ADMIN");
    await user.click(within(await card("MENU")).getByRole("button", { name: "Actions for MENU" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((i) => i.textContent)).toEqual(expected);
  });

  it("offers nothing on a Rejected conference", async () => {
    setup([conference(1, { acronym_title: "REJ", conference_status: 2 })], "ADMIN");
    expect(within(await card("REJ")).queryByRole("button", { name: /Actions for/ })).toBeNull();
  });

  it("hides the dropdown from a SUPERCHAIR", async () => {
    setup([conference(2, { acronym_title: "OWN", conference_status: 0, permissions: ["SUPERCHAIR"] })]);
    expect(within(await card("OWN")).queryByRole("button", { name: /Actions for/ })).toBeNull();
  });

  it("confirms with the spec's text, calls the transition and reloads the list", async () => {
    const { user, posts, loads, replace } = setup(
      [conference(5, { acronym_title: "BLK", conference_status: 3 })],
      "ADMIN",
    );
    await user.click(within(await card("BLK")).getByRole("button", { name: "Actions for BLK" }));
    await user.click(await screen.findByRole("menuitem", { name: "Unblock" }));
    expect(await screen.findByText("Do you want to Unblock this Conference?")).toBeInTheDocument();
    const before = loads();
    replace([conference(5, { acronym_title: "BLK", conference_status: 1 })]);
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(posts.map((p) => p.path)).toEqual(["/api/conference/unblock/5"]));
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(await within(await card("BLK")).findByText("Approved")).toBeInTheDocument();
  });

  it("does nothing when the confirmation is declined", async () => {
    const { user, posts } = setup([conference(6, { acronym_title: "PEN", conference_status: 0 })], "ADMIN");
    await user.click(within(await card("PEN")).getByRole("button", { name: "Actions for PEN" }));
    await user.click(await screen.findByRole("menuitem", { name: "Reject" }));
    expect(await screen.findByText("Do you want to Reject this Conference?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "No" }));
    await new Promise((r) => setTimeout(r, 50));
    expect(posts).toEqual([]);
  });
});

describe("Accept TPC Invitation", () => {
  it("lists each pending invitation by track and answers it", async () => {
    const { user, posts } = setup([
      conference(3, {
        acronym_title: "INV",
        tpc_invitation: [
          { id: 11, track_id: 101, track_name: "Security" },
          { id: 12, track_id: 102, track_name: "Databases" },
        ],
      }),
      conference(4, { acronym_title: "NOINV" }),
    ]);
    expect(within(await card("NOINV")).queryByRole("button", { name: "Accept TPC Invitation" })).toBeNull();
    await user.click(within(await card("INV")).getByRole("button", { name: "Accept TPC Invitation" }));
    expect(await screen.findByText("Security")).toBeInTheDocument();
    expect(screen.getByText("Databases")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "REJECT Databases" }));
    await waitFor(() =>
      expect(posts).toEqual([{ path: "/api/track/tpc-invitation-action/102", body: { id: 12, action: "REJECT" } }]),
    );
  });
});
