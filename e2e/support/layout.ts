import type { Page } from "@playwright/test";

/** How wide the page's content is: more than the viewport means the reader must scroll sideways. */
export const contentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
