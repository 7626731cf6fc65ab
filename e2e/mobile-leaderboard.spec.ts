/**
 * The leaderboard on a small phone (issue 39): two learners both shown as "Asha J." are told apart by
 * their avatars and short handles (@asha-j-…, never an email), the learner's own row is marked, shows
 * their handle and is on screen when the board opens, even on a long board at 360×640; a handle chosen on
 * /account is the one the board shows. In English and in Hindi.
 */
import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { personApi } from "./support/classes.js";
import { type CoursePlan, coursePlan, listCourses, rightAnswer } from "./support/courses.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { buildPerson, signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test.use({ viewport: { width: 360, height: 640 } });

interface BoardEntry {
  rank: number;
  name: string;
  handle?: string;
  score: number;
  you: boolean;
}
interface Board {
  entries: BoardEntry[];
  you: { rank: number | null; handle?: string };
}

/**
 * The first module of the seeded "Money Basics" course, read as a visitor, with each question's right
 * answer: found once per worker, as every learner here reads the same cards.
 */
let firstModuleOnce: Promise<{ path: string; cards: { id: number; answer?: string }[] }> | undefined;
function firstModule(visitor: APIRequestContext, baseURL: string) {
  firstModuleOnce ??= (async () => {
    const course = (await listCourses(visitor)).find((c) => c.title.startsWith("Money Basics"))!;
    const plan: CoursePlan = await coursePlan(visitor, baseURL, course.id);
    const module = plan.modules[0]!;
    const cards = [];
    for (const card of module.cards)
      cards.push({
        id: card.card_id,
        answer:
          card.content_type === "question"
            ? (await rightAnswer(visitor, baseURL, plan.id, module.moduleId, card.card_id)).right
            : undefined,
      });
    return { path: `/api/courses/course/${plan.id}/module/${module.moduleId}/card`, cards };
  })();
  return firstModuleOnce;
}

/**
 * Completes the first `cards` cards of that module for the learner whose session `learner` is (a page's
 * request or their own request context), answering questions right, so the learner has points on the
 * board. `visitor` is a context without their cookie.
 */
async function learnCards(
  learner: APIRequestContext,
  visitor: APIRequestContext,
  baseURL: string,
  cards: number,
) {
  const { path, cards: all } = await firstModule(visitor, baseURL);
  for (const card of all.slice(0, cards)) {
    const done = await learner.post(`${path}/${card.id}/updateCard`, {
      data:
        card.answer === undefined
          ? { status: "completed" }
          : { status: "completed", userAnswer: card.answer },
      headers: { origin: baseURL },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
}

/** A learner with some points, in an API session of their own (no browser: nobody looks at their pages). */
async function otherLearner(visitor: APIRequestContext, baseURL: string, name: string, cards: number) {
  const api = await personApi(baseURL, buildPerson({ name }));
  await learnCards(api, visitor, baseURL, cards);
  await api.dispose();
}

const board = async (page: Page) =>
  (await (await page.request.get("/api/home/leaderboard?board=all")).json()) as Board;

async function openBoard(page: Page, rankPill: RegExp, title: string) {
  await page.goto("/home");
  await waitForApp(page);
  await page.getByRole("button", { name: rankPill }).first().click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("two Asha J. are told apart by handle, and the learner's own row is marked and in view", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow(); // about twenty learners sign up and learn first
  const errors = watchPageErrors(page);
  const run = randomBytes(3).toString("hex");
  // Two learners with the same short name at the top, a long tail of others, and the learner between.
  await otherLearner(request, baseURL!, `Asha Joshi`, 7);
  await otherLearner(request, baseURL!, `Asha Jain`, 7);
  for (let i = 0; i < 14; i += 1) await otherLearner(request, baseURL!, `Ravi ${run}${i}`, 1 + (i % 4));
  await signUpThroughApi(page, baseURL!, buildPerson({ name: `Meera Kulkarni` }));
  await learnCards(page.request, request, baseURL!, 2);

  // The learner picks a handle of their own on /account (the leaderboard section).
  const handle = `meera-${run}`;
  await page.goto("/account#leaderboard");
  await waitForApp(page);
  const section = page.getByRole("region", { name: "Leaderboard", exact: true });
  const field = section.getByRole("textbox", { name: "Your handle" });
  await expect(field).toHaveValue(/^meera-k-\d+$/);
  await field.fill(handle);
  await section.getByRole("button", { name: "Save handle" }).click();
  await expect(section.getByText("Your handle is saved.")).toBeVisible();

  // The board's top list is reused for a few seconds: wait until it carries the new learners.
  await expect
    .poll(async () => (await board(page)).entries.filter((e) => e.name === "Asha J.").length)
    .toBeGreaterThanOrEqual(2);
  const api = await board(page);
  expect(JSON.stringify(api)).not.toContain("@example.in");

  const dialog = await openBoard(page, /^Rank #\d+/, "Leaderboard");
  const ashas = dialog.getByRole("listitem").filter({ hasText: "Asha J." });
  await expect(ashas.first()).toBeVisible();
  const shown = await ashas.evaluateAll((rows) =>
    rows.map((r) => r.textContent?.match(/@asha-j-[a-z0-9_-]+/)?.[0] ?? null),
  );
  expect(shown.length).toBeGreaterThanOrEqual(2);
  expect(shown.every(Boolean), shown.join(", ")).toBe(true);
  expect(new Set(shown).size).toBe(shown.length);
  // Each row has its avatar beside the name.
  // Each row has its avatar beside the name (drawn initials: decorative, the name and handle say who).
  for (const row of await ashas.all()) await expect(row.getByTestId("avatar")).toBeVisible();

  // The learner's own row: marked, their handle, the rank the server gives, on screen as the board opens.
  const mine = dialog.locator('[aria-current="true"]');
  await expect(mine).toContainText("You");
  await expect(mine).toContainText(`@${handle}`);
  await expect(mine).toContainText(String(api.you.rank));
  await expect(mine).toBeInViewport({ ratio: 1 });

  // Hidden from others, their row is drawn below the long list instead: still on screen as it opens.
  await dialog.getByRole("switch", { name: "Show me on the leaderboard" }).click();
  await expect(dialog.getByTestId("own-rank")).toContainText("Hidden from others");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const again = await openBoard(page, /^Rank #\d+/, "Leaderboard");
  const below = again.getByTestId("own-rank");
  await expect(below).toContainText(`@${handle}`);
  await expect(below).toContainText("You");
  await expect(below).toBeInViewport({ ratio: 1 });
  expect(errors).toEqual([]);
});

test.describe("in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("the board shows each learner's handle and marks the learner's own row in Hindi", async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = watchPageErrors(page);
    await signUpThroughApi(page, baseURL!, buildPerson({ name: "Asha Joshi" }));
    await learnCards(page.request, request, baseURL!, 3);
    const own = (await board(page)).you.handle;
    expect(own).toMatch(/^asha-j-\d+$/);

    const dialog = await openBoard(page, /^रैंक #\d+/, "लीडरबोर्ड");
    const mine = dialog.locator('[aria-current="true"]');
    await expect(mine).toContainText("आप");
    await expect(mine).toContainText(`@${own}`);
    await expect(mine).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole("listitem").first()).toContainText(/@[a-z][a-z0-9_-]+/);
    expect(errors).toEqual([]);
  });
});
