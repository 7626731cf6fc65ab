import { devices, expect, type Page, test } from "@playwright/test";
import { signUpThroughPage } from "./support/people.js";

/** The figure beside its label in the result summary. */
const figure = (page: Page, label: string) =>
  page.getByRole("region", { name: "Your result" }).locator("dt", { hasText: label }).locator("+ dd");

const yearRows = (page: Page, caption = "Year by year") =>
  page.getByRole("table", { name: caption }).locator("tbody tr");

test.describe("calculators, for visitors too", () => {
  test("the SIP calculator's results follow what the visitor types", async ({ page }) => {
    await page.goto("/fin-tools/sip-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "SIP calculator" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign up / Login" })).toBeVisible();
    // ₹5,000 a month at 12% for 10 years (contracts' worked example).
    await expect(figure(page, "Estimated value")).toHaveText("₹11,61,695.38");
    await expect(page.getByRole("note")).toContainText("returns are not guaranteed");
    await expect(yearRows(page, "Year by year (estimated)")).toHaveCount(10);

    // Twice the money, twice the value; no button to press.
    await page.getByLabel("Monthly investment").fill("10,000");
    await expect(figure(page, "Estimated value")).toHaveText("₹23,23,390.76");
    await page.getByLabel("Years").fill("20");
    await expect(yearRows(page, "Year by year (estimated)")).toHaveCount(20);
    await expect(page.getByText("FV = P × [((1 + i)^(12n) − 1) / i] × (1 + i)")).toBeVisible();

    await page.getByLabel("Years").fill("0");
    await expect(page.getByRole("alert")).toHaveText("Years must be from 1 to 50.");
    await expect(page.getByLabel("Years")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.getByLabel("Years").fill("10");
    await expect(figure(page, "Estimated value")).toHaveText("₹23,23,390.76");
  });

  test("PPF starts from the catalogue's current rate, with its date", async ({ page }) => {
    await page.goto("/fin-tools/ppf-calculator");
    await expect(
      page.getByText(/^Current rate: 7\.1% a year .*\(as of \d{1,2} [A-Z][a-z]+ 20\d\d\)$/),
    ).toBeVisible();
    await expect(page.getByLabel("Interest rate")).toHaveValue("7.1");
    await expect(figure(page, "Maturity amount")).toHaveText("₹40,68,209.22");
    await expect(yearRows(page)).toHaveCount(15);
    await page.getByLabel("Years").fill("16");
    await expect(page.getByRole("alert")).toHaveText(
      "PPF runs 15 years and can be extended in blocks of 5 years: 15, 20, 25 … 50.",
    );
    await page.getByLabel("Years").fill("20");
    await expect(figure(page, "Maturity amount")).toHaveText("₹66,58,288.17");
  });

  test("FD, RD and loan EMI work out as the worked examples say", async ({ page }) => {
    await page.goto("/fin-tools/fd-calculator");
    await expect(figure(page, "Maturity amount")).toHaveText("₹1,07,185.90");
    // The radio is hidden behind its styled label (hence force, which skips waiting for it to be
    // enabled); a drawn page holds it until the app runs.
    const simple = page.getByRole("radio", { name: "Simple" });
    await expect(simple).toBeEnabled();
    await simple.check({ force: true });
    await expect(figure(page, "Maturity amount")).toHaveText("₹1,07,000");

    await page
      .getByRole("navigation", { name: "Other calculators" })
      .getByRole("link", { name: "RD calculator" })
      .click();
    await page.getByLabel("Monthly instalment").fill("5000");
    await page.getByLabel("Interest rate").fill("7.5");
    await page.getByLabel("Number of months").fill("18");
    await expect(figure(page, "Maturity amount")).toHaveText("₹95,502.35");
    await expect(yearRows(page)).toHaveCount(2);

    await page.goto("/fin-tools/emi-calculator");
    await expect(figure(page, "Monthly EMI")).toHaveText("₹8,678.23");
    await page.getByLabel("Loan amount").fill("5,00,000");
    await page.getByLabel("Interest rate").fill("10.5");
    await page.getByLabel("Years").fill("5");
    await expect(figure(page, "Monthly EMI")).toHaveText("₹10,746.95");
    await expect(yearRows(page)).toHaveCount(5);
    await expect(page.getByRole("link", { name: "Back to FinTools" })).toHaveAttribute("href", "/fin-tools");
  });
});

test("a learner opens a calculator from FinTools and comes back", async ({ page }) => {
  await signUpThroughPage(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "FinTools" }).click();
  await page
    .getByRole("list", { name: "Tools" })
    .getByRole("link", { name: /^PPF calculator/ })
    .click();
  await expect(page).toHaveURL(/\/fin-tools\/ppf-calculator$/);
  await expect(figure(page, "Maturity amount")).toHaveText(/^₹/);
  await page.getByRole("link", { name: "Back to FinTools" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "FinTools" })).toBeVisible();
});

test.describe("calculators on a phone", () => {
  const { defaultBrowserType: _, ...phone } = devices["Pixel 5"];
  test.use({ ...phone, viewport: { width: 360, height: 800 } });

  test("every calculator fits 360 px; wide tables scroll inside their box", async ({ page }) => {
    for (const name of ["fd", "rd", "ppf", "sip", "emi"]) {
      await page.goto(`/fin-tools/${name}-calculator`);
      await expect(page.getByRole("table")).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways, name).toBe(false);
    }
  });
});
