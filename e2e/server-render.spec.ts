/**
 * Pages drawn on the server (Step 9: fast first paint, readable without scripts): the page's own content
 * is in the HTML, for a visitor and for a signed-in learner, and the app takes it over without a redraw
 * (the drawn nodes stay) or an error.
 */
import { expect, test } from "@playwright/test";
import { coursePlan, listCourses } from "./support/courses.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";
import { holdScripts, waitForApp } from "./support/takeover.js";

test("without scripts, a visitor reads a roadmap, a card and an article; a learner sees their own home", async ({
  browser,
  page,
  baseURL,
}) => {
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL!, course!.id);
  const first = plan.modules[0]!;
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScripts.newPage();

  await reader.goto(`/courses/course/${plan.id}`);
  await expect(reader.getByRole("heading", { level: 1, name: course!.title })).toBeVisible();
  // The roadmap's cards are in the page, as links a reader can follow.
  await expect(reader.getByText(first.cards[0]!.title, { exact: true }).first()).toBeVisible();

  await reader.goto(`/courses/course/${plan.id}/module/${first.moduleId}/card/${first.cards[0]!.card_id}`);
  await expect(reader.getByRole("heading", { name: first.cards[0]!.title }).first()).toBeVisible();

  const articles = await page.request.post("/api/articles/getall", {
    data: { limit: 1, offset: 0 },
    headers: { origin: baseURL! },
  });
  const [article] = (await articles.json()) as { title: string; slug: string }[];
  await reader.goto(`/articles/${article!.slug}`);
  await expect(reader.getByRole("heading", { name: article!.title }).first()).toBeVisible();
  await noScripts.close();

  // A learner's home is drawn for them: their own name, with no script to fetch it.
  const person = await signUpThroughApi(page, baseURL!);
  const learnerNoScripts = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const home = await learnerNoScripts.newPage();
  const response = await home.goto("/home");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(home.getByText(person.name).first()).toBeVisible();
  await expect(home.getByText("Welcome,", { exact: true })).toBeVisible();
  await learnerNoScripts.close();
});

