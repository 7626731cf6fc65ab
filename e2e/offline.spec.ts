import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  type Response,
  test,
} from "@playwright/test";
import { LOCKED_TEXT, optionButton, rightAnswer } from "./support/courses.js";
import { answerWith } from "./support/lesson.js";
import { expectSignedInHeader, signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";
import { shortestCourse } from "./support/viewer.js";

/**
 * The installable, offline-capable app (features/offline, src/sw.ts) against the production build: the
 * service worker must be allowed and in control before the browser context goes offline. Playwright
 * applies context.setOffline to the service worker's own fetches too, so a page that opens offline
 * really came from the worker's precache and the device's copies.
 */
test.use({ serviceWorkers: "allow" });

/** The build the test server serves (playwright.config.ts: E2E_WEB_DIST, else apps/web/dist). */
const WEB_DIST = process.env.E2E_WEB_DIST ?? path.join(import.meta.dirname, "../apps/web/dist");

const BANNER =
  "You're offline. Courses and articles you've opened are still here; anything you complete will be saved when you're back online.";
const CARD_DONE_OFFLINE = "Done on this device. It will be saved to your account when you're back online.";
const ANSWER_SAVED_OFFLINE =
  "Your answer is saved on this device. It will be checked when you're back online: only the server knows the right answer.";
const COURSE_NOT_SAVED = "This course isn't saved on this device. Connect to the internet to open it.";

/** FinScore points (contracts' FINSCORE_RULES): a card read, and a question answered right instead. */
const CARD_POINTS = 5;
const RIGHT_ANSWER_POINTS = 10;

const cardNav = (page: Page) => page.getByRole("navigation", { name: "Card navigation" });
const banner = (page: Page) => page.getByTestId("offline-banner");
const cardUrl = (courseId: number, moduleId: number, cardId: number) =>
  `/courses/course/${courseId}/module/${moduleId}/card/${cardId}`;

/** The page is controlled by the active service worker, which has finished precaching the app. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Actions waiting in the device's outbox (IndexedDB "arthshala-offline", keys "outbox:<sub>"). */
function readOutbox(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const open = indexedDB.open("arthshala-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const result: Record<string, unknown[]> = {};
          if (!db.objectStoreNames.contains("kv")) {
            db.close();
            resolve(result);
            return;
          }
          const store = db.transaction("kv", "readonly").objectStore("kv");
          const cursor = store.openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) {
              db.close();
              resolve(result);
              return;
            }
            if (String(at.key).startsWith("outbox:")) result[String(at.key)] = at.value as unknown[];
            at.continue();
          };
        };
      }),
  );
}

async function queuedCount(page: Page): Promise<number> {
  return Object.values(await readOutbox(page)).reduce((sum, list) => sum + list.length, 0);
}

