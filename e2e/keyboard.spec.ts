/**
 * Keyboard and screen-reader use (Step 9): only key presses move through the app, and only roles and
 * accessible names find things: the card viewer, question options, dialogs and the tracker's form.
 */
import { expect, type Page, test } from "@playwright/test";
import { coursePlan, listCourses, rightAnswer } from "./support/courses.js";
import { indiaToday } from "./support/india-time.js";
import { expectModalKeyboard, tabTo } from "./support/keyboard.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

const cardNav = (page: Page) => page.getByRole("navigation", { name: "Card navigation" });

test("a visitor moves through cards and answers a question with the keyboard", async ({
  page,
  request,
  baseURL,
}) => {
  const [course] = await listCourses(request);
  const plan = await coursePlan(request, baseURL!, course!.id);
  const module = plan.modules[0]!;
  const questionAt = module.cards.findIndex((card) => card.content_type === "question");
  const [first, second] = module.cards;

  await page.goto(`/courses/course/${plan.id}`);
  await tabTo(page, page.getByRole("link", { name: new RegExp(first!.title) }).first());
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: first!.title })).toBeVisible();

  // Next, then Previous, then Next again to the question: each new card's title takes the focus.
  for (const card of module.cards.slice(1, questionAt + 1)) {
    await tabTo(page, cardNav(page).getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: card.title })).toBeFocused();
    if (card === second) {
      await tabTo(page, cardNav(page).getByRole("button", { name: "Previous" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: first!.title })).toBeFocused();
      await tabTo(page, cardNav(page).getByRole("button", { name: "Next" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: second.title })).toBeFocused();
    }
  }

  const question = module.cards[questionAt]!;
  const { right } = await rightAnswer(request, baseURL!, plan.id, module.moduleId, question.card_id);
  const options = page.getByRole("list", { name: /./ }).getByRole("button");
  const choice = options.filter({ hasText: right });
  await tabTo(page, choice);
  await expect(choice).toHaveAccessibleName(new RegExp(`^[A-Z]\\. ${escapeRegExp(right)}$`));
  // Space chooses; Check (in the action bar) sends the choice.
  await page.keyboard.press("Space");
  await expect(choice).toHaveAttribute("aria-pressed", "true");
  await tabTo(page, cardNav(page).getByRole("button", { name: "Check" }), { max: module.cards.length });
  await page.keyboard.press("Enter");
  // The verdict is announced (a polite live region in the sheet that slides up), the choice says it was
  // right, and Continue has the focus: Enter goes on.
  await expect(page.getByRole("status").filter({ hasText: "Correct! Nicely done." })).toBeVisible();
  await expect(choice).toHaveAccessibleName(/\(Your answer, correct\)$/);
  await expect(choice).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("button", { name: "Continue" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: module.cards[questionAt + 1]!.title }),
  ).toBeFocused();
});

test("the article reader keeps the focus while open and gives it back", async ({ page }) => {
  await page.goto("/articles");
  const opener = page.getByRole("link", { name: /Read article/ }).first();
  await expectModalKeyboard(page, opener, page.getByRole("dialog"));
});

test("a learner opens home dialogs and adds a transaction with the keyboard only", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  await page.goto("/home");
  await waitForApp(page);
  await expectModalKeyboard(
    page,
    page.getByRole("button", { name: /^Not ranked yet/ }),
    page.getByRole("dialog", { name: "Leaderboard" }),
  );

  await page.goto("/fin-tools/expensetracker");
  const opener = page.getByRole("button", { name: "Add transaction" });
  const add = page.getByRole("dialog", { name: "Add Transaction" });
  await expectModalKeyboard(page, opener, add);

  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  // Quick add opens on the amount; a category chip is a radio (arrows choose); the rest is under More details.
  await expect(add.getByRole("textbox", { name: "Amount (₹)" })).toBeFocused();
  await page.keyboard.type("42");
  await page.keyboard.press("Tab");
  await expect(add.getByRole("radio", { name: "Food" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(add.getByRole("radio", { name: "Local transport" })).toBeChecked();
  await tabTo(page, add.getByRole("button", { name: "More details" }));
  await page.keyboard.press("Enter");
  await tabTo(page, add.getByRole("textbox", { name: "Title (optional)" }));
  await page.keyboard.type("Keyboard chai");
  await page.keyboard.press("Tab");
  await expect(add.getByRole("combobox", { name: "Category" })).toBeFocused();
  await expect(add.getByRole("combobox", { name: "Category" })).toHaveValue("Transportation");
  await expect(add.getByRole("textbox", { name: "Date" })).toHaveValue(indiaToday());
  await tabTo(page, add.getByRole("button", { name: "Add transaction" }));
  await page.keyboard.press("Enter");
  await expect(add).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.getByRole("listitem").filter({ hasText: "Keyboard chai" }).first()).toContainText("42");
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
