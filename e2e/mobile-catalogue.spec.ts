/**
 * The savings catalogue and its comparison on a 360 × 740 phone (issue 39): rates that follow another
 * product say whose rate and date they are, three products compare as columns with their rates on the
 * first screen, the list is compact, its filters open in a sheet, and a 19-year-old who gives an age band
 * sees what they can open first and the Senior Citizens' Savings Scheme marked.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { watchPageErrors } from "./support/pageErrors.js";
import { buildPerson, signUpThroughApi } from "./support/people.js";

test.use({ viewport: { width: 360, height: 740 } });

const SCREEN = 740;
const list = (page: Page) => page.getByRole("list", { name: "Savings schemes" });
const rows = (page: Page) => list(page).getByRole("article");
const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const bottomOf = async (cell: Locator) => {
  const box = (await cell.boundingBox())!;
  return box.y + box.height;
};

test("rates that follow another product show that product's rate and date, and the tax-saver's minimum", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto("/savings");
  // An RD takes its bank's FD rates by term: up to the FD's highest, with the FD's date.
  const followed =
    /Up to \d+(\.\d+)?% a year \(as (HDFC|ICICI) Bank Fixed Deposit, \d{1,2} [A-Z][a-z]+ 20\d\d\)/;
  for (const name of ["HDFC Bank Recurring Deposit", "ICICI Bank Recurring Deposit"]) {
    await expect(row(page, name), name).toContainText(followed);
    await expect(row(page, name), name).not.toContainText("No fixed rate");
  }
  // The tax-saver's rate is the bank's 5-year rate (not the FD's highest): its own figure and date.
  const taxSaver = row(page, "HDFC Bank 5 Year Tax Saving Fixed Deposit");
  await expect(taxSaver).toContainText(
    /\d+(\.\d+)?% a year · (as of|last notified on) \d{1,2} [A-Z][a-z]+ 20\d\d/,
  );
  await expect(taxSaver).not.toContainText("No fixed rate");
  await expect(taxSaver).toContainText("Minimum ₹100");

  // The product's own page says the same.
  await page.goto("/hdfcrd");
  await expect(page.getByRole("article").first()).toContainText(followed);
  expect(errors).toEqual([]);
});

test("three schemes compare as columns: every rate on the first screen, the rest a sideways scroll", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto("/savings");
  const names: string[] = [];
  for (const i of [0, 1, 2]) {
    const name = (await rows(page).nth(i).getByRole("heading", { level: 2 }).textContent())!;
    await rows(page)
      .nth(i)
      .getByRole("checkbox", { name: `Compare ${name}` })
      .check();
    names.push(name);
  }
  await page.getByRole("link", { name: "Compare (3)" }).tap();
  await expect(page).toHaveURL(/\/savings\/compare\?ids=\d+,\d+,\d+$/);

  const table = page.getByRole("table", { name: "Compare schemes" });
  await expect(table).toBeVisible();
  const heads = table.getByRole("row").first().getByRole("columnheader");
  await expect(heads).toHaveCount(4);
  for (const [i, name] of names.entries()) await expect(heads.nth(i + 1)).toContainText(name);
  for (const fact of ["Rate", "Rate as of", "Lock-in", "Minimum", "Tax", "Who can open"]) {
    await expect(table.getByRole("rowheader", { name: fact, exact: true })).toBeVisible();
  }
  // Every product's rate is on the first screen, without scrolling down.
  const rates = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Rate", exact: true }) });
  const cells = rates.getByRole("cell");
  await expect(cells).toHaveCount(3);
  for (const i of [0, 1, 2]) expect(await bottomOf(cells.nth(i)), names[i]).toBeLessThanOrEqual(SCREEN);
  // The table scrolls sideways inside itself; the page does not.
  expect(await scrollsSideways(page)).toBe(false);
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth)).toBe(true);
  await heads.nth(3).scrollIntoViewIfNeeded();
  await expect(heads.nth(3)).toBeInViewport();
  // Down at "Who can open", the products' names are still in view.
  await table.getByRole("rowheader", { name: "Who can open", exact: true }).scrollIntoViewIfNeeded();
  await expect(heads.nth(3)).toBeInViewport();
  expect(errors).toEqual([]);
});

test("the list is compact and its filters open in a sheet that Escape closes", async ({ page }) => {
  await page.goto("/savings");
  await expect(rows(page).first()).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // 15,652 px before issue 39 (34 tall cards and the filters on the first screen).
  expect(height, "page height in px").toBeLessThan(6500);
  expect(await scrollsSideways(page)).toBe(false);

  const open = page.getByRole("button", { name: "Filter and sort" });
  await open.tap();
  const sheet = page.getByRole("dialog", { name: "Filter and sort" });
  await expect(sheet).toBeVisible();
  await sheet.getByText("Fixed deposit", { exact: true }).tap();
  await expect(page).toHaveURL(/\/savings\?type=fixed_deposit$/);
  await expect(sheet.getByLabel("Sort by")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
  await expect(rows(page).filter({ hasNotText: "Fixed deposit" })).toHaveCount(0);
});

test("a 19-year-old gives their age band once: SCSS is marked and no longer first", async ({
  page,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  // An account without an age band (an identity provider's sign-up) is asked it on arrival (issue 40).
  await signUpThroughApi(page, baseURL!, buildPerson(), null);
  await page.goto("/savings");
  const scss = "Senior Citizens' Savings Scheme (SCSS)";
  const ask = page.getByRole("dialog", { name: "One question before you start" });
  await ask.getByRole("radio", { name: "18 to 25" }).check();
  await ask.getByRole("button", { name: "Continue" }).tap();
  await expect(ask).toBeHidden();
  await expect(row(page, scss)).toContainText("From age 60");
  await expect(rows(page).first().getByRole("heading", { level: 2 })).not.toHaveText(scss);
  await expect(page.getByRole("button", { name: "Filter and sort" })).toContainText(
    "Highest rate first (what you can open)",
  );

  // Asked once: kept on the account, where it can be changed.
  await page.reload();
  await expect(row(page, scss)).toContainText("From age 60");
  await expect(page.getByRole("group", { name: "How old are you?" })).toBeHidden();
  await page.goto("/account");
  await expect(page.getByRole("radio", { name: "18 to 25" })).toBeChecked();
  expect(errors).toEqual([]);
});
