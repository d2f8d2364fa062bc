import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { paths, routePatterns } from "../../../app/paths";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { pageRead } from "./editConferenceFixture";
import EditConferencePage from "./EditConferencePage";

// The settings' validation is a module of its own, loaded after the first paint or at Save. Here
// its first two loads fail (a dropped connection), the third succeeds.
let loadsLeftToFail = 2;
vi.mock("../settingsValidation", async (importOriginal) => {
  if (loadsLeftToFail-- > 0) throw new Error("the chunk could not be fetched");
  return importOriginal();
});

describe("Edit Conference when its validation cannot load", () => {
  it("says so at Save and sends nothing, then checks and saves at a later Save; what was typed stays", async () => {
    signIn();
    const bodies: FormData[] = [];
    mockFetch((url, init) => {
      if (init?.method !== "POST") return pageRead(url);
      bodies.push(init.body as FormData);
      return jsonResponse(200, { success: true, message: "Conference updated.", result: null });
    });
    renderWithProviders(<EditConferencePage />, { route: paths.editConference(3), path: routePatterns.editConference });
    const user = setupUser();
    const city = await screen.findByRole("textbox", { name: "City" });
    await user.clear(city);
    await user.type(city, "Lisbon");
    // the load after the first paint failed; Save asks again, fails again, and says so
    await user.click(screen.getByRole("tab", { name: "Reviewing" }));
    const saveReviewing = await within(screen.getByRole("tabpanel", { name: "Reviewing" })).findByRole("button", {
      name: "Save Reviewing",
    });
    await user.click(saveReviewing);
    expect(await screen.findByText(/something went wrong/i)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    // the next Save loads it, checks the page and sends it; what was typed elsewhere stays
    await user.click(saveReviewing);
    await waitFor(() => expect(bodies).toHaveLength(1));
    await user.click(screen.getByRole("tab", { name: "Conference" }));
    expect(screen.getByRole("textbox", { name: "City" })).toHaveValue("Lisbon");
  });
});
