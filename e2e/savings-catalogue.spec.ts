/**
 * The savings catalogue (issue 28): a visitor browses every scheme, filters and sorts through the
 * page's address, opens a product, and compares two side by side on a desktop and stacked on a phone.
 */
import { devices, expect, type Locator, type Page, test } from "@playwright/test";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";

const filters = (page: Page) => page.getByRole("region", { name: "Filter and sort" });
const list = (page: Page) => page.getByRole("list", { name: "Savings schemes" });
const rows = (page: Page) => list(page).getByRole("article");
const rowNames = (page: Page) => rows(page).getByRole("heading", { level: 2 }).allTextContents();
/**
 * Each row's rate in basis points as the page writes it ("7.1% a year", or a rate it follows: "Up to
 * 6.45% a year (as HDFC Bank Fixed Deposit, …)"), or null for "No fixed rate". The rate is the bold figure.
 */
async function ratesOf(page: Page): Promise<Array<number | null>> {
  const texts = await rows(page).evaluateAll((articles) =>
    articles.map((a) => a.querySelector("p .font-bold")?.textContent ?? ""),
  );
  expect(
    texts.every((text) => /% a year|^No fixed rate$/.test(text)),
    texts.join(" | "),
  ).toBe(true);
  return texts.map((text) => {
    const match = text.match(/^(?:Up to )?([\d.]+)% a year( \(as .+\))?$/);
    return match ? Math.round(Number(match[1]) * 100) : null;
  });
}
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const countOf = async (page: Page) =>
  Number(
    (
      await page
        .getByRole("status")
        .filter({ hasText: /^\d+ schemes?$/ })
        .textContent()
    )?.split(" ")[0],
  );

/** Ticks a row's Compare box and returns the product's name. */
async function choose(row: Locator): Promise<string> {
  const name = (await row.getByRole("heading", { level: 2 }).textContent())!;
  await row.getByRole("checkbox", { name: `Compare ${name}` }).check();
  return name;
}

