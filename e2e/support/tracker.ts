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
