import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { RestorePanel } from "./RestorePanel";

function setup(answer: { status: number; message: string; result: unknown }) {
  signIn({ id: 1, role: "ADMIN" });
  const sent: FormData[] = [];
  mockFetch((url, init) => {
    if (url.pathname === "/api/conference/restore" && init?.method === "POST") {
      sent.push(init.body as FormData);
      return jsonResponse(answer.status, {
        success: answer.status === 200,
        message: answer.message,
        result: answer.result,
      });
    }
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  renderWithProviders(<RestorePanel />);
  return { sent, user: setupUser() };
}

const archive = () => new File([new Uint8Array([0x50, 0x4b, 5, 6])], "conf-archive.zip", { type: "application/zip" });

describe("RestorePanel", () => {
  it("uploads the chosen archive as file and says what was restored", async () => {
    const { sent, user } = setup({
      status: 200,
      message: "The conference ICX has been restored.",
      result: {
        conf_id: 9,
        acronym: "ICX",
        schema: "0128_x",
        counts: { conferences: 1, papers: 3 },
        files: 2,
        accounts: { matched: 1, created: 4 },
        held: 0,
      },
    });
    expect(screen.getByRole("button", { name: "Restore" })).toBeDisabled();
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, archive());
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(
      await screen.findByText(/ICX has been restored: 4 records, 2 files, 4 accounts created, 1 matched/),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.get("file") as File).name).toBe("conf-archive.zip");
  });

  it("shows the server's refusal of a newer archive", async () => {
    const message = "This archive was made by a newer version of Symposia (database schema 9999_x).";
    const { user } = setup({ status: 422, message, result: null });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, archive());
    await user.click(screen.getByRole("button", { name: "Restore" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
