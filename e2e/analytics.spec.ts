import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  answerInLesson,
  articleFigures,
  buildAnalyticsArticle,
  buildAnalyticsCourse,
  openCourseReport,
  readArticle,
} from "./support/analytics.js";
import { indiaToday } from "./support/india-time.js";
import { contentWidth } from "./support/layout.js";
import { buildPerson, signInAsAdmin, signUpThroughApi } from "./support/people.js";

/**
 * Issue 40's author analytics agree with what learners did: three learners answer a course's questions
 * in the lesson (right, wrong, and one who stops) and read an article (two to its end, and rate it);
 * then the admin's /admin/analytics shows exactly those counts and shares, on a desktop and a phone.
 * The course and article are this test's own: the run's server is shared with other tests.
 * ANALYTICS_SHOTS_DIR=<dir> keeps screenshots of the pages.
 */

const shotsDir = process.env.ANALYTICS_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
  // A phone's page in screens, to look at each at its real size.
  const { width, height } = page.viewportSize()!;
  if (width > 400) return;
  const tall = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < tall; y += height, i++)
    await page.screenshot({
      path: path.join(shotsDir, `${name}-${i}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(height, tall - y) },
    });
}

test("learners answer and read in the app; the admin's analytics show exactly that", async ({
  page,
  browser,
  baseURL,
}) => {
  const run = randomBytes(3).toString("hex");
  await signInAsAdmin(page, baseURL!);
  const course = await buildAnalyticsCourse(page.request, baseURL!, run);
  const article = await buildAnalyticsArticle(page.request, baseURL!, run);

  // Rating means scrolling past the article's end, so only those who read to the end rate.
  const learners = [
    { lesson: [undefined, "5 lakh rupees", ["PPF", "FD"]], read: { toTheEnd: true, rating: 5 } },
    { lesson: [undefined, "1 lakh rupees", ["PPF"]], read: { toTheEnd: false } },
    { lesson: [undefined, "10 lakh rupees"], read: { toTheEnd: true, rating: 3 } },
  ] as const;
  for (const learner of learners) {
    const context = await browser.newContext();
    const learnerPage = await context.newPage();
    await signUpThroughApi(learnerPage, baseURL!, buildPerson());
    await answerInLesson(learnerPage, course, learner.lesson);
    if (learner.read) await readArticle(learnerPage, article, learner.read);
    await context.close();
  }

  // The admin dashboard's tile, then the last 30 days (the default).
  await page.goto("/admin");
  await page.getByRole("link", { name: /^Analytics/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const today = indiaToday();
  await expect(page.getByTestId("analytics-period")).toContainText("30 days");
  const listed = page.getByTestId(`analytics-course-${course.courseId}`);
  await expect(listed).toContainText("3 started");
  await expect(listed).toContainText("2 finished");
  await expect(listed).toContainText("67% of those who started finished");
  expect(await articleFigures(page, article.id)).toEqual({
    reads: 3,
    readers: 3,
    readThrough: "67%",
    ratings: "4.0 ★ · 2 ratings",
  });
  await shot(page, "admin-analytics-desktop");

  const report = await openCourseReport(page, "/admin/analytics", course.title);
  expect(report).toEqual({
    started: 3,
    finished: 2,
    modules: [{ started: 3, finished: 2 }],
    cards: [
      { completed: 3, dropOff: "" },
      { completed: 3, dropOff: "" },
      { completed: 2, dropOff: "1 of 3 stopped before this card (33%)" },
    ],
    questions: [
      {
        accuracy: "Right the first time: 33% (1 of 3)",
        options: [
          { option: "1 lakh rupees", right: false, chose: "1 learner (33%)" },
          { option: "5 lakh rupees", right: true, chose: "1 learner (33%)" },
          { option: "10 lakh rupees", right: false, chose: "1 learner (33%)" },
        ],
      },
      {
        accuracy: "Right the first time: 50% (1 of 2)",
        options: [
          { option: "PPF", right: true, chose: "2 learners (100%)" },
          { option: "FD", right: true, chose: "1 learner (50%)" },
          { option: "Crypto coins", right: false, chose: "0 learners (0%)" },
        ],
      },
    ],
  });
  await shot(page, "admin-course-desktop");

  // A period of today alone, typed as custom dates: the same learners; the address keeps the course.
  await page.getByText("Custom dates").click();
  await page.getByLabel("From").fill(today);
  await page.getByLabel("To").fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(page.getByTestId("analytics-period")).toContainText("1 day");
  await expect(page.getByTestId("course-started")).toHaveText("3");
  // Days that end before today: nobody.
  await page.getByLabel("From").fill("2026-01-01");
  await page.getByLabel("To").fill("2026-01-31");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("analytics-period")).toContainText("31 days");
  await expect(page.getByTestId("course-started")).toHaveText("0");
  await expect(page.getByTestId("course-finish-rate")).toHaveText("–");
  await page.getByLabel("From").fill("2026-02-01");
  await page.getByLabel("To").fill("2026-01-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("alert")).toHaveText("The first day must not be after the last day.");

  // On a 360 px phone: the same numbers, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page.getByTestId("analytics-period")).toContainText("7 days");
  await expect(page.getByTestId("course-started")).toHaveText("3");
  expect(await contentWidth(page)).toBeLessThanOrEqual(360);
  await shot(page, "admin-course-phone");
  await page.getByRole("link", { name: "All courses" }).click();
  const card = page.getByTestId(`analytics-article-card-${article.id}`);
  await expect(card).toContainText("Read to the end67%");
  expect(await contentWidth(page)).toBeLessThanOrEqual(360);
  await shot(page, "admin-analytics-phone");
});
