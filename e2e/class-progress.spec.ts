import { readFile } from "node:fs/promises";
import path from "node:path";
import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import { type BrowserContext, expect, type Page, request as requestFactory, test } from "@playwright/test";
import { LOCAL_URL } from "./playwright.config.js";
import {
  answerModule,
  assignModule,
  courseWithQuestions,
  facilitatorWithClass,
  learnerInClass,
  parseCsv,
} from "./support/class-progress.js";
import type { CoursePlan } from "./support/courses.js";
import { screenTexts } from "./support/hindi-screen.js";
import { indiaToday } from "./support/india-time.js";
import { buildPerson } from "./support/people.js";

/**
 * The class dashboard (issue 40), driven as a teacher and a learner would: a class where one learner
 * finished the assigned module (with one question wrong the first time) and one stopped half way.
 * The teacher sees exactly that, filters, and downloads the CSV; a learner finds the class leaderboard from home.
 * Set CLASS_SHOTS_DIR to keep screenshots of the dashboard at 360×800, desktop and projector view.
 */
const SHOTS = process.env.CLASS_SHOTS_DIR;
const run = Math.random().toString(36).slice(2, 6);
const ASHA = `Asha${run} Finisher`;
const RAVI = `Ravi${run} Halfway`;

/**
 * No English sentence on the screen besides the names this test gave the class and its learners (data, in
 * whatever script people type them). Set HINDI_SHOTS_DIR to keep a screenshot.
 */
async function expectHindi(page: Page, name: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.waitForLoadState("networkidle");
  const texts = (await screenTexts(page)).filter((t) => !t.includes(run));
  expect(latinSentences(texts), name).toEqual([]);
  if (process.env.HINDI_SHOTS_DIR)
    await page.screenshot({ path: path.join(process.env.HINDI_SHOTS_DIR, `${name}.png`), fullPage: true });
}

let plan: CoursePlan;
let moduleIndex: number;
let classId: number;
let className: string;
let teacher: { context: BrowserContext; page: Page };
let asha: { context: BrowserContext; page: Page };
let answersAsha: Map<number, { answer: string; right: boolean }>;
let answersRavi: Map<number, { answer: string; right: boolean }>;
let halfway: number;

