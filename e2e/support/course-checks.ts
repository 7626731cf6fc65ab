import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { type CoursePlan, optionButton, rightAnswer } from "./courses.js";

/** Where a question card (by its English title) sits in the course. */
function locateByTitle(plan: CoursePlan, title: string) {
  for (const [index, module] of plan.modules.entries()) {
    const card = module.cards.find((c) => c.title === title);
    if (card) return { moduleIndex: index, moduleId: module.moduleId, cardId: card.card_id };
  }
  throw new Error(`No card titled "${title}" in course ${plan.id}`);
}

/**
 * Answers a placement check or course test on screen, question by question, until its verdict shows.
 * `right(moduleIndex)` says whether to choose the right option (found through the public answer check).
 */
export async function answerCheckOnPage(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  plan: CoursePlan,
  right: (moduleIndex: number) => boolean,
): Promise<number> {
  let asked = 0;
  for (;;) {
    const progress = page.getByTestId("check-progress");
    await expect(progress.or(page.getByTestId("check-result"))).toBeVisible();
    if (await page.getByTestId("check-result").isVisible()) return asked;
    const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
    const where = locateByTitle(plan, title);
    const answer = await rightAnswer(request, baseURL, plan.id, where.moduleId, where.cardId);
    await optionButton(page, right(where.moduleIndex) ? answer.right : answer.wrong).click();
    asked++;
    const next = page.getByRole("button", { name: /^(Next question|Finish and see results)$/ });
    await expect(next).toBeEnabled();
    const finishing = (await next.innerText()).includes("Finish");
    await next.click();
    if (finishing) {
      await expect(page.getByTestId("check-result")).toBeVisible();
      return asked;
    }
    // The next question is on screen once the count moves on.
    await expect(progress).toContainText(`Question ${asked + 1} of`);
  }
}

/** Passes a course's test through the API with the learner's session (the page's cookies). */
export async function passCourseTestThroughApi(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  courseId: number,
): Promise<string> {
  const headers = { origin: baseURL };
  const start = await page.request.post(`/api/courses/${courseId}/test`, { data: {}, headers });
  expect(start.status(), await start.text()).toBe(200);
  const attempt = (await start.json()) as {
    attempt_id: string;
    questions: { card_id: number; module_id: number }[];
  };
  const answers = [];
  for (const q of attempt.questions) {
    const { right } = await rightAnswer(request, baseURL, courseId, q.module_id, q.card_id);
    answers.push({ card_id: q.card_id, answer: right });
  }
  const sent = await page.request.post(`/api/courses/${courseId}/checks/${attempt.attempt_id}/submit`, {
    data: { answers },
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const result = (await sent.json()) as { passed: boolean; certificate_id: string | null };
  expect(result.passed).toBe(true);
  return result.certificate_id!;
}
