/**
 * Class assignments set up through the API (issue 40), for tests whose subject comes after them: an
 * assignment and a course of text cards (the facilitator, the class and joining it: support/classes.ts).
 * Each call goes with the given request context's cookies and a browser's Origin.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { PNG } from "./images.js";

/** India's day `days` after today, as a date input writes it (YYYY-MM-DD). */
export function indiaDayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** "Sat, 5 Dec" as the pages write a due day (en-IN; with its year when not this year's). */
export function dueLabel(day: string): string {
  const sameYear = day.slice(0, 4) === indiaDayFromToday(0).slice(0, 4);
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Assigns a course (or one module of it) to the class, optionally due on an India day. */
export async function assignThroughApi(
  facilitator: APIRequestContext,
  baseURL: string,
  classId: number,
  item: { courseId: number; moduleId?: number | null; dueOn?: string | null },
): Promise<{ id: number }> {
  const res = await facilitator.post(`/api/classes/${classId}/assignments`, {
    data: { course_id: item.courseId, module_id: item.moduleId ?? null, due_on: item.dueOn ?? null },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

export interface TextCourse {
  courseId: number;
  title: string;
  moduleId: number;
  moduleTitle: string;
  cardIds: number[];
}

/**
 * A course of one module of `cards` text cards, made through the admin API (`admin` signed in as the
 * admin): a lesson a learner finishes with Next alone.
 */
export async function textCourseThroughApi(
  admin: APIRequestContext,
  baseURL: string,
  titles: { course: string; module: string },
  cards = 2,
): Promise<TextCourse> {
  const headers = { origin: baseURL };
  const course = await admin.post("/api/courses/add", {
    headers,
    multipart: {
      title: titles.course,
      description: "What a class learns together.",
      modules_count: "1",
      duration: "5",
      thumbnail_file: { name: "t.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  const module = await admin.post(`/api/modules/add/${courseId}`, {
    headers,
    data: { title: titles.module, description: "", order_index: 0 },
  });
  expect(module.status(), await module.text()).toBe(201);
  const moduleId = ((await module.json()) as { id: number }).id;
  const cardIds: number[] = [];
  for (let i = 0; i < cards; i++) {
    const card = await admin.post(`/api/cards/add/${moduleId}`, {
      headers,
      multipart: {
        title: `Step ${i + 1}`,
        content_type: "text",
        content_text: `Part ${i + 1} of what the class reads: save a little each week.`,
        allotted_finstars: "5",
        order_index: String(i),
      },
    });
    expect(card.status(), await card.text()).toBe(201);
    cardIds.push(((await card.json()) as { card_id: number }).card_id);
  }
  return { courseId, title: titles.course, moduleId, moduleTitle: titles.module, cardIds };
}
