import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { PNG } from "./images.js";

export interface SummaryCard {
  id: number;
  title: string;
  total_cards: number;
}

export interface RoadmapCard {
  card_id: number;
  title: string;
  content_type: string;
}

export interface CoursePlan {
  id: number;
  title: string;
  modules: { moduleId: number; cards: RoadmapCard[] }[];
}

export const LOCKED_TEXT = "Card Locked: Please complete the previous card to unlock this one.";

/** The seeded course list, in the order the API gives it. */
export async function listCourses(request: APIRequestContext): Promise<SummaryCard[]> {
  const response = await request.get("/api/courses/getall");
  expect(response.status()).toBe(200);
  return (await response.json()) as SummaryCard[];
}

/** A course's modules and cards, read as a visitor would (the roadmap call is public). */
export async function coursePlan(
  request: APIRequestContext,
  baseURL: string,
  courseId: number,
): Promise<CoursePlan> {
  const response = await request.post(`/api/courses/course/${courseId}`, {
    data: {},
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    id: number;
    title: string;
    data: { moduleId: number; cards: RoadmapCard[] }[];
  };
  return { id: body.id, title: body.title, modules: body.data };
}

interface QuestionCard {
  options: string[];
}

/**
 * Finds a question's right option through the public answer check (it saves nothing),
 * so the test can choose it, or deliberately choose another one.
 */
export async function rightAnswer(
  request: APIRequestContext,
  baseURL: string,
  courseId: number,
  moduleId: number,
  cardId: number,
): Promise<{ right: string; wrong: string; poll: boolean }> {
  const cardPath = `/api/courses/course/${courseId}/module/${moduleId}/card/${cardId}`;
  const headers = { origin: baseURL };
  // Pass a request context without the learner's cookie: a visitor's read does not depend on locks.
  const card = (await (await request.post(cardPath, { data: {}, headers })).json()) as QuestionCard;
  for (const option of card.options) {
    const check = await request.post(`${cardPath}/check`, { data: { userAnswer: option }, headers });
    expect(check.status()).toBe(200);
    const verdict = ((await check.json()) as { is_correct: boolean | null }).is_correct;
    // A question about the learner ("What do you want from your money?") has no right answer.
    if (verdict === null) return { right: card.options[0]!, wrong: card.options[1]!, poll: true };
    if (verdict === true) {
      const wrong = card.options.find((o) => o !== option);
      if (!wrong) throw new Error(`Card ${cardId} has a single option`);
      return { right: option, wrong, poll: false };
    }
  }
  throw new Error(`No option of card ${cardId} is right`);
}

/** One option of the question on screen, by its text. */
export function optionButton(page: Page, text: string) {
  return page.locator("[data-state]").filter({ hasText: text });
}

export interface BuiltCourse {
  courseId: number;
  moduleId: number;
  cardId: number;
}

/** A course of one module whose first card is a multiple-choice question, made through the admin API. */
export async function buildQuestionCourse(
  request: APIRequestContext,
  baseURL: string,
  run: string,
): Promise<BuiltCourse> {
  const headers = { origin: baseURL };
  const course = await request.post("/api/courses/add", {
    headers,
    multipart: {
      title: `Deposit insurance ${run}`,
      description: "What DICGC covers.",
      modules_count: "1",
      duration: "5",
      thumbnail_file: { name: "t.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  const module = await request.post(`/api/modules/add/${courseId}`, {
    headers,
    data: { title: "Insurance", description: "", order_index: 0 },
  });
  expect(module.status(), await module.text()).toBe(201);
  const moduleId = ((await module.json()) as { id: number }).id;
  const card = await request.post(`/api/cards/add/${moduleId}`, {
    headers,
    multipart: {
      title: "How much is insured?",
      content_type: "question",
      question_type: "mcq_single",
      content_text: "How much of your deposit in one bank is insured?",
      allotted_finstars: "5",
      order_index: "0",
      "options[0]": "1 lakh rupees",
      "options[1]": "5 lakh rupees",
      correct_answer: "5 lakh rupees",
      explanation: "DICGC insures up to 5 lakh rupees per depositor per bank.",
    },
  });
  expect(card.status(), await card.text()).toBe(201);
  const cardId = ((await card.json()) as { card_id: number }).card_id;
  return { courseId, moduleId, cardId };
}

/**
 * Finishes module `index` of `plan` through the API with the page's cookies, as the card viewer sends
 * each card (the lesson itself is walked in lesson.spec.ts), every question answered right (found with
 * `visitor`, a request context without the learner's cookie: a learner's check is their answer). Returns
 * the module's celebration path.
 */
export async function finishModuleThroughApi(
  page: Page,
  visitor: APIRequestContext,
  baseURL: string,
  plan: CoursePlan,
  index: number,
): Promise<string> {
  const module = plan.modules[index]!;
  const headers = { origin: baseURL };
  for (const card of module.cards) {
    const path = `/api/courses/course/${plan.id}/module/${module.moduleId}/card/${card.card_id}`;
    const userAnswer =
      card.content_type === "question"
        ? (await rightAnswer(visitor, baseURL, plan.id, module.moduleId, card.card_id)).right
        : null;
    const done = await page.request.post(`${path}/updateCard`, {
      data: { status: "completed", userAnswer },
      headers,
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  return `/courses/course/${plan.id}/module/${module.moduleId}/done`;
}
