import { devices, expect, type Page, test } from "@playwright/test";
import { settle } from "./support/axe.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

/** The figure beside its label in the result summary. */
const figure = (page: Page, label: string) =>
  page.getByRole("region", { name: "Your result" }).locator("dt", { hasText: label }).locator("+ dd");

const yearRows = (page: Page, caption = "Year by year") =>
  page.getByRole("table", { name: caption }).locator("tbody tr");

/** A field's number box (its slider shares the label). */
const box = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const slider = (page: Page, name: string) => page.getByRole("slider", { name, exact: true });

const calculators = ["fd", "rd", "ppf", "sip", "emi"] as const;

test.describe("calculators, for visitors too", () => {
  test("the SIP calculator's results follow what the visitor types and slides", async ({ page }) => {
    await page.goto("/fin-tools/sip-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "SIP calculator" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign up / Login" })).toBeVisible();
    // ₹5,000 a month at 12% for 10 years (contracts' worked example), in whole rupees.
    await expect(figure(page, "Estimated value")).toHaveText("₹11,61,695");
    await expect(page.getByRole("note")).toContainText("returns are not guaranteed");
    await expect(yearRows(page, "Year by year (estimated)")).toHaveCount(10);
    await expect(yearRows(page, "Year by year (estimated)").first()).toHaveText("1₹60,000₹4,047₹64,047");
    await expect(page.getByRole("img", { name: "How it grows" })).toBeVisible();

    // Twice the money, twice the value; no button to press.
    await box(page, "Monthly investment").fill("10,000");
    await expect(figure(page, "Estimated value")).toHaveText("₹23,23,391");
    await expect(slider(page, "Monthly investment")).toHaveValue("10000");
    await box(page, "Years").fill("20");
    await expect(yearRows(page, "Year by year (estimated)")).toHaveCount(20);
    await expect(page.getByText("FV = P × [((1 + i)^(12n) − 1) / i] × (1 + i)")).toBeVisible();

    // The slider, by keyboard: one step of ₹500 less a month for 20 years at 12%:
    // 9,500 × 999.147919 (the 20-year factor: ((1.01²⁴⁰ − 1) / 0.01) × 1.01) = 94,91,905.23.
    await slider(page, "Monthly investment").focus();
    await page.keyboard.press("ArrowLeft");
    await expect(box(page, "Monthly investment")).toHaveValue("9,500");
    await expect(figure(page, "Estimated value")).toHaveText("₹94,91,905");

    await box(page, "Years").fill("0");
    await expect(page.getByRole("alert")).toHaveText("Years must be from 1 to 50.");
    await expect(box(page, "Years")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("table")).toHaveCount(0);
    await box(page, "Years").fill("10");
    // 9,500 × 232.339076 = 22,07,221.23.
    await expect(figure(page, "Estimated value")).toHaveText("₹22,07,221");
  });

  test("a step-up SIP: 10% more every year", async ({ page }) => {
    await page.goto("/fin-tools/sip-calculator");
    await expect(figure(page, "Estimated value")).toHaveText("₹11,61,695");
    await box(page, "Yearly step-up").fill("10");
    // ₹5,000 a month rising 10% a year, 12%, 10 years: worked out month by month in contracts' tests.
    await expect(figure(page, "Estimated value")).toHaveText("₹16,87,163");
    await expect(figure(page, "You invest")).toHaveText("₹9,56,245");
    await expect(yearRows(page, "Year by year (estimated)").nth(1)).toHaveText("2₹66,000₹12,574₹1,42,621");
    await expect(slider(page, "Yearly step-up")).toHaveValue("10");
    const goal = page.getByRole("link", { name: "Make this a savings goal" });
    await expect(goal).toHaveAttribute(
      "href",
      /^\/fin-tools\/expensetracker\?goal=new&name=SIP\+for\+10\+years&amount=1687163&by=20\d\d-\d\d$/,
    );
  });

  test("PPF starts from the catalogue's rate, with its date", async ({ page }) => {
    await page.goto("/fin-tools/ppf-calculator");
    // "Current" only while the rate is this quarter's; otherwise the day it was last notified.
    await expect(
      page.getByText(
        /^(Current rate: 7\.1% a year \(as of \d{1,2} [A-Z][a-z]+ 20\d\d\)|Rate last notified on \d{1,2} [A-Z][a-z]+ 20\d\d: 7\.1% a year\. Check for a newer one\.)$/,
      ),
    ).toBeVisible();
    await expect(box(page, "Interest rate")).toHaveValue("7.1");
    await expect(figure(page, "Maturity amount")).toHaveText("₹40,68,209");
    await expect(yearRows(page)).toHaveCount(15);
    await box(page, "Years").fill("16");
    await expect(page.getByRole("alert")).toHaveText(
      "PPF runs 15 years and can be extended in blocks of 5 years: 15, 20, 25 … 50.",
    );
    await slider(page, "Years").focus();
    await page.keyboard.press("ArrowRight");
    await expect(box(page, "Years")).toHaveValue("20");
    await expect(figure(page, "Maturity amount")).toHaveText("₹66,58,288");
    await expect(yearRows(page)).toHaveCount(20);
  });

  test("FD, RD and loan EMI work out as the worked examples say", async ({ page }) => {
    await page.goto("/fin-tools/fd-calculator");
    await expect(figure(page, "Maturity amount")).toHaveText("₹1,07,186");
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
    await box(page, "Monthly instalment").fill("5000");
    await box(page, "Interest rate").fill("7.5");
    await box(page, "Number of months").fill("18");
    await expect(figure(page, "Maturity amount")).toHaveText("₹95,502");
    await expect(yearRows(page)).toHaveText(["1₹60,000₹2,478₹62,478", "2₹30,000₹3,024₹95,502"]);
    await expect(page.getByRole("link", { name: "Make this a savings goal" })).toHaveAttribute(
      "href",
      /^\/fin-tools\/expensetracker\?goal=new&name=RD\+for\+18\+months&amount=95502&by=20\d\d-\d\d$/,
    );

    await page.goto("/fin-tools/emi-calculator");
    await expect(figure(page, "Monthly EMI")).toHaveText("₹8,678");
    await box(page, "Loan amount").fill("5,00,000");
    await box(page, "Interest rate").fill("10.5");
    await box(page, "Years").fill("5");
    await expect(figure(page, "Monthly EMI")).toHaveText("₹10,747");
    await expect(yearRows(page)).toHaveCount(5);
    // Each year: principal and interest paid, and the loan left; the last year leaves nothing.
    await expect(yearRows(page).last()).toContainText(/₹0$/);
    await expect(page.getByRole("img", { name: "Principal and interest paid each year" })).toBeVisible();
    // ₹10 lakh at 9% for 20 years (issue 28's check): ₹8,997.
    await box(page, "Loan amount").fill("10,00,000");
    await box(page, "Interest rate").fill("9");
    await box(page, "Years").fill("20");
    await expect(figure(page, "Monthly EMI")).toHaveText("₹8,997");
    await expect(page.getByRole("link", { name: "Back to FinTools" })).toHaveAttribute("href", "/fin-tools");
  });

  test("the calculators' pages come drawn from the server and hydrate without a warning", async ({
    page,
  }) => {
    // React reports a hydration mismatch as a console error (#418 in production): watched here.
    const errors = watchPageErrors(page);
    for (const name of calculators) {
      const drawn = await (await page.request.get(`/fin-tools/${name}-calculator`)).text();
      // The result is in the server's HTML already.
      expect(drawn, name).toContain("Your result");
      await page.goto(`/fin-tools/${name}-calculator`);
      await settle(page);
      await expect(page.getByRole("slider").first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test("a learner opens a calculator from FinTools and comes back", async ({ page, baseURL }) => {
  await signUpThroughApi(page, baseURL!);
  await page.goto("/fin-tools");
  await waitForApp(page);
  await page
    .getByRole("list", { name: "Tools" })
    .getByRole("link", { name: /^PPF calculator/ })
    .click();
  await expect(page).toHaveURL(/\/fin-tools\/ppf-calculator$/);
  await expect(figure(page, "Maturity amount")).toHaveText(/^₹[\d,]+$/);
  await page.getByRole("link", { name: "Back to FinTools" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "FinTools" })).toBeVisible();
});

test.describe("calculators on a phone", () => {
  const { defaultBrowserType: _, ...phone } = devices["Pixel 5"];
  test.use({ ...phone, viewport: { width: 360, height: 800 } });

  /** Where the sticky headline sits on screen. */
  async function stickyBox(page: Page) {
    const sticky = page.getByTestId("sticky-result");
    await expect(sticky).toBeVisible();
    return (await sticky.boundingBox())!;
  }

  test("every calculator fits 360 px; wide tables scroll inside their box", async ({ page }) => {
    for (const name of calculators) {
      await page.goto(`/fin-tools/${name}-calculator`);
      await expect(page.getByRole("table")).toBeVisible();
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways, name).toBe(false);
    }
  });

  test("the result stays in view at the bottom while the visitor works down the form", async ({ page }) => {
    await page.goto("/fin-tools/sip-calculator");
    await expect(figure(page, "Estimated value")).toHaveText("₹11,61,695");
    // Down to the last box of the form: the result box itself is further down, off screen.
    await box(page, "Yearly step-up").scrollIntoViewIfNeeded();
    await expect(page.getByRole("region", { name: "Your result" })).not.toBeInViewport({ ratio: 0.5 });
    const sticky = page.getByTestId("sticky-result");
    await expect(sticky).toHaveText("Estimated value₹11,61,695");
    const at = await stickyBox(page);
    expect(at.y + at.height).toBeLessThanOrEqual(800);
    expect(at.y + at.height).toBeGreaterThan(700);

    await box(page, "Yearly step-up").fill("10");
    await expect(sticky).toHaveText("Estimated value₹16,87,163");
    // Once the result box itself is on screen, the copy steps aside.
    await page.getByRole("region", { name: "Your result" }).scrollIntoViewIfNeeded();
    await expect(sticky).toHaveCSS("opacity", "0");
  });

  test("for a signed-in learner it sits just above the tab bar", async ({ page, baseURL }) => {
    await signUpThroughApi(page, baseURL!);
    await page.goto("/fin-tools/emi-calculator");
    const tabs = page.getByRole("navigation", { name: "Sections" });
    await expect(tabs).toBeVisible();
    await box(page, "Interest rate").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("sticky-result")).toHaveText("Monthly EMI₹8,678");
    const at = await stickyBox(page);
    const bar = (await tabs.boundingBox())!;
    expect(at.y + at.height).toBeLessThanOrEqual(bar.y + 1);
    expect(at.y + at.height).toBeGreaterThan(bar.y - 4);
  });
});
