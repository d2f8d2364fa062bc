import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CONFERENCE_SETTINGS, conferenceUpdateSchema, type ConferenceDetail } from "@symposia/domain";
import { paths, routePatterns } from "../../../app/paths";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { formValuesFrom } from "../settingValues";
import { EDIT_PAGES, FORM_SETTINGS, pageOf, settingsOf } from "../editPages";
import { conference, ok, pageRead } from "./editConferenceFixture";
import EditConferencePage from "./EditConferencePage";

function setup(conf: ConferenceDetail, onUpdate?: (body: FormData) => Response) {
  signIn();
  const requested: string[] = [];
  mockFetch((url, init) => {
    requested.push(url.pathname);
    if (init?.method === "POST" && url.pathname === "/api/conference/update/3" && onUpdate)
      return onUpdate(init.body as FormData);
    return pageRead(url, conf);
  });
  renderWithProviders(<EditConferencePage />, { route: paths.editConference(3), path: routePatterns.editConference });
  return { user: setupUser(), requested };
}

const textbox = (name: string) => screen.queryByRole("textbox", { name, hidden: true });
const panel = (name: string) => screen.getByRole("tabpanel", { name });
const saved = () => jsonResponse(200, { success: true, message: "Conference updated.", result: null });

describe("Edit Conference's pages", () => {
  it("puts every setting of the form on exactly one of the seven pages, the records on Conference", () => {
    expect(EDIT_PAGES).toEqual([
      "Conference",
      "Submission",
      "Bidding and assignment",
      "Reviewing",
      "Discussion and response",
      "Decisions and notification",
      "Camera-ready",
    ]);
    const placed = EDIT_PAGES.flatMap((p) => [...settingsOf(p).fields, ...settingsOf(p).records].map((d) => d.key));
    expect([...placed].sort()).toEqual(
      CONFERENCE_SETTINGS.filter((s) => !s.managed)
        .map((s) => s.key)
        .sort(),
    );
    expect(settingsOf("Conference").records.map((d) => d.label)).toEqual(
      expect.arrayContaining(["Start Menu Is", "Review Menu Is", "Reviewer"]),
    );
    for (const p of EDIT_PAGES.slice(1)) expect(settingsOf(p).records, p).toEqual([]);
    const page = (key: string) => pageOf(FORM_SETTINGS.find((d) => d.key === key)!);
    expect(page("bidding_deadline")).toBe("Bidding and assignment");
    expect(page("review_deadline")).toBe("Reviewing");
    expect(page("author_response_start")).toBe("Discussion and response");
    expect(page("camera_ready_deadline")).toBe("Camera-ready");
  });
});

