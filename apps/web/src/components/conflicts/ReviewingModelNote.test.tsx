import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../test/render";
import { ReviewingModelNote, reviewingModelLine } from "./ReviewingModelNote";

describe("ReviewingModelNote", () => {
  it("shows the conference's mode to chairs in words", async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(200, { success: true, message: "", result: [{ id: 3, reviewing_model: "Double-blind" }] }),
    );
    renderWithProviders(<ReviewingModelNote confId={3} />);
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === "P" && el.textContent === "Double-blind: reviewers do not see authors",
      ),
    ).toBeInTheDocument();
  });

  it("has a line for each mode, and shows nothing for an unknown value", async () => {
    expect(reviewingModelLine("Single-blind")).toBe(
      "Single-blind: reviewers see authors; authors do not see reviewers",
    );
    expect(reviewingModelLine("Open")).toBe("Open: reviewers see authors, and authors see reviewer names");
    signIn();
    mockFetch(() =>
      jsonResponse(200, { success: true, message: "", result: [{ id: 3, reviewing_model: "Triple-blind" }] }),
    );
    const { container, queryClient } = renderWithProviders(<ReviewingModelNote confId={3} />);
    await vi.waitFor(() => expect(queryClient.getQueryState(["conferences", "detail", 3])?.status).toBe("success"));
    expect(container).not.toHaveTextContent("Triple-blind");
  });
});
