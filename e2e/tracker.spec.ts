import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { indiaToday, MONTHS } from "./support/india-time.js";
import { signUpThroughApi } from "./support/people.js";
import { showCharts } from "./support/tracker.js";

const thisMonth = () => {
  const day = indiaToday();
  return { name: MONTHS[Number(day.slice(5, 7)) - 1] as string, year: Number(day.slice(0, 4)) };
};
const SBI_SAMPLE = path.join(import.meta.dirname, "fixtures/sbi-statement.csv");
const ALERT = "Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis UPI Ref 631012345678";

interface NewTransaction {
  title: string;
  amount: string;
  category?: string;
  type?: "expense" | "income" | "investment" | "saving";
  date?: string;
}

async function openTracker(page: Page) {
  await page.goto("/fin-tools/expensetracker");
  await expect(page.getByRole("button", { name: "Add transaction" })).toBeVisible();
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Add Transaction: the amount first, then the title, category, type and date under "More details". */
async function addTransaction(page: Page, t: NewTransaction) {
  await page.getByRole("button", { name: "Add transaction" }).click();
  const add = dialog(page, "Add Transaction");
  await add.getByLabel("Amount (₹)").fill(t.amount);
  await add.getByRole("button", { name: "More details" }).click();
  await add.getByLabel("Title (optional)").fill(t.title);
  if (t.category) await add.getByLabel("Category", { exact: true }).selectOption(t.category);
  if (t.type) await add.getByLabel("Type").selectOption(t.type);
  await add.getByLabel("Date").fill(t.date ?? indiaToday());
  await add.getByRole("button", { name: "Add transaction" }).click();
  await expect(add).toBeHidden();
}

const pieRows = (page: Page) =>
  page.getByRole("list", { name: /^Expenses by category/ }).getByRole("listitem");

/** Whether the page, or an open dialog, scrolls sideways (it must not, at any width). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>("dialog"));
    return root.scrollWidth > root.clientWidth || dialogs.some((d) => d.scrollWidth > d.clientWidth);
  });

/** Transactions made through the API with the page's session, as a script would. */
async function createTransactions(page: Page, baseURL: string, count: number) {
  const date = indiaToday();
  for (let i = 1; i <= count; i++) {
    const response = await page.request.post("/api/fin-tools/expensetracker/transaction", {
      headers: { origin: baseURL },
      data: { transaction: { title: `Chai ${i}`, category: "Food", type: "expense", amount: 10 + i, date } },
    });
    expect(response.status()).toBe(200);
  }
}

test.describe("the expense tracker", () => {
  test("adds income and expenses, edits and deletes, and the summary and pie follow", async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL!);
    await page.goto("/fin-tools");
    await expect(page.getByRole("heading", { level: 1, name: "FinTools" })).toBeVisible();
    // Step 7 filled the five "Coming Soon" tiles with the calculators.
    await expect(page.getByText("Coming Soon")).toHaveCount(0);
    await page.getByRole("link", { name: /FinTracker/ }).click();
    await expect(page).toHaveURL(/\/fin-tools\/expensetracker$/);
    await expect(page.getByText("No transactions in this month")).toBeVisible();
    await showCharts(page);
    await expect(page.getByText("No expense data for this month")).toBeVisible();

    // The spec's message when the amount is empty (the date is today's, the title optional).
    await page.getByRole("button", { name: "Add transaction" }).click();
    const add = dialog(page, "Add Transaction");
    await add.getByRole("button", { name: "Add transaction" }).click();
    await expect(add.getByText("Please fill in all fields.")).toHaveCount(1);
    await add.getByRole("button", { name: "Cancel" }).click();

    await addTransaction(page, { title: "Stipend", amount: "15000", category: "Salary", type: "income" });
    await addTransaction(page, { title: "Groceries", amount: "2000", category: "Food" });
    await addTransaction(page, { title: "Movie night", amount: "500", category: "Entertainment" });

    await expect(page.getByTestId("summary-income")).toHaveText("₹15,000");
    await expect(page.getByTestId("summary-expense")).toContainText("₹2,500");
    await expect(page.getByTestId("summary-expense")).toContainText("16.7% of income");
    await expect(page.getByTestId("summary-balance")).toHaveText("₹12,500");
    await expect(pieRows(page)).toHaveText([/Food₹2,00080%/, /Entertainment₹50020%/]);

    // Edit: the movie cost more.
    await page.getByRole("button", { name: "Edit Movie night" }).click();
    const edit = dialog(page, "Edit Transaction");
    await expect(edit.getByLabel("Amount (₹)")).toHaveValue("500");
    await expect(edit.getByLabel("Title (optional)")).toHaveValue("Movie night");
    await edit.getByLabel("Amount (₹)").fill("1000");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId("summary-expense")).toContainText("₹3,000");
    await expect(pieRows(page)).toHaveText([/Food₹2,00066.7%/, /Entertainment₹1,00033.3%/]);

    // Delete, with its confirmation and "Deleting..." (the answer held back a moment to see it).
    await page.route("**/deleteTransaction", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.getByRole("button", { name: "Delete Groceries" }).click();
    const confirm = dialog(page, "Delete transaction?");
    await expect(confirm).toContainText("Groceries");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId("summary-expense")).toContainText("₹1,000");
    await expect(page.getByTestId("summary-balance")).toHaveText("₹14,000");
    await expect(pieRows(page)).toHaveText([/Entertainment₹1,000100%/]);
    await expect(page.getByRole("list", { name: /^Transactions in/ }).getByRole("listitem")).toHaveCount(2);
  });

  test("meets every budget message, then goes over a budget and is told, here and in notifications", async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL!);
    await openTracker(page);
    await expect(page.getByText("No budgets found")).toBeVisible();

    await page.getByRole("button", { name: "Set budget goals" }).click();
    const goals = dialog(page, "Set Budget Goals");
    await goals.getByText("Monthly budget", { exact: true }).click();
    const month = thisMonth();
    await goals.getByLabel(`Monthly limit for ${month.name} ${month.year} (₹)`).fill("5000");
    await goals.getByRole("button", { name: "Save budget" }).click();
    await expect(goals).toBeHidden();
    await expect(page.getByTestId("gauge-percent")).toHaveText("0%");

    await page.getByRole("button", { name: "Set budget goals" }).click();
    await expect(goals.getByLabel("Category 1", { exact: true })).toHaveValue("Food");
    await expect(goals.getByLabel("Limit 1 (₹)")).toHaveValue("");
    await goals.getByLabel("Limit 1 (₹)").fill("1000");
    await goals.getByRole("button", { name: "Add a category" }).click();
    await goals.getByLabel("Category 2", { exact: true }).selectOption("Food");
    await goals.getByLabel("Limit 2 (₹)").fill("500");
    await goals.getByRole("button", { name: "Save budgets" }).click();
    await expect(goals.getByRole("alert")).toHaveText(
      "Each category must be unique. Please remove duplicates.",
    );

    await goals.getByLabel("Category 2", { exact: true }).selectOption("Rent");
    await goals.getByLabel("Limit 2 (₹)").fill("4500.5");
    await expect(goals.getByText("Limit exceeded by ₹500.50")).toBeVisible();
    await goals.getByRole("button", { name: "Save budgets" }).click();
    await expect(goals.getByRole("alert")).toHaveText(
      "Total category budgets (5,500.50) exceed the monthly limit (5,000).",
    );
    await goals.getByRole("button", { name: "Remove category 2" }).click();
    await expect(goals.getByText("Limit exceeded by")).toBeHidden();
    await goals.getByRole("button", { name: "Save budgets" }).click();
    await expect(goals).toBeHidden();

    // Spending past the Food budget: said once in the page, never a dialog, and the Food bar turns red.
    await addTransaction(page, { title: "Birthday treat", amount: "1200", category: "Food" });
    const warning = page.getByRole("status", { name: "You've gone over a budget" });
    await expect(warning).toContainText(`Food: spent ₹1,200 of ₹1,000 in ${month.name} ${month.year}.`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const food = page.getByTestId("category-budget").filter({ hasText: "Food" });
    await expect(food).toContainText("₹1,200 spent of ₹1,000");
    await expect(food).toContainText("Limit exceeded by ₹200.00");
    await expect(page.getByTestId("gauge-percent")).toHaveText("24%");
    // Said once: a reload (or another device) shows the red bar, no warning again.
    await page.reload();
    await expect(food).toContainText("Limit exceeded by ₹200.00");
    await expect(page.getByTestId("gauge-percent")).toHaveText("24%");
    await expect(warning).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("banner").getByRole("link", { name: "Notifications" }).click();
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: `⚠️ You've spent more than your Food budget for ${month.name} ${month.year}.` }),
    ).toBeVisible();
  });

  test("imports an SBI statement through the mapping and review screens; again, every row is already there", async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL!);
    await openTracker(page);

    const importOnce = async () => {
      await page.getByRole("button", { name: "Import a statement" }).click();
      await dialog(page, "Import a statement").getByLabel("Statement file (.csv)").setInputFiles(SBI_SAMPLE);
      const columns = dialog(page, "Import a statement: columns");
      await expect(columns.getByText(/Recognised: SBI account statement/)).toBeVisible();
      await expect(columns.getByLabel("Date column")).toHaveValue("0");
      await expect(columns.getByLabel("Date format")).toHaveValue("DD-MMM-YY");
      await expect(columns.getByLabel("Debit column (money out)")).toHaveValue("4");
      await expect(columns.getByLabel("Credit column (money in)")).toHaveValue("5");
      await columns.getByRole("button", { name: "Read transactions" }).click();
      const review = dialog(page, "Import a statement: review");
      await expect(review.getByTestId("import-row")).toHaveCount(4);
      await expect(review.getByText(/^Line 13: couldn't read the date "31-Feb-26"/)).toBeVisible();
      return review;
    };

    const review = await importOnce();
    await expect(review.getByText("4 of 4 selected")).toBeVisible();
    await expect(review.getByText("Already in your tracker")).toHaveCount(0);
    // Each row is titled by its payee ("Priya S"), not the bank's narration.
    await review.getByLabel("Category for Priya S").selectOption("Salary");
    await review.getByRole("button", { name: "Save 4 transactions" }).click();
    const done = dialog(page, "Import a statement");
    await expect(done.getByText("Saved 4 transactions (0 skipped)")).toBeVisible();
    await done.getByRole("button", { name: "Done" }).click();

    const again = await importOnce();
    await expect(again.getByText("Already in your tracker")).toHaveCount(4);
    await expect(again.getByText("0 of 4 selected")).toBeVisible();
    for (const box of await again.getByRole("checkbox", { name: /^Save / }).all())
      await expect(box).not.toBeChecked();
    await expect(again.getByRole("button", { name: "Save 0 transactions" })).toBeDisabled();
    await page.keyboard.press("Escape");

    // October's statement is in the tracker: the Money in and out table (for screen readers) says so.
    await page.goto("/fin-tools/expensetracker?month=2026-10");
    await expect(page.getByTestId("page-month")).toHaveText("October 2026");
    await showCharts(page);
    const october = page
      .getByRole("table", { name: /^Money in and out/ })
      .getByRole("row", { name: /^Oct 2026/ });
    await expect(october).toContainText("₹1,500");
    await expect(october).toContainText("₹984.50");
  });

  test("reads a pasted bank alert into a transaction and saves it after review", async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL!);
    await openTracker(page);
    await page.getByRole("button", { name: "Paste a bank alert" }).click();
    const paste = dialog(page, "Paste a bank alert");
    await paste.getByLabel("Alert text").fill("Hi! See you at 5 for chai?");
    await paste.getByRole("button", { name: "Read alert" }).click();
    await expect(
      paste.getByText("Couldn't read an amount in this text. Paste the whole alert from your bank."),
    ).toBeVisible();
    await paste.getByLabel("Alert text").fill(ALERT);
    await paste.getByRole("button", { name: "Read alert" }).click();

    const review = dialog(page, "Add Transaction");
    await expect(review.getByText(/Read from your alert: Money out, by UPI/)).toBeVisible();
    await expect(review.getByLabel("Title (optional)")).toHaveValue("Swiggy");
    await expect(review.getByLabel("Category", { exact: true })).toHaveValue("Food");
    await expect(review.getByLabel("Amount (₹)")).toHaveValue("450");
    await expect(review.getByLabel("Date")).toHaveValue("2026-11-05");
    await review.getByRole("button", { name: "Add transaction" }).click();
    await expect(review).toBeHidden();

    await page.getByRole("button", { name: "All transactions" }).click();
    const all = dialog(page, "All Transactions");
    await expect(all.getByRole("listitem").filter({ hasText: "Swiggy" })).toContainText("−₹450");
  });

  test("All Transactions loads 30 at a time and more on scrolling", async ({ page, baseURL }) => {
    await signUpThroughApi(page, baseURL!);
    await createTransactions(page, baseURL!, 35);
    await openTracker(page);
    await page.getByRole("button", { name: "All transactions" }).click();
    const all = dialog(page, "All Transactions");
    await expect(all.getByRole("status")).toHaveText("Showing 30 transactions. Scroll for more.");
    await expect(all.getByRole("listitem")).toHaveCount(30);
    const box = all.getByRole("region", { name: "All transactions, newest first" });
    const toBottom = () =>
      box.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
    await toBottom();
    await expect(all.getByRole("listitem")).toHaveCount(35);
    await expect(all.getByRole("status")).toHaveText("Showing 35 transactions. Scroll for more.");
    // The next scroll to the bottom (after the 500 ms lock) finds the empty page that ends the list.
    await expect(async () => {
      await toBottom();
      await expect(all.getByRole("status")).toHaveText("All 35 transactions shown.");
    }).toPass();
    await expect(all.getByRole("listitem").first()).toContainText("Chai 35");
    await expect(all.getByRole("listitem").last()).toContainText("Chai 1");
  });
});

