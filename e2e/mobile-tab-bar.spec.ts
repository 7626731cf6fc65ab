/**
 * The phone's bottom tab bar (issue 27): a signed-in learner moves between sections with it, More opens
 * the menu with the rest, a lesson has neither tab bar nor footer, and desktops and visitors have none.
 * In the phone project (Pixel 5), at the 360×740.
 */
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, settle } from "./support/axe.js";
import { coursePlan, listCourses } from "./support/courses.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test.use({ viewport: { width: 360, height: 740 } });

const tabBar = (page: Page) => page.getByRole("navigation", { name: "Sections" });

test("a learner moves Home → Courses → Articles → FinTools with the tab bar, and More opens the rest; a desktop has the header's links and no tab bar", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  await page.goto("/home");
  await waitForApp(page);
  const bar = tabBar(page);
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

  // Fixed to the bottom of the screen, and every tab at least 44 px each way.
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBe(740);
  for (const tab of await bar.locator("a, button").all()) {
    const tabBox = (await tab.boundingBox())!;
    expect(tabBox.width).toBeGreaterThanOrEqual(44);
    expect(tabBox.height).toBeGreaterThanOrEqual(44);
  }

  // A control focused near the bottom is scrolled clear of the bar (html's scroll-padding).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toBe(
    `${box.height}px`,
  );

  for (const [name, path, heading] of [
    ["Courses", "/courses", "Courses"],
    ["Articles", "/articles", "Articles"],
    ["FinTools", "/fin-tools", "FinTools"],
  ] as const) {
    await bar.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(bar.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    await expect(bar.locator("[aria-current=page]")).toHaveCount(1);
  }

  // The end of the page (the footer's last line) scrolls clear of the bar.
  // The footer's newsletter form is drawn as it nears the screen, and fills in once its answer comes, so
  // the end is where it is once all that is drawn: scroll again until it is, as a reader would.
  const copyright = page.getByRole("contentinfo").getByText(/© \d{4} Arthshala/);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(copyright).toBeInViewport();
    const top = (await bar.boundingBox())!.y;
    const last = (await copyright.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(top);
  }).toPass();

  const more = bar.getByRole("button", { name: "More" });
  await more.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  for (const name of ["Rewards", "Notifications", "Your account", "Schemes for you", "Help & Support"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  await more.click();
  await menu.getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(menu).toBeHidden();

  // The same learner on a desktop's width: the header's links, and no tab bar.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(tabBar(page)).toBeHidden();
});

test("a learner's page drawn on the server comes with its tab bar: nothing moves and nothing is said", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  const errors = watchPageErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) w.shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await page.goto("/courses");
  // Drawn by the server, before any script ran.
  expect(await response?.text()).toContain('aria-label="Sections"');
  await waitForApp(page);
  await expect(tabBar(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  expect(errors).toEqual([]);
});

test("a lesson card has no tab bar, no footer and no site header; the roadmap around it has all three", async ({
  page,
  baseURL,
}) => {
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL!, course!.id);
  const first = plan.modules[0]!;
  await signUpThroughApi(page, baseURL!);

  await page.goto(`/courses/course/${plan.id}/module/${first.moduleId}/card/${first.cards[0]!.card_id}`);
  await expect(page.getByRole("heading", { name: first.cards[0]!.title }).first()).toBeVisible();
  await waitForApp(page);
  await expect(tabBar(page)).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  // Issue 39: the lesson's own top bar (close, progress, language) stands in for the header.
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Close lesson/ })).toBeVisible();

  await page.goto(`/courses/course/${plan.id}`);
  await expect(page.getByRole("heading", { level: 1, name: course!.title })).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
  await expect(page.getByRole("contentinfo")).toHaveCount(1);
  await expect(page.getByRole("banner")).toBeVisible();
});

test("a visitor has no tab bar", async ({ page }) => {
  for (const path of ["/", "/courses", "/articles"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await waitForApp(page);
    await expect(tabBar(page), path).toHaveCount(0);
  }
});

test("axe finds nothing serious with the tab bar or with More open, in English and in Hindi", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  await page.goto("/home");
  await waitForApp(page);
  await settle(page);
  await expectAccessible(page, "/home with the tab bar");
  await tabBar(page).getByRole("button", { name: "More" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectAccessible(page, "the menu opened from More");
  await page.keyboard.press("Escape");

  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  const bar = page.getByRole("navigation", { name: "सेक्शन" });
  await expect(bar.getByRole("link")).toHaveText(["होम", "कोर्स", "लेख", "FinTools"]);
  await expect(bar.getByRole("button", { name: "और" })).toBeVisible();
  await settle(page);
  await expectAccessible(page, "/home with the tab bar, in Hindi");
});
