import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ImportReport } from "@symposia/domain";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import ConferenceImportPage from "./ConferenceImportPage";

/** XMLHttpRequest as the browser runs an upload: the test moves its progress and answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = "";
  url = "";
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, result: unknown) {
    this.status = status;
    this.responseText = JSON.stringify({ success: status === 200, message: "", result });
    act(() => this.onload?.());
  }
}

const report = (dry_run: boolean): ImportReport => ({
  format: "hotcrp-json",
  dry_run,
  counts: { papers: { created: 2, updated: 0, removed: 0 }, track_chairs: { created: 1, updated: 0, removed: 0 } },
  accounts: { created: ["ann@example.org"], matched: [] },
  held: [{ email: "pat@example.org", role: "track_chair" }],
  refused: [],
  ignored: [{ index: 1, reason: "Contact pat@example.org: tags heavy not imported (PC members have no tags here)." }],
  ignored_columns: [],
});

describe("ConferenceImportPage", () => {
  it("shows the bytes sent while the file uploads, then that the server is importing, then the report", async () => {
    FakeXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    signIn({ id: 1, role: "USER" });
    renderWithProviders(<ConferenceImportPage />, {
      route: "/conference/import/4",
      path: "/conference/import/:confId",
    });
    const user = setupUser();
    const file = new File(["x".repeat(4096)], "hotcrp.json", { type: "application/json" });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);

    await user.click(screen.getByRole("button", { name: "Dry run" }));
    const dry = FakeXhr.sent[0]!;
    expect(dry.url).toBe("/api/conference/import/4");
    expect(dry.body!.get("dry_run")).toBe("1");
    dry.progress(1024, 4096);
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "25");
    expect(screen.getByText("Sending the file: 1.0 KB of 4.0 KB (25%)")).toBeInTheDocument();
    dry.progress(4096, 4096);
    expect(screen.queryByRole("progressbar", { name: "Upload progress" })).not.toBeInTheDocument();
    expect(screen.getByText(/^Running the dry run…/)).toBeInTheDocument();
    dry.respond(200, report(true));
    expect(await screen.findByText("Dry run: what the import would do")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Track chairs 1 0 0/ })).toBeInTheDocument();
    expect(screen.getByText("pat@example.org: Track chair")).toBeInTheDocument();
    expect(screen.getByText(/tags heavy not imported/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Import" }));
    const real = FakeXhr.sent[1]!;
    expect(real.body!.get("dry_run")).toBe("0");
    real.progress(4096, 4096);
    expect(screen.getByText(/^Importing…/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toHaveAttribute("data-loading", "true");
    real.respond(200, report(false));
    expect(await screen.findByText("What the import did")).toBeInTheDocument();
    expect(screen.queryByText(/^Importing…/)).not.toBeInTheDocument();
  });
});