test.describe("the savings catalogue", () => {
  test("a visitor filters by type, sorts by rate and by name, and opens a row", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto("/savings");
    await expect(page.getByRole("heading", { level: 1, name: "Savings schemes" })).toBeVisible();
    await expect(page).toHaveTitle("Savings schemes · Arthshala");
    await expect(page.getByText(/not affiliated with any bank/)).toBeVisible();
    const all = await countOf(page);
    expect(all).toBeGreaterThan(20);
    // Every row has its rate's date, lock-in and minimum (issue 39: compact rows; tax is on the
    // scheme's page and in the comparison).
    const first = rows(page).first();
    await expect(first).toContainText(/(as of|last notified on) \d{1,2} [A-Z][a-z]+ 20\d\d/);
    await expect(first.getByText(/^Lock-in (None|\d+ (months?|years?)|Doesn't apply)$/)).toBeVisible();
    await expect(first.getByText(/^Minimum (₹[\d,]+|Not listed)$/)).toBeVisible();

    // Highest rate first; products without a rate at the end.
    const rates = await ratesOf(page);
    const known = rates.filter((r): r is number => r !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(rates.slice(known.length).every((r) => r === null)).toBe(true);

    // Filter by type: the address says so, and every row is of that type.
    await filters(page).getByText("Fixed deposit", { exact: true }).click();
    await expect(filters(page).getByRole("checkbox", { name: "Fixed deposit", exact: true })).toBeChecked();
    await expect(page).toHaveURL(/\/savings\?type=fixed_deposit$/);
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    const fds = await countOf(page);
    expect(fds).toBeGreaterThan(0);
    await expect(rows(page).filter({ hasNotText: "Fixed deposit" })).toHaveCount(0);
    // A second type widens the list.
    await filters(page).getByText("Government small savings", { exact: true }).click();
    await expect(page).toHaveURL(/\/savings\?type=fixed_deposit,small_savings$/);
    await expect.poll(() => countOf(page)).toBeGreaterThan(fds);

    // Sort by name.
    await filters(page).getByLabel("Sort by").selectOption({ label: "Name (A–Z)" });
    await expect(page).toHaveURL(/\/savings\?type=fixed_deposit,small_savings&sort=name_asc$/);
    await expect
      .poll(async () => {
        const names = await rowNames(page);
        return names.join("|") === [...names].sort((a, b) => a.localeCompare(b, "en")).join("|");
      })
      .toBe(true);

    // The filtered address is a link the server draws as it is, before any script.
    const drawn = await page.request.get("/savings?type=small_savings");
    expect(drawn.status()).toBe(200);
    const html = await drawn.text();
    expect(html).toContain("Public Provident Fund");
    expect(html).not.toContain("SBI Card Unnati");

    // Back returns to the previous filters; a row opens its product's page.
    await page.goBack();
    await expect(page).toHaveURL(/\/savings\?type=fixed_deposit,small_savings$/);
    // The list follows the address a moment later: highest rate first again, as a person then sees it.
    await expect
      .poll(async () => {
        const known = (await ratesOf(page)).filter((r): r is number => r !== null);
        return known.join() === [...known].sort((x, y) => y - x).join();
      })
      .toBe(true);
    const target = rows(page).first().getByRole("heading", { level: 2 }).getByRole("link");
    const href = (await target.getAttribute("href"))!;
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a filter that matches nothing says so, with a way to clear it", async ({ page }) => {
    await page.goto("/savings?type=credit_card&tax=eee");
    await expect(page.getByText("No schemes match these filters.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "0 schemes" })).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).last().click();
    await expect(page).toHaveURL(/\/savings$/);
    await expect.poll(() => countOf(page)).toBeGreaterThan(20);
  });

  test("a visitor compares two schemes side by side on a desktop", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto("/savings?type=small_savings,fixed_deposit");
    const a = await choose(rows(page).nth(0));
    await expect(page.getByText("Choose one more scheme to compare.")).toBeVisible();
    const b = await choose(rows(page).nth(1));
    const compare = page.getByRole("link", { name: "Compare (2)" });
    await expect(compare).toBeVisible();
    await compare.click();
    await expect(page).toHaveURL(/\/savings\/compare\?ids=\d+,\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Compare schemes" })).toBeVisible();
    await expect(page).toHaveTitle("Compare schemes · Arthshala");
    const table = page.getByRole("table", { name: "Compare schemes" });
    await expect(table).toBeVisible();
    const heads = table.getByRole("columnheader");
    await expect(heads).toHaveCount(3);
    await expect(heads.nth(1)).toContainText(a);
    await expect(heads.nth(2)).toContainText(b);
    for (const fact of ["Rate", "Rate as of", "Lock-in", "Minimum", "Tax", "Who can open", "Key features"]) {
      await expect(table.getByRole("rowheader", { name: fact, exact: true })).toBeVisible();
    }
    await expect(table.getByRole("row", { name: /^Rate as of/ })).toContainText(
      /(as of|last notified on) \d{1,2} [A-Z][a-z]+ 20\d\d/,
    );
    // A third can be added from the list; a fourth cannot.
    await page.getByRole("link", { name: "All savings schemes" }).click();
    await expect(page).toHaveURL(/\/savings$/);
    for (const i of [0, 1, 2]) await choose(rows(page).nth(i));
    await expect(page.getByText("You can compare up to 3 schemes.", { exact: false })).toBeVisible();
    await expect(rows(page).nth(3).getByRole("checkbox")).toBeDisabled();
    await page.getByRole("link", { name: "Compare (3)" }).click();
    await expect(page.getByRole("table", { name: "Compare schemes" }).getByRole("columnheader")).toHaveCount(
      4,
    );
    expect(errors).toEqual([]);
  });

  test("an address that names no valid comparison shows a proper error page", async ({ page }) => {
    const one = await page.goto("/savings/compare?ids=1");
    expect(one?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "These schemes can't be compared" }),
    ).toBeVisible();
    await expect(page.getByText("A comparison needs two or three different schemes.")).toBeVisible();

    const unknown = await page.goto("/savings/compare?ids=2147483000,2147483001");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText("One of these schemes doesn't exist or is no longer offered.")).toBeVisible();

    const junk = await page.goto("/savings/compare?ids=ppf,fd");
    expect(junk?.status()).toBe(404);
    await page.getByRole("link", { name: "Choose schemes to compare" }).click();
    await expect(page).toHaveURL(/\/savings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Savings schemes" })).toBeVisible();
  });

  test("the footer, /policies and /fin-tools lead to the catalogue", async ({ page, baseURL }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Savings schemes" }).click();
    await expect(page).toHaveURL(/\/savings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Savings schemes" })).toBeVisible();

    await signUpThroughApi(page, baseURL!);
    await page.goto("/policies");
    await page.getByRole("link", { name: "Browse all savings schemes" }).click();
    await expect(page).toHaveURL(/\/savings$/);
    await page.goto("/fin-tools");
    await page
      .getByRole("list", { name: "Tools" })
      .getByRole("link", { name: /^Savings schemes/ })
      .click();
    await expect(page).toHaveURL(/\/savings$/);
    await expect(rows(page).first()).toBeVisible();
  });
});

test.describe("the savings catalogue on a phone", () => {
  const { defaultBrowserType: _, ...phone } = devices["Pixel 5"];
  test.use({ ...phone, viewport: { width: 360, height: 800 } });

  test("a visitor compares two schemes on a 360 px phone: columns in a box of their own, the page not wider than the screen", async ({
    page,
  }) => {
    await page.goto("/savings");
    await expect(rows(page).first()).toBeVisible();
    expect(await scrollsSideways(page), "/savings").toBe(false);
    const a = await choose(rows(page).nth(0));
    const b = await choose(rows(page).nth(2));
    // The bar stays in view at the bottom of the screen while the list scrolls.
    const compare = page.getByRole("link", { name: "Compare (2)" });
    await expect(compare).toBeInViewport();
    await compare.tap();
    await expect(page).toHaveURL(/\/savings\/compare\?ids=\d+,\d+$/);
    // Issue 39: a table on a phone too (it was stacked cards), the two products as columns.
    const table = page.getByRole("table", { name: "Compare schemes" });
    await expect(table).toBeVisible();
    const heads = table.getByRole("row").first().getByRole("columnheader");
    await expect(heads).toHaveCount(3);
    await expect(heads.nth(1)).toContainText(a);
    await expect(heads.nth(2)).toContainText(b);
    await expect(table.getByRole("rowheader", { name: "Who can open", exact: true })).toBeVisible();
    expect(await scrollsSideways(page), "compare").toBe(false);
  });
});
