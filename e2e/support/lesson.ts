/**
 * The lesson screen as a learner drives it (issue 27): choose an option, Check, read the verdict in the
 * sheet that slides up, Continue; Next for cards without a question; a module's end leads through its
 * review round (questions missed at first) to its celebration.
 */
import { expect, type Page } from "@playwright/test";
import { optionButton } from "./courses.js";

export const cardNav = (page: Page) => page.getByRole("navigation", { name: "Card navigation" });
export const feedbackSheet = (page: Page) => page.getByTestId("feedback-sheet");

/** Chooses an option and presses Check (the answer is sent then, not on the choice). */
export async function answerWith(page: Page, option: string): Promise<void> {
  await optionButton(page, option).click();
  await cardNav(page).getByRole("button", { name: "Check" }).click();
}

/** Continue in the verdict's sheet, once it is up. */
export async function continueFromSheet(page: Page): Promise<void> {
  await feedbackSheet(page).getByRole("button", { name: "Continue" }).click();
  await expect(feedbackSheet(page)).toHaveCount(0);
}

/** The action bar's forward button, whichever it is on this card. */
export const forwardButton = (page: Page) =>
  cardNav(page).getByRole("button", { name: /^(Next|Next Module|Finish course)$/ });

/**
 * On a module's review round: answers each question that comes back with `answerOf(title)`, until the
 * round hands over to the celebration. Returns the titles asked, in order.
 */
export async function finishReviewRound(page: Page, answerOf: (title: string) => string): Promise<string[]> {
  const asked: string[] = [];
  await expect(page.getByText("Quick review")).toBeVisible();
  while (/\/finish$/.test(new URL(page.url()).pathname)) {
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    asked.push(title);
    await answerWith(page, answerOf(title));
    await continueFromSheet(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  return asked;
}

/** From a module's last card, completed: on to its end (the sheet's Continue, or the bar's button). */
export async function leaveLastCard(page: Page): Promise<void> {
  if ((await feedbackSheet(page).count()) > 0) await continueFromSheet(page);
  else await forwardButton(page).click();
  await expect(page).toHaveURL(/\/module\/\d+\/(finish|done)$/);
}

/** The celebration's figures, as numbers. */
export async function celebrationFigures(page: Page) {
  const read = async (id: string) =>
    Number((await page.getByTestId(id).textContent())!.replace(/[^\d]/g, ""));
  await expect(page.getByTestId("earned-streak")).toBeVisible();
  return {
    stars: await read("earned-finstars"),
    score: await read("earned-finscore"),
    streak: await read("earned-streak"),
  };
}
