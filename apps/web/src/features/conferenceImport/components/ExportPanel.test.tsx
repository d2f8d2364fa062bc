import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { ExportPanel } from "./ExportPanel";

describe("ExportPanel", () => {
  it("downloads the chosen format, the archive by default", async () => {
    signIn({ id: 1, role: "USER" });
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(`${url.pathname}?${url.searchParams.toString()}`);
      return new Response(new Blob(["PK"]), {
        status: 200,
        headers: { "content-type": "application/zip", "content-disposition": 'attachment; filename="c-archive.zip"' },
      });
    });
    renderWithProviders(<ExportPanel confId={4} />);
    const user = setupUser();
    expect(screen.getByLabelText("Export format", { selector: "input" })).toHaveValue(
      "Archive (ZIP: everything, for restore)",
    );
    await user.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(asked).toEqual(["/api/conference/export/4?format=archive"]));
    await user.click(screen.getByLabelText("Export format", { selector: "input" }));
    await user.click(await screen.findByRole("option", { name: "CSV (papers and reviews)" }));
    await user.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() =>
      expect(asked).toEqual(["/api/conference/export/4?format=archive", "/api/conference/export/4?format=csv"]),
    );
  });
});