/** Puts entries back into the outbox as they were, as a second tab holding a stale copy would. */
function writeOutbox(page: Page, lists: Record<string, unknown[]>): Promise<void> {
  return page.evaluate(
    (entries) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("arthshala-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction("kv", "readwrite");
          for (const [key, value] of Object.entries(entries)) tx.objectStore("kv").put(value, key);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    lists,
  );
}

interface HomeTotals {
  stars: number;
  score: number;
  log: string[];
}

/** The learner's totals as the server keeps them (the page's context carries the session cookie). */
async function homeTotals(request: APIRequestContext, baseURL: string): Promise<HomeTotals> {
  const response = await request.post("/api/home/getdata", { data: {}, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    userData: { fin_stars: number; fin_score: number };
    logData: { description: string }[];
  };
  return {
    stars: body.userData.fin_stars,
    score: body.userData.fin_score,
    log: body.logData.map((entry) => entry.description),
  };
}

/** The learner's completed cards of a course, as the server has them. */
async function completedOnServer(
  request: APIRequestContext,
  baseURL: string,
  courseId: number,
): Promise<number[]> {
  const response = await request.post(`/api/courses/course/${courseId}`, {
    data: {},
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { cards: { card_id: number; status: string }[] }[] };
  return body.data.flatMap((m) => m.cards.filter((c) => c.status === "completed").map((c) => c.card_id));
}

/** FinStars a card carries, read as a visitor (`request` has no session cookie). */
async function allottedStars(
  request: APIRequestContext,
  baseURL: string,
  path: { courseId: number; moduleId: number; cardId: number },
): Promise<number> {
  const response = await request.post(`/api${cardUrl(path.courseId, path.moduleId, path.cardId)}`, {
    data: {},
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { allotted_finstars: number }).allotted_finstars;
}

/** From the header's Courses link to the course's roadmap, as a learner clicks. */
async function openRoadmap(page: Page, title: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
  await page.getByRole("region", { name: "All courses" }).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test.describe("offline", () => {
  // One after another, in one worker: the update test replaces the served worker script for a moment,
  // and only this file's pages run a worker (the others block it), so no other test can meet that.
  test.describe.configure({ mode: "default" });

  test("the manifest is served and linked, with the icons, start URL and display an install needs", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute("href", "/manifest.webmanifest");

    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Arthshala",
      short_name: "Arthshala",
      start_url: "/",
      scope: "/",
      display: "standalone",
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    // Chromium's install criteria: a 192 and a 512 px icon; a maskable one for Android's launcher.
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe(icon.type);
      const [width] = icon.sizes.split("x").map(Number);
      const bytes = await image.body();
      // A PNG's width is the big-endian number at byte 16 of its IHDR chunk.
      expect(bytes.readUInt32BE(16), icon.src).toBe(width);
    }

    // The worker itself is never cached by HTTP, so an update is found on the next visit.
    const worker = await request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    await waitForServiceWorker(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
  });

  test("a course, card and article opened online open again offline, under the offline banner", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { plan } = await shortestCourse(request, baseURL!);
    const module = plan.modules[0]!;
    const [first] = module.cards;
    await signUpThroughApi(page, baseURL!);
    await page.goto("/home");
    await waitForApp(page);
    await waitForServiceWorker(page);

    // Online: the featured article from home, then the course and its first card, by clicking through.
    const tile = page.getByRole("region", { name: "Featured article" });
    const articleTitle = (await tile.locator(".text-lg").textContent())?.trim() ?? "";
    expect(articleTitle.length).toBeGreaterThan(3);
    await tile.getByRole("link").click();
    await expect(page).toHaveURL(/\/articles(\/[a-z0-9-]+|\?article=\d+)$/);
    const articleUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const opened = page.getByRole("dialog", { name: articleTitle });
    await expect(opened.getByRole("heading", { name: articleTitle })).toBeVisible();
    // Escape closes it once the app runs the page (a drawn page holds its buttons until then).
    await expect(opened.getByRole("button", { name: "Close article" })).toBeEnabled();
    await page.keyboard.press("Escape");

    await openRoadmap(page, plan.title);
    await page
      .getByRole("link", { name: new RegExp(first!.title) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: first!.title })).toBeVisible();
    await expect(cardNav(page).getByRole("button", { name: /^Next( Module)?$/ })).toBeEnabled();
    await expect(banner(page)).toHaveCount(0);

    await goOffline(context, page);
    // Said at once, on the page already open.
    await expect(banner(page)).toHaveText(BANNER);

    // A reload offline: the shell comes from the service worker, the card from the device.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: first!.title })).toBeVisible();
    await expect(banner(page)).toHaveText(BANNER);
    // Still the learner's app, not a visitor's: no "sign in to save" on the card (a lesson has no site
    // header), and the signed-in header on the roadmap.
    await expect(page.getByText(/Sign in to save your progress/)).toHaveCount(0);

    await page.goto(`/courses/course/${plan.id}`);
    await expect(page.getByRole("heading", { level: 1, name: plan.title })).toBeVisible();
    await expectSignedInHeader(page);
    const total = plan.modules.reduce((n, m) => n + m.cards.length, 0);
    await expect(page.getByText(`1 of ${total} cards completed`)).toBeVisible();
    await expect(banner(page)).toBeVisible();

    await page.goto("/courses");
    await expect(
      page.getByRole("region", { name: "All courses" }).getByRole("link", { name: plan.title }),
    ).toBeVisible();

    // Online, the server writes the article's own title into the page; offline, the worker's shell stands
    // in (so the page really did not come from the network).
    const titleOf = (html: string) => html.match(/<title>([\s\S]*?)<\/title>/)?.[1];
    const shell = titleOf(await (await request.get("/index.html")).text());
    expect(titleOf(await (await request.get(articleUrl)).text())).not.toBe(shell);
    const served = await page.goto(articleUrl);
    expect(served?.fromServiceWorker()).toBe(true);
    expect(titleOf(await served!.text())).toBe(shell);
    const reader = page.getByRole("dialog", { name: articleTitle });
    await expect(reader.getByRole("heading", { name: articleTitle })).toBeVisible();
    // Reading it again counts as today's reading task: queued, and the banner says so.
    await expect(banner(page)).toHaveText(`${BANNER} 1 item waiting to be saved.`);
    await expect(reader.getByRole("button", { name: "Close article" })).toBeEnabled();
    await page.keyboard.press("Escape");

    // What was never opened is not pretended: the learner is told to connect.
    const other = (await request.get("/api/courses/getall").then((r) => r.json())) as { id: number }[];
    const unseen = other.find((c) => c.id !== plan.id)!;
    await page.goto(`/courses/course/${unseen.id}`);
    await expect(page.getByText(COURSE_NOT_SAVED)).toBeVisible();

    // Back online, the banner goes and the reading is sent.
    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByText("Back online — 1 item saved")).toBeVisible();
    await expect.poll(() => queuedCount(page)).toBe(0);
  });

  test("a course made available offline still says so after a reload on the page the server drew, opens cards never visited offline, in lock order, and sends them back online", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { plan } = await shortestCourse(request, baseURL!);
    const module = plan.modules[0]!;
    const total = plan.modules.reduce((n, m) => n + m.cards.length, 0);
    const firstImage = module.cards.findIndex((c) => c.content_type === "image");
    expect(firstImage).toBeGreaterThan(0);
    const firstQuestion = module.cards.findIndex((c) => c.content_type === "question");
    expect(firstQuestion).toBeGreaterThan(firstImage + 1);
    await signUpThroughApi(page, baseURL!);
    await page.goto("/home");
    await waitForApp(page);
    await waitForServiceWorker(page);

    await openRoadmap(page, plan.title);
    const offline = page.getByRole("region", { name: "Offline reading" });
    await offline.getByRole("button", { name: "Make available offline" }).click();
    await expect(offline.getByText("Available offline", { exact: true })).toBeVisible();
    await expect(offline.getByText(new RegExp(`^${total} cards saved on this device on `))).toBeVisible();
    await expect(page.getByText("This course is now available offline.")).toBeVisible();

    // Online, a reload is the server's drawing of the roadmap (the server cannot see the device's storage),
    // which the app takes over; what this device holds is read then.
    const reloaded = await page.reload();
    const html = await reloaded!.text();
    expect(html).toContain('id="rendered-state"');
    expect(html).toContain(plan.title);
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1, name: plan.title })).toBeVisible();
    await expect(offline.getByText("Available offline", { exact: true })).toBeVisible();
    await expect(
      offline.getByRole("button", { name: `Remove ${plan.title} from this device` }),
    ).toBeEnabled();
    await expect(offline.getByRole("button", { name: "Make available offline" })).toHaveCount(0);

    await goOffline(context, page);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: plan.title })).toBeVisible();
    await expect(offline.getByText("Available offline", { exact: true })).toBeVisible();

    // Every card up to the image, none of them opened before: each opens as the one before is done.
    await page
      .getByRole("link", { name: new RegExp(module.cards[0]!.title) })
      .first()
      .click();
    for (const [index, card] of module.cards.slice(0, firstImage + 1).entries()) {
      await expect(page.getByRole("heading", { level: 1, name: card.title })).toBeVisible();
      await expect(page.getByTestId("offline-note")).toHaveText(CARD_DONE_OFFLINE);
      await expect(banner(page)).toContainText(
        `${index + 1} item${index === 0 ? "" : "s"} waiting to be saved.`,
      );
      if (index < firstImage)
        await cardNav(page)
          .getByRole("button", { name: /^Next( Module)?$/ })
          .click();
    }
    // The image card's picture was saved with the course.
    const picture = page.locator("main img").first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // The device keeps the server's lock rule: the first question is still locked.
    const question = module.cards[firstQuestion]!;
    await page.goto(cardUrl(plan.id, module.moduleId, question.card_id));
    await expect(page.getByText(LOCKED_TEXT)).toBeVisible();

    expect(await completedOnServer(page.request, baseURL!, plan.id)).toEqual([]);
    expect(await queuedCount(page)).toBe(firstImage + 1);

    // Back online: everything queued reaches the server, in order, and the queue empties.
    await context.setOffline(false);
    await expect(page.getByText(`Back online — ${firstImage + 1} items saved`)).toBeVisible();
    await expect
      .poll(() => completedOnServer(page.request, baseURL!, plan.id))
      .toEqual(module.cards.slice(0, firstImage + 1).map((c) => c.card_id));
    await expect.poll(() => queuedCount(page)).toBe(0);
  });

  test("a card and an answer made offline are queued, sent once back online, and a replay never pays twice", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { plan } = await shortestCourse(request, baseURL!);
    const module = plan.modules[0]!;
    const questionAt = module.cards.findIndex((c) => c.content_type === "question");
    // Online up to the card before the last text card; offline that text card and the question.
    expect(questionAt).toBeGreaterThanOrEqual(2);
    const textCard = module.cards[questionAt - 1]!;
    const question = module.cards[questionAt]!;
    expect(textCard.content_type).not.toBe("question");
    const answer = await rightAnswer(request, baseURL!, plan.id, module.moduleId, question.card_id);
    const stars = await Promise.all(
      module.cards.slice(0, questionAt + 1).map((c) =>
        allottedStars(request, baseURL!, {
          courseId: plan.id,
          moduleId: module.moduleId,
          cardId: c.card_id,
        }),
      ),
    );
    const questionStars = answer.poll ? 0 : stars[questionAt]!;
    const expectedStars = stars.slice(0, questionAt).reduce((a, b) => a + b, 0) + questionStars;
    const expectedScore = questionAt * CARD_POINTS + (answer.poll ? CARD_POINTS : RIGHT_ANSWER_POINTS);

    await signUpThroughApi(page, baseURL!);
    await page.goto("/home");
    await waitForApp(page);
    await waitForServiceWorker(page);
    await openRoadmap(page, plan.title);
    const offline = page.getByRole("region", { name: "Offline reading" });
    await offline.getByRole("button", { name: "Make available offline" }).click();
    await expect(offline.getByText("Available offline", { exact: true })).toBeVisible();

    // Online: the cards before the last text card, each paid as it opens.
    await page
      .getByRole("link", { name: new RegExp(module.cards[0]!.title) })
      .first()
      .click();
    const next = cardNav(page).getByRole("button", { name: /^Next( Module)?$/ });
    for (const [index, card] of module.cards.slice(0, questionAt - 1).entries()) {
      if (index > 0) await next.click();
      await expect(page.getByRole("heading", { level: 1, name: card.title })).toBeVisible();
      await expect(next).toBeEnabled();
    }
    // Offline: the text card (never opened) completes on the device.
    await goOffline(context, page);
    await next.click();
    await expect(page.getByRole("heading", { level: 1, name: textCard.title })).toBeVisible();
    await expect(page.getByTestId("offline-note")).toHaveText(CARD_DONE_OFFLINE);
    await expect(banner(page)).toContainText("1 item waiting to be saved.");

    await cardNav(page)
      .getByRole("button", { name: /^Next( Module)?$/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: question.title })).toBeVisible();
    await answerWith(page, answer.right);
    await expect(page.getByTestId("offline-note")).toHaveText(ANSWER_SAVED_OFFLINE);
    await expect(banner(page)).toContainText("2 items waiting to be saved.");
    // Nothing reached the server yet; both wait on the device.
    const sentOnline = module.cards.slice(0, questionAt - 1).map((c) => c.card_id);
    expect(await completedOnServer(page.request, baseURL!, plan.id)).toEqual(sentOnline);
    const queued = await readOutbox(page);
    expect(Object.values(queued).flat()).toHaveLength(2);
    const before = await homeTotals(page.request, baseURL!);

    // FinStars each updateCard answer that reached the page awarded, in order.
    const paid: number[] = [];
    const onResponse = async (response: Response) => {
      if (response.url().endsWith("/updateCard") && response.ok()) {
        paid.push(((await response.json()) as { awarded_finstars: number }).awarded_finstars);
      }
    };
    page.on("response", onResponse);

    // Back online, the first send reaches the server but its answer is lost on the way back: the app
    // cannot know, so it keeps both queued, in order (the question is not sent ahead of it).
    let lostAnswers = 0;
    await page.route(`**/card/${textCard.card_id}/updateCard`, async (route) => {
      if (lostAnswers > 0) return route.continue();
      lostAnswers += 1;
      const delivered = await route.fetch();
      expect(delivered.status()).toBe(200);
      return route.abort("connectionreset");
    });
    const failed = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/updateCard"));
    await context.setOffline(false);
    await failed;
    expect(lostAnswers).toBe(1);
    expect(await completedOnServer(page.request, baseURL!, plan.id)).toEqual([
      ...sentOnline,
      textCard.card_id,
    ]);
    await page.unroute(`**/card/${textCard.card_id}/updateCard`);

    // A reload sends the queue again: the card the server already has pays nothing the second time.
    await page.reload();
    await expect(page.getByText("Back online — 2 items saved")).toBeVisible();
    await expect.poll(() => queuedCount(page)).toBe(0);
    await expect.poll(() => paid).toEqual([0, questionStars]);
    if (questionStars > 0)
      await expect(page.getByText(`You earned ${questionStars} FinStars!`)).toBeVisible();
    await expect(page.getByTestId("offline-note")).toHaveCount(0);
    if (!answer.poll) await expect(optionButton(page, answer.right)).toHaveAttribute("data-state", "correct");

    const after = await homeTotals(page.request, baseURL!);
    expect(after.stars).toBe(expectedStars);
    expect(after.score).toBe(expectedScore);
    expect(after.stars - before.stars).toBe(stars[questionAt - 1]! + questionStars);
    // One FinScore entry per card, none twice.
    expect(after.log).toHaveLength(questionAt + 1);
    expect(new Set(after.log).size).toBe(after.log.length);
    expect(await completedOnServer(page.request, baseURL!, plan.id)).toEqual(
      module.cards.slice(0, questionAt + 1).map((c) => c.card_id),
    );

    // A stale copy of the queue (another tab, a restored backup) is sent again: the server pays nothing.
    paid.length = 0;
    await writeOutbox(page, queued);
    await page.reload();
    await expect.poll(() => queuedCount(page)).toBe(0);
    await expect.poll(() => paid.length).toBe(2);
    expect(paid).toEqual([0, 0]);
    page.off("response", onResponse);
    const again = await homeTotals(page.request, baseURL!);
    expect(again).toEqual(after);

    // The learner's home shows the server's numbers: out of the lesson (it has no site header), then Home.
    await page.getByRole("link", { name: /^Close lesson/ }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page.getByTestId("finscore")).toHaveText(String(expectedScore));
  });

  test("a new version waits until the learner chooses to reload, then takes over", async ({ page }) => {
    await page.goto("/");
    await waitForServiceWorker(page);

    // A deploy: the server's worker script changes (after a real build, its precache list would).
    // Playwright cannot route a worker's own script, so the served file itself is replaced, then put back.
    const served = path.join(WEB_DIST, "sw.js");
    const original = (await readFile(served, "utf8")).replace(/\n\/\/ the next version\n$/, "");
    try {
      await writeFile(`${served}.next`, `${original}\n// the next version\n`);
      await rename(`${served}.next`, served);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.ready).update();
      });
      // The page is not reloaded under the learner: a note offers it.
      const offer = page.getByRole("status").filter({ hasText: "A new version of Arthshala is ready." });
      await expect(offer).toBeVisible();
      await page.evaluate(() => {
        (window as { before?: boolean }).before = true;
      });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as { before?: boolean }).before)).toBe(true);

      const reloaded = page.waitForEvent("load");
      await offer.getByRole("button", { name: "Reload" }).click();
      await reloaded;
    } finally {
      await writeFile(`${served}.back`, original);
      await rename(`${served}.back`, served);
    }
    // A new page, under the new worker, with nothing left waiting and no offer.
    expect(await page.evaluate(() => (window as { before?: boolean }).before ?? false)).toBe(false);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const waiting = await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null);
    expect(waiting).toBe(false);
    await expect(page.getByText("A new version of Arthshala is ready.")).toHaveCount(0);
  });
});
