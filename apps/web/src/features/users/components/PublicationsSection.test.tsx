import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn, setupUser } from "../../../test/render";
import { PublicationsSection } from "./PublicationsSection";

const PUB = {
  id: 7,
  title: "Graph Neural Networks for SQL",
  abstract: null,
  year: 2024,
  venue: "PVLDB",
  source: "bibtex",
  coauthors: [{ name: "María García", email: null }],
  created_at: "2026-01-01T00:00:00Z",
};

describe("My Publications", () => {
  beforeEach(() => signIn());

  it("lists the publications, imports a BibTeX file and shows the refused entries", async () => {
    const sent: { method: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (url.pathname === "/api/users/publications" && init?.method === "POST") {
        sent.push({ method: "POST", body: init.body });
        return jsonResponse(200, {
          success: true,
          message: "1 publication(s) added, 1 refused.",
          result: {
            imported: 1,
            refused: [{ entry: 3, label: "broken-year", reason: "The year is not a year." }],
            publications: [],
          },
        });
      }
      return jsonResponse(200, { success: true, message: "OK", result: [PUB] });
    });
    const user = setupUser();
    renderWithProviders(<PublicationsSection />, { route: "/user/profile" });
    const table = await screen.findByRole("table");
    expect(within(table).getByText("Graph Neural Networks for SQL")).toBeInTheDocument();
    expect(within(table).getByText("María García")).toBeInTheDocument();

    const file = new File(["@article{x, title={T}, year={2024}}"], "refs.bib", { type: "text/x-bibtex" });
    // Mantine's FileInput is a button with a hidden file input beside it
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText(/broken-year/)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!.body as FormData;
    expect(form.get("format")).toBe("bibtex");
    expect((form.get("file") as File).name).toBe("refs.bib");
  });
});
