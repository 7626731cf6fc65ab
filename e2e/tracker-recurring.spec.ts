import { mkdir } from "node:fs/promises";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { indiaToday, MONTHS } from "./support/india-time.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";
import { holdScripts, waitForApp } from "./support/takeover.js";
import { showPlans } from "./support/tracker.js";

/**
 * Recurring transactions (issue 28). The server's clock is moved for this test's own requests only, by
 * the cookie E2E_CLOCK_COOKIE lets a loopback test server read (apps/api/src/platform/clock-offset.ts):
 * first to the 10th of next India month, then into the month after, where the rent's day has passed.
 */
const TEST_CLOCK_COOKIE = "arthshala_test_clock_offset_ms";
const SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** The India month after this one: its year and month (1-12). */
function nextIndiaMonth() {
  const day = indiaToday();
  const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}
const pad = (n: number) => String(n).padStart(2, "0");
/**
 * The test lives in months after the real one. The server's recurring job runs every 10 minutes on the
 * real clock (only this browser's clock is moved), and a rule that starts next month has nothing due in
 * real time, so the job can never add the rent between two steps and leave the page's catch-up nothing.
 */
const RULE_DAY = 20;

/** Moves the server's "now" to noon India time on that day, for this browser's requests only. */
async function serverDay(context: BrowserContext, baseURL: string, day: string) {
  const offset = Date.parse(`${day}T12:00:00+05:30`) - Date.now();
  await context.addCookies([{ name: TEST_CLOCK_COOKIE, value: String(offset), url: baseURL }]);
}

/** Set PLANS_SHOTS_DIR to keep screenshots of the panel at phone and desktop widths. */
async function shoot(page: Page, name: string, show: Locator) {
  const dir = process.env.PLANS_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of [
    ["360", { width: 360, height: 800 }],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await show.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(300); // the layout settles: a picture for people, no assertion rides on it
    await page.screenshot({ path: `${dir}/${name}-${label}.png` });
  }
  if (before) await page.setViewportSize(before);
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>("dialog"));
    return root.scrollWidth > root.clientWidth || dialogs.some((d) => d.scrollWidth > d.clientWidth);
  });

