/**
 * axe on every page of the app (Step 9): no serious or critical finding, for visitors, learners and
 * admins. A few pages a test, in one browser context (a test a page opened a new context, with its cold
 * load of the app, for every page); the findings are soft, so a run still lists every page's findings.
 */
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { expectAccessible, settle } from "./support/axe.js";
import { coursePlan, listCourses, rightAnswer } from "./support/courses.js";
import { answerWith } from "./support/lesson.js";
import { signInAsAdmin, signUpThroughApi } from "./support/people.js";

async function check(page: Page, path: string) {
  await page.goto(path);
  // Still on the page asked for (a guard's redirect would check some other page); soft, so the test's
  // other pages are still checked.
  await expect.soft(page).toHaveURL((url) => url.pathname === path.split("?")[0]);
  await settle(page);
  await expectAccessible(page, path);
}

/** The newest published article's id, as the Articles page lists them. */
async function firstArticleId(page: Page, baseURL: string): Promise<number> {
  const response = await page.request.post("/api/articles/getall", {
    data: { limit: 1, offset: 0 },
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }[])[0]!.id;
}

/**
 * From a course's roadmap, opens the first module's cards one by one with Next, checking each, up to a
 * question; answers it wrong (every option's colour shows: the choice, the right one, the others).
 * `request` is a context without the page's cookie, to find the right answer as a visitor.
 */
async function walkToQuestion(page: Page, request: APIRequestContext, baseURL: string) {
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL, course!.id);
  const module = plan.modules[0]!;
  await check(page, `/courses/course/${plan.id}`);
  await check(page, `/courses/course/${plan.id}/module/${module.moduleId}/card/${module.cards[0]!.card_id}`);
  const next = page
    .getByRole("navigation", { name: "Card navigation" })
    .getByRole("button", { name: "Next" });
  for (const card of module.cards.slice(1)) {
    await next.click();
    await expect(page.getByRole("heading", { level: 1, name: card.title })).toBeVisible();
    await settle(page);
    await expectAccessible(page, `the card "${card.title}"`);
    if (card.content_type === "question") {
      const { wrong } = await rightAnswer(request, baseURL, plan.id, module.moduleId, card.card_id);
      await answerWith(page, wrong);
      await expect(page.getByRole("status").filter({ hasText: /Not quite|Answer recorded/ })).toBeVisible();
      // The server's answer may bring a toast: once it is in (its fade-in ends before axe reads, axe.ts),
      // not while it slides in (a CI run read its text half-faded, 3.8:1).
      await settle(page);
      await expectAccessible(page, `the answered question "${card.title}"`);
      return;
    }
  }
  throw new Error("the first module has no question");
}

/** A signed-in context for the tests of one worker: signing up is slow, so it happens once. */
function signedIn(signIn: (page: Page, baseURL: string) => Promise<unknown>) {
  let context: BrowserContext | undefined;
  test.beforeAll(async ({ browser, baseURL }: { browser: Browser; baseURL?: string }) => {
    context = await browser.newContext({ baseURL });
    await signIn(await context.newPage(), baseURL!);
  });
  test.afterAll(async () => context?.close());
  return async () => {
    for (const open of context!.pages()) await open.close();
    return context!.newPage();
  };
}

