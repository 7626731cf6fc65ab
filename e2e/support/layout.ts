import { expect, type Locator, type Page } from "@playwright/test";

/** How wide the page's content is: more than the viewport means the reader must scroll sideways. */
export const contentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Scroll down the way a reader does, a wheel turn at a time, until `target` shows: regions below a
 * phone's first screen load their code when scrolled near (components/ssr/lazyWhenNear.tsx), which a
 * jump straight past them would not trigger.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    if (!(await target.isVisible())) await page.mouse.wheel(0, 400);
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass();
}
