/**
 * Money you can read (issue 39), on a 360 × 740 phone: every rupee box groups the Indian way as it is
 * typed (the income-tax salary once stayed "1210000"), a goal counts whole months as a monthly plan
 * does (it once said 8 months for 7), the monthly summary says in words that there is no income (not
 * "0%" and "100% of income"), and a Hindi notification's time is Hindi ("रात 10:05", not "10:05 pm").
 */
import { expect, type Page, test } from "@playwright/test";
import { indiaToday, MONTHS } from "./support/india-time.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";
import { showPlans } from "./support/tracker.js";

test.use({ viewport: { width: 360, height: 740 }, locale: "en-IN" });

/** The last day of the India month `ahead` months from this one, as YYYY-MM-DD. */
function lastDayAhead(ahead: number): string {
  const today = indiaToday();
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 + ahead;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${day}`;
}

const tracker = (page: Page, origin: string, path: string, data: unknown) =>
  page.request.post(`/api/fin-tools/expensetracker${path}`, { data, headers: { origin } });

test("the income-tax salary groups as it is typed, like every other amount", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/fin-tools/income-tax-calculator");
  await waitForApp(page);
  const salary = page.getByLabel("Gross salary for the year");
  await expect(salary).toHaveValue("9,00,000");
  await salary.click();
  await salary.press("ControlOrMeta+a");
  await salary.press("Backspace");
  await page.keyboard.type("1210000");
  await expect(salary).toHaveValue("12,10,000");
  // The decimal key and paise, then a digit typed in the middle stays where the caret was.
  await page.keyboard.type(".5");
  await expect(salary).toHaveValue("12,10,000.5");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.type("0");
  await expect(salary).toHaveValue("1,02,10,000.5");
  await page.keyboard.type("9");
  await expect(salary).toHaveValue("10,92,10,000.5");
  // A paste with ₹ and spaces reads as an amount too; the tax follows it.
  await salary.fill("₹ 12 10 000");
  await expect(salary).toHaveValue("12,10,000");
  await expect(page.getByText("Enter your salary to see the tax.")).toHaveCount(0);
  // The deductions are the same box.
  const savings = page.getByLabel(/^Savings under section/);
  await savings.fill("150000");
  await expect(savings).toHaveValue("1,50,000");
  // Something that is not an amount is kept as typed, and the check says so.
  await salary.fill("12a");
  await expect(salary).toHaveValue("12a");
  await expect(salary).toHaveAttribute("aria-invalid", "true");
  expect(errors).toEqual([]);
});

test("a goal counts whole months as a monthly plan does, in English and Hindi", async ({ page, baseURL }) => {
  const errors = watchPageErrors(page);
  await signUpThroughApi(page, baseURL!);
  await page.goto("/fin-tools/expensetracker");
  await showPlans(page);
  const goals = page.getByRole("region", { name: "Savings goals", exact: true });
  await goals.getByRole("button", { name: "New goal" }).click();
  const form = page.getByRole("dialog", { name: "New savings goal" });
  await form.getByLabel("What are you saving for?").fill("Bike");
  const amount = form.getByLabel("Amount (₹)");
  await amount.click();
  await page.keyboard.type("70000");
  await expect(amount).toHaveValue("70,000");
  // From any day of this month to the last day of the month seven on: seven whole months.
  await form.getByLabel("Reach it by").fill(lastDayAhead(7));
  await form.getByRole("button", { name: "Add goal" }).click();
  await expect(form).toBeHidden();
  const goal = goals.getByRole("listitem").filter({ hasText: "Bike" });
  await expect(goal).toContainText("7 months left");
  await expect(goal).toContainText("Save ₹10,000 a month to get there");

  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  const hindi = page.getByRole("region", { name: "बचत लक्ष्य", exact: true });
  await expect(hindi).toContainText("7 महीने बाक़ी");
  await expect(hindi).toContainText("वहाँ तक पहुँचने के लिए हर महीने ₹10,000 बचाएँ");
  expect(errors).toEqual([]);
});

test("a month with no income says so in words, not as percentages of nothing", async ({ page, baseURL }) => {
  const errors = watchPageErrors(page);
  await signUpThroughApi(page, baseURL!);
  const spent = await tracker(page, baseURL!, "/transaction", {
    transaction: { title: "Books", category: "Education", type: "expense", amount: 450, date: indiaToday() },
  });
  expect(spent.ok(), await spent.text()).toBe(true);
  await page.goto("/fin-tools/expensetracker");
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summary.getByTestId("summary-income")).toHaveText("₹0");
  await expect(summary.getByText("None this month", { exact: true })).toBeVisible();
  await expect(summary.getByText(/can't be shown as a share of income/)).toBeVisible();
  await expect(summary.getByText(/of income$/)).toHaveCount(0);
  await expect(summary.getByText("0%", { exact: true })).toHaveCount(0);

  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  const hindi = page.getByRole("region", { name: "सारांश" });
  await expect(hindi.getByText("इस महीने कुछ नहीं", { exact: true })).toBeVisible();
  await expect(hindi.getByText(/आमदनी के हिस्से के रूप में नहीं दिखाया जा सकता/)).toBeVisible();
  await expect(hindi.getByText(/^आमदनी का/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe("in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("a notification's time is written in Hindi, not with am/pm", async ({ page, baseURL }) => {
    const errors = watchPageErrors(page);
    await signUpThroughApi(page, baseURL!);
    // Over a budget: the tracker leaves a notification.
    const today = indiaToday();
    const month = MONTHS[Number(today.slice(5, 7)) - 1];
    const budget = await tracker(page, baseURL!, "/budgets", {
      budgets: [{ category: "Food", limit: 100, month, year: Number(today.slice(0, 4)) }],
    });
    expect(budget.ok(), await budget.text()).toBe(true);
    const spent = await tracker(page, baseURL!, "/transaction", {
      transaction: { title: "खाना", category: "Food", type: "expense", amount: 150, date: today },
    });
    expect(spent.ok(), await spent.text()).toBe(true);
    await page.goto("/notifications");
    const time = page.locator("main time").first();
    await expect(time).toHaveText(/^\d{1,2} \S+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}$/u);
    await expect(time).not.toHaveText(/am|pm/i);
    expect(errors).toEqual([]);
  });
});
