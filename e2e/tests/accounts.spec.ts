import { registerUser, uniqueEmail } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { linkIn, waitForMail } from "../support/mailbox.js";
import {
  alertWith,
  chooseOption,
  confirmWith,
  loginThroughUi,
  openMenuEntry,
  submitLogin,
  textbox,
} from "../support/ui.js";

// The account journeys: an account from registration to a changed password, and a
// forgotten password reset through the link that arrives by mail.

test("register, log in, edit the profile, change the password, log out and log in with the new password", async ({
  page,
}) => {
  const email = uniqueEmail("journey");
  const firstPassword = "First-Passw0rd";
  const secondPassword = "Second-Passw0rd";

  await test.step("register on the Signup screen and return to Login after 3 s", async () => {
    await page.goto("/");
    await page.getByRole("link", { name: "Signup" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await textbox(page, "First name").fill("Grace");
    await textbox(page, "Last name").fill("Hopper");
    await textbox(page, "Email").fill(email);
    await chooseOption(page, "Country", "Germany");
    await textbox(page, "Affiliation").fill("Harvard Computation Lab");
    await textbox(page, "Password").fill(firstPassword);
    await page.getByRole("button", { name: "Signup" }).click();
    await expect(alertWith(page, "Your account has been created")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
  });

  await test.step("log in and land on the conference list", async () => {
    await loginThroughUi(page, email, firstPassword);
    await expect(page.getByRole("banner")).toContainText("Grace Hopper");
  });

  await test.step("edit the profile from My Profile", async () => {
    await openMenuEntry(page, "Profile", "Details");
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    const details = page.getByRole("main");
    await expect(details.getByText(email)).toBeVisible();
    await expect(details.getByText("Harvard Computation Lab")).toBeVisible();

    await page.getByRole("button", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(textbox(dialog, "First name")).toHaveValue("Grace");
    await textbox(dialog, "First name").fill("Rear Admiral Grace");
    await chooseOption(dialog, "Country", "United States");
    await textbox(dialog, "Affiliation").fill("United States Navy");
    await dialog.getByRole("button", { name: "Update" }).click();
    await confirmWith(page, "Are you sure to update the profile?");
    await expect(dialog).toBeHidden();

    await expect(details.getByText("Rear Admiral Grace Hopper")).toBeVisible();
    await expect(details.getByText("United States Navy")).toBeVisible();
    await expect(details.getByText("United States", { exact: true })).toBeVisible();
    // The profile survives a reload (it came from the server, not from the form).
    await page.reload();
    await expect(page.getByRole("main").getByText("United States Navy")).toBeVisible();
  });

  await test.step("change the password", async () => {
    await openMenuEntry(page, "Profile", "Change Password");
    await expect(page).toHaveURL(/\/user\/changePassword$/);
    await textbox(page, "Old password").fill(firstPassword);
    await textbox(page, "New password").fill(secondPassword);
    await textbox(page, "Confirm password").fill(secondPassword);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(alertWith(page, "Your password has been changed.")).toBeVisible();
  });

  await test.step("log out", async () => {
    await openMenuEntry(page, "Profile", "Logout");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
  });

  await test.step("the old password no longer works, the new one does", async () => {
    await submitLogin(page, email, firstPassword);
    await expect(alertWith(page, /.+/)).toHaveAttribute("data-variant", "danger");
    await expect(page).toHaveURL(/\/$/);
    await loginThroughUi(page, email, secondPassword);
    await expect(page.getByRole("banner")).toContainText("Rear Admiral Grace Hopper");
  });
});

test("forgot password: the mailed link sets a new password that logs in, and works only once", async ({ page }) => {
  const account = await registerUser({ first_name: "Katherine", last_name: "Johnson" });
  const newPassword = "Reset-Passw0rd";

  await test.step("ask for a link on Forgot password and return to Login after 3 s", async () => {
    await page.goto("/");
    await page.getByRole("link", { name: "Forgot Password ?" }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
    await textbox(page, "Email").fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(alertWith(page, "If an account exists for that email")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  const link = await test.step("the mail with the link arrives at the SMTP peer", async () => {
    const mail = await waitForMail(account.email, { subject: /reset your password/i });
    return linkIn(mail, /token=/);
  });

  await test.step("open the link, set a new password and return to Login after 3 s", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Set new password" })).toBeVisible();
    await textbox(page, "New password").fill(newPassword);
    await textbox(page, "Confirm password").fill(newPassword);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(alertWith(page, "Your password has been set.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step("the old password is refused and the new one logs in", async () => {
    await submitLogin(page, account.email, account.password);
    await expect(alertWith(page, /.+/)).toHaveAttribute("data-variant", "danger");
    await loginThroughUi(page, account.email, newPassword);
  });

  await test.step("the same link cannot be used a second time", async () => {
    await openMenuEntry(page, "Profile", "Logout");
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await textbox(page, "New password").fill("Another-Passw0rd");
    await textbox(page, "Confirm password").fill("Another-Passw0rd");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(alertWith(page, "The link is invalid or has expired")).toHaveAttribute("data-variant", "danger");
  });
});

test("the screens show the server's answers: a taken email on Signup, wrong credentials on Login", async ({
  page,
  user,
}) => {
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await textbox(page, "First name").fill("Second");
  await textbox(page, "Last name").fill("Account");
  await textbox(page, "Email").fill(user.email.toUpperCase());
  await chooseOption(page, "Country", "France");
  await textbox(page, "Affiliation").fill("Elsewhere");
  await textbox(page, "Password").fill("Another-Passw0rd");
  await page.getByRole("button", { name: "Signup" }).click();
  await expect(alertWith(page, "The email has already been taken.")).toHaveAttribute("data-variant", "danger");
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto("/");
  await submitLogin(page, user.email, "not-the-password");
  // The alert shows the server's message field, in the danger style (spec part 1 section 8).
  await expect(alertWith(page, "These credentials do not match our records.")).toHaveAttribute(
    "data-variant",
    "danger",
  );
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("access_token"))).toBeNull();
});
