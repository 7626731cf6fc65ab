import { expect, test } from "@playwright/test";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test("a visitor opens an article from the landing carousel and closes the reader", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Articles" });
  await expect(carousel).toBeVisible();
  const cards = carousel.getByRole("button").filter({ has: page.locator("time") });
  await expect(cards).toHaveCount(15);
  const first = cards.first();
  const title = (await first.locator("span.font-semibold").textContent())?.trim() ?? "";
  expect(title.length).toBeGreaterThan(3);
  await first.click();
  const reader = page.getByRole("dialog", { name: title });
  await expect(reader).toBeVisible();
  await expect(reader.getByRole("heading", { name: title })).toBeVisible();
  // Visitors read without the rating widget.
  await expect(reader.getByText("Rate this article")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(reader).toBeHidden();
});

test("a learner's home shows the featured article, which opens in the /articles reader", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  await page.goto("/home");
  await waitForApp(page);
  const tile = page.getByRole("region", { name: "Featured article" });
  await expect(tile).toBeVisible();
  const title = (await tile.locator(".text-lg").textContent())?.trim() ?? "";
  expect(title.length).toBeGreaterThan(3);
  await tile.getByRole("link").click();
  // The article's readable address (or ?article={id} for one without a slug).
  await expect(page).toHaveURL(/\/articles(\/[a-z0-9-]+|\?article=\d+)$/);
  const reader = page.getByRole("dialog", { name: title });
  await expect(reader.getByRole("heading", { name: title })).toBeVisible();
  // A link in a part of /home not yet hydrated is a plain link: the reader then comes drawn by the
  // server, and Escape closes it once the app has taken that page over (a loaded CI run pressed it
  // before, and the reader stayed).
  await waitForApp(page);
  await page.keyboard.press("Escape");
  await expect(reader).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
});
