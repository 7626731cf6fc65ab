/**
 * axe on the app in Hindi (Step 9): Devanagari labels, lang="hi" and the translated dialogs must not
 * bring a serious or critical finding that the English pages don't have.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, settle } from "./support/axe.js";
import { coursePlan, listCourses } from "./support/courses.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

async function checkInHindi(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL((url) => url.pathname === path.split("?")[0]);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await settle(page);
  await expectAccessible(page, `${path} in Hindi`);
}

test("a Hindi visitor's pages have no serious accessibility finding", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "hi-IN" });
  const page = await context.newPage();
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL!, course!.id);
  const module = plan.modules[0]!;
  for (const path of [
    "/",
    "/courses",
    `/courses/course/${plan.id}`,
    `/courses/course/${plan.id}/module/${module.moduleId}/card/${module.cards[0]!.card_id}`,
    "/articles",
    "/about",
    "/contact",
    "/sbisavings",
    "/fin-tools/sip-calculator",
    "/signin",
  ]) {
    await checkInHindi(page, path);
  }
  await context.close();
});

test("a Hindi learner's pages have no serious accessibility finding", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await context.newPage();
  await signUpThroughApi(page, baseURL!);
  await page.goto("/home");
  await waitForApp(page);
  // The header's switch saves Hindi to the account.
  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  for (const path of ["/home", "/fin-tools", "/fin-tools/expensetracker", "/policies", "/account"]) {
    await checkInHindi(page, path);
  }
  await context.close();
});
