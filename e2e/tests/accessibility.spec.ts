import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";
import { dialogSettled } from "../support/ui.js";

// axe scans of the account screens: no serious or critical violations. Each screen is
// scanned once its heading is on the page (lazy-loaded pages render after their chunk arrives).

test.describe("public screens", () => {
  const screens = [
    { path: "/", heading: "Login to manage conferences", name: "Login" },
    { path: "/signup", heading: "Create your account", name: "Register" },
    { path: "/forgotpassword", heading: "Forgot password", name: "Forgot password" },
    { path: "/reset-password?token=not-a-real-token", heading: "Set new password", name: "Set password" },
  ];
  for (const screen of screens) {
    test(`${screen.name} has no serious or critical violations`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { name: screen.heading })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: screen.name });
    });
  }

  test("Login with its failure alert, on a phone-sized screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("nobody@example.com");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Login (failed, 375 px)" });
  });

  test("Register with its field errors", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Signup" }).click();
    await expect(page.getByText("First name is required.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Register (errors)" });
  });
});

test.describe("signed-in screens", () => {
  test("My Profile and its Edit Profile dialog", async ({ signedInPage, user }) => {
    const page = await signedInPage(user);
    await page.goto("/user/profile");
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await expect(page.getByRole("main").getByText(user.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "My Profile" });
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await dialogSettled(page, "Edit Profile");
    await expectNoSeriousA11yViolations(page, { label: "Edit Profile dialog" });
  });

  test("Change Password", async ({ signedInPage, user }) => {
    const page = await signedInPage(user);
    await page.goto("/user/changePassword");
    await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Change Password" });
  });

  test("Manage Users and its Edit User dialog", async ({ signedInPage, admin, user }) => {
    const page = await signedInPage(admin);
    await page.goto("/settings/manageUsers");
    await expect(page.getByRole("heading", { name: "All User" })).toBeVisible();
    await page.getByRole("textbox", { name: "Search users", exact: true }).fill(user.email);
    await expect(page.getByRole("button", { name: `Edit ${user.email}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Manage Users" });
    await page.getByRole("button", { name: `Edit ${user.email}` }).click();
    await dialogSettled(page, "Edit User");
    await expectNoSeriousA11yViolations(page, { label: "Edit User dialog" });
  });

  test("the side menu with a dropdown open", async ({ signedInPage, admin }) => {
    const page = await signedInPage(admin);
    await page.goto("/conference");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Profile", exact: true }).click();
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "side menu" });
  });
});
