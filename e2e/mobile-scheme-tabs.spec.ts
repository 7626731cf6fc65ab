/**
 * Every scheme page's tabs fit a 360 px phone (issue 28): the tab row used to run off the card's edge,
 * hiding "Fees and Charges" with no sign it was there. Runs in the "phone" project (360 × 800).
 */
import { expect, type Page, test } from "@playwright/test";
import { SCHEME_LISTS } from "../packages/contracts/src/schemes-catalog.js";

/** Where each tab list and each tab stands against the screen, and whether the page scrolls sideways. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const lists = Array.from(document.querySelectorAll<HTMLElement>('[role="tablist"]'));
    return {
      screen,
      pageScrollsSideways: document.documentElement.scrollWidth > screen,
      listsOverflowing: lists.filter((list) => list.scrollWidth > list.clientWidth).length,
      tabsOffScreen: lists
        .flatMap((list) => Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]')))
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return box.left < 0 || box.right > screen;
        })
        .map((tab) => tab.textContent),
    };
  });

async function checkEveryPage(page: Page) {
  for (const list of SCHEME_LISTS) {
    await page.goto(`/${list.route}`);
    const card = page.getByRole("article").first();
    await expect(card.getByRole("tab")).toHaveCount(list.tabs.length);
    await expect(card.getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
    const seen = await measure(page);
    expect(seen, `/${list.route}`).toEqual({
      screen: 360,
      pageScrollsSideways: false,
      listsOverflowing: 0,
      tabsOffScreen: [],
    });
  }
}

test("every scheme page's tabs fit a 360 px screen, and the last tab opens by touch and by keys", async ({
  page,
}) => {
  await checkEveryPage(page);

  // The fourth tab is on screen: a tap opens it, and the arrow keys still walk the row.
  await page.goto("/unnaticard");
  const card = page.getByRole("article").first();
  await card.getByRole("tab", { name: "Fees and Charges" }).tap();
  await expect(card.getByRole("tabpanel", { name: "Fees and Charges" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(card.getByRole("tab", { name: "Eligibility" })).toBeFocused();
  await expect(card.getByRole("tabpanel", { name: "Eligibility" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(card.getByRole("tab", { name: "Know Before You Invest" })).toBeFocused();
  await expect(card.getByRole("tab", { name: "Know Before You Invest" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test.describe("in Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("every scheme page's tabs fit a 360 px screen in Hindi", async ({ page }) => {
    await checkEveryPage(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("article").first().getByRole("tab").first()).toHaveText("निवेश से पहले जानें");
  });
});
