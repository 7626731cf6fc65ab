import { expect, test } from "@playwright/test";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test("the mobile menu opens, and closes with Escape, the backdrop or a link", async ({ page }) => {
  await page.goto("/");
  const menu = page.getByRole("dialog", { name: "Menu" });
  const open = page.getByRole("button", { name: "Open menu" });

  await open.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  await open.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(10, 400); // the backdrop, left of the slide-in panel
  await expect(menu).toBeHidden();

  await open.click();
  await menu.getByRole("link", { name: "Articles" }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(menu).toBeHidden();
});

test("pages fit a 360 px phone without sideways scrolling", async ({ page, baseURL }) => {
  const fits = async () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  for (const path of ["/", "/signin", "/signup", "/forgot-password", "/about", "/nowhere"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await fits(), path).toBe(true);
  }
  await signUpThroughApi(page, baseURL!);
  await page.goto("/home");
  await waitForApp(page);
  expect(await fits(), "/home").toBe(true);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "FinTools" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Log out" })).toBeVisible();
});

test("a toast shows under the header, never over it, and goes by itself", async ({ page }) => {
  await page.goto("/");
  const explore = page.getByRole("region", { name: "Explore Courses" });
  await explore.getByRole("listitem").first().getByRole("button").click();
  const toast = page.getByRole("status").filter({ hasText: "Please sign in!" });
  await expect(toast).toBeVisible();
  const header = (await page.getByRole("banner").boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // Spec section 2: 3 s, then it leaves the screen and the reading order.
  await expect(toast).toHaveCount(0);
});
