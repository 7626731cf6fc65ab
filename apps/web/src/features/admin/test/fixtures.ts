/** Admin test data and a way to read the multipart bodies the admin forms send. */
import type { AdminCard, AdminModule } from "@arthshala/contracts/learning";
import type { AuthoringCourse } from "@arthshala/contracts/org-courses";
import { vi } from "vitest";

export function course(overrides: Partial<AuthoringCourse> = {}): AuthoringCourse {
  return {
    id: 1,
    title: "Money Basics",
    description: "Needs, wants and budgets.",
    thumbnail_url: null,
    modules_count: 4,
    duration: 26,
    total_cards: 0,
    completed_cards: 0,
    progress: 0,
    organisation: null,
    published_to_all_at: null,
    ...overrides,
  };
}

export function adminModule(overrides: Partial<AdminModule> = {}): AdminModule {
  return {
    id: 11,
    course_id: 1,
    title: "Needs vs wants",
    description: "Spot the difference.",
    order_index: 0,
    cards_count: 3,
    ...overrides,
  };
}

export function adminCard(overrides: Partial<AdminCard> = {}): AdminCard {
  return {
    card_id: 101,
    module_id: 11,
    title: "Where does the money go?",
    content_type: "text",
    content_title: null,
    content_text: "Priya gets **₹8,000** a month.",
    image_url: null,
    video_url: null,
    audio_url: null,
    allotted_finstars: 5,
    order_index: 0,
    answer_compulsory: false,
    question_type: null,
    answer_unit: null,
    tolerance: null,
    options: [],
    options_tags: [],
    correct_answer: null,
    explanation: null,
    feedback_type: null,
    ...overrides,
  };
}

/** The FormData bodies sent to `path` (mockApi records JSON bodies only). */
export function formBodies(method: string, path: string): FormData[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([input, init]) => {
      const url = new URL(String(input), "http://localhost");
      return url.pathname === path && (init?.method ?? "GET") === method;
    })
    .map(([, init]) => init?.body)
    .filter((body): body is FormData => body instanceof FormData);
}

/** A FormData's text fields as a plain object (files are left out). */
export function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === "string") out[key] = value;
  });
  return out;
}

export const pngFile = (name = "piggy.png") =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: "image/png" });
export const textFile = (name = "notes.txt") => new File(["hello"], name, { type: "text/plain" });
