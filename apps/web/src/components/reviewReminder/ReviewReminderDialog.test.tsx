import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../test/render";
import { ReviewReminderDialog } from "./ReviewReminderDialog";

const ok = (result: unknown, message = "") => jsonResponse(200, { success: true, message, result });

describe("Remind reviewers, opened from a track", () => {
  it("starts on that track, previews exactly what the server answers and sends the same request without preview", async () => {
    signIn();
    const posts: unknown[] = [];
    mockFetch((url, init) => {
      if (url.pathname === "/api/track/all/3")
        return ok([
          { id: 7, track_name: "Theory" },
          { id: 8, track_name: "Systems" },
        ]);
      if (url.pathname === "/api/conference/review-reminder/3" && init?.method === "POST") {
        const body = JSON.parse(String(init.body));
        posts.push(body);
        const mails = [
          {
            to: "rita@example.org",
            subject: "Reminder: your reviews for ICX",
            text: "Dear Rita Late,\n\n- Paper 4: Graphs",
            reviewer_id: 31,
            paper_ids: [9],
          },
        ];
        return body.preview
          ? ok({ preview: true, mails, queued: 0 }, "1 reviewer would be reminded.")
          : ok({ preview: false, mails, queued: 1 }, "A reminder has been sent to 1 reviewer.");
      }
      return jsonResponse(404, { success: false, message: "Not found.", result: null });
    });
    renderWithProviders(<ReviewReminderDialog confId={3} opened trackId={8} trackName="Systems" onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Remind reviewers" });
    expect(within(dialog).getByRole("combobox", { name: "Track" })).toHaveValue("8");
    expect(within(dialog).getByRole("button", { name: "Send reminders" })).toBeDisabled();

    fireEvent.click(within(dialog).getByRole("button", { name: "Preview" }));
    const mail = await within(dialog).findByLabelText("Reminder to rita@example.org");
    expect(within(dialog).getByText("1 mail would be sent:")).toBeInTheDocument();
    expect(mail).toHaveTextContent("Reminder: your reviews for ICX");
    expect(mail).toHaveTextContent("Paper 4: Graphs");
    expect(posts[0]).toMatchObject({ track_id: 8, preview: true });

    fireEvent.click(within(dialog).getByRole("button", { name: "Send reminders" }));
    fireEvent.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toEqual({ ...(posts[0] as object), preview: false });
  });
});