test.describe("axe: visitors", () => {
  test("visitor pages: courses, articles and an open article, about, help, the landing page with its sign-in toast and the phone menu", async ({
    page,
    baseURL,
  }) => {
    for (const path of ["/courses", "/articles", "/about", "/help"]) await check(page, path);
    await page.goto(`/articles?article=${await firstArticleId(page, baseURL!)}`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await settle(page);
    await expectAccessible(page, "an open article");
    const [course] = await listCourses(page.request);
    await check(page, "/");
    const explore = page.getByRole("region", { name: "Explore Courses" });
    await explore.getByRole("button", { name: new RegExp(course!.title) }).click();
    await expect(page.getByText("Please sign in!")).toBeVisible();
    await expectAccessible(page, "the sign-in toast");
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectAccessible(page, "the phone menu");
  });

  for (const [group, paths] of [
    [
      "contact, policies and schemes",
      ["/contact", "/privacy-policy", "/termsofservice", "/sbisavings", "/fd"],
    ],
    [
      "calculators",
      [
        "/fin-tools/fd-calculator",
        "/fin-tools/rd-calculator",
        "/fin-tools/ppf-calculator",
        "/fin-tools/sip-calculator",
        "/fin-tools/emi-calculator",
        "/fin-tools/income-tax-calculator",
      ],
    ],
    ["account forms and a missing page", ["/signin", "/signup", "/forgot-password", "/no-such-page"]],
  ] as const) {
    test(`visitor pages: ${group}`, async ({ page }) => {
      for (const path of paths) await check(page, path);
    });
  }

  test("a visitor's roadmap and cards up to a question", async ({ page, request, baseURL }) => {
    await walkToQuestion(page, request, baseURL!);
  });
});

test.describe("axe: learners", () => {
  const learnerPage = signedIn((page, baseURL) => signUpThroughApi(page, baseURL));

  test("learner pages /fin-tools, /policies, /notifications, /feedback, /account", async () => {
    const page = await learnerPage();
    for (const path of ["/fin-tools", "/policies", "/notifications", "/feedback", "/account"]) {
      await check(page, path);
    }
  });

  test("the tracker, with a transaction, and its dialogs", async ({ baseURL }) => {
    const page = await learnerPage();
    const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const made = await page.request.post("/api/fin-tools/expensetracker/transaction", {
      headers: { origin: baseURL! },
      data: { transaction: { title: "Chai", category: "Food", type: "expense", amount: 20, date } },
    });
    expect(made.status()).toBe(200);
    await check(page, "/fin-tools/expensetracker");
    for (const [opener, name] of [
      ["Add transaction", "Add Transaction"],
      ["Set budget goals", "Set Budget Goals"],
      ["All transactions", "All Transactions"],
      ["Paste a bank alert", "Paste a bank alert"],
      ["Import a statement", "Import a statement"],
      ["Delete Chai", "Delete transaction?"],
    ]) {
      await page.getByRole("button", { name: opener }).first().click();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await expectAccessible(page, `the tracker's ${name} dialog`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name })).toBeHidden();
    }
  });

  test("a learner's roadmap and cards up to a question", async ({ request, baseURL }) => {
    // Seven axe runs on one page: a loaded 2-core CI machine took 15 s for one, and 90 s ran out.
    await walkToQuestion(await learnerPage(), request, baseURL!);
  });

  test("the home page and its dialogs", async () => {
    const page = await learnerPage();
    await check(page, "/home");
    for (const [opener, name] of [
      [/^(Rank #\d+|Not ranked yet)/, "Leaderboard"],
      [/View history/, "FinScore history"],
      ["What is FinScore?", "What is FinScore?"],
    ] as const) {
      await page.getByRole("button", { name: opener }).first().click();
      await expect(page.getByRole("dialog", { name })).toBeVisible();
      await settle(page);
      await expectAccessible(page, `the ${name} dialog`);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog", { name })).toBeHidden();
    }
  });
});

test.describe("axe: admins", () => {
  const adminPage = signedIn(signInAsAdmin);

  for (const paths of [
    ["/admin", "/admin/courses", "/admin/courses/add", "/admin/articles", "/admin/articles/add"],
    ["/admin/newsletters", "/admin/outbox", "/admin/messages", "/admin/settings", "/admin/no-such-page"],
  ]) {
    test(`admin pages ${paths.join(", ")}`, async () => {
      const page = await adminPage();
      for (const path of paths) await check(page, path);
    });
  }

  test("admin pages of the schemes and of one course, module, card, article and scheme", async ({
    baseURL,
  }) => {
    const page = await adminPage();
    const [course] = await listCourses(page.request);
    const plan = await coursePlan(page.request, baseURL!, course!.id);
    const module = plan.modules[0]!;
    const articleId = await firstArticleId(page, baseURL!);
    await check(page, "/admin/schemes");
    const scheme = await page.locator('main a[href^="/admin/schemes/"]').first().getAttribute("href");
    for (const path of [
      `/admin/courses/${plan.id}/edit`,
      `/admin/courses/${plan.id}/modules`,
      `/admin/courses/${plan.id}/modules/add`,
      `/admin/modules/${module.moduleId}/edit`,
      `/admin/modules/${module.moduleId}/cards`,
      `/admin/modules/${module.moduleId}/cards/add`,
      `/admin/cards/${module.cards[0]!.card_id}/edit`,
      `/admin/articles/${articleId}/edit`,
      scheme!,
    ]) {
      await check(page, path);
    }
    // A question card's preview, as an admin sees it before publishing.
    const question = module.cards.find((card) => card.content_type === "question")!;
    await check(page, `/admin/modules/${module.moduleId}/cards`);
    await page
      .getByRole("article", { name: question.title })
      .getByRole("button", { name: "Preview" })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "an admin's preview of a question card");
  });
});
