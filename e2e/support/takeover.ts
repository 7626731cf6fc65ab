import type { Page } from "@playwright/test";

/**
 * The app has taken over the page the server drew (main.tsx): its state is read and the controls the
 * server held are released, in the same task as the render that attaches every handler. Before that,
 * a link is a plain link (a full page load from the server), and buttons wait.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getElementById("rendered-state") === null && !document.querySelector("[data-until-app]"),
  );
}
