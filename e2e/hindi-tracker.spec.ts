import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { indiaToday } from "./support/india-time.js";
import { signUpThroughApi } from "./support/people.js";

const SBI_SAMPLE = path.join(import.meta.dirname, "fixtures/sbi-statement.csv");

/** What the page should write, in hi-IN, whatever the browser's ICU spells ("5 नव॰ 2026", "नवंबर 2026"). */
const hindiDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "short", year: "numeric" }).format(
    new Date(y, m - 1, d),
  );
};
const hindiMonth = (day: string) =>
  new Intl.DateTimeFormat("hi-IN", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day.slice(0, 7)}-01T00:00:00Z`),
  );

/** A new learner opens the tracker and switches the header to Hindi, as a person would. */
async function openTrackerInHindi(page: Page, baseURL: string): Promise<void> {
  await signUpThroughApi(page, baseURL);
  await page.goto("/fin-tools/expensetracker");
  await expect(page.getByRole("button", { name: "Add transaction" })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "खर्च ट्रैकर" })).toBeVisible();
}

test.use({ locale: "en-US" });

test("a learner in Hindi adds a transaction: Hindi labels, a built-in category in Hindi, a hi-IN date and ₹ amount", async ({
  page,
  baseURL,
}) => {
  await openTrackerInHindi(page, baseURL!);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const today = indiaToday();
  const summary = page.getByRole("region", { name: "सारांश" });
  await expect(summary).toContainText(hindiMonth(today));

  await page.getByRole("button", { name: "लेन-देन जोड़ें" }).click();
  const add = page.getByRole("dialog", { name: "लेन-देन जोड़ें" });
  // The spec's message, in Hindi (only the amount is missing: the date is today's, the title optional).
  await add.getByRole("button", { name: "लेन-देन जोड़ें" }).click();
  await expect(add.getByText("कृपया सभी फ़ील्ड भरें।")).toHaveCount(1);
  await expect(add.getByRole("radio", { name: "खाना" })).toBeChecked();
  await add.getByRole("button", { name: "और जानकारी" }).click();
  await add.getByLabel("टाइटल (ज़रूरी नहीं)").fill("नई किताबें");
  const category = add.getByLabel("कैटेगरी", { exact: true });
  await expect(category).toHaveValue("Food");
  await category.selectOption({ label: "पढ़ाई" });
  await add.getByLabel("रकम (₹)").fill("125000.5");
  await expect(add.getByLabel("तारीख")).toHaveValue(today);
  await add.getByRole("button", { name: "लेन-देन जोड़ें" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText("लेन-देन सेव हो गया।")).toBeVisible();

  const recent = page.getByRole("region", { name: "हाल के लेन-देन" });
  const row = recent.getByRole("listitem").filter({ hasText: "नई किताबें" });
  await expect(row).toContainText("−₹1,25,000.50");
  await expect(row).toContainText(`पढ़ाई · ${hindiDay(today)} · खर्च`);
  await expect(page.getByTestId("summary-expense")).toContainText("₹1,25,000.50");
  // The charts are drawn when scrolled near.
  await page.getByText("आया और गया पैसा", { exact: true }).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole("list", { name: /^कैटेगरी के हिसाब से खर्च/ })).toContainText("पढ़ाई");

  // A phone's width: nothing scrolls sideways in Hindi.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole("heading", { level: 1, name: "खर्च ट्रैकर" })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);
});

test("a learner in Hindi imports a statement: a line that could not be read is explained in Hindi", async ({
  page,
  baseURL,
}) => {
  await openTrackerInHindi(page, baseURL!);

  await page.getByRole("button", { name: "स्टेटमेंट इम्पोर्ट करें" }).click();
  await page
    .getByRole("dialog", { name: "स्टेटमेंट इम्पोर्ट करें" })
    .getByLabel("स्टेटमेंट फ़ाइल (.csv)")
    .setInputFiles(SBI_SAMPLE);
  const columns = page.getByRole("dialog", { name: "स्टेटमेंट इम्पोर्ट करें: कॉलम" });
  await expect(columns.getByLabel("तारीख का फ़ॉर्मैट")).toHaveValue("DD-MMM-YY");
  await columns.getByRole("button", { name: "लेन-देन पढ़ें" }).click();
  const review = page.getByRole("dialog", { name: "स्टेटमेंट इम्पोर्ट करें: जाँचें" });
  await expect(review.getByText("1 लाइन पढ़ी नहीं जा सकी और छोड़ दी जाएगी:")).toBeVisible();
  // The server's reason in Hindi, its line said once, the cell as the file wrote it.
  await expect(review.getByRole("list", { name: "जो लाइनें पढ़ी नहीं गईं" }).getByRole("listitem")).toHaveText([
    'लाइन 13: तारीख "31-Feb-26" को DD-MMM-YY के रूप में नहीं पढ़ पाए।',
  ]);
  await expect(review.getByTestId("import-row")).toHaveCount(4);
});