test("the app takes over the drawn page without blanking it or moving anything, and then responds", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  // From the first byte: did the page's heading ever go missing once drawn, and did anything shift?
  await page.addInitScript(() => {
    const w = window as unknown as { headingLost: boolean; shifted: number };
    w.headingLost = false;
    w.shifted = 0;
    let drawn = false;
    new MutationObserver(() => {
      const present = document.querySelector("#root main h1") !== null;
      if (present) drawn = true;
      else if (drawn) w.headingLost = true;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await page.goto("/courses");
  expect(await response?.text()).toContain('<h1 class="text-3xl font-bold');
  // The app has started from the server's data, and shows the same page.
  await page.waitForFunction(() => document.getElementById("rendered-state") === null);
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeVisible();
  await page.waitForTimeout(500);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { headingLost: boolean; shifted: number };
    return { headingLost: w.headingLost, shifted: w.shifted };
  });
  expect(seen.headingLost).toBe(false);
  expect(seen.shifted).toBe(0);
  // And it is the app now: a link navigates within the page.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Articles" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a visitor who scrolls the drawn page before the app takes over keeps their place", async ({ page }) => {
  // The scripts are held back, as on a slow connection, while the visitor reads and scrolls.
  const release = await holdScripts(page);
  // Not "domcontentloaded": that waits for the page's module scripts, which are the ones held.
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const before = await page.evaluate(() => window.scrollY);

  release();
  // The takeover's render releases the controls the server held; its effects run just after.
  await waitForApp(page);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // A navigation after that still starts at the top.
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a drawn form shows the learner's own values, and a choice waits for the app so its form cannot undo it", async ({
  page,
  baseURL,
}) => {
  const person = await signUpThroughApi(page, baseURL!);
  const release = await holdScripts(page);
  await page.goto("/account", { waitUntil: "commit" });
  const language = page.getByRole("region", { name: "Language", exact: true });
  const hindi = language.getByRole("radio", { name: "हिंदी" });
  // Drawn, but not yet choosable: a pick now would be set back to English as the app took over.
  await expect(hindi).toBeVisible();
  await expect(hindi).toBeDisabled();
  await expect(language.getByRole("radio", { name: "English" })).toBeChecked();
  // The form's starting values are drawn too, not left empty until the app fills them in.
  const name = page.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toHaveValue(person.name);
  await expect(name).not.toBeEditable();

  release();
  await expect(name).toBeEditable();
  await expect(name).toHaveValue(person.name);
  await hindi.check();
  await language.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByText("आपकी भाषा सेव हो गई।")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

/**
 * React hydrates each drawn page: the nodes the server drew are the ones the app runs on (a mismatch
 * makes React draw the page again, new nodes, and report it), and the console says nothing at all, no
 * hydration error or warning, while it does.
 */
test("React hydrates every drawn page, keeping its nodes, with no hydration error or warning and no date or number formatted again", async ({
  page,
  baseURL,
}) => {
  // Every Intl formatter the page makes: the first one loads ICU's data, a long task, and a drawn page's
  // dates and numbers come with it (packages/contracts/src/intl-cache.ts), so hydrating makes none.
  await page.addInitScript(() => {
    const counted = window as unknown as { intlMade: string[] };
    counted.intlMade = [];
    for (const name of ["DateTimeFormat", "NumberFormat"] as const) {
      // One constructor's type for both: only `new` is counted, with whatever it is given.
      const original = Intl[name] as typeof Intl.NumberFormat;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args, newTarget) {
          counted.intlMade.push(`${name} ${JSON.stringify(args)}`);
          return Reflect.construct(target, args, newTarget);
        },
      });
    }
  });
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL!, course!.id);
  const first = plan.modules[0]!;
  const articles = await page.request.post("/api/articles/getall", {
    data: { limit: 1, offset: 0 },
    headers: { origin: baseURL! },
  });
  const [article] = (await articles.json()) as { slug: string }[];
  const visitorPaths = [
    "/",
    "/courses",
    `/courses/course/${plan.id}`,
    `/courses/course/${plan.id}/module/${first.moduleId}/card/${first.cards[0]!.card_id}`,
    "/articles",
    `/articles/${article!.slug}`,
    "/fd",
    "/privacy-policy",
  ];
  const said: string[] = [];
  page.on("console", (message) => {
    // The test browser blocks service workers (playwright.config.ts): the app says so, which is not ours.
    if (/service worker registration/i.test(message.text())) return;
    if (message.type() === "error" || message.type() === "warning")
      said.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => said.push(`exception: ${error.message}`));

  // Parts drawn only in the browser once near (clientWhenNear: the tracker's charts and plans, the
  // footer's form) write new text, formatted here: what counts is what was made before their code was
  // asked for, noted as the request goes out (their code cannot run before it is let through).
  const clientDrawn = /\/assets\/(ChartsRow|RecurringPanel|GoalsPanel|NewsletterBox)-[\w-]+\.js$/;
  const hydrate = async (path: string) => {
    const release = await holdScripts(page);
    await page.route(clientDrawn, async (route) => {
      await page
        .evaluate(() => {
          const counted = window as unknown as { intlMade: string[]; intlBeforeClientDrawn?: number };
          counted.intlBeforeClientDrawn ??= counted.intlMade.length;
        })
        .catch(() => undefined);
      await route.fallback();
    });
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.locator("#root main").first()).toBeVisible();
    // Marks the drawn nodes before any script runs: React keeps them if it hydrates.
    await page.evaluate(() => {
      for (const node of Array.from(document.querySelectorAll("#root *")))
        (node as { drawn?: boolean }).drawn = true;
    });
    release();
    await waitForApp(page);
    // Every Suspense boundary hydrated by now (React goes on right after the first commit).
    await page.waitForLoadState("networkidle");
    const redrawn = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll("#root main, #root header, #root footer, #root h1")).filter(
          (node) => !(node as { drawn?: boolean }).drawn,
        ).length,
    );
    expect(redrawn, `nodes drawn again on ${path}`).toBe(0);
    const again = await page.evaluate(() => {
      const counted = window as unknown as { intlMade: string[]; intlBeforeClientDrawn?: number };
      return counted.intlMade.slice(0, counted.intlBeforeClientDrawn ?? counted.intlMade.length);
    });
    // The tracker too: its form dialogs' code, loaded early (lazyDialogs.tsx), brings tracker-rules,
    // whose messages that format a limit are written when read, not as the module runs.
    expect(again, `Intl formatters made while hydrating ${path}`).toEqual([]);
    await page.unroute(clientDrawn);
    await page.unroute("**/assets/*.js");
  };

  for (const path of visitorPaths) await hydrate(path);
  await signUpThroughApi(page, baseURL!);
  for (const path of ["/home", "/fin-tools/expensetracker", "/policies", "/account"]) await hydrate(path);
  expect(said).toEqual([]);
});
