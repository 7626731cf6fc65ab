import { expect, type Page } from "@playwright/test";

/** The charts are drawn when scrolled near (issue 26's first-screen budget): scroll to them, as a reader does. */
export async function showCharts(page: Page) {
  // The row's placeholder is replaced by the charts as the app takes over: a scroll that met the old node
  // (detached under it, as CI once saw) is tried again on the new one.
  await expect(async () => {
    await page
      .getByText("Money in and out", { exact: true })
      .first()
      .scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(page.getByRole("heading", { name: "Expense Categories" })).toBeVisible({ timeout: 5_000 });
  }).toPass();
}

/**
 * The plans (recurring entries, savings goals) are drawn when scrolled near (issue 26's first-screen
 * budget): scroll to them, as a reader does, until both panels are there.
 */
export async function showPlans(page: Page) {
  const plans = page.getByTestId("tracker-plans");
  await expect(async () => {
    await plans.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(plans.locator(":scope > div > section")).toHaveCount(2, { timeout: 5_000 });
  }).toPass();
}
