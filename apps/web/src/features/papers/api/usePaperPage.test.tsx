import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Paper } from "@symposia/domain";
import { anonymousPaper } from "../components/paperFixture";
import { jsonResponse, mockFetch, signIn, Wrapper } from "../../../test/render";
import { ALL_PAPERS_FIRST_QUERY, usePaperPage } from "../../../lib/api/papers";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const paperNo = (n: number, title = `Paper number ${n}`): Paper => ({
  ...anonymousPaper,
  id: n,
  paper_sequence: n,
  paper_title: title,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => paperNo(from + i));

describe("usePaperPage: the whole page after its head", () => {
  it("keeps the head's paper objects for the papers the page answers unchanged, and takes a changed paper from the page", async () => {
    signIn({ id: 5 });
    let releasePage!: () => void;
    const pageAnswered = new Promise<void>((resolve) => (releasePage = resolve));
    mockFetch(async (url) => {
      if (url.searchParams.get("per_page") === "50") return ok({ data: range(1, 50), total: 120 });
      await pageAnswered;
      // paper 7 was retitled between the two answers
      return ok({ data: range(1, 120).map((p) => (p.id === 7 ? paperNo(7, "Retitled") : p)), total: 120 });
    });
    const { result } = renderHook(() => usePaperPage(3, ALL_PAPERS_FIRST_QUERY), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.papers).toHaveLength(50));
    const fromTheHead = result.current.papers;
    releasePage();
    await waitFor(() => expect(result.current.papers).toHaveLength(120));
    const whole = result.current.papers;
    // the rows already drawn keep their props, so the memoised rows are not drawn again
    expect(whole[0]).toBe(fromTheHead[0]);
    expect(whole[49]).toBe(fromTheHead[49]);
    // what changed shows as the page answers it
    expect(whole[6]).not.toBe(fromTheHead[6]);
    expect(whole[6]!.paper_title).toBe("Retitled");
    expect(whole.map((p) => p.id)).toEqual(range(1, 120).map((p) => p.id));
  });
});
