import type { ComponentType } from "react";
import { waitFor } from "@testing-library/react";
import { hashKey } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import AllPapersPage from "../features/papers/pages/AllPapersPage";
import ConferenceListPage from "../features/conferences/pages/ConferenceListPage";
import EditConferencePage from "../features/conferences/pages/EditConferencePage";
import PublicCfpListPage from "../features/conferences/pages/PublicCfpListPage";
import PublicCfpPage from "../features/cfp/pages/PublicCfpPage";
import ReviewPapersPage from "../features/reviews/pages/ReviewPapersPage";
import { SideNav } from "./layout/SideNav";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../test/render";
import { routePatterns as r } from "./paths";
import { createQueryClient } from "../lib/api/queryClient";
import { topicsQuery } from "../lib/api/topics";
import { firstDataOrTimeout, prefetchRouteData, routeQueries } from "./routeData";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const PAGED = /\/api\/paper\/(all|review-papers)\//;
const PUBLIC_CFP = {
  conf_id: 3,
  event_name: "Engines",
  acronym_title: "ENG",
  banner: null,
  banner_mime_type: null,
  logo: null,
  logo_mime_type: null,
  cfp_details: "<p>Call</p>",
  has_file: false,
  cfp_file_url: null,
  cfp_data: [],
  support_emails: [],
  cfp_groups: [],
};

// A screen and where it is mounted; the entry's queries for that URL must be the screen's own
// (same keys), or the screen would ask again and the early start would be wasted.
const screens: { name: string; Page: ComponentType; route: string; path: string; signedIn: boolean }[] = [
  { name: "All Papers", Page: AllPapersPage, route: "/conference/papers/3", path: r.allPapers, signedIn: true },
  {
    name: "Review Papers",
    Page: ReviewPapersPage,
    route: "/conference/reviewPapers/3",
    path: r.reviewPapers,
    signedIn: true,
  },
  {
    name: "conference list",
    Page: ConferenceListPage,
    route: "/conference/allConference",
    path: r.allConference,
    signedIn: true,
  },
  {
    name: "Edit Conference",
    Page: EditConferencePage,
    route: "/conference/editConference/3",
    path: r.editConference,
    signedIn: true,
  },
  { name: "public CFP list", Page: PublicCfpListPage, route: "/cfp-list", path: r.publicCfpList, signedIn: false },
  { name: "public CFP page", Page: PublicCfpPage, route: "/cfp/3", path: r.publicCfp, signedIn: false },
];

function render(Page: ComponentType, route: string, path: string) {
  mockFetch((url) => {
    if (PAGED.test(url.pathname)) return ok({ data: [], total: 0 });
    if (url.pathname === "/api/site/cfp/3") return ok(PUBLIC_CFP);
    return ok([]);
  });
  return renderWithProviders(
    // the signed-in frame's side menu reads its part of the early queries
    <>
      <Page />
      <SideNav role="USER" iconOnly={false} dropdownPosition="right-start" onAction={() => undefined} />
    </>,
    { route, path },
  );
}

describe("the first screen's API answers start with the entry (app/routeData.ts)", () => {
  for (const { name, Page, route, path, signedIn } of screens) {
    it(`${name}: every query started early is one the screen itself asks for`, async () => {
      if (signedIn) signIn({ id: 5 });
      const early = routeQueries(route, null, signedIn).map((q) => hashKey(q.queryKey));
      expect(early.length).toBeGreaterThan(0);
      const { queryClient } = render(Page, route, path);
      await waitFor(() => {
        const asked = queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.queryHash);
        for (const key of early) expect(asked).toContain(key);
      });
    });
  }

  it("starts nothing that needs a session for a signed-out visitor, and nothing for an unknown screen", () => {
    expect(routeQueries("/conference/papers/3", null, false)).toEqual([]);
    expect(routeQueries("/nowhere", null, true)).toEqual([]);
  });

  it("reads the conference from the navigation state when the URL has none, as the screens do", () => {
    const keys = routeQueries("/conference/papers", { conf_id: 7 }, true).map((q) => q.queryKey);
    expect(keys).toContainEqual(["conference-short", 7]);
    expect(routeQueries("/conference/papers", null, true).map((q) => q.queryKey)).toEqual([
      ["discussion", "my-subreviews"],
    ]);
  });
});

describe("the first render's wait for those answers (main.tsx)", () => {
  it("asks for the screen's list first, and settles once every answer is in, failed ones included", async () => {
    signIn({ id: 5 });
    const asked: string[] = [];
    mockFetch((url) => {
      asked.push(url.pathname);
      if (url.pathname === "/api/conference/topics/3")
        return jsonResponse(500, { success: false, message: "down", result: null });
      if (PAGED.test(url.pathname)) return ok({ data: [], total: 0 });
      return ok([]);
    });
    const queryClient = createQueryClient();
    await prefetchRouteData(queryClient, "/conference/papers/3", null);
    const early = routeQueries("/conference/papers/3", null, true);
    expect(asked[0]).toMatch(/^\/api\/paper\/all\/3\//);
    for (const query of early) expect(queryClient.getQueryState(query.queryKey)?.status).not.toBe("pending");
    const failed = early.filter((query) => queryClient.getQueryState(query.queryKey)?.status === "error");
    expect(failed.map((query) => query.queryKey)).toEqual([topicsQuery(3).queryKey]);
  });

  it("goes on after the wait when an answer is slow, and at once when the answers are in", async () => {
    vi.useFakeTimers();
    try {
      let settled: boolean | undefined;
      void firstDataOrTimeout(new Promise<void>(() => undefined), 2_000).then((answered) => (settled = answered));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      // the wait ended without the answers
      expect(settled).toBe(false);
      let quick: boolean | undefined;
      void firstDataOrTimeout(Promise.resolve(), 2_000).then((answered) => (quick = answered));
      await vi.advanceTimersByTimeAsync(0);
      expect(quick).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