/** The learner's Rent transactions, through the API with the page's session. */
async function rentEntries(page: Page): Promise<Array<{ date: string; amount: number; source: string }>> {
  const response = await page.request.post("/api/fin-tools/expensetracker/fetchexpensesnew", {
    data: { page: 0, limit: 100 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: Array<{ title: string; date: string; amount: number; source: string }>;
  };
  return data.filter((t) => t.title === "Rent").map(({ date, amount, source }) => ({ date, amount, source }));
}

const panel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a learner makes a rent rule, sees it as upcoming, and next month finds it added once", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  const { year, month } = nextIndiaMonth();
  const tenth = `${year}-${pad(month)}-10`;
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  await signUpThroughApi(page, baseURL!);
  await serverDay(context, baseURL!, tenth);

  // The page shows that month (the browser's own clock is real), and reloads keep it.
  await page.goto(`/fin-tools/expensetracker?month=${year}-${pad(month)}`);
  await showPlans(page);
  const recurring = panel(page, "Recurring");
  await expect(recurring.getByText(/Nothing recurring yet/)).toBeVisible();
  await recurring.getByRole("button", { name: "New recurring" }).click();
  const form = page.getByRole("dialog", { name: "New recurring transaction" });
  await form.getByLabel("Name").fill("Rent");
  await form.getByLabel("Amount (₹)").fill("15000");
  await expect(form.getByLabel("Category", { exact: true })).toHaveValue("Rent");
  await expect(form.getByLabel("Repeats")).toHaveValue("monthly");
  await form.getByLabel("Day of the month").fill(String(RULE_DAY));
  await form.getByLabel("Starts on").fill(tenth);
  await shoot(page, "recurring-form", form);
  await form.getByRole("button", { name: "Add recurring" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Recurring transaction saved.")).toBeVisible();

  // Upcoming, drawn apart from the month's real transactions, and not one of them yet.
  const upcoming = recurring.getByRole("region", { name: `Still to come in ${MONTHS[month - 1]} ${year}` });
  const entry = upcoming.getByRole("listitem");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Upcoming");
  await expect(entry).toContainText("Rent");
  await expect(entry).toContainText(`${RULE_DAY} ${SHORT[month - 1]} ${year}`);
  await expect(entry).toContainText("−₹15,000");
  const rules = recurring.getByRole("region", { name: "Your recurring transactions" });
  await expect(rules).toContainText(`Every month on day ${RULE_DAY}`);
  await expect(rules).toContainText(`Next on ${RULE_DAY} ${SHORT[month - 1]} ${year}`);
  expect(await rentEntries(page)).toEqual([]);
  await shoot(page, "recurring-upcoming", recurring);

  // Into the next month: the rule's day has passed while nobody looked. Opening the tracker adds it, once.
  await serverDay(context, baseURL!, `${next.year}-${pad(next.month)}-05`);
  await page.reload();
  await expect(page.getByText("1 entry added to your transactions.")).toBeVisible();
  await showPlans(page);
  await expect(rules).toContainText(`Last added ${RULE_DAY} ${SHORT[month - 1]} ${year}`);
  await expect(rules).toContainText(`Next on ${RULE_DAY} ${SHORT[next.month - 1]} ${next.year}`);
  await expect(upcoming.getByText(`Nothing more is due in ${MONTHS[month - 1]} ${year}.`)).toBeVisible();
  expect(await rentEntries(page)).toEqual([
    { date: `${year}-${pad(month)}-${RULE_DAY}`, amount: 15000, source: "recurring" },
  ]);
  // Opened again: still once.
  await page.reload();
  await showPlans(page);
  await expect(rules).toContainText(`Last added ${RULE_DAY} ${SHORT[month - 1]} ${year}`);
  expect(await rentEntries(page)).toHaveLength(1);

  // Pause, resume, then stop: the entry already added stays.
  await rules.getByRole("button", { name: "Pause Rent" }).click();
  await expect(rules).toContainText("Paused");
  await rules.getByRole("button", { name: "Resume Rent" }).click();
  await expect(rules).toContainText(`Next on ${RULE_DAY} ${SHORT[next.month - 1]} ${next.year}`);
  await rules.getByRole("button", { name: "Stop Rent" }).click();
  const stop = page.getByRole("dialog", { name: "Stop “Rent”?" });
  await stop.getByRole("button", { name: "Stop it" }).click();
  await expect(stop).toBeHidden();
  await expect(rules).toContainText("Stopped");
  await expect(rules.getByRole("button", { name: "Edit Rent" })).toHaveCount(0);
  expect(await rentEntries(page)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test.describe("on a phone, in Hindi", () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true, locale: "en-US" });

  test("a weekly rule shows its upcoming entries in Hindi, and nothing scrolls sideways", async ({
    page,
    baseURL,
  }) => {
    const errors = watchPageErrors(page);
    await signUpThroughApi(page, baseURL!);
    await page.goto("/fin-tools/expensetracker");
    await expect(page.getByRole("button", { name: "Add transaction" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
    await showPlans(page);
    const recurring = panel(page, "हर बार के लेन-देन");
    await recurring.getByRole("button", { name: "नया जोड़ें" }).click();
    const form = page.getByRole("dialog", { name: "नया हर बार का लेन-देन" });
    await form.getByLabel("नाम").fill("Netflix सब्सक्रिप्शन");
    await form.getByLabel("रकम (₹)").fill("199");
    await form.getByLabel("कब-कब").selectOption("weekly");
    await expect(form.getByLabel("महीने की तारीख़")).toHaveCount(0);
    // A missing amount is said in Hindi, next to its field.
    await form.getByLabel("रकम (₹)").fill("");
    await form.getByRole("button", { name: "जोड़ें", exact: true }).click();
    await expect(form.getByText("कृपया सभी फ़ील्ड भरें।")).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await form.getByLabel("रकम (₹)").fill("199");
    await form.getByRole("button", { name: "जोड़ें", exact: true }).click();
    await expect(form).toBeHidden();
    // Today's entry is added at once; the later ones this month show as upcoming.
    const rules = recurring.getByRole("region", { name: "आपके हर बार के लेन-देन" });
    await expect(rules).toContainText("हर हफ़्ते");
    await expect(rules).toContainText("पिछली बार जुड़ा");
    const upcoming = recurring.getByRole("region", { name: /में आगे आने वाले$/ });
    await expect(upcoming).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    await shoot(page, "recurring-hindi", recurring);
    expect(errors).toEqual([]);
  });
});

test("the Recurring panel waits in grey for its own code, then works", async ({ page, baseURL }) => {
  const errors = watchPageErrors(page);
  await signUpThroughApi(page, baseURL!);
  await page.goto("/fin-tools/expensetracker");
  const today = indiaToday();
  const saved = await page.request.post("/api/fin-tools/expensetracker/recurring", {
    data: {
      rule: {
        title: "Rent",
        category: "Rent",
        type: "expense",
        amount: 15000,
        cadence: "monthly",
        dayOfMonth: 28,
        startsOn: today,
      },
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The panel's code comes late, as on a slow connection; the rest of the page has taken over.
  const release = await holdScripts(page, "**/assets/RecurringPanel-*.js");
  await page.reload();
  await waitForApp(page);
  const plans = page.getByTestId("tracker-plans");
  await plans.scrollIntoViewIfNeeded();
  // Drawn in the browser when near: until its code is here, a grey card and no button to press in vain.
  await expect(plans.locator(":scope > div > section")).toHaveCount(1); // Goals, whose code is not held
  await expect(page.getByRole("button", { name: "Pause Rent" })).toHaveCount(0);
  release();
  const rules = panel(page, "Recurring").getByRole("region", { name: "Your recurring transactions" });
  await rules.getByRole("button", { name: "Pause Rent" }).click();
  await expect(rules).toContainText("Paused");
  expect(errors).toEqual([]);
});