test.describe("the expense tracker on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test("the page and every dialog fit without sideways scrolling", async ({ page, baseURL }) => {
    await signUpThroughApi(page, baseURL!);
    await createTransactions(page, baseURL!, 3);
    await openTracker(page);
    await expect(page.getByTestId("summary-income")).toBeVisible();
    await showCharts(page);
    await expect(pieRows(page)).toHaveCount(1);
    expect(await scrollsSideways(page), "tracker page").toBe(false);

    const check = async (
      name: string,
      open: () => Promise<unknown>,
      inside?: (d: Locator) => Promise<void>,
    ) => {
      await open();
      const d = dialog(page, name);
      await expect(d).toBeVisible();
      if (inside) await inside(d);
      expect(await scrollsSideways(page), name).toBe(false);
      await page.keyboard.press("Escape");
      await expect(d).toBeHidden();
    };
    const button = (name: string) => () => page.getByRole("button", { name, exact: true }).click();

    await check("Add Transaction", button("Add transaction"), async (d) => {
      await d.getByRole("button", { name: "Add transaction" }).click();
      await expect(d.getByText("Please fill in all fields.").first()).toBeVisible();
      await d.getByRole("button", { name: "Other category…" }).click();
      await d.getByLabel("Category", { exact: true }).selectOption("+ Add a new category");
      await expect(d.getByLabel("New category name")).toBeVisible();
    });
    await check("Set Budget Goals", button("Set budget goals"), async (d) => {
      await d.getByRole("button", { name: "Add a category" }).click();
      await expect(d.getByLabel("Category 2", { exact: true })).toBeVisible();
      expect(await scrollsSideways(page), "category budgets").toBe(false);
      await d.getByText("Monthly budget", { exact: true }).click();
      await expect(d.getByLabel(/^Monthly limit for/)).toBeVisible();
    });
    await check("Paste a bank alert", button("Paste a bank alert"));
    await check("Manage categories", button("Manage categories"));
    await check("Automate Tracking Expenses", () =>
      page.getByRole("button", { name: /Automate Tracking Expenses/ }).click(),
    );
    // Category names whole in Set Budget Goals on a phone (it read "Entert" here once).
    await check("Set Budget Goals", button("Set budget goals"), async (d) => {
      const select = d.getByLabel("Category 1", { exact: true });
      await select.selectOption("Entertainment");
      const fits = await select.evaluate((el) => {
        const s = el as HTMLSelectElement;
        const probe = document.createElement("span");
        probe.style.font = getComputedStyle(s).font;
        probe.textContent = s.selectedOptions[0]?.textContent ?? "";
        document.body.append(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const style = getComputedStyle(s);
        const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return needed <= room;
      });
      expect(fits, "Entertainment fits its select").toBe(true);
    });
    await check("All Transactions", button("All transactions"), async (d) => {
      await expect(d.getByRole("listitem")).toHaveCount(3);
    });
    await check("Delete transaction?", () => page.getByRole("button", { name: "Delete Chai 1" }).click());
    await check("Import a statement", button("Import a statement"), async (d) => {
      await d.getByLabel("Statement file (.csv)").setInputFiles(SBI_SAMPLE);
      const columns = dialog(page, "Import a statement: columns");
      await expect(columns.getByText(/Recognised/)).toBeVisible();
      expect(await scrollsSideways(page), "import columns").toBe(false);
      await columns.getByRole("button", { name: "Read transactions" }).click();
      const review = dialog(page, "Import a statement: review");
      await expect(review.getByTestId("import-row")).toHaveCount(4);
      expect(await scrollsSideways(page), "import review").toBe(false);
    });
  });
});
