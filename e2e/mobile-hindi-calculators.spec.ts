import { expect, test } from "@playwright/test";
import { coursePlan, listCourses } from "./support/courses.js";
import { lookInHindi } from "./support/hindi-screen.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { waitForApp } from "./support/takeover.js";

test.use({ locale: "hi-IN", viewport: { width: 360, height: 740 } });

const CALCULATORS = ["fd", "rd", "ppf", "sip", "emi", "income-tax"] as const;

test("a visitor with a Hindi browser meets no English sentence in the calculators", async ({ page }) => {
  const errors = watchPageErrors(page);
  for (const name of CALCULATORS) {
    await page.goto(`/fin-tools/${name}-calculator`);
    await lookInHindi(page, name);
  }
  // The RD formula says what it adds up in Hindi.
  await page.goto("/fin-tools/rd-calculator");
  await waitForApp(page);
  const formula = page.getByRole("region", { name: "हिसाब कैसे लगा" });
  await expect(formula).toContainText("k = 1 से n तक जोड़कर");
  await expect(formula).not.toContainText("adding up");
  // With a yearly step-up, the SIP's formula adds up its years, in Hindi too.
  await page.goto("/fin-tools/sip-calculator");
  await waitForApp(page);
  await page.getByRole("textbox", { name: "सालाना स्टेप-अप" }).fill("10");
  await expect(page.getByRole("region", { name: "हिसाब कैसे लगा" })).toContainText("k = 1 से n तक जोड़कर");
  await lookInHindi(page, "sip-step-up");
  // The income-tax salary is grouped as typed in Hindi as well.
  await page.goto("/fin-tools/income-tax-calculator");
  await waitForApp(page);
  const salary = page.getByLabel("साल की कुल (ग्रॉस) सैलरी");
  await salary.fill("1210000");
  await expect(salary).toHaveValue("12,10,000");
  await lookInHindi(page, "income-tax-typed");
  expect(errors).toEqual([]);
});

test("a visitor's lesson card in Hindi asks them to sign in in Hindi", async ({ page, baseURL }) => {
  const errors = watchPageErrors(page);
  const [first] = [...(await listCourses(page.request))].sort((a, b) => a.id - b.id);
  const plan = await coursePlan(page.request, baseURL!, first!.id);
  const module = plan.modules[0]!;
  await page.goto(`/courses/course/${plan.id}/module/${module.moduleId}/card/${module.cards[0]!.card_id}`);
  await lookInHindi(page, "visitor-card");
  await expect(page.getByText("अपनी प्रगति सेव करने और FinStars कमाने के लिए साइन इन करें।")).toBeVisible();
  // Reads made while signed out answer 401 (who is asking): expected for a visitor.
  expect(errors.filter((e) => !/\b401\b/.test(e))).toEqual([]);
});
