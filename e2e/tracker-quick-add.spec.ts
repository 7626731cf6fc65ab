import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { indiaToday, MONTHS } from "./support/india-time.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";
import { showCharts } from "./support/tracker.js";

/**
 * Issue 28's quick, calm tracker as a person uses it: quick add on a 360 px phone, the page's one
 * month in its address, and the tracker opened without a connection.
 */
/** The India month `delta` months from this one: its name, year and ?month= value. */
function indiaMonth(delta = 0) {
  const day = indiaToday();
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + delta;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    label: `${MONTHS[month - 1]} ${year}`,
    param: `${year}-${String(month).padStart(2, "0")}`,
    day: `${year}-${String(month).padStart(2, "0")}-10`,
  };
}

async function addThroughApi(page: Page, baseURL: string, t: Record<string, unknown>) {
  const response = await page.request.post("/api/fin-tools/expensetracker/transaction", {
    headers: { origin: baseURL },
    data: {
      transaction: { title: "Chai", category: "Food", type: "expense", amount: 20, date: indiaToday(), ...t },
    },
  });
  expect(response.status()).toBe(200);
}

const recentRows = (page: Page) => page.getByRole("list", { name: /^Transactions in/ }).getByRole("listitem");

test.describe("quick add on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test("Add is on the first screen and stays in reach; an expense goes in with a few taps and shows in the list and summary", async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL!);
    await page.goto("/fin-tools/expensetracker");
    await waitForApp(page);
    const add = page.getByRole("button", { name: "Add transaction" });
    await expect(add).toBeVisible();
    // Above the tab bar, inside the first screen, and still there at the end of the page.
    const tabs = page.getByRole("navigation", { name: "Sections" });
    const addBox = await add.boundingBox();
    const tabsBox = await tabs.boundingBox();
    expect(addBox && tabsBox && addBox.y + addBox.height <= tabsBox.y).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(add).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));

    // Tap Add, type the amount (the field has the focus and the number keypad), tap a chip, tap Add.
    await add.tap();
    const dialog = page.getByRole("dialog", { name: "Add Transaction" });
    const amount = dialog.getByLabel("Amount (₹)");
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute("inputmode", "decimal");
    await page.keyboard.type("120");
    await dialog.getByRole("group", { name: "Category" }).getByText("Local transport", { exact: true }).tap();
    await expect(dialog.getByText("Date: today")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 360)).toBe(true);
    await dialog.getByRole("button", { name: "Add transaction" }).tap();
    await expect(dialog).toBeHidden();

    await expect(recentRows(page).filter({ hasText: "Local transport" })).toContainText("−₹120");
    await expect(page.getByTestId("summary-expense")).toContainText("₹120");
    // October-style "up 100%" from nothing is not said: there was no spending last month.
    await expect(page.getByTestId("summary-expense")).toContainText(
      `no spending in ${indiaMonth(-1).label.split(" ")[0]}`,
    );

    // The next quick add offers the learner's most used first: Local transport (stored as Transportation)
    // now leads the chips.
    await add.tap();
    const chips = dialog.getByRole("group", { name: "Category" }).locator("label");
    await expect(chips.first()).toHaveText("Local transport");
    await page.keyboard.press("Escape");
  });
});

test.describe("the page's one month", () => {
  test("prev and next move every panel, the month is in the address and survives a reload", async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL!);
    const last = indiaMonth(-1);
    const now = indiaMonth(0);
    await addThroughApi(page, baseURL!, {
      title: "Old books",
      category: "Education",
      amount: 450,
      date: last.day,
    });
    await addThroughApi(page, baseURL!, { title: "Samosa", amount: 30 });
    await page.goto("/fin-tools/expensetracker");
    await waitForApp(page);
    await expect(page.getByTestId("page-month")).toHaveText(now.label);
    await expect(recentRows(page)).toHaveText([/Samosa/]);

    await page.getByRole("link", { name: `Previous month, ${last.label}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?month=${last.param}$`));
    await expect(page.getByTestId("page-month")).toHaveText(last.label);
    await expect(recentRows(page)).toHaveText([/Old books/]);
    await expect(page.getByTestId("summary-expense")).toContainText("₹450");
    await showCharts(page);
    await expect(page.getByRole("list", { name: /^Expenses by category/ })).toContainText("Education");
    // No month picker on any panel any more.
    await expect(page.getByRole("combobox", { name: /Month/ })).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId("page-month")).toHaveText(last.label);
    await expect(recentRows(page)).toHaveText([/Old books/]);

    await page.getByRole("link", { name: "Back to this month" }).click();
    await expect(page.getByTestId("page-month")).toHaveText(now.label);
    await expect(recentRows(page)).toHaveText([/Samosa/]);
  });
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  async function goOffline(context: BrowserContext, page: Page) {
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  }

  test("the tracker opened without a connection shows the month saved on the device and says adding needs a connection", async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL!);
    await addThroughApi(page, baseURL!, { title: "Groceries", amount: 640 });
    await page.goto("/fin-tools/expensetracker");
    await waitForApp(page);
    await expect(recentRows(page)).toHaveText([/Groceries/]);
    await expect(page.getByTestId("summary-expense")).toContainText("₹640");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await goOffline(context, page);
    await page.reload();
    await expect(
      page.getByRole("status").filter({ hasText: "This is what this device saved" }),
    ).toContainText(
      "You're offline. This is what this device saved when you last opened the tracker. Adding or changing entries needs a connection.",
    );
    await expect(recentRows(page)).toHaveText([/Groceries/]);
    await expect(page.getByTestId("summary-expense")).toContainText("₹640");
    await expect(page.getByRole("button", { name: "Add transaction" })).toBeDisabled();
    await expect(page.getByText("Loading your tracker")).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByRole("button", { name: "Add transaction" })).toBeEnabled();
    await expect(page.getByText("This is what this device saved")).toHaveCount(0);
  });
});
