import { expect, test } from "../support/fixtures.js";

// The route guard and the not-found screen.

test.describe("signed out", () => {
  for (const path of ["/conference", "/conference/allConference", "/user/profile", "/settings/manageUsers"]) {
    test(`a visit to ${path} lands on the Login screen at /`, async ({ page }) => {
      await page.goto(path);
      // the Login screen keeps where the visitor was going, to return there after signing in
      await expect(page).toHaveURL(/\/(\?next=[^#]*)?$/);
      await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
    });
  }
});

test.describe("unknown paths", () => {
  for (const path of ["/no-such-page", "/conference-archive/2024/old", "/user/profile/extra/segments"]) {
    test(`${path} shows PageNotFound`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("PageNotFound", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toHaveCount(0);
    });
  }

  test("a signed-in user also gets PageNotFound for an unknown path", async ({ signedInPage, user }) => {
    const page = await signedInPage(user);
    await page.goto("/definitely/not/a/screen");
    await expect(page.getByText("PageNotFound", { exact: true })).toBeVisible();
  });
});

test.describe("side navigation", () => {
  test("a standard user gets Conference and Profile only; dropdowns close on a click outside", async ({
    signedInPage,
    user,
  }) => {
    const page = await signedInPage(user);
    await page.goto("/user/profile");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button")).toHaveText(["Conference", "Profile"]);

    await nav.getByRole("button", { name: "Conference", exact: true }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["All Conference", "Add Conference"]);
    await expect(page.getByRole("menu")).toBeVisible();
    // A click on empty page space far from the dropdown (bottom right of the 1280x800 viewport).
    await page.mouse.click(1200, 760);
    await expect(page.getByRole("menu")).toHaveCount(0);

    await nav.getByRole("button", { name: "Profile", exact: true }).click();
    await expect(page.getByRole("menuitem")).toHaveText(["Details", "Change Password", "Logout"]);
  });

  test("an admin also gets Reports, Settings and CFP Circulation; the menu collapses and expands", async ({
    signedInPage,
    admin,
  }) => {
    const page = await signedInPage(admin);
    await page.goto("/user/profile");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button")).toHaveText([
      "Conference",
      "Reports",
      "Settings",
      "CFP Circulation",
      "Profile",
    ]);

    await nav.getByRole("button", { name: "Reports", exact: true }).click();
    await page.getByRole("menuitem", { name: "Consolidated Report" }).click();
    await expect(page).toHaveURL(/\/reports\/adminReport$/);
    await expect(page.getByRole("heading", { name: "Report" })).toBeVisible();

    await page.getByRole("button", { name: "Collapse menu" }).click();
    await expect(nav.getByText("Settings", { exact: true })).toBeHidden();
    await nav.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("menuitem", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/settings\/manageUsers$/);
    await page.getByRole("button", { name: "Expand menu" }).click();
    await expect(nav.getByText("Settings", { exact: true })).toBeVisible();
  });
});

test("on a phone (375 px) the side menu slides in from the burger and leads to a screen", async ({
  signedInPage,
  user,
}) => {
  const page = await signedInPage(user);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/conference");
  const nav = page.getByRole("navigation", { name: "Main" });
  // The collapsed drawer is moved off-screen rather than removed.
  await expect(nav).not.toBeInViewport();
  // Mantine marks the frame's root as resizing for 200 ms after mounting and while the window
  // resizes; a custom property that changed on the root with the mark made the browser restyle
  // every element of the page when it went. The root's duration is the same either way...
  const rootDuration = (resizing: boolean) =>
    page.locator(".mantine-AppShell-root").evaluate((root, mark) => {
      if (mark) root.setAttribute("data-resizing", "true");
      else root.removeAttribute("data-resizing");
      return getComputedStyle(root).getPropertyValue("--app-shell-transition-duration").trim();
    }, resizing);
  expect(await rootDuration(true)).toBe(await rootDuration(false));
  // ...and the drawer itself still slides in 200 ms
  const drawer = page.locator(".mantine-AppShell-navbar");
  expect(await drawer.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.2s");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(nav).toBeInViewport();
  await nav.getByRole("button", { name: "Profile", exact: true }).click();
  await page.getByRole("menuitem", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/user\/changePassword$/);
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await expect(nav).not.toBeInViewport();
  // Nothing on the screen is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
