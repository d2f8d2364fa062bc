import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../lib/api/queryClient";
import { jsonResponse, mockFetch, signIn } from "../test/render";
import { EARLY_REQUESTS } from "./earlyRequests";
import { prefetchRouteData } from "./routeData";

const CONF = 3;
const address = (pattern: string) => pattern.replace(/:\w+\??|\{\w+\}/g, String(CONF));

describe("the calls the shell starts early (app/earlyRequests.ts)", () => {
  afterEach(() => localStorage.clear());

  for (const [pattern, , requests] of EARLY_REQUESTS) {
    it(`${pattern}: the very calls app/routeData.ts makes, with the same token`, async () => {
      signIn({ id: 5 });
      const asked: [string, boolean][] = [];
      mockFetch((url, init) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        asked.push([`${url.pathname}${url.search}`, "Authorization" in headers]);
        return jsonResponse(200, { success: true, message: "", result: [] });
      });
      await prefetchRouteData(createQueryClient(), address(pattern), null);
      expect(asked).toEqual(requests.map(([url, auth]) => [address(url), auth]));
    });
  }
});
