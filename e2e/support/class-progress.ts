/**
 * A class and its learners' answers, set up through the product's own API as the people would (issue 40):
 * an Admin makes a Facilitator, who makes an organisation and a class and assigns a module; learners join
 * with the class's code and answer through the learning route. For the dashboard's spec and the lead's
 * whole-loop test; the screens themselves are driven in the specs.
 */

import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from "@playwright/test";
import { parse } from "csv-parse/sync";
import { classWithFacilitator, joinThroughApi } from "./classes.js";
import { type CoursePlan, coursePlan, listCourses, rightAnswer } from "./courses.js";
import { buildPerson, type Person, signUpThroughApi } from "./people.js";

export interface ClassSetUp {
  classId: number;
  joinCode: string;
  className: string;
  facilitator: Person;
  /** The facilitator's signed-in browser context. */
  context: BrowserContext;
  page: Page;
}

/**
 * A new Facilitator (made one by the Admin) with an organisation and a class, signed in in a context
 * of their own. `contextOptions` sets the viewport and the like.
 */
export async function facilitatorWithClass(
  browser: Browser,
  baseURL: string,
  className: string,
  contextOptions: Parameters<Browser["newContext"]>[0] = {},
): Promise<ClassSetUp> {
  const facilitator = buildPerson({ name: `Meera Teacher ${Math.random().toString(36).slice(2, 6)}` });
  const context = await browser.newContext({ baseURL, ...contextOptions });
  const page = await context.newPage();
  const cls = await classWithFacilitator(page.request, baseURL, facilitator, { name: className });
  return { classId: cls.id, joinCode: cls.join_code, className, facilitator, context, page };
}

/** Assigns one module of a course to the class (the facilitator's request context). */
export async function assignModule(
  request: APIRequestContext,
  baseURL: string,
  classId: number,
  courseId: number,
  moduleId: number,
): Promise<void> {
  const res = await request.post(`/api/classes/${classId}/assignments`, {
    data: { course_id: courseId, module_id: moduleId },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Signs a new learner up in a context of their own and joins the class with its code. */
export async function learnerInClass(
  browser: Browser,
  baseURL: string,
  joinCode: string,
  person: Person = buildPerson(),
): Promise<{ person: Person; context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signUpThroughApi(page, baseURL, person);
  await joinThroughApi(page.request, baseURL, joinCode);
  return { person, context, page };
}

/** The first seeded course with a module that has a question card: the one a class is assigned. */
export async function courseWithQuestions(
  request: APIRequestContext,
  baseURL: string,
): Promise<{ plan: CoursePlan; moduleIndex: number }> {
  for (const course of await listCourses(request)) {
    const plan = await coursePlan(request, baseURL, course.id);
    const moduleIndex = plan.modules.findIndex((m) => m.cards.some((c) => c.content_type === "question"));
    if (moduleIndex >= 0) return { plan, moduleIndex };
  }
  throw new Error("no seeded course has a question");
}

export interface AnswerPlan {
  /** How many of the module's cards to complete, in order (all when absent). */
  cards?: number;
  /** Answer the module's first question wrong (every other question right). */
  firstQuestionWrong?: boolean;
}

/**
 * Completes the module's first cards through the learning route with the learner's cookies, as the card
 * viewer sends them. Returns what was answered to each question card, by card id.
 */
export async function answerModule(
  learner: Page,
  visitor: APIRequestContext,
  baseURL: string,
  plan: CoursePlan,
  moduleIndex: number,
  how: AnswerPlan = {},
): Promise<Map<number, { answer: string; right: boolean }>> {
  const module = plan.modules[moduleIndex]!;
  const answers = new Map<number, { answer: string; right: boolean }>();
  let questions = 0;
  for (const card of module.cards.slice(0, how.cards ?? module.cards.length)) {
    const path = `/api/courses/course/${plan.id}/module/${module.moduleId}/card/${card.card_id}`;
    let userAnswer: string | null = null;
    if (card.content_type === "question") {
      const { right, wrong } = await rightAnswer(visitor, baseURL, plan.id, module.moduleId, card.card_id);
      const wrongHere = how.firstQuestionWrong === true && questions === 0;
      userAnswer = wrongHere ? wrong : right;
      answers.set(card.card_id, { answer: userAnswer, right: !wrongHere });
      questions++;
    }
    const done = await learner.request.post(`${path}/updateCard`, {
      data: { status: "completed", userAnswer },
      headers: { origin: baseURL },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  return answers;
}

/** A CSV file's rows, read with csv-parse (the tracker's import reader), its byte-order mark dropped. */
export function parseCsv(text: string): string[][] {
  return parse(text.replace(/^\uFEFF/, "")) as string[][];
}
