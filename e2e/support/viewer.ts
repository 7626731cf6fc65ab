import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { type CoursePlan, coursePlan, listCourses, optionButton, rightAnswer } from "./courses.js";
import { answerWith, continueFromSheet, forwardButton } from "./lesson.js";

export interface FinishedModule {
  course: CoursePlan;
  moduleTitle: string;
  /** FinStars the server awarded, from the updateCard answers. */
  stars: number;
  /** FinScore earned: +5 a card, +10 a right answer instead, +15 the module (contracts/finscore-rules). */
  score: number;
}

const contentDir = path.resolve(import.meta.dirname, "../../content/courses");

/** Titles of the courses the server seeds from content/ (admin specs add their own while others run). */
export async function seededTitles(): Promise<Set<string>> {
  const files = (await readdir(contentDir)).filter((f) => f.endsWith(".json"));
  const titles = await Promise.all(
    files.map(
      async (f) => (JSON.parse(await readFile(path.join(contentDir, f), "utf8")) as { title: string }).title,
    ),
  );
  return new Set(titles);
}

/** The seeded course with the fewest cards, and the title of its first module. */
export async function shortestCourse(request: APIRequestContext, baseURL: string) {
  const seeded = await seededTitles();
  const courses = (await listCourses(request)).filter((c) => seeded.has(c.title));
  const shortest = [...courses].sort((a, b) => a.total_cards - b.total_cards)[0]!;
  const plan = await coursePlan(request, baseURL, shortest.id);
  // The roadmap answer carries module titles too; CoursePlan keeps only what other specs need.
  const raw = (await (
    await request.post(`/api/courses/course/${shortest.id}`, { data: {}, headers: { origin: baseURL } })
  ).json()) as { data: { moduleTitle: string }[] };
  return { plan, firstModuleTitle: raw.data[0]!.moduleTitle };
}

/**
 * Opens the shortest course from the Courses page and reads its first module through the card viewer,
 * answering each question right, as a learner would. Ends on the module's last card, completed.
 * `request` must be a context without the learner's cookie (it peeks at right answers as a visitor).
 * A question about the learner (no right answer) gets `pollAnswer` when it offers it, else its first option.
 */
export async function finishFirstModule(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  { pollAnswer }: { pollAnswer?: string } = {},
): Promise<FinishedModule> {
  const { plan, firstModuleTitle } = await shortestCourse(request, baseURL);
  const module = plan.modules[0]!;
  let stars = 0;
  let score = 15;
  const onResponse = async (response: import("@playwright/test").Response) => {
    if (!response.url().endsWith("/updateCard") || !response.ok()) return;
    stars += ((await response.json()) as { awarded_finstars: number }).awarded_finstars;
  };
  page.on("response", onResponse);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
  await page.getByRole("region", { name: "All courses" }).getByRole("link", { name: plan.title }).click();
  await page
    .getByRole("link", { name: new RegExp(module.cards[0]!.title) })
    .first()
    .click();

  for (const [index, card] of module.cards.entries()) {
    const last = index === module.cards.length - 1;
    await expect(page.getByRole("heading", { level: 1, name: card.title })).toBeVisible();
    if (card.content_type === "question") {
      const { right, poll } = await rightAnswer(request, baseURL, plan.id, module.moduleId, card.card_id);
      const choice =
        poll && pollAnswer && (await optionButton(page, pollAnswer).count()) > 0 ? pollAnswer : right;
      await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/card/${card.card_id}/updateCard`)),
        answerWith(page, choice),
      ]);
      // A question about the learner has no right answer: it counts as a card read.
      score += poll ? 5 : 10;
      if (!last) {
        await continueFromSheet(page);
        continue;
      }
    } else {
      score += 5;
    }
    await expect(forwardButton(page)).toBeEnabled();
    if (!last) await forwardButton(page).click();
  }
  // Ends on the last card (its sheet still up if it is a question): the module's end is the caller's.
  await expect.poll(() => stars).toBeGreaterThan(0);
  page.off("response", onResponse);
  return { course: plan, moduleTitle: firstModuleTitle, stars, score };
}
