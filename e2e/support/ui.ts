import { expect, type Locator, type Page } from "@playwright/test";

// Interactions that many journeys share, written the way a person sees the app (roles, labels,
// visible text). Selectors follow apps/web: Mantine inputs carry visible labels, the side menu is
// the "Main" navigation, confirmations are Mantine confirm modals titled "Please confirm".

/**
 * A text, email or password field by its label exactly (the required asterisk of Mantine labels is
 * not part of the accessible name, so getByLabel with exact: true would miss it).
 */
export const textbox = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole("textbox", { name: label, exact: true });

/** Types into the Login screen and submits; does not assert where it lands. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== "/") await page.goto("/");
  await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
  await textbox(page, "Email").fill(email);
  await textbox(page, "Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

/** Logs in through the Login screen and waits for the conference list (/conference). */
export async function loginThroughUi(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/\/conference$/);
}

/** The side navigation of signed-in screens. */
export const sideNav = (page: Page): Locator => page.getByRole("navigation", { name: "Main" });

/** Opens a side-menu group (e.g. "Profile") and clicks one of its entries (e.g. "Details"). */
export async function openMenuEntry(page: Page, group: string, entry: string): Promise<void> {
  await sideNav(page).getByRole("button", { name: group, exact: true }).click();
  await page.getByRole("menuitem", { name: entry, exact: true }).click();
}

/** Picks `option` in a Mantine Select (searchable combobox) found by its label. */
export async function chooseOption(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = "page" in scope ? scope.page() : scope;
  const input = scope.getByRole("combobox", { name: label, exact: true });
  // On a busy machine the dropdown can still be moving (a lazy chunk arriving shifts the layout)
  // when the option is clicked, and the click lands on the page instead: open it again and retry.
  await expect(async () => {
    await input.click();
    await input.fill(option);
    await page.getByRole("option", { name: option, exact: true }).click({ timeout: 3_000 });
    await expect(input).toHaveValue(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** The confirmation modal with `message`; answers it with the button `answer` (default "Yes"). */
export async function confirmWith(page: Page, message: string, answer = "Yes"): Promise<void> {
  const dialog = page.getByRole("dialog").filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: answer, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** An in-page alert (role="alert") that contains `text`. */
export const alertWith = (page: Page, text: string | RegExp): Locator =>
  page.getByRole("alert").filter({ hasText: text });

/** Waits until a dialog is open and its opening transition has finished (before axe or a screenshot). */
export async function dialogSettled(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS("opacity", "1");
  return dialog;
}

/** "YYYY-MM-DD" of `day` in the month after the current one (the pickers start on today's month). */
export function nextMonthDay(day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day)).toISOString().slice(0, 10);
}

/**
 * Opens a date picker by its label and picks `iso` in the next month (days are labelled by date),
 * inside the dropdown this picker opened: the one picked from just before may still be fading out.
 */
export async function pickNextMonthDate(page: Page, label: string, iso: string): Promise<void> {
  const picker = page.getByRole("button", { name: label, exact: true });
  await picker.click();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  const dropdown = page.locator(`[id="${await picker.getAttribute("aria-controls")}"]`);
  await dropdown.getByRole("button", { name: "Next month" }).click();
  await dropdown.getByRole("button", { name: iso, exact: true }).click();
  await expect(picker).toContainText(iso);
}
