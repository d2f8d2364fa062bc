import { expect, test } from "../support/fixtures.js";
import { type FreshSite, startFreshSite } from "../support/freshSite.js";
import { alertWith, textbox } from "../support/ui.js";

// First run: a site without any administrator offers a one-time "Create the
// administrator account" form on the login screen; once the admin exists it is gone for good.

let site: FreshSite;
test.beforeAll(async () => {
  site = await startFreshSite();
});
test.afterAll(async () => {
  await site?.stop();
});

test("a fresh site offers the administrator form once: the admin is created, signs in, and the form is then closed", async ({
  page,
  request,
}) => {
  const admin = { email: "first-admin@symposia.test", password: "First-Admin-Passw0rd" };
  const form = page.getByRole("region", { name: "Create the administrator account" });

  await test.step("the login screen of a fresh site shows the setup form", async () => {
    const setup = await request.get(`${site.origin}/api/setup`);
    expect((await setup.json()).result).toEqual({ needed: true });
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
    await expect(form).toBeVisible();
  });

  await test.step("creating the administrator fills in the login email", async () => {
    await textbox(form, "First name").fill("Ada");
    await textbox(form, "Last name").fill("Admin");
    await textbox(form, "Administrator email").fill(admin.email);
    await textbox(form, "Administrator password").fill(admin.password);
    await form.getByRole("button", { name: "Create the administrator account" }).click();
    await expect(alertWith(page, "The administrator account has been created")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(textbox(page, "Email")).toHaveValue(admin.email);
  });

  await test.step("the new administrator signs in", async () => {
    await textbox(page, "Password").fill(admin.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/conference$/);
    await expect(page.getByRole("banner")).toContainText("Ada Admin");
    expect(await page.evaluate(() => localStorage.getItem("role"))).toBe("ADMIN");
  });

  await test.step("the form is closed for good: not offered again, and a second setup is refused", async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${site.origin}/`);
    await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
    const setup = await request.get(`${site.origin}/api/setup`);
    expect((await setup.json()).result).toEqual({ needed: false });
    await expect(form).toHaveCount(0);
    const second = await request.post(`${site.origin}/api/setup/admin`, {
      data: {
        first_name: "Eve",
        last_name: "",
        email: "second-admin@symposia.test",
        password: "Second-Admin-Passw0rd",
      },
    });
    expect(second.status()).toBe(409);
  });
});
