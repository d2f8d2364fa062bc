import { expect, test } from "../support/fixtures.js";

// The shell paints before any stylesheet (public/shell.js inserts the app's, which does not block
// rendering), and the app's first render waits for that stylesheet (lib/stylesReady.ts).
test.describe("the first paint and the app's stylesheet", () => {
  test("the login page renders styled once its stylesheet is in, and renders at all when it fails", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
    // the stylesheet the shell inserted has loaded and applies (Mantine's body rule: no margin)
    await expect(page.locator("link[data-app-styles]")).toHaveAttribute("data-app-styles", "loaded");
    expect(
      await page.evaluate(() => getComputedStyle(document.body).getPropertyValue("--mantine-color-body")),
    ).not.toBe("");

    const failing = await page.context().newPage();
    await failing.route(/\/assets\/index-[^/]*\.css$/, (route) => route.abort());
    await failing.goto("/");
    await expect(failing.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
    await expect(failing.locator("link[data-app-styles]")).toHaveAttribute("data-app-styles", "failed");
    await failing.close();
  });
});
