import { expect, test } from "@playwright/test";
import { lookInHindi } from "./support/hindi-screen.js";
import { watchPageErrors } from "./support/pageErrors.js";

test.use({ locale: "hi-IN", viewport: { width: 360, height: 740 } });

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
  await lookInHindi(page, "savings");

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
  await lookInHindi(page, "savings-compare");
  expect(errors).toEqual([]);
});
