/**
 * A lesson is a focused screen (issue 39): on a phone and on a desktop, a card shows only a close
 * control, the module's progress and the language switch, not the site's header (logo, bell, avatar,
 * menu). The close has an accessible name in English and in Hindi and is reached from the keyboard.
 */
import { expect, type Page, test } from "@playwright/test";
import { coursePlan, listCourses } from "./support/courses.js";
import { signUpThroughApi } from "./support/people.js";

test.use({ viewport: { width: 360, height: 740 } });

async function openFirstCard(page: Page, baseURL: string) {
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL, course!.id);
  const module = plan.modules[0]!;
  await page.goto(`/courses/course/${plan.id}/module/${module.moduleId}/card/${module.cards[0]!.card_id}`);
  return plan;
}

async function expectLessonChromeOnly(page: Page, close: RegExp, language: string) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // No site header: no banner, logo link, bell, account picture or menu.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Notifications" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Open menu|मेन्यू खोलें)$/ })).toHaveCount(0);
  // Close, progress and the language switch, in one row at the top.
  const closeLink = page.getByRole("link", { name: close });
  await expect(closeLink).toBeVisible();
  await expect(page.getByRole("progressbar")).toBeVisible();
  const switcher = page.getByRole("group", { name: language });
  await expect(switcher).toBeVisible();
  const top = (await closeLink.boundingBox())!;
  expect(top.y).toBeLessThan(80);
  expect((await switcher.boundingBox())!.y).toBeLessThan(80);
}

test("a learner's lesson shows only close, progress and the language switch, on a phone and a desktop, in English and Hindi", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  const plan = await openFirstCard(page, baseURL!);
  await expectLessonChromeOnly(page, new RegExp(`^Close lesson: ${plan.title}`), "Language");

  // The keyboard reaches the close first (after the skip link).
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /^Close lesson/ })).toBeFocused();

  // The switch works from inside the lesson: the close is named in Hindi.
  await page.getByRole("button", { name: "हिंदी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expectLessonChromeOnly(page, /^पाठ बंद करें: /, "भाषा");

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectLessonChromeOnly(page, /^पाठ बंद करें: /, "भाषा");
});
