import { mkdir } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { watchPageErrors } from "./support/pageErrors.js";
import { signInAsAdmin } from "./support/people.js";

/**
 * The Admin freshness queue (issue 42). Seeded content is dated the day its facts were checked (2026), so
 * this test moves its own requests' clock 390 days on, by the cookie E2E_CLOCK_COOKIE lets a loopback test
 * server read (apps/api/src/platform/clock-offset.ts): every dated item is then past its window for this
 * admin, while the run's other tests keep the real time.
 */
const TEST_CLOCK_COOKIE = "arthshala_test_clock_offset_ms";
/** 390 days: past a year from the seeded days, within the 400 the test clock allows. */
const MOVE_MS = 390 * 86_400_000;
const CARD = "PPF rules in a nutshell";
const ARTICLE = "Tax basics for your first job";

/** Set FRESHNESS_SHOTS_DIR to keep screenshots of the queue at phone and desktop widths. */
const SHOTS = process.env.FRESHNESS_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  for (const [label, size] of [
    ["360", { width: 360, height: 800 }],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300); // the layout settles: a picture for people, no assertion rides on it
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
}

/** The India day 390 days on, as the page writes it: "24 December 2027". */
function movedDayText(): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + MOVE_MS),
  );
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

test("an admin re-dates a stale card from the freshness queue, and Edit opens the editor", async ({
  page,
  context,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  await signInAsAdmin(page, baseURL!);
  await context.addCookies([{ name: TEST_CLOCK_COOKIE, value: String(MOVE_MS), url: baseURL! }]);

  await page.goto("/admin");
  await page.getByRole("link", { name: /Freshness/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Freshness" })).toBeVisible();

  const queue = page.getByRole("list", { name: "Needs checking" });
  const row = queue.getByRole("listitem").filter({ hasText: CARD });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Banking and Saving");
  await expect(row).toContainText(/As of \d{1,2} \w+ 2026 · checked over a year ago/);
  await expect(queue.getByRole("listitem").filter({ hasText: ARTICLE })).toContainText(
    /tax rule from FY 2026-27/,
  );
  await shoot(page, "queue");

  await row.getByRole("button", { name: "Still true" }).click();
  await expect(row).toHaveCount(0);
  const checked = page.getByRole("region", { name: "Recently checked" });
  const record = checked.getByRole("listitem").filter({ hasText: CARD });
  await expect(record).toContainText(`Checked by Ravi Admin on ${movedDayText()}`);
  await expect(record).toContainText(/was as of \d{1,2} \w+ 2026/);
  await record.scrollIntoViewIfNeeded();
  await shoot(page, "checked");

  // After a reload too: the check is recorded, not just drawn.
  await page.reload();
  await expect(page.getByRole("region", { name: "Recently checked" })).toContainText(CARD);
  await expect(queue.getByRole("listitem").filter({ hasText: ARTICLE })).toHaveCount(1);
  await expect(queue.getByRole("listitem").filter({ hasText: CARD })).toHaveCount(0);

  await queue.getByRole("listitem").filter({ hasText: ARTICLE }).getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\/edit$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/Edit/);
  expect(errors).toEqual([]);
});
