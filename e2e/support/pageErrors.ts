import type { Page } from "@playwright/test";

/**
 * Everything a page reports going wrong while a test drives it: console errors, uncaught exceptions,
 * and answers of 400 or more to the page's own requests (to this site; other sites' are not ours to fix).
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  const origin = () => new URL(page.url()).origin;
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`exception: ${error.message}`));
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.origin === origin()) {
      errors.push(`${response.request().method()} ${url.pathname}${url.search}: ${response.status()}`);
    }
  });
  return errors;
}
