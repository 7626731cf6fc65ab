import { mkdir } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/axe.js";
import { coursePlan, listCourses, optionButton, rightAnswer } from "./support/courses.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";

/**
 * The Review deck (issue 27): a question missed in a course comes back on its day. The server's clock
 * is moved for this test's own requests only, by the cookie that E2E_CLOCK_COOKIE lets a loopback test
 * server read (apps/api/src/platform/clock-offset.ts); the other tests of the run keep the real time.
 */
const TEST_CLOCK_COOKIE = "arthshala_test_clock_offset_ms";
/** A whole day later is always the next India day (India keeps UTC+05:30 all year). */
const ONE_DAY_MS = 86_400_000;

/** Set REVIEW_SHOTS_DIR to keep screenshots of the tile and the review page at phone and desktop widths. */
const SHOTS = process.env.REVIEW_SHOTS_DIR;

async function shoot(page: Page, name: string, show?: Locator) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const [label, size] of [
    ["360", { width: 360, height: 800 }],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await show?.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(300); // the layout settles: a picture for people, no assertion rides on it
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

/** The FinStars pill on /home (a link to Rewards, where they are spent). */
const finStars = (page: Page) =>
  page.getByRole("list", { name: "Your progress" }).getByRole("link", { name: /FinStars/ });

test.use({ viewport: { width: 360, height: 740 } });

test("a question missed today is not in Review until its day; then it is, and a right answer pays a FinStar", async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const errors = watchPageErrors(page);
  await signUpThroughApi(page, baseURL!);
  const headers = { origin: baseURL! };

  // The first course's first module: the cards before its first keyed question are completed, and that
  // question is answered wrong, through the API with the page's cookies (as the card viewer would send it).
  const [course] = await listCourses(request);
  const plan = await coursePlan(request, baseURL!, course!.id);
  const module = plan.modules[0]!;
  let missed: { cardId: number; title: string; right: string } | undefined;
  for (const card of module.cards) {
    const path = `/api/courses/course/${plan.id}/module/${module.moduleId}/card/${card.card_id}`;
    let userAnswer: string | null = null;
    let verdict: Awaited<ReturnType<typeof rightAnswer>> | undefined;
    if (card.content_type === "question") {
      // The visitor's context (no cookie): checking an answer there records nothing for the learner.
      verdict = await rightAnswer(request, baseURL!, plan.id, module.moduleId, card.card_id);
      userAnswer = verdict.poll ? verdict.right : verdict.wrong;
    }
    const done = await page.request.post(`${path}/updateCard`, {
      data: { status: "completed", userAnswer },
      headers,
    });
    expect(done.status(), await done.text()).toBe(200);
    if (verdict && !verdict.poll) {
      expect(((await done.json()) as { is_correct: boolean }).is_correct).toBe(false);
      missed = { cardId: card.card_id, title: card.title, right: verdict.right };
      break;
    }
  }
  expect(missed, "the first module has a question with a right answer").toBeDefined();

  // Today: nothing to review yet.
  await page.goto("/home");
  const tile = page.getByTestId("review-tile");
  await expect(tile.getByTestId("review-tile-line")).toHaveText(
    "Nothing to review today — missed questions come back here on their day.",
  );
  await expect(tile.getByRole("link", { name: "Start your review" })).toHaveCount(0);
  const starsBefore = Number((await finStars(page).textContent())?.match(/\d+/)?.[0]);
  await shoot(page, "tile-nothing-due", tile);

  // The next India day, for this browser's requests only.
  await context.addCookies([{ name: TEST_CLOCK_COOKIE, value: String(ONE_DAY_MS), url: baseURL! }]);
  await page.goto("/home");
  await expect(tile.getByTestId("review-tile-line")).toHaveText("1 question to review today");
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, "tile-one-due", tile);
  await tile.getByRole("link", { name: "Start your review" }).click();

  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole("heading", { level: 1, name: missed!.title })).toBeVisible();
  const bar = page.getByTestId("review-action-bar");
  const check = bar.getByRole("button", { name: "Check" });
  await expect(check).toBeDisabled();
  // The primary button is on screen without scrolling, at 360×740.
  const box = (await check.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await shoot(page, "review-question");
  expect(await seriousViolations(page)).toEqual([]);

  await optionButton(page, missed!.right).click();
  await check.click();
  const sheet = page.getByTestId("review-feedback");
  await expect(sheet.getByRole("heading", { name: "Right! Nicely remembered." })).toBeVisible();
  await expect(sheet.getByTestId("review-earned")).toHaveText("+1 FinStar");
  const finish = sheet.getByRole("button", { name: "Finish" });
  // Once the sheet has slid up (220 ms), its Continue is on screen too.
  await expect
    .poll(async () => {
      const at = await finish.boundingBox();
      return at ? at.y + at.height : Number.POSITIVE_INFINITY;
    })
    .toBeLessThanOrEqual(740);
  await shoot(page, "review-verdict");
  expect(await seriousViolations(page)).toEqual([]);
  await finish.click();

  const done = page.getByTestId("review-done");
  await expect(done.getByRole("heading", { level: 1, name: "Review done: +1 FinStar" })).toBeVisible();
  await expect(done).toContainText("Today counts for your streak.");
  await expect(done.getByTestId("review-streak")).toHaveText("Streak: 2 days");
  await shoot(page, "review-done");

  // Home: one FinStar more, and the deck is done for the day.
  await done.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(finStars(page)).toHaveAccessibleName(`${starsBefore + 1} FinStars, spend them on Rewards`);
  await expect(tile.getByTestId("review-tile-line")).toHaveText(
    "Review done for today. Missed questions come back here on their day.",
  );
  expect(errors).toEqual([]);
});
