import { registerUser } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { linkIn, mailTo, waitForMail } from "../support/mailbox.js";
import { loginThroughUi } from "../support/ui.js";

// a new account proves its email address through the mailed link; until then the
// signed-in app shows a banner with "Send the link again".

test("an unverified user sees the banner, asks for the link again, opens it, and the banner is gone", async ({
  page,
}) => {
  const user = await registerUser({ first_name: "Vera", last_name: "Verify" }, { verified: false });

  await test.step("the banner shows after signing in", async () => {
    await loginThroughUi(page, user.email, user.password);
    const banner = page.getByRole("region", { name: "Please confirm your email address" });
    await expect(banner).toBeVisible();
    await waitForMail(user.email, { subject: /confirm your email address/i });
    const before = mailTo(user.email, /confirm your email address/i).length;
    await banner.getByRole("button", { name: "Send the link again" }).click();
    await expect(banner).toContainText("We sent a new link");
    await expect
      .poll(() => mailTo(user.email, /confirm your email address/i).length, { timeout: 15_000 })
      .toBeGreaterThan(before);
  });

  await test.step("the mailed link confirms the address and leaves no token in the address bar", async () => {
    const link = linkIn(
      await waitForMail(user.email, { subject: /confirm your email address/i }),
      /\/verify-email\?token=/,
    );
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("alert")).toContainText("Your email address is confirmed.");
    expect(new URL(page.url()).search).toBe("");
    await page.getByRole("link", { name: "Go to your conferences" }).click();
    await expect(page.getByRole("region", { name: "Please confirm your email address" })).toHaveCount(0);
  });

  await test.step("the same link a second time says it was used", async () => {
    const link = linkIn(mailTo(user.email, /confirm your email address/i).at(-1)!, /\/verify-email\?token=/);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole("alert")).toContainText("already been used");
  });
});