test.describe
  .serial("a class's progress", () => {
    test.beforeAll(async ({ browser }) => {
      const visitor = await requestFactory.newContext({ baseURL: LOCAL_URL });
      ({ plan, moduleIndex } = await courseWithQuestions(visitor, LOCAL_URL));
      const set = await facilitatorWithClass(browser, LOCAL_URL, `Class 11 ${run}`);
      ({ classId, className } = set);
      teacher = set;
      const module = plan.modules[moduleIndex]!;
      await assignModule(set.page.request, LOCAL_URL, classId, plan.id, module.moduleId);
      asha = await learnerInClass(browser, LOCAL_URL, set.joinCode, buildPerson({ name: ASHA }));
      const ravi = await learnerInClass(browser, LOCAL_URL, set.joinCode, buildPerson({ name: RAVI }));
      answersAsha = await answerModule(asha.page, visitor, LOCAL_URL, plan, moduleIndex, {
        firstQuestionWrong: true,
      });
      halfway = Math.ceil(module.cards.length / 2);
      answersRavi = await answerModule(ravi.page, visitor, LOCAL_URL, plan, moduleIndex, { cards: halfway });
      await ravi.context.close();
      await visitor.dispose();
    });

    test.afterAll(async () => {
      await teacher?.context.close();
      await asha?.context.close();
    });

    test("the teacher sees who finished and who stopped half way, filters, and downloads the same as CSV", async ({
      browser,
    }) => {
      const { page } = teacher;
      const module = plan.modules[moduleIndex]!;
      await page.goto(`/teach/classes/${classId}/progress`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Progress · ${className}`);
      const grid = page.getByRole("region", { name: "Each learner's progress in each assigned module" });
      const row = (name: string) =>
        grid.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
      await expect(grid.getByRole("row")).toHaveCount(3);
      await expect(row(ASHA).locator("[data-status]")).toHaveAttribute("data-status", "done");
      await expect(row(ASHA)).toContainText("Done");
      await expect(row(RAVI).locator("[data-status]")).toHaveAttribute("data-status", "in_progress");
      await expect(row(RAVI)).toContainText("In progress");
      await expect(page.getByText("2 learners · 1 module · 50% done")).toBeVisible();

      // The module's first question: Asha answered it wrong, Ravi (if he reached it) right.
      const [firstQuestion] = [...answersAsha.keys()];
      const card = module.cards.find((c) => c.card_id === firstQuestion)!;
      const answered = 1 + (answersRavi.has(firstQuestion!) ? 1 : 0);
      const right = answersRavi.has(firstQuestion!) ? 1 : 0;
      const percent = Math.round((100 * right) / answered);
      await expect(page.locator(`[data-question="${card.title}"]`)).toContainText(
        `${percent}% got it right first time; most common wrong answer: ‘${answersAsha.get(firstQuestion!)!.answer}’ (1)`,
      );

      // Filters: status, then a name.
      await page.getByLabel("Status").selectOption("done");
      await expect(grid.getByRole("row")).toHaveCount(2);
      await expect(row(ASHA)).toBeVisible();
      await page.getByLabel("Status").selectOption("");
      await page.getByLabel("Search by name").fill("ravi");
      await expect(grid.getByRole("row")).toHaveCount(2);
      await expect(row(RAVI)).toBeVisible();
      await expect(page.getByText("Showing 1 of 2 learners")).toBeVisible();
      await page.getByLabel("Search by name").fill("");
      await page.getByLabel("Sort by").selectOption("least");
      await expect(grid.getByRole("rowheader").first()).toContainText(RAVI);

      // The CSV is the same table.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^arthshala-progress-class-11-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const rows = parseCsv(await readFile((await download.path())!, "utf8"));
      const today = indiaToday();
      const moduleTitle = (await page.locator("thead th").nth(1).innerText()).split("\n")[1];
      expect(rows[0]).toEqual(["Learner", "Email", `${plan.title} — ${moduleTitle}`]);
      expect(rows.slice(1)).toEqual([
        [ASHA, "", `Done (started ${today}, finished ${today})`],
        [RAVI, "", `In progress (started ${today})`],
      ]);

      if (SHOTS)
        await page.screenshot({ path: path.join(SHOTS, "class-progress-desktop.png"), fullPage: true });
      // Projector view: the same, over the whole screen, left with Escape.
      await page.getByRole("button", { name: "Projector view" }).click();
      const projector = page.getByTestId("projector-view");
      await expect(projector.getByRole("button", { name: "Leave projector view" })).toBeFocused();
      await expect(projector.getByRole("rowheader", { name: ASHA })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "class-progress-projector.png") });
      await page.keyboard.press("Escape");
      await expect(projector).toBeHidden();

      // In Hindi: the same page, no English sentence left.
      await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`प्रगति · ${className}`);
      await expect(page.locator(`[data-learner="${RAVI}"]`)).toContainText("चल रहा है");
      await expectHindi(page, "class-progress-hi");
      await page.getByRole("banner").getByRole("button", { name: "English" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Progress · ${className}`);

      // A phone: the grid scrolls sideways in its own box, the page itself does not.
      const phone = await browser.newContext({
        baseURL: LOCAL_URL,
        viewport: { width: 360, height: 800 },
        storageState: await teacher.context.storageState(),
      });
      const small = await phone.newPage();
      await small.goto(`/teach/classes/${classId}/progress`);
      await expect(small.getByRole("rowheader", { name: ASHA })).toBeVisible();
      const widths = await small.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      if (SHOTS)
        await small.screenshot({ path: path.join(SHOTS, "class-progress-phone.png"), fullPage: true });
      await phone.close();
    });

    test("a learner finds the class's leaderboard for this week from home", async () => {
      const { page } = asha;
      await page.goto("/home");
      await page.getByRole("link", { name: `This week's leaderboard of ${className}` }).click();
      await expect(page).toHaveURL(new RegExp(`/classes/${classId}/leaderboard$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`This week in ${className}`);
      const list = page.getByRole("list", { name: "Class leaderboard" });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      const first = list.getByRole("listitem").first();
      await expect(first).toContainText(`Asha${run} F.`);
      await expect(first).toContainText("You");
      await expect(list.getByRole("listitem").nth(1)).toContainText(`Ravi${run} H.`);
      await expect(page.getByText("Your place this week: 1")).toBeVisible();
      await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
      await expect(page.getByText("इस हफ़्ते आपकी जगह: 1")).toBeVisible();
      await expectHindi(page, "class-leaderboard-hi");
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "class-leaderboard.png"), fullPage: true });
    });
  });
