/**
 * The Hindi walk (hindi-walk.spec.ts) extended to the savings catalogue and its comparison (issue 39):
 * providers and products are named in Hindi (official names kept recognisable), and no screen shows an
 * English sentence beyond names, numbers and the glossary's allowed terms. Set HINDI_SHOTS_DIR to keep a
 * screenshot of each screen.
 */
import { mkdir } from "node:fs/promises";
import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import { expect, type Page, test } from "@playwright/test";
import { screenTexts } from "./support/hindi-screen.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { waitForApp } from "./support/takeover.js";

test.use({ locale: "hi-IN", viewport: { width: 360, height: 740 } });

async function look(page: Page, name: string) {
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.waitForLoadState("networkidle");
  expect.soft(latinSentences(await screenTexts(page)), `${name} (${page.url()})`).toEqual([]);
  const dir = process.env.HINDI_SHOTS_DIR;
  if (dir) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}.png` });
  }
}

test("a Hindi reader meets the catalogue and a comparison of three schemes in Hindi", async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto("/savings");
  const list = page.getByRole("list", { name: "बचत स्कीमें" });
  const ppf = list.getByRole("article").filter({
    has: page.getByRole("heading", { level: 2, name: "पब्लिक प्रोविडेंट फंड (PPF)", exact: true }),
  });
  await expect(ppf).toContainText("भारत सरकार");
  await expect(list).not.toContainText("Government of India");
  await expect(list).not.toContainText("Fixed Deposit");
  await expect(list).not.toContainText("Recurring Deposit");
  await look(page, "savings");

  // Three of them side by side: names and facts in Hindi.
  const { products } = (await (await page.request.get("/api/schemes/catalogue")).json()) as {
    products: Array<{ id: number; list: string }>;
  };
  const ids = ["govt/scss", "hdfc/rd", "sbi/ppf"].map((key) => products.find((p) => p.list === key)!.id);
  await page.goto(`/savings/compare?ids=${ids.join(",")}`);
  const table = page.getByRole("table", { name: "स्कीमों की तुलना" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader").nth(1)).toContainText("(SCSS)");
  await expect(table).not.toContainText("Senior Citizens");
  await expect(table).not.toContainText("Recurring Deposit");
  await look(page, "savings-compare");
  expect(errors).toEqual([]);
});
