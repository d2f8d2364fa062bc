// The content security policy of the served app ("Bad input"): it forbids inline script
// on every kind of answer, an injected inline script does not run, and the app itself works under
// it without a single violation.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.js";
import { loginThroughUi } from "../support/ui.js";

/** directive → its sources, e.g. { "script-src": ["'self'"] }. */
function parseCsp(header: string | undefined): Record<string, string[]> {
  expect(header, "Content-Security-Policy header").toBeTruthy();
  return Object.fromEntries(
    header!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

/** Collects CSP violation reports and CSP console errors from the start of every document. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

for (const [what, path] of [
  ["the app's root", "/"],
  ["a deep SPA route", "/conference/papers/1"],
  ["an API answer", "/api/health"],
  ["an API error", "/api/conference/999999"],
] as const) {
  test(`${what} (${path}) carries a policy that forbids inline script`, async ({ request }) => {
    const response = await request.get(path);
    const csp = parseCsp(response.headers()["content-security-policy"]);
    // script-src, or default-src where script-src is absent, governs scripts
    const scriptSources = csp["script-src"] ?? csp["default-src"];
    expect(scriptSources).toBeDefined();
    expect(scriptSources).toContain("'self'");
    for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"])
      expect(scriptSources).not.toContain(forbidden);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
  });
}

test("an inline script injected into the page does not run and is reported", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  // Playwright adds the tag like a page would; the browser must refuse to run it
  await page.addScriptTag({ content: "window.__inlineRan = true;" }).catch(() => undefined);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__inlineRan = true;";
    document.head.append(script);
    const img = document.createElement("img");
    img.setAttribute("src", "x");
    img.setAttribute("onerror", "window.__inlineRan = true;");
    document.body.append(img);
  });
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringContaining("script-src")]));
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});

test("the app works under the policy: login page and a signed-in screen raise no violation", async ({ page, user }) => {
  const violations = await watchViolations(page);
  await page.goto("/");
  await loginThroughUi(page, user.email, user.password);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.goto("/user/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});
