import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../../test/render";
import PublicCfpPage from "./PublicCfpPage";

const cfp = {
  conf_id: 4,
  event_name: "International Conference on Testing",
  acronym_title: "ICT27",
  banner: null,
  banner_mime_type: null,
  logo: null,
  logo_mime_type: null,
  cfp_details:
    '<h2>Topics</h2><ul><li>Testing</li></ul><img src="x" onerror="window.hacked=1"><a href="https://ict.example.org">Site</a>',
  has_file: true,
  cfp_file_url: "/api/site/cfp/file/4",
  cfp_data: [],
  support_emails: ["help@ict.example.org"],
  cfp_groups: [
    {
      organizing_committee_type: 1,
      label: "General Chairs",
      members: [
        {
          id: 1,
          organizing_committee_type: 1,
          first_name: "Grace",
          last_name: "Hopper",
          affiliation: "Navy",
          country: "United States",
          sequence: 1,
        },
      ],
    },
  ],
};

function setup(answer: Response) {
  const requests: { url: URL; auth: string | null }[] = [];
  mockFetch((url, init) => {
    requests.push({ url, auth: new Headers(init?.headers).get("Authorization") });
    return answer;
  });
  renderWithProviders(<PublicCfpPage />, { route: "/cfp/4", path: "/cfp/:id" });
  return requests;
}

describe("Public CFP view", () => {
  it("shows the acronym and title, the committee, the CFP as safe rich text and the download", async () => {
    const requests = setup(jsonResponse(200, { success: true, message: "", result: cfp }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "International Conference on Testing" }),
    ).toBeInTheDocument();
    expect(screen.getByText("ICT27")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "General Chairs" })).getByText("Grace Hopper"),
    ).toBeInTheDocument();
    const text = screen.getByRole("region", { name: "Call for Papers" });
    expect(
      within(screen.getByRole("region", { name: "Contact" })).getByRole("link", { name: "help@ict.example.org" }),
    ).toHaveAttribute("href", "mailto:help@ict.example.org");
    expect(within(text).getByRole("heading", { name: "Topics" })).toBeInTheDocument();
    expect(within(text).getByRole("link", { name: "Site" })).toHaveAttribute("href", "https://ict.example.org");
    expect(text.querySelector("[onerror]")).toBeNull();
    expect(screen.getByRole("link", { name: "Download" })).toHaveAttribute("href", "/api/site/cfp/file/4");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/");
    expect(screen.getByText(`© ${new Date().getFullYear()} Symposia`)).toBeInTheDocument();
    // No token, and the PDF's base64 copy is not fetched.
    expect(requests[0]!.auth).toBeNull();
    expect(requests[0]!.url.searchParams.get("include_file")).toBe("0");
  });

  it("says whether submission is open and until when (zone and UTC), and shows the instructions and templates for authors", async () => {
    setup(
      jsonResponse(200, {
        success: true,
        message: "",
        result: {
          ...cfp,
          submission_instructions_html: "<p>Use the <strong>LNCS</strong> style.</p>",
          submission_templates: [{ label: "LaTeX template", url: "https://example.org/lncs.zip" }],
          submission: {
            registration_open: true,
            abstract_registration: false,
            mode: "manual",
            registration_closes_at: "2031-03-01T11:00:00.000Z",
            file_deadline_at: "2031-03-01T11:00:00.000Z",
            timezone: "Europe/Berlin",
          },
        },
      }),
    );
    expect(await screen.findByTestId("submission-status")).toHaveTextContent(
      "Submission open until 2031-03-01 12:00 Europe/Berlin (2031-03-01 11:00 UTC).",
    );
    const instructions = screen.getByRole("region", { name: "Instructions for Authors" });
    expect(within(instructions).getByText("LNCS")).toBeInTheDocument();
    expect(within(instructions).getByRole("link", { name: "LaTeX template" })).toHaveAttribute(
      "href",
      "https://example.org/lncs.zip",
    );
  });

  it("has no instructions section when the chairs wrote none", async () => {
    setup(
      jsonResponse(200, {
        success: true,
        message: "",
        result: { ...cfp, submission_instructions_html: null, submission_templates: [] },
      }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "International Conference on Testing" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Instructions for Authors" })).toBeNull();
  });

  it("says the CFP is not available for a conference the server does not show", async () => {
    setup(jsonResponse(404, { success: false, message: "Conference not found.", result: null }));
    expect(await screen.findByText("This call for papers is not available.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download" })).toBeNull();
  });
});
