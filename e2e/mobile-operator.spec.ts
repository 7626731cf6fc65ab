/**
 * Who runs the site (issue 39, India's DPDP Rules): a fresh install's privacy policy says plainly that
 * the operator has not yet published its name, address and grievance officer (never "Arthshala is run by
 * Arthshala"); the admin is asked for them on the admin area and fills them in Settings; then the policy
 * names the operator, its address and the grievance officer, in English and in Hindi.
 */
import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { SUPPORT_EMAIL } from "./playwright.config.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signInAsAdmin } from "./support/people.js";

test.use({ viewport: { width: 360, height: 740 } });

const NOTICE = {
  en: `The operator of this site has not yet published its name, address and grievance officer. Write to ${SUPPORT_EMAIL} meanwhile.`,
  hi: `इस साइट के संचालक ने अभी तक अपना नाम, पता और शिकायत अधिकारी नहीं बताया है। तब तक ${SUPPORT_EMAIL} पर लिखें।`,
};

/** A visitor's privacy policy, in a fresh browser with that language. */
async function privacyPolicy(
  browser: Browser,
  language: "en" | "hi",
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: language === "hi" ? "hi-IN" : "en-IN",
  });
  const page = await context.newPage();
  await page.goto("/privacy-policy");
  await expect(
    page.getByRole("heading", { level: 1, name: language === "hi" ? "प्राइवेसी पॉलिसी" : "Privacy Policy" }),
  ).toBeVisible();
  return { page, close: () => context.close() };
}

test("the privacy policy names the operator and grievance officer once the admin has set them", async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  for (const language of ["en", "hi"] as const) {
    const visitor = await privacyPolicy(browser, language);
    await expect(visitor.page.getByRole("main")).toContainText(NOTICE[language]);
    await expect(visitor.page.getByRole("main")).not.toContainText("run by Arthshala");
    await expect(visitor.page.getByRole("main")).not.toContainText("Arthshala को **Arthshala**");
    await visitor.close();
  }

  // The admin's first visit to the admin area asks for the operator's details.
  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin");
  const prompt = page.getByRole("region", { name: "Who runs this site?" });
  await expect(prompt).toContainText("grievance officer");
  await prompt.getByRole("link", { name: "Add the operator's details" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);

  const id = randomBytes(3).toString("hex");
  const operator = {
    name: `Arthshala Learning Foundation ${id}`,
    address: "12 MG Road, Bengaluru 560001, Karnataka",
    officer: `Priya Nair ${id}`,
    email: `grievance-${id}@arthshala.example`,
  };
  await page.getByLabel("Operator name").fill(operator.name);
  await page.getByLabel("Operator's postal address").fill(operator.address);
  await page.getByLabel("Grievance officer's name").fill(operator.officer);
  await page.getByLabel("Grievance officer's email").fill(operator.email);
  await page.getByRole("button", { name: "Save settings" }).click();
  const alert = page.getByRole("dialog", { name: "Alert" });
  await expect(alert).toContainText("✅ Settings saved!");
  await alert.getByRole("button", { name: "Close" }).click();
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Who runs this site?" })).toHaveCount(0);

  const named = {
    en: [`Arthshala is run by ${operator.name}`, operator.address, `Grievance Officer: ${operator.officer}`],
    hi: [`Arthshala को ${operator.name}`, operator.address, `शिकायत अधिकारी: ${operator.officer}`],
  };
  for (const language of ["en", "hi"] as const) {
    const visitor = await privacyPolicy(browser, language);
    const main = visitor.page.getByRole("main");
    for (const text of named[language]) await expect(main).toContainText(text);
    await expect(main.getByRole("link", { name: operator.email })).toHaveAttribute(
      "href",
      `mailto:${operator.email}`,
    );
    await expect(main).not.toContainText(NOTICE[language]);
    // The footer of every page credits the operator too.
    await expect(visitor.page.getByRole("contentinfo")).toContainText(
      language === "hi" ? `संचालक: ${operator.name}।` : `Run by ${operator.name}.`,
    );
    await visitor.close();
  }
  expect(errors).toEqual([]);
});
