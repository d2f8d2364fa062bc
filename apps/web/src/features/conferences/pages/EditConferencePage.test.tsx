import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { conferenceUpdateSchema, type ConferenceDetail } from "@symposia/domain";
import { paths, routePatterns } from "../../../app/paths";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { formValuesFrom } from "../settingValues";
import EditConferencePage from "./EditConferencePage";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A stored conference whose every setting is valid (the catalogue's defaults plus the required ones). */
function conference(over: Record<string, unknown> = {}): ConferenceDetail {
  return {
    ...formValuesFrom(null),
    id: 3,
    conf_id: 3,
    event_name: "Symposium on Tabs",
    acronym_title: "SOT",
    start_date: isoDay(40),
    end_date: isoDay(42),
    event_web_page: "https://sot.example.org",
    your_role: "General Chair",
    estimated_no_of_submissions: 120,
    primary_area_id: 7,
    secondary_area_id: 21,
    area_notes: "Tabs",
    venue: "Harbour Hall",
    city: "Porto",
    state: "Porto District",
    country: "Portugal",
    timezone: "Europe/Lisbon",
    contact_email: "chairs@sot.example.org",
    event_org_phone: "+351 22 000 0000",
    event_organizer: "SOT Society",
    event_org_web_page: "https://society.example.org",
    conference_status: 1,
    logo: null,
    logo_mime_type: null,
    banner: null,
    banner_mime_type: null,
    last_submission_at: null,
    permissions: ["SUPERCHAIR"],
    oc_permissions: [],
    can_update: true,
    updated_at: "2026-01-01T00:00:00.000Z",
    ...over,
  } as unknown as ConferenceDetail;
}

function setup(conf: ConferenceDetail, onUpdate?: () => Response) {
  signIn();
  const requested: string[] = [];
  mockFetch((url, init) => {
    requested.push(url.pathname);
    if (init?.method === "POST" && url.pathname === "/api/conference/update/3" && onUpdate) return onUpdate();
    if (url.pathname === "/api/conference/3") return ok([conf]);
    if (url.pathname === "/api/conference/topics/3") return ok([{ id: 1, name: "Compilers" }]);
    if (url.pathname === "/api/conference/submission-fields/3") return ok({ fields: [] });
    if (url.pathname === "/api/conference/submission-file-slots/3")
      return ok({ conf_id: 3, slots: [], upload_limit_mb: 20 });
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  renderWithProviders(<EditConferencePage />, { route: paths.editConference(3), path: routePatterns.editConference });
  return { user: setupUser(), requested };
}

const textbox = (name: string) => screen.queryByRole("textbox", { name, hidden: true });
const panel = (name: string) => screen.getByRole("tabpanel", { name });

describe("Edit Conference renders a tab's settings once the tab is shown (first render: one tab of five)", () => {
  it("builds only the first tab at load, each other tab when opened, and keeps edits across tab switches", async () => {
    const { user, requested } = setup(conference());
    expect(await screen.findByRole("textbox", { name: "Event Name" })).toHaveValue("Symposium on Tabs");
    // the other four panels are in the DOM (tabs and panels as Mantine gives them) but empty
    expect(screen.getAllByRole("tab")).toHaveLength(5);
    for (const name of ["Address and Contact Details", "Submission Details", "Review Details", "Other Details"]) {
      const tab = screen.getByRole("tab", { name });
      const controlled = document.getElementById(tab.getAttribute("aria-controls")!);
      expect(controlled).toHaveAttribute("role", "tabpanel");
      expect(controlled).toHaveAttribute("aria-labelledby", tab.id);
      expect(controlled).toBeEmptyDOMElement();
    }
    expect(textbox("City")).toBeNull();
    expect(textbox("Event Approval Email")).toBeNull();
    expect(screen.queryByRole("group", { name: "Submission topics", hidden: true })).toBeNull();
    // nor do the sub-editors of unopened tabs load their data
    expect(requested).not.toContain("/api/conference/topics/3");

    await user.click(screen.getByRole("tab", { name: "Other Details" }));
    const email = within(panel("Other Details")).getByRole("textbox", { name: "Event Approval Email" });
    expect(email).toHaveValue("");
    await user.type(email, "ok@sot.org");

    await user.click(screen.getByRole("tab", { name: "Submission Details" }));
    const topic = await within(panel("Submission Details")).findByRole("textbox", { name: "Topic 1" });
    expect(topic).toHaveValue("Compilers");
    await user.type(topic, " and Linkers"); // unsaved: lives only in the topic editor's own state

    await user.click(screen.getByRole("tab", { name: "Conference Basic Information" }));
    expect(textbox("Event Approval Email")).not.toBeVisible(); // still mounted, hidden by Mantine
    await user.click(screen.getByRole("tab", { name: "Other Details" }));
    expect(within(panel("Other Details")).getByRole("textbox", { name: "Event Approval Email" })).toHaveValue(
      "ok@sot.org",
    );
    await user.click(screen.getByRole("tab", { name: "Submission Details" }));
    expect(within(panel("Submission Details")).getByRole("textbox", { name: "Topic 1" })).toHaveValue(
      "Compilers and Linkers",
    );
    expect(requested.filter((p) => p === "/api/conference/topics/3")).toHaveLength(1); // mounted once, not again
    expect(textbox("City")).toBeNull(); // Address and Contact Details never opened
  });

  it("a failed check brings forward the tab of the first error, rendered with its message", async () => {
    const { user } = setup(conference({ city: "" }));
    await screen.findByRole("textbox", { name: "Event Name" });
    expect(textbox("City")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Address and Contact Details" })).toHaveAttribute("aria-selected", "true"),
    );
    const city = within(panel("Address and Contact Details")).getByRole("textbox", { name: "City" });
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(city).toHaveAccessibleDescription(/required/i);
  });

  it("a server field error on an unopened tab brings that tab forward, rendered with the server's message", async () => {
    const conf = conference();
    expect(conferenceUpdateSchema.safeParse(formValuesFrom(conf)).success).toBe(true);
    const message = "The Event Approval Email must be a valid address.";
    const { user } = setup(conf, () =>
      jsonResponse(422, { success: false, message: "Invalid.", result: { event_approval_email: [message] } }),
    );
    await screen.findByRole("textbox", { name: "Event Name" });
    expect(textbox("Event Approval Email")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Other Details" })).toHaveAttribute("aria-selected", "true"),
    );
    const email = within(panel("Other Details")).getByRole("textbox", { name: "Event Approval Email" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it("topics added but not saved are marked unsaved, and the form's Submit saves them before the conference", async () => {
    signIn();
    const posts: { path: string; body: unknown }[] = [];
    mockFetch(async (url, init) => {
      if (init?.method === "POST") {
        posts.push({
          path: url.pathname,
          body: url.pathname.includes("topics") ? JSON.parse(String(init.body)) : null,
        });
        if (url.pathname === "/api/conference/topics/3")
          return ok([
            { id: 1, name: "Compilers" },
            { id: 2, name: "Type systems" },
          ]);
        return jsonResponse(200, { success: true, message: "Conference updated.", result: null });
      }
      if (url.pathname === "/api/conference/3") return ok([conference()]);
      if (url.pathname === "/api/conference/topics/3") return ok([{ id: 1, name: "Compilers" }]);
      if (url.pathname === "/api/conference/submission-fields/3") return ok({ fields: [] });
      if (url.pathname === "/api/conference/submission-file-slots/3")
        return ok({ conf_id: 3, slots: [], upload_limit_mb: 20 });
      return jsonResponse(404, { success: false, message: "Not found.", result: null });
    });
    renderWithProviders(<EditConferencePage />, {
      route: paths.editConference(3),
      path: routePatterns.editConference,
      extraRoutes: [{ path: paths.allConference(), element: <p>Conference list</p> }],
    });
    const user = setupUser();
    await screen.findByRole("textbox", { name: "Event Name" });
    await user.click(screen.getByRole("tab", { name: "Submission Details" }));
    await within(panel("Submission Details")).findByRole("textbox", { name: "Topic 1" });
    expect(screen.queryByText(/topic changes are not saved yet/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add topic" }));
    await user.type(screen.getByRole("textbox", { name: "Topic 2" }), "Type systems");
    expect(screen.getByRole("status")).toHaveTextContent("The topic changes are not saved yet");
    await user.click(screen.getByRole("tab", { name: "Conference Basic Information" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() =>
      expect(posts.map((p) => p.path)).toEqual(["/api/conference/topics/3", "/api/conference/update/3"]),
    );
    expect(posts[0]!.body).toEqual({ topics: [{ id: 1, name: "Compilers" }, { name: "Type systems" }] });
    expect(await screen.findByText("Conference list")).toBeInTheDocument();
  });

  it("when the topics cannot be saved, Submit stops there and says so", async () => {
    signIn();
    const posts: string[] = [];
    mockFetch(async (url, init) => {
      if (init?.method === "POST") {
        posts.push(url.pathname);
        return jsonResponse(422, {
          success: false,
          message: "Topic names must be unique.",
          result: { topics: ["Topic names must be unique."] },
        });
      }
      if (url.pathname === "/api/conference/3") return ok([conference()]);
      if (url.pathname === "/api/conference/topics/3") return ok([{ id: 1, name: "Compilers" }]);
      if (url.pathname === "/api/conference/submission-fields/3") return ok({ fields: [] });
      if (url.pathname === "/api/conference/submission-file-slots/3")
        return ok({ conf_id: 3, slots: [], upload_limit_mb: 20 });
      return jsonResponse(404, { success: false, message: "Not found.", result: null });
    });
    renderWithProviders(<EditConferencePage />, { route: paths.editConference(3), path: routePatterns.editConference });
    const user = setupUser();
    await screen.findByRole("textbox", { name: "Event Name" });
    await user.click(screen.getByRole("tab", { name: "Submission Details" }));
    await within(panel("Submission Details")).findByRole("textbox", { name: "Topic 1" });
    await user.click(screen.getByRole("button", { name: "Add topic" }));
    await user.type(screen.getByRole("textbox", { name: "Topic 2" }), "compilers");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    expect(
      await screen.findByText(/The topics could not be saved, so the conference was not updated/),
    ).toBeInTheDocument();
    expect(posts).toEqual(["/api/conference/topics/3"]);
    expect(screen.getByRole("textbox", { name: "Topic 2" })).toHaveValue("compilers");
  });
});
