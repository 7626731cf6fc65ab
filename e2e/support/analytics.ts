/**
 * Author analytics (issue 40) as people meet them: a course and an article made through the admin API
 * for a test of its own (the run's server is shared, so seeded content has other tests' learners), a
 * learner answering in the lesson and reading an article to its end, and the analytics pages read back
 * as numbers. For analytics.spec.ts and the whole-loop test of issue 40.
 */
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { optionButton } from "./courses.js";
import { PNG } from "./images.js";
import { cardNav, continueFromSheet, feedbackSheet } from "./lesson.js";

export interface AnalyticsCourse {
  courseId: number;
  moduleId: number;
  title: string;
  /** In lesson order: a text card, then the two questions. */
  cardIds: [number, number, number];
  single: { options: string[]; right: string };
  multiple: { options: string[]; right: string[] };
}

/**
 * A course of one module, made through the admin API with `request` signed in as an Admin: a text card,
 * a single-choice question (right: "5 lakh rupees") and a multiple-choice one (right: PPF and FD).
 */
export async function buildAnalyticsCourse(
  request: APIRequestContext,
  baseURL: string,
  run: string,
): Promise<AnalyticsCourse> {
  const headers = { origin: baseURL };
  const title = `Deposits and you ${run}`;
  const course = await request.post("/api/courses/add", {
    headers,
    multipart: {
      title,
      description: "Where savings are safe.",
      modules_count: "1",
      duration: "5",
      thumbnail_file: { name: "t.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  const module = await request.post(`/api/modules/add/${courseId}`, {
    headers,
    data: { title: "Safe savings", description: "", order_index: 0 },
  });
  expect(module.status(), await module.text()).toBe(201);
  const moduleId = ((await module.json()) as { id: number }).id;
  const single = { options: ["1 lakh rupees", "5 lakh rupees", "10 lakh rupees"], right: "5 lakh rupees" };
  const multiple = { options: ["PPF", "FD", "Crypto coins"], right: ["PPF", "FD"] };
  const cards: Record<string, string>[] = [
    {
      title: "Why a bank account",
      content_type: "text",
      content_text: "A bank keeps your money safe and pays interest.",
    },
    {
      title: "How much is insured?",
      content_type: "question",
      question_type: "mcq_single",
      content_text: "How much of your deposit in one bank is insured?",
      ...Object.fromEntries(single.options.map((o, i) => [`options[${i}]`, o])),
      correct_answer: single.right,
      explanation: "DICGC insures up to 5 lakh rupees per depositor per bank.",
    },
    {
      title: "Which are guaranteed?",
      content_type: "question",
      question_type: "mcq_multiple",
      content_text: "Which of these keep your money safe? Choose all that do.",
      ...Object.fromEntries(multiple.options.map((o, i) => [`options[${i}]`, o])),
      correct_answer: multiple.right.join(", "),
      explanation: "PPF is backed by the government and FDs by deposit insurance.",
    },
  ];
  const cardIds: number[] = [];
  for (const [i, card] of cards.entries()) {
    const made = await request.post(`/api/cards/add/${moduleId}`, {
      headers,
      multipart: { allotted_finstars: "5", order_index: String(i), ...card },
    });
    expect(made.status(), await made.text()).toBe(201);
    cardIds.push(((await made.json()) as { card_id: number }).card_id);
  }
  return { courseId, moduleId, title, cardIds: cardIds as [number, number, number], single, multiple };
}

/** A published article made through the admin API; long enough that its end is below a phone's screen. */
export async function buildAnalyticsArticle(
  request: APIRequestContext,
  baseURL: string,
  run: string,
): Promise<{ id: number; title: string; slug: string }> {
  const paragraphs = Array.from(
    { length: 30 },
    (_, i) =>
      `Step ${i + 1}: put a little aside every week, before you spend on anything else. Small sums grow when they are left alone.`,
  );
  const added = await request.post("/api/articles/add", {
    headers: { origin: baseURL },
    multipart: {
      title: `Saving a little every week ${run}`,
      content: `## Start small\n\n${paragraphs.join("\n\n")}\n\nThat is all: start this week.`,
      status: "published",
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  return (await added.json()) as { id: number; title: string; slug: string };
}

const cardPath = (course: AnalyticsCourse, index: number) =>
  `/courses/course/${course.courseId}/module/${course.moduleId}/card/${course.cardIds[index]}`;

/**
 * The signed-in learner of `page` goes through the course in the lesson, as far as `answers` reach:
 * undefined for the text card (Next), one option for the single-choice question, several for the
 * multiple-choice one (each ticked, then Check).
 */
export async function answerInLesson(
  page: Page,
  course: AnalyticsCourse,
  answers: readonly (string | readonly string[] | undefined)[],
): Promise<void> {
  await page.goto(cardPath(course, 0));
  for (const [i, answer] of answers.entries()) {
    await expect(page).toHaveURL(new RegExp(`${cardPath(course, i)}$`));
    if (answer === undefined) {
      // A text card completes when it opens (its save may have answered already): Next is enabled,
      // named "Next" rather than the locked label, once the server has confirmed it.
      const next = cardNav(page).getByRole("button", { name: "Next" });
      await expect(next).toBeEnabled();
      await next.click();
      continue;
    }
    for (const option of [answer].flat()) await optionButton(page, option).click();
    const saved = page.waitForResponse((r) => r.url().endsWith("/updateCard"));
    await cardNav(page).getByRole("button", { name: "Check" }).click();
    expect((await saved).status()).toBe(200);
    await expect(feedbackSheet(page)).toBeVisible();
    // Continue leads on to the next card, or to the module's end: only go on while there is more to do.
    if (i < answers.length - 1) await continueFromSheet(page);
  }
}

/**
 * The signed-in learner opens the article in the reader and, with `toTheEnd`, scrolls to its end (the
 * reader then tells the server it was read through); with `rating`, rates it.
 */
export async function readArticle(
  page: Page,
  article: { id: number; title: string },
  { toTheEnd, rating }: { toTheEnd: boolean; rating?: number },
): Promise<void> {
  const opened = page.waitForResponse(
    (r) => r.url().endsWith("/api/articles/updatetask") && !r.request().postData()?.includes("readThrough"),
  );
  await page.goto(`/articles?article=${article.id}`);
  const reader = page.getByRole("dialog", { name: article.title });
  await expect(reader).toBeVisible();
  expect((await opened).status()).toBe(200);
  if (toTheEnd) {
    const through = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/articles/updatetask") && !!r.request().postData()?.includes("readThrough"),
    );
    await reader.getByText("That is all: start this week.").scrollIntoViewIfNeeded();
    expect((await through).status()).toBe(200);
  }
  if (rating !== undefined) {
    const stars = reader.getByRole("button", { name: rating === 1 ? "Rate 1 star" : `Rate ${rating} stars` });
    await stars.scrollIntoViewIfNeeded();
    await expect(stars).toBeEnabled();
    await stars.click();
    await expect(page.getByText("Thanks for rating the article!")).toBeVisible();
  }
}

/** What a course's report shows, read from the page as numbers. */
export interface CourseFigures {
  started: number;
  finished: number;
  modules: { started: number; finished: number }[];
  /** Per card of module 1: completions, and the drop-off line ("" for none). */
  cards: { completed: number; dropOff: string }[];
  /** Per question card of module 1, in order: the accuracy line and each option's learners. */
  questions: { accuracy: string; options: { option: string; right: boolean; chose: string }[] }[];
}

const numberIn = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/**
 * Opens the analytics at `path` (/admin/analytics, or an organisation's), for `search` (a period such as
 * "?days=7"), then the course by its title, and reads its report.
 */
export async function openCourseReport(
  page: Page,
  path: string,
  title: string,
  search = "",
): Promise<CourseFigures> {
  await page.goto(`${path}${search}`);
  await page.getByRole("link", { name: `See ${title}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  return readCourseReport(page);
}

export async function readCourseReport(page: Page): Promise<CourseFigures> {
  const modules = [];
  for (const module of await page.locator('[data-testid^="analytics-module-"]').all()) {
    modules.push({
      started: numberIn(await module.getByTestId("module-started").textContent()),
      finished: numberIn(await module.getByTestId("module-finished").textContent()),
    });
  }
  const cards = [];
  const questions = [];
  for (const card of await page.locator('[data-testid^="analytics-card-1-"]').all()) {
    const dropOff = card.getByTestId("analytics-drop-off");
    cards.push({
      completed: numberIn(await card.getByTestId("card-completed").textContent()),
      dropOff: (await dropOff.count()) ? ((await dropOff.textContent()) ?? "") : "",
    });
    const accuracy = card.getByTestId("analytics-accuracy");
    if ((await accuracy.count()) === 0) continue;
    const options = [];
    for (const option of await card.getByTestId("analytics-option").all()) {
      options.push({
        option: ((await option.getByTestId("option-text").textContent()) ?? "").trim(),
        right: (await option.getAttribute("data-correct")) === "true",
        chose: ((await option.getByTestId("option-chose").textContent()) ?? "").trim(),
      });
    }
    questions.push({ accuracy: (await accuracy.textContent()) ?? "", options });
  }
  return {
    started: numberIn(await page.getByTestId("course-started").textContent()),
    finished: numberIn(await page.getByTestId("course-finished").textContent()),
    modules,
    cards,
    questions,
  };
}

/** An article's row in /admin/analytics (the table on a wide screen): its figures as shown. */
export async function articleFigures(page: Page, articleId: number) {
  const row = page.getByTestId(`analytics-article-${articleId}`);
  await expect(row).toBeVisible();
  return {
    reads: numberIn(await row.getByTestId("article-reads").textContent()),
    readers: numberIn(await row.getByTestId("article-readers").textContent()),
    readThrough: (await row.getByTestId("article-read-through").textContent())?.trim() ?? "",
    ratings: (await row.getByTestId("article-ratings").textContent())?.trim() ?? "",
  };
}
