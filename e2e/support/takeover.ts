import type { Page } from "@playwright/test";

/**
 * The app has taken over the page the server drew (main.tsx marks #root with data-app once React has
 * committed the hydrated page, and releases the controls the server held). Before that, a link is a
 * plain link (a full page load from the server), and the buttons the server held wait. A part whose code
 * comes later (inside a [data-held-scope], apps/web/src/components/ssr/heldControls.ts) keeps its own
 * controls held until that code has run; Playwright's actions wait for them.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById("root")?.hasAttribute("data-app") === true &&
      Array.from(document.querySelectorAll("[data-until-app]")).every(
        (held) => held.parentElement?.closest("[data-held-scope]") != null,
      ),
  );
}

/**
 * Holds the app's scripts back (or only those matching `pattern`, e.g. one lazy chunk), as a slow
 * connection would, until the returned function is called.
 */
export async function holdScripts(page: Page, pattern = "**/assets/*.js"): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
