import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { paths, routePatterns } from "../app/paths";
import { useConferenceId } from "./useConferenceId";

function Probe() {
  return <p>conf={String(useConferenceId())}</p>;
}

function at(pattern: string, url: string, state?: unknown) {
  const router = createMemoryRouter([{ path: pattern, element: <Probe /> }], {
    initialEntries: [{ pathname: url, state }],
  });
  render(<RouterProvider router={router} />);
}

describe("useConferenceId", () => {
  it("reads the :confId segment first", () => {
    at(routePatterns.tracks, paths.tracks(12), { conf_id: 99 });
    expect(screen.getByText("conf=12")).toBeInTheDocument();
  });

  it("reads :id (details, track papers)", () => {
    at(routePatterns.trackPapers, paths.trackPapers(5, 3));
    expect(screen.getByText("conf=5")).toBeInTheDocument();
  });

  it("falls back to navigation state conf_id, then id", () => {
    at(routePatterns.manageCfp, paths.manageCfp(), { conf_id: 7 });
    expect(screen.getByText("conf=7")).toBeInTheDocument();
  });

  it("accepts state.id", () => {
    at(routePatterns.myPapers, paths.myPapers(null), { id: "8" });
    expect(screen.getByText("conf=8")).toBeInTheDocument();
  });

  it("answers null for a missing or malformed id", () => {
    at(routePatterns.conferenceDetails, "/conference/abc");
    expect(screen.getByText("conf=null")).toBeInTheDocument();
  });
});
