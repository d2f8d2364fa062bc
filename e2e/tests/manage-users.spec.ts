import { apiCall, apiOk, registerUser, uniqueEmail, type Account } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { confirmWith, openMenuEntry, textbox } from "../support/ui.js";

// The admin's Manage Users journey: search, sort, page, edit and delete users.

const SEEDED = 55; // more than one page of the default 50 rows
const pad = (n: number) => String(n).padStart(2, "0");

/** A surname shared only by this test's users, so searching for it isolates them. */
function uniqueSurname(): string {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `Zu${letters}`;
}

async function seedUsers(surname: string): Promise<Account[]> {
  const accounts: Account[] = [];
  // A few at a time: each registration hashes a password (scrypt) on a shared machine.
  for (let start = 0; start < SEEDED; start += 5) {
    const batch = Array.from({ length: Math.min(5, SEEDED - start) }, (_, k) => start + k);
    accounts.push(
      ...(await Promise.all(
        batch.map((i) =>
          registerUser({
            first_name: `Member ${pad(i)}`,
            last_name: surname,
            affiliation: `Institute ${pad(SEEDED - 1 - i)}`,
            email: uniqueEmail("seed"),
          }),
        ),
      )),
    );
  }
  return accounts;
}

test("an admin searches, sorts, pages, edits and deletes users", async ({ admin, signedInPage }) => {
  test.setTimeout(180_000); // seeds 55 accounts (one scrypt hash each) on a shared CPU
  const surname = uniqueSurname();
  const seeded = await seedUsers(surname);
  const byIndex = (i: number) => seeded[i]!;

  const page = await signedInPage(admin);
  await page.goto("/conference");
  await openMenuEntry(page, "Settings", "Users");
  await expect(page).toHaveURL(/\/settings\/manageUsers$/);
  await expect(page.getByRole("heading", { name: "All User" })).toBeVisible();

  const table = page.getByRole("table", { name: "Users" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  const firstNameOfRow = (n: number) => rows.nth(n).getByRole("cell").first();
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const perPage = page.getByRole("combobox", { name: "Rows per page" });
  const search = textbox(page, "Search users");

  await test.step("the list shows 50 rows per page by default", async () => {
    await expect(perPage).toHaveValue("50");
    await expect(rows).toHaveCount(50);
    await expect(pager).toContainText(/Page 1 of ([2-9]|\d{2,}) /);
  });

  await test.step("searching by more than 2 characters of a last name finds exactly those users", async () => {
    await search.fill(surname);
    await expect(pager).toContainText(`Page 1 of 2 · ${SEEDED} records`);
    await expect(rows).toHaveCount(50);
    await expect(rows.filter({ hasNotText: surname })).toHaveCount(0);
  });

  await test.step("clicking a header sorts, clicking it again reverses the order", async () => {
    const firstNameHeader = table.getByRole("columnheader", { name: "First Name" });
    await expect(firstNameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(firstNameOfRow(0)).toHaveText("Member 00");

    await page.getByRole("button", { name: "Sort by First Name" }).click();
    await expect(firstNameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(firstNameOfRow(0)).toHaveText(`Member ${pad(SEEDED - 1)}`);

    // Another column: affiliations run the other way round from first names.
    await page.getByRole("button", { name: "Sort by Affiliation" }).click();
    await expect(table.getByRole("columnheader", { name: "Affiliation" })).toHaveAttribute("aria-sort", "ascending");
    await expect(firstNameHeader).toHaveAttribute("aria-sort", "none");
    await expect(firstNameOfRow(0)).toHaveText(`Member ${pad(SEEDED - 1)}`);
    await page.getByRole("button", { name: "Sort by Affiliation" }).click();
    await expect(firstNameOfRow(0)).toHaveText("Member 00");

    await page.getByRole("button", { name: "Sort by First Name" }).click();
    await expect(firstNameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(firstNameOfRow(0)).toHaveText("Member 00");
  });

  await test.step("paging with Next, Prev, page numbers, New, Old and 10 rows per page", async () => {
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(pager).toContainText("Page 2 of 2");
    await expect(rows).toHaveCount(SEEDED - 50);
    await expect(firstNameOfRow(0)).toHaveText("Member 50");
    await pager.getByRole("button", { name: "Prev" }).click();
    await expect(pager).toContainText("Page 1 of 2");
    await expect(firstNameOfRow(0)).toHaveText("Member 00");

    await perPage.selectOption("10");
    await expect(pager).toContainText("Page 1 of 6");
    await expect(rows).toHaveCount(10);
    await pager.getByRole("button", { name: "Page 3" }).click();
    await expect(firstNameOfRow(0)).toHaveText("Member 20");
    await pager.getByRole("button", { name: "Old" }).click();
    await expect(pager).toContainText("Page 6 of 6");
    await expect(rows).toHaveCount(5);
    await expect(firstNameOfRow(0)).toHaveText("Member 50");
    await expect(pager.getByRole("button", { name: "Next" })).toBeDisabled();
    await pager.getByRole("button", { name: "New" }).click();
    await expect(pager).toContainText("Page 1 of 6");
    await expect(pager.getByRole("button", { name: "Prev" })).toBeDisabled();
  });

  await test.step("below 1024 px the pager offers a Go To selector", async () => {
    await page.setViewportSize({ width: 900, height: 800 });
    const goTo = pager.getByRole("combobox", { name: "Go To" });
    await expect(goTo).toBeVisible();
    await expect(pager.getByRole("button", { name: "Page 3" })).toHaveCount(0);
    await goTo.selectOption("4");
    await expect(pager).toContainText("Page 4 of 6");
    await expect(firstNameOfRow(0)).toHaveText("Member 30");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(goTo).toHaveCount(0);
    await pager.getByRole("button", { name: "New" }).click();
  });

  await test.step("edit a user after confirming", async () => {
    const target = byIndex(3);
    await page.getByRole("button", { name: `Edit ${target.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit User" });
    await expect(textbox(dialog, "First name")).toHaveValue("Member 03");
    await textbox(dialog, "Affiliation").fill(`Edited ${surname}`);
    await dialog.getByRole("button", { name: "Update" }).click();
    await confirmWith(page, "Are you sure to update the User?");
    await expect(dialog).toBeHidden();
    await expect(rows.filter({ hasText: target.email })).toContainText(`Edited ${surname}`);
    const [stored] = await apiOk<{ affiliation: string }[]>("GET", `/users/${target.id}`, { token: admin.token });
    expect(stored?.affiliation).toBe(`Edited ${surname}`);
  });

  await test.step("delete a user after confirming: gone from the list and signed out for good", async () => {
    const target = byIndex(4);
    await page.getByRole("button", { name: `Delete ${target.email}` }).click();
    await confirmWith(page, "Are you sure to delete this User?", "Delete");
    await expect(rows.filter({ hasText: target.email })).toHaveCount(0);
    await expect(pager).toContainText(`${SEEDED - 1} records`);
    const loginAfterDelete = await apiCall("POST", "/login", {
      json: { email: target.email, password: target.password },
    });
    expect(loginAfterDelete.status).toBe(401);
  });

  await test.step("clearing the search shows every user again", async () => {
    await search.fill("");
    await expect(rows.filter({ hasNotText: surname }).first()).toBeVisible();
  });
});
