import { expect, type Page, test } from "@playwright/test";
import { coursePlan, LOCKED_TEXT, listCourses, optionButton, rightAnswer } from "./support/courses.js";
import { answerWith, feedbackSheet, forwardButton } from "./support/lesson.js";

const nav = (page: Page) => page.getByRole("navigation", { name: "Card navigation" });

test.describe("visitors", () => {
  test("the landing page's courses ask a visitor to sign in; Give It a Go opens the last course", async ({
    page,
    request,
  }) => {
    const courses = await listCourses(request);
    expect(courses.length).toBeGreaterThan(1);
    const last = courses.at(-1)!;

    await page.goto("/");
    const explore = page.getByRole("region", { name: "Explore Courses" });
    await explore.getByRole("button", { name: new RegExp(courses[0]!.title) }).click();
    await expect(page.getByText("Please sign in!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole("link", { name: "Give It a Go" }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/course/${last.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: last.title })).toBeVisible();
  });

  test("a visitor reads cards: locks open in this browser, questions show right and wrong", async ({
    page,
    request,
    baseURL,
  }) => {
    const [course] = await listCourses(request);
    const plan = await coursePlan(request, baseURL!, course!.id);
    const module = plan.modules[0]!;
    const [first, second] = module.cards;
    const question = module.cards.find((c) => c.content_type === "question")!;

    await page.goto(`/courses/course/${plan.id}`);
    await expect(page.getByRole("heading", { level: 1, name: plan.title })).toBeVisible();
    await expect(page.getByText(/Sign in to save your progress and earn FinStars\./)).toBeVisible();
    const secondLocked = page.getByRole("button", { name: new RegExp(second!.title) }).first();
    await expect(secondLocked).toHaveAttribute("data-state", "locked");
    await secondLocked.click();
    await expect(page.getByText(LOCKED_TEXT)).toBeVisible();

    // Opening a text card completes it in this browser, which unlocks Next.
    await page
      .getByRole("link", { name: new RegExp(first!.title) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: first!.title })).toBeVisible();
    await expect(nav(page).getByRole("button", { name: "Next" })).toBeEnabled();
    await expect(page.getByText("Sign in to save your progress and earn FinStars.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign up / Login" }).last()).toBeVisible();
    await expect(page.getByTestId("module-cards")).toHaveText(`1/${module.cards.length} cards`);
    await expect(page.getByText(/You earned/)).toHaveCount(0);

    await nav(page).getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { level: 1, name: second!.title })).toBeVisible();

    // Back on the roadmap, the cards read are completed and the next lock has opened.
    await page.goto(`/courses/course/${plan.id}`);
    await expect(page.getByRole("link", { name: new RegExp(second!.title) }).first()).toHaveAttribute(
      "data-state",
      "completed",
    );
    await expect(
      page.getByRole("link", { name: new RegExp(module.cards[2]!.title) }).first(),
    ).toHaveAttribute("data-state", "current");

    // A question: right or wrong is shown after choosing, with the right answer.
    const { right, wrong } = await rightAnswer(request, baseURL!, plan.id, module.moduleId, question.card_id);
    await page.goto(`/courses/course/${plan.id}/module/${module.moduleId}/card/${question.card_id}`);
    await expect(page.getByRole("heading", { level: 1, name: question.title })).toBeVisible();
    await expect(nav(page).getByRole("button", { name: "Check" })).toBeDisabled();
    await answerWith(page, wrong);
    await expect(optionButton(page, wrong)).toHaveAttribute("data-state", "wrong");
    await expect(optionButton(page, right)).toHaveAttribute("data-state", "answer");
    await expect(feedbackSheet(page).getByText(`Correct answer: ${right}`)).toBeVisible();

    // The answer stays locked in after a reload (kept in this browser), and nothing reached the server;
    // the verdict is in the card then, with Next in the bar.
    await page.reload();
    await expect(optionButton(page, wrong)).toHaveAttribute("data-state", "wrong");
    await expect(page.getByText(`Correct answer: ${right}`)).toBeVisible();
    await expect(forwardButton(page)).toBeEnabled();
    const roadmap = await page.request.post(`/api/courses/course/${plan.id}`, {
      data: {},
      headers: { origin: baseURL! },
    });
    expect(((await roadmap.json()) as { completed_cards: number }).completed_cards).toBe(0);
  });

  test("a visitor's right answer shows green", async ({ page, request, baseURL }) => {
    const [course] = await listCourses(request);
    const plan = await coursePlan(request, baseURL!, course!.id);
    const module = plan.modules[1] ?? plan.modules[0]!;
    const question = module.cards.find((c) => c.content_type === "question")!;
    const { right, wrong } = await rightAnswer(request, baseURL!, plan.id, module.moduleId, question.card_id);

    await page.goto(`/courses/course/${plan.id}/module/${module.moduleId}/card/${question.card_id}`);
    await expect(page.getByRole("heading", { level: 1, name: question.title })).toBeVisible();
    await answerWith(page, right);
    await expect(optionButton(page, right)).toHaveAttribute("data-state", "correct");
    await expect(optionButton(page, wrong)).toHaveAttribute("data-state", "dimmed");
    await expect(feedbackSheet(page).getByText("Correct! Nicely done.")).toBeVisible();
  });
});
