/**
 * Home's first screen on a phone is the learner's next step (issue 39): Continue sits inside the first
 * 740 px at 360×740, in English and in Hindi, and what FinStars and FinScore are folds behind a link.
 */
import { expect, type Page, test } from "@playwright/test";
import { coursePlan, listCourses } from "./support/courses.js";
import { signUpThroughApi } from "./support/people.js";

test.use({ viewport: { width: 360, height: 740 } });

/** A new learner who has done the first card of the first course: that course is ongoing. */
async function learnerWithOngoingCourse(page: Page, baseURL: string) {
  await signUpThroughApi(page, baseURL);
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL, course!.id);
  const module = plan.modules[0]!;
  const card = module.cards.find((c) => c.content_type !== "question")!;
  const done = await page.request.post(
    `/api/courses/course/${plan.id}/module/${module.moduleId}/card/${card.card_id}/updateCard`,
    { data: { status: "completed" }, headers: { origin: baseURL } },
  );
  expect(done.status(), await done.text()).toBe(200);
}

/** The box of `name`'s link or button is wholly on the first screen (scrolled to the top). */
async function expectOnFirstScreen(page: Page, name: RegExp) {
  const action = page.getByRole("main").getByRole("link", { name });
  await expect(action).toBeVisible();
  const box = (await action.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
}

test("a learner's next step is on the first screen of home, and the explanation is a tap away", async ({
  page,
  baseURL,
}) => {
  await learnerWithOngoingCourse(page, baseURL!);
  await page.goto("/home");
  await expectOnFirstScreen(page, /^Continue: /);
  // Today's streak is on that screen too.
  const streak = page.getByTestId("streak-today");
  await expect(streak).toBeVisible();
  const streakBox = (await streak.boundingBox())!;
  expect(streakBox.y + streakBox.height).toBeLessThanOrEqual(740);

  // The paragraphs about FinStars and FinScore wait behind a link.
  const explained = page.getByTestId("scores-explained");
  await expect(explained).toBeHidden();
  await page.getByText("How FinStars and FinScore work").click();
  await expect(explained).toBeVisible();
  await expect(explained).toContainText("are points for learning");

  // In Hindi: the same first screen.
  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.reload();
  await expectOnFirstScreen(page, /^जारी रखें: /);
  await expect(page.getByText("FinStars और FinScore कैसे काम करते हैं")).toBeVisible();
});