describe("Edit Conference renders a page's settings once the page is shown", () => {
  it("builds only the first page at load, each other page when opened, and keeps edits across page switches", async () => {
    const { user, requested } = setup(conference());
    expect(await screen.findByRole("textbox", { name: "Event Name" })).toHaveValue("Symposium on Tabs");
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([...EDIT_PAGES]);
    for (const name of EDIT_PAGES.slice(1)) {
      const tab = screen.getByRole("tab", { name });
      const controlled = document.getElementById(tab.getAttribute("aria-controls")!);
      expect(controlled).toHaveAttribute("role", "tabpanel");
      expect(controlled).toBeEmptyDOMElement();
    }
    expect(textbox("Review Deadline")).toBeNull();
    expect(requested).not.toContain("/api/conference/topics/3");

    await user.click(screen.getByRole("tab", { name: "Reviewing" }));
    await user.type(within(panel("Reviewing")).getByRole("textbox", { name: "Instructions" }), "Be kind.");

    await user.click(screen.getByRole("tab", { name: "Submission" }));
    const topic = await within(panel("Submission")).findByRole("textbox", { name: "Topic 1" });
    await user.type(topic, " and Linkers");

    await user.click(screen.getByRole("tab", { name: "Reviewing" }));
    expect(within(panel("Reviewing")).getByRole("textbox", { name: "Instructions" })).toHaveValue("Be kind.");
    await user.click(screen.getByRole("tab", { name: "Submission" }));
    expect(within(panel("Submission")).getByRole("textbox", { name: "Topic 1" })).toHaveValue("Compilers and Linkers");
    expect(requested.filter((p) => p === "/api/conference/topics/3")).toHaveLength(1);
    expect(screen.getByText(/Not saved yet: Reviewing\./)).toBeInTheDocument();
  }, 60_000); // it types into two pages and opens four: slow under jsdom on a loaded machine

  it("keeps the information-only settings collapsed under Records (no effect) on the Conference page", async () => {
    const { user } = setup(conference({ start_menu_is: "Papers" }));
    await screen.findByRole("textbox", { name: "Event Name" });
    // below the settings: shown with their last slice
    const records = await screen.findByRole("button", { name: "Records (no effect)" });
    expect(records).toHaveAttribute("aria-expanded", "false");
    await user.click(records);
    expect(records).toHaveAttribute("aria-expanded", "true");
    // shown once the panel's opening transition is done
    expect(await screen.findByRole("textbox", { name: "Start Menu Is" })).toHaveValue("Papers");
    expect(screen.getByRole("textbox", { name: "Review Menu Is" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Reviewer" })).toBeVisible();
  });
});

describe("Edit Conference saves one page at a time", () => {
  it("sends the page's settings and the stored required ones, once, without a confirmation, and stays", async () => {
    const bodies: FormData[] = [];
    const { user } = setup(conference({ camera_ready_deadline: "2030-01-01 10:00" }), (body) => {
      bodies.push(body);
      return saved();
    });
    await screen.findByRole("textbox", { name: "Event Name" });
    // typed on the Conference page, not saved
    const city = await screen.findByRole("textbox", { name: "City" }); // rendered a slice after the first settings
    await user.clear(city);
    await user.type(city, "Braga");
    await user.click(screen.getByRole("tab", { name: "Camera-ready" }));
    await user.click(within(panel("Camera-ready")).getByRole("switch", { name: "Camera-ready Upload Open" }));
    await user.click(await within(panel("Camera-ready")).findByRole("button", { name: "Save Camera-ready" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Yes" })).toBeNull();
    const sent = Object.fromEntries(bodies[0]!.entries());
    expect(sent).toMatchObject({ camera_ready_open: "1", camera_ready_deadline: "2030-01-01 10:00", city: "Porto" });
    // nothing optional of another page rides along
    expect(sent).not.toHaveProperty("review_deadline");
    expect(sent).not.toHaveProperty("start_menu_is");
    expect(Object.keys(sent).sort()).toEqual(
      [
        ...CONFERENCE_SETTINGS.filter((s) => s.required).map((s) => s.key),
        "camera_ready_open",
        "camera_ready_deadline",
      ].sort(),
    );
    // still on the page; the Conference page's typing is kept and still unsaved
    expect(screen.getByRole("tab", { name: "Camera-ready" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText(/Not saved yet: Conference\./)).toBeInTheDocument();
  });

  it("checks only the page being saved: an error there is shown on its field and nothing is sent", async () => {
    const bodies: FormData[] = [];
    const { user } = setup(conference(), (body) => {
      bodies.push(body);
      return saved();
    });
    await screen.findByRole("textbox", { name: "Event Name" });
    await user.clear(await screen.findByRole("textbox", { name: "City" })); // a slice after the first settings
    await user.click(await screen.findByRole("button", { name: "Save Conference" }));
    const city = screen.getByRole("textbox", { name: "City" });
    await waitFor(() => expect(city).toHaveAttribute("aria-invalid", "true"));
    expect(city).toHaveAccessibleDescription(/required/i);
    expect(bodies).toHaveLength(0);
    // the Reviewing page saves although the Conference page holds a blank City
    await user.click(screen.getByRole("tab", { name: "Reviewing" }));
    await user.click(await within(panel("Reviewing")).findByRole("button", { name: "Save Reviewing" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get("city")).toBe("Porto");
  });

  it("a server field error on another page brings that page forward, rendered with the server's message", async () => {
    const conf = conference();
    expect(conferenceUpdateSchema.safeParse(formValuesFrom(conf)).success).toBe(true);
    const message = "The City is not valid.";
    const { user } = setup(conf, () =>
      jsonResponse(422, { success: false, message: "Invalid.", result: { city: [message] } }),
    );
    await screen.findByRole("textbox", { name: "Event Name" });
    await user.click(screen.getByRole("tab", { name: "Bidding and assignment" }));
    await user.click(await screen.findByRole("button", { name: "Save Bidding and assignment" }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Conference" })).toHaveAttribute("aria-selected", "true"),
    );
    const city = within(panel("Conference")).getByRole("textbox", { name: "City" });
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(city).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it("asks first only for the save that cannot be undone: releasing the assignments", async () => {
    const bodies: FormData[] = [];
    const { user } = setup(conference({ is_assignment_submitted_papers_to_program_committee_enabled: 0 }), (b) => {
      bodies.push(b);
      return saved();
    });
    await screen.findByRole("textbox", { name: "Event Name" });
    await user.click(screen.getByRole("tab", { name: "Bidding and assignment" }));
    await user.click(screen.getByRole("switch", { name: "Assign Submitted Papers to the Programme Committee" }));
    await user.click(await screen.findByRole("button", { name: "Save Bidding and assignment" }));
    expect(await screen.findByText(/every reviewer is mailed the papers assigned to them/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get("is_assignment_submitted_papers_to_program_committee_enabled")).toBe("1");
  });

  it("topics added but not saved are marked unsaved, and the Submission page's Save saves them before the conference", async () => {
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
        return saved();
      }
      return pageRead(url);
    });
    renderWithProviders(<EditConferencePage />, { route: paths.editConference(3), path: routePatterns.editConference });
    const user = setupUser();
    await screen.findByRole("textbox", { name: "Event Name" });
    await user.click(screen.getByRole("tab", { name: "Submission" }));
    await within(panel("Submission")).findByRole("textbox", { name: "Topic 1" });
    expect(screen.queryByText(/topic changes are not saved yet/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add topic" }));
    await user.type(screen.getByRole("textbox", { name: "Topic 2" }), "Type systems");
    expect(screen.getByRole("status")).toHaveTextContent("The topic changes are not saved yet");
    await user.click(await screen.findByRole("button", { name: "Save Submission" }));
    await waitFor(() =>
      expect(posts.map((p) => p.path)).toEqual(["/api/conference/topics/3", "/api/conference/update/3"]),
    );
    expect(posts[0]!.body).toEqual({ topics: [{ id: 1, name: "Compilers" }, { name: "Type systems" }] });
  });

  it("when the topics cannot be saved, the Submission page's Save stops there and says so", async () => {
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
      return pageRead(url);
    });
    renderWithProviders(<EditConferencePage />, { route: paths.editConference(3), path: routePatterns.editConference });
    const user = setupUser();
    await screen.findByRole("textbox", { name: "Event Name" });
    await user.click(screen.getByRole("tab", { name: "Submission" }));
    await within(panel("Submission")).findByRole("textbox", { name: "Topic 1" });
    await user.click(screen.getByRole("button", { name: "Add topic" }));
    await user.type(screen.getByRole("textbox", { name: "Topic 2" }), "compilers");
    await user.click(await screen.findByRole("button", { name: "Save Submission" }));
    expect(
      await screen.findByText(/The topics could not be saved, so the Submission settings were not saved/),
    ).toBeInTheDocument();
    expect(posts).toEqual(["/api/conference/topics/3"]);
    expect(screen.getByRole("textbox", { name: "Topic 2" })).toHaveValue("compilers");
  });
});
