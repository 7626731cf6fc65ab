/**
 * The income-tax calculator (issue 28): a visitor enters a salary and sees both regimes side by side with
 * the lower one marked, on a desktop and on a 360 px phone, in English and Hindi; the tax article links
 * to it. Figures are the contracts' worked cases (taxable ₹12,10,000: marginal relief leaves ₹10,000).
 */
import { expect, type Page, test } from "@playwright/test";
import { contentWidth } from "./support/layout.js";
import { watchPageErrors } from "./support/pageErrors.js";

const PAGE = "/fin-tools/income-tax-calculator";

const card = (page: Page, name: string) => page.getByRole("article", { name });
const figure = (page: Page, regime: string, label: string) =>
  card(page, regime).locator("dt", { hasText: label }).locator("+ dd").first();

async function enterSalaryAndCompare(page: Page) {
  await page.getByLabel("Gross salary for the year").fill("12,85,000");
  await expect(figure(page, "New regime", "Tax for the year")).toHaveText("₹10,400");
  await expect(card(page, "New regime").getByText("Lower tax")).toBeVisible();
  await expect(card(page, "Old regime").getByText("Lower tax")).toHaveCount(0);
  // Old regime, no deductions: ₹12,35,000 taxable → ₹1,12,500 + 30% of ₹2,35,000 = ₹1,83,000, + 4%.
  await expect(figure(page, "Old regime", "Tax for the year")).toHaveText("₹1,90,320");
  await expect(page.getByText("The new regime saves you ₹1,79,920 a year.")).toBeVisible();
  await expect(figure(page, "New regime", "Take-home a month")).toHaveText("₹1,06,217");
}

test.describe("income-tax calculator on a desktop", () => {
  test("a visitor compares the regimes, adds old-regime deductions and picks another year", async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto(PAGE);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Income-tax calculator · Arthshala");
    await expect(page.getByRole("heading", { level: 1, name: "Income-tax calculator" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /this year$/ })).toBeChecked();
    await enterSalaryAndCompare(page);

    // The two cards sit side by side.
    const newBox = await card(page, "New regime").boundingBox();
    const oldBox = await card(page, "Old regime").boundingBox();
    expect(newBox && oldBox && Math.abs(newBox.y - oldBox.y) < 1 && oldBox.x > newBox.x).toBe(true);

    // Deductions only the old regime allows; above the limit, only the limit counts.
    await page.getByLabel("Gross salary for the year").fill("15,00,000");
    await page.getByLabel(/^Savings under section/).fill("2,00,000");
    await expect(page.getByText(/^Only ₹1,50,000 counts/)).toBeVisible();
    await page.getByLabel(/^Health-insurance premium/).fill("25,000");
    await page.getByLabel("Other deductions you have worked out").fill("4,00,000");
    await expect(figure(page, "Old regime", "Tax for the year")).toHaveText("₹91,000");
    await expect(card(page, "Old regime").getByText("Lower tax")).toBeVisible();
    await expect(page.getByText("The old regime saves you ₹6,500 a year.")).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Old regime: tax by slab" }).locator("tbody tr"),
    ).toHaveCount(4);

    // Next year is an assumption, and says so.
    await page.locator("label", { hasText: /assumed$/ }).click();
    await expect(page.getByText(/^No Budget has set \d{4}-\d{2} yet\./)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the tax article links to the calculator", async ({ page }) => {
    await page.goto("/articles/tax-basics-for-your-first-job");
    await page.getByRole("link", { name: "income-tax calculator" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Income-tax calculator" })).toBeVisible();
  });
});

test.describe("income-tax calculator on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test("the regimes stack, the lower one is marked, and nothing runs off the screen", async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(PAGE);
    await enterSalaryAndCompare(page);
    const newBox = await card(page, "New regime").boundingBox();
    const oldBox = await card(page, "Old regime").boundingBox();
    expect(newBox && oldBox && oldBox.y > newBox.y + newBox.height - 1).toBe(true);
    expect(await contentWidth(page)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });

  test.describe("in Hindi", () => {
    test.use({ locale: "hi-IN" });

    test("the same comparison reads in Hindi and fits the screen", async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.goto(PAGE);
      await expect(page.getByRole("heading", { level: 1, name: "इनकम टैक्स कैलकुलेटर" })).toBeVisible();
      await page.getByLabel("साल की कुल (ग्रॉस) सैलरी").fill("12,85,000");
      await expect(figure(page, "नई व्यवस्था", "साल का टैक्स")).toHaveText("₹10,400");
      await expect(card(page, "नई व्यवस्था").getByText("कम टैक्स")).toBeVisible();
      await expect(page.getByText("नई व्यवस्था में आपके साल के ₹1,79,920 बचते हैं।")).toBeVisible();
      expect(await contentWidth(page)).toBeLessThanOrEqual(360);
      expect(errors).toEqual([]);
    });
  });
});
