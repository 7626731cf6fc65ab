import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The impacts this project refuses (Step 9): a page may carry minor or moderate findings, never these. */
const REFUSED = new Set(["serious", "critical"]);

/** Waits for the page to settle: its requests answered and its main heading drawn. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

/** axe's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog fades in (150 ms, index.css): read mid-way, its text is blended with the page behind it
  // (a busy CI machine once read 1.9:1). Finite animations end first; a skeleton's pulse never does.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // axe reads contrast from what is painted, and sections with content-visibility: auto (index.css,
  // "below-fold") are not painted while off-screen: axe scrolls to them and reads colors before the
  // next frame draws them. They are drawn for the check; a reader scrolling there sees the same colors.
  // A color transition that starts during the check (a CI run read Next half-way from enabled to
  // disabled, 3.5:1) is cut to its end, so axe reads the colors a reader is left with.
  const drawAll = await page.addStyleTag({
    content:
      "*, *::before, *::after { content-visibility: visible !important; transition: none !important; }",
  });
  // Legacy mode runs axe in each frame where it is, instead of opening a blank page to merge the
  // frames' results (the app has no cross-origin frames), and only violations are gathered, not every
  // passing node: the same findings (checked on a page with planted contrast, name, alt and frame
  // problems) for about a third of the time, on a check this suite runs some 120 times.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze()
    .finally(() => drawAll.evaluate((style) => (style as Element).remove()));
  return violations
    .filter((v) => REFUSED.has(v.impact ?? ""))
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`),
    );
}

/** Fails (softly, so one run lists every page's findings) when axe finds a serious or critical problem. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}
