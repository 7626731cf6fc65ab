/**
 * A whole module on a 360x740 phone, as issue 27 asks: the action bar is on screen on every card, the
 * verdict slides up with Continue in view, a question missed at first comes back at the module's end,
 * and the celebration shows what the server paid.
 */
import { devices, expect, type Page, test } from "@playwright/test";
import { rightAnswer } from "./support/courses.js";
import {
  answerWith,
  celebrationFigures,
  continueFromSheet,
  feedbackSheet,
  finishReviewRound,
  forwardButton,
} from "./support/lesson.js";
import { signUpThroughApi } from "./support/people.js";
import { shortestCourse } from "./support/viewer.js";

const { defaultBrowserType: _, ...phone } = devices["Pixel 5"];
test.use({ ...phone, viewport: { width: 360, height: 740 } });

/** The element lies wholly inside the 360x740 screen, as drawn now (no scrolling done for it). */
async function expectOnScreen(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  expect(box!.y, `${testId} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${testId} bottom`).toBeLessThanOrEqual(740);
  expect(box!.x + box!.width, `${testId} right`).toBeLessThanOrEqual(360);
}

test("a learner takes a whole module on a phone: bar on screen, missed question back, celebration", async ({
  page,
  request,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  const { plan } = await shortestCourse(request, baseURL!);
  const module = plan.modules[0]!;
  const questions = module.cards.filter((c) => c.content_type === "question");
  expect(questions.length, "the shortest course's first module has a question").toBeGreaterThan(0);
  const missed = questions[0]!;

  let stars = 0;
  page.on("response", async (response) => {
    if (!response.url().endsWith("/updateCard") || !response.ok()) return;
    stars += ((await response.json()) as { awarded_finstars: number }).awarded_finstars;
  });

  await page.goto(`/courses/course/${plan.id}/module/${module.moduleId}/card/${module.cards[0]!.card_id}`);
  const rights = new Map<string, string>();
  let score = 15; // finishing the module
  for (const [index, card] of module.cards.entries()) {
    const last = index === module.cards.length - 1;
    await expect(page.getByRole("heading", { level: 1, name: card.title })).toBeVisible();
    // A focused screen: no site footer (nor its newsletter form), a close control, the bar in view.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Close lesson: / })).toBeVisible();
    await expectOnScreen(page, "lesson-action-bar");
    await expect(page.getByTestId("module-cards")).toHaveText(
      new RegExp(`^\\d+/${module.cards.length} cards$`),
    );

    if (card.content_type === "question") {
      const { right, wrong, poll } = await rightAnswer(
        request,
        baseURL!,
        plan.id,
        module.moduleId,
        card.card_id,
      );
      rights.set(card.title, right);
      const choice = card === missed && !poll ? wrong : right;
      score += choice === right && !poll ? 10 : 5;
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/card/${card.card_id}/updateCard`)),
        answerWith(page, choice),
      ]);
      await expect(feedbackSheet(page)).toBeVisible();
      // The sheet has slid up (its 220 ms animation ends before a box is read) with Continue in view.
      await expect(feedbackSheet(page).getByRole("button", { name: "Continue" })).toBeFocused();
      await page.waitForFunction(() =>
        document
          .querySelector('[data-testid="feedback-sheet"]')
          ?.getAnimations()
          .every((a) => a.playState === "finished"),
      );
      await expectOnScreen(page, "feedback-sheet");
      if (last) break;
      await continueFromSheet(page);
    } else {
      score += 5;
      await expect(forwardButton(page)).toBeEnabled();
      if (last) break;
      await forwardButton(page).click();
    }
  }

  // The module's end: the question missed at first comes back, answered right now, then the celebration.
  if ((await feedbackSheet(page).count()) > 0) await continueFromSheet(page);
  else await forwardButton(page).click();
  const asked = await finishReviewRound(page, (title) => rights.get(title)!);
  expect(asked).toEqual([missed.title]);
  await expect(page).toHaveURL(new RegExp(`/module/${module.moduleId}/done$`));
  await expect(page.getByRole("heading", { level: 1, name: "Module complete!" })).toBeVisible();
  expect(await celebrationFigures(page)).toEqual({ stars, score, streak: 1 });
  await expect(page.getByRole("link", { name: "Next Module" })).toBeVisible();
  // The review round paid nothing more: the server's totals are what the module paid.
  const home = await page.request.post("/api/home/getdata", { data: {}, headers: { origin: baseURL! } });
  expect(((await home.json()) as { userData: { fin_stars: number } }).userData.fin_stars).toBe(stars);
});

test("a visitor who opens a module's end by its address gets the round of what this browser missed", async ({
  page,
  request,
  baseURL,
}) => {
  const { plan } = await shortestCourse(request, baseURL!);
  const module = plan.modules[0]!;
  const question = module.cards.find((c) => c.content_type === "question")!;
  const { right, wrong } = await rightAnswer(request, baseURL!, plan.id, module.moduleId, question.card_id);
  // This browser read the whole module and answered the question wrong (localProgress's record).
  const progress = {
    completed: module.cards.map((c) => c.card_id),
    answers: { [question.card_id]: wrong },
  };
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [`arthshala:progress:${plan.id}`, JSON.stringify(progress)],
  );
  // Drawn by the server (200), then the round from this browser's answers: never skipped.
  const res = await page.goto(`/courses/course/${plan.id}/module/${module.moduleId}/finish`);
  expect(res?.status()).toBe(200);
  expect(await finishReviewRound(page, () => right)).toEqual([question.title]);
  await expect(page.getByRole("heading", { level: 1, name: "Module complete!" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Module complete!" })).toBeVisible();
  await expect(
    page.getByText("Sign in to keep your progress and earn FinStars for what you learn."),
  ).toBeVisible();
});
