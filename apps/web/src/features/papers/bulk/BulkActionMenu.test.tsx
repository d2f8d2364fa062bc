import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, setupUser, signIn, Wrapper } from "../../../test/render";
import { BulkActionMenu } from "./BulkActionMenu";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });

describe("BulkActionMenu", () => {
  it("assigns a picked reviewer to the selection and lists each refusal", async () => {
    signIn();
    const bodies: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === "/api/conference/pc/3")
        return ok({
          conf_id: 3,
          members: [{ user_id: 9, first_name: "Tara", last_name: "Member", email: "tara@example.org", tracks: [] }],
        });
      bodies.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
      return ok({
        results: [
          { paper_id: 1, paper_sequence: 11, done: true },
          {
            paper_id: 2,
            paper_sequence: 12,
            done: false,
            refusal: "Reviewers can only be assigned to submitted papers.",
          },
        ],
        done: 1,
        refused: 1,
      });
    });
    const user = setupUser();
    render(<BulkActionMenu confId={3} target={{ paper_ids: [1, 2] }} count={2} />, { wrapper: Wrapper });
    await user.click(screen.getByRole("button", { name: "Act on 2 papers" }));
    await user.click(await screen.findByRole("menuitem", { name: "Assign a reviewer…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("combobox", { name: "Reviewer" }));
    await user.click(await screen.findByRole("option", { name: /Tara Member/ }));
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { path: "/api/paper/bulk/3", body: { paper_ids: [1, 2], action: "assign", reviewer_id: 9 } },
      ]),
    );
    expect(await within(dialog).findByRole("status")).toHaveTextContent("1 done, 1 refused.");
    expect(within(dialog).getByRole("list", { name: "Refused papers" })).toHaveTextContent(
      // named by its number, as the chair knows it
      "Paper 12: Reviewers can only be assigned to submitted papers.",
    );
  });

  it("mails: Preview shows the server's count and sample, then Send sends", async () => {
    signIn();
    const bodies: Record<string, unknown>[] = [];
    mockFetch((_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      const results = [{ paper_id: 1, paper_sequence: 11, done: true, recipients: 2 }];
      const sample = { to: "rita@example.org", subject: "Paper 1", text: "Please look." };
      return ok({ results, done: 1, refused: 0, preview: body.preview === true, recipients: 2, sample });
    });
    const user = setupUser();
    render(<BulkActionMenu confId={3} target={{ q: "#discuss" }} count={1} />, { wrapper: Wrapper });
    await user.click(screen.getByRole("button", { name: "Act on 1 paper" }));
    await user.click(await screen.findByRole("menuitem", { name: "Mail the reviewers…" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "Subject" }), "Paper {{paper_number}");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Please look.");
    expect(within(dialog).queryByRole("button", { name: /Send/ })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    const preview = await within(dialog).findByRole("status", { name: "Preview" });
    expect(preview).toHaveTextContent("2 mails to send for 1 paper.");
    expect(preview).toHaveTextContent("To rita@example.org: Paper 1");
    await user.click(within(dialog).getByRole("button", { name: "Send 2 mails" }));
    expect(await within(dialog).findByText("2 mails sent for 1 papers.")).toBeInTheDocument();
    expect(bodies.map((b) => [b.action, b.q, b.subject, b.preview])).toEqual([
      ["mail_reviewers", "#discuss", "Paper {paper_number}", true],
      ["mail_reviewers", "#discuss", "Paper {paper_number}", undefined],
    ]);
    expect(bodies[0]!.request_key).toBeUndefined();
    expect(bodies[1]!.request_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("mails: Send again after a failed answer sends under the same key", async () => {
    signIn();
    const sends: Record<string, unknown>[] = [];
    mockFetch((_url, init) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      const results = [{ paper_id: 1, paper_sequence: 11, done: true, recipients: 1 }];
      const answer = { results, done: 1, refused: 0, preview: body.preview === true, recipients: 1, sample: null };
      if (body.preview === true) return ok(answer);
      sends.push(body);
      // the first send's answer is lost on the way
      if (sends.length === 1) return jsonResponse(502, { success: false, message: "Bad gateway.", result: null });
      return ok(answer);
    });
    const user = setupUser();
    render(<BulkActionMenu confId={3} target={{ paper_ids: [1] }} count={1} />, { wrapper: Wrapper });
    await user.click(screen.getByRole("button", { name: "Act on 1 paper" }));
    await user.click(await screen.findByRole("menuitem", { name: "Mail the authors…" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: "Subject" }), "Camera-ready");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Upload it.");
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    await user.click(await within(dialog).findByRole("button", { name: "Send 1 mails" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Bad gateway.");
    await user.click(within(dialog).getByRole("button", { name: "Send 1 mails" }));
    expect(await within(dialog).findByText("1 mails sent for 1 papers.")).toBeInTheDocument();
    expect(sends).toHaveLength(2);
    expect(sends[1]!.request_key).toBe(sends[0]!.request_key);
    expect(sends[0]!.request_key).toMatch(/^[0-9a-f]{32}$/);
  });
});
