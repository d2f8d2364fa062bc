import { describe, expect, it } from "vitest";
import { LOGIN_PAGE_BUDGET, ROUTE_BUDGET, ROUTE_FILES, overBudget, routeSizes } from "../../build/budget";

const chunk = (fileName: string, imports: string[], kind: "entry" | "lazy" | "shared" = "shared") => ({
  fileName,
  code: `export const x = "${fileName}";`,
  imports,
  isEntry: kind === "entry",
  isDynamicEntry: kind === "lazy",
  facadeModuleId:
    kind !== "lazy"
      ? null
      : fileName === "Overlays.js"
        ? "/repo/apps/web/src/app/Overlays.tsx"
        : `/repo/apps/web/src/features/${fileName.replace(".js", ".tsx")}`,
});

describe("JavaScript budget (build/budget.ts)", () => {
  const sizes = routeSizes([
    chunk("index.js", ["app-vendor.js"], "entry"),
    chunk("app-vendor.js", []),
    chunk("Small.js", ["ui.js", "index.js"], "lazy"),
    chunk("Scattered.js", ["index.js", ...Array.from({ length: ROUTE_FILES }, (_, i) => `bit${i}.js`)], "lazy"),
    chunk("ui.js", ["index.js"]),
    chunk("Overlays.js", ["index.js"], "lazy"),
    ...Array.from({ length: ROUTE_FILES }, (_, i) => chunk(`bit${i}.js`, [])),
  ]);
  const of = (route: string) => sizes.find((s) => s.route.includes(route))!;

  it("counts a lazy route's files beyond the entry's, its own chunk included", () => {
    expect(of("entry").files).toBe(0);
    expect(of("Small").files).toBe(2);
    expect(of("Scattered").files).toBe(ROUTE_FILES + 1);
  });

  it("holds the login page with the overlays it loads after its first paint to a budget of its own", () => {
    expect(of("app/Overlays.tsx").budget).toBe(LOGIN_PAGE_BUDGET);
    expect(of("Small").budget).toBe(ROUTE_BUDGET);
  });

  it("fails a route that needs more files than the limit, even within its bytes", () => {
    expect(overBudget(of("Small"))).toBe(false);
    expect(overBudget(of("Scattered"))).toBe(true);
    expect(overBudget({ ...of("Small"), gzipBytes: of("Small").budget + 1 })).toBe(true);
  });
});
