import { randomBytes } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAsAdmin, signUpThroughApi } from "./support/people.js";

/** A valid 1×1 PNG: the server checks uploads by their bytes, so it must be a real image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Closes the form's "Alert" dialog after checking its text. */
async function closeAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole("dialog", { name: "Alert" });
  await expect(alert).toContainText(text);
  await alert.getByRole("button", { name: "Close" }).click();
  await expect(alert).toBeHidden();
}

/** The card list's titles, in order ("Card 2: X" is how a screen reader names each item). */
const cardTitles = (page: Page) => page.getByRole("article").locator("h2");

async function addCard(page: Page, moduleTitle: string, fill: (page: Page) => Promise<void>): Promise<void> {
  await page.getByRole("link", { name: "Add New Card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add New Card" })).toBeVisible();
  await expect(page.getByText(`To the module “${moduleTitle}”.`)).toBeVisible();
  await fill(page);
  await page.getByRole("button", { name: "Add Card" }).click();
  await closeAlert(page, "✅ Card added successfully!");
  await expect(page.getByRole("heading", { level: 1, name: "Cards" })).toBeVisible();
}

const article = (page: Page, title: string): Locator =>
  page.getByRole("article", { name: new RegExp(`^Card \\d+: ${title}$`) });

test("an admin builds a course with a module and cards, and a new learner takes it", async ({
  page,
  browser,
  baseURL,
}) => {
  const id = randomBytes(3).toString("hex");
  const courseTitle = `Budgeting 101 ${id}`;
  const moduleTitle = "Budget basics";

  await signInAsAdmin(page, baseURL!);
  await page.goto("/admin");
  await expect(page.getByText("Welcome, Ravi Admin!")).toBeVisible();

  // ── Course ──
  await page.getByRole("link", { name: /^Add New Course/ }).click();
  await page.getByLabel("Title", { exact: true }).fill(courseTitle);
  await page.getByLabel("Number of modules").fill("0");
  await page.getByLabel("Duration (minutes)").fill("15");
  await page.getByLabel("Description").fill("Plan every rupee before the month begins.");
  await page.getByRole("button", { name: "Add Course" }).click();
  // The form refuses 0 modules before anything is sent.
  await expect(page.getByRole("alert")).toHaveText("Number of modules must be a whole number, at least 1.");
  await page.getByLabel("Number of modules").fill("1");
  await page
    .getByLabel(/Thumbnail image/)
    .setInputFiles({ name: "piggy.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Add Course" }).click();
  await closeAlert(page, "✅ Course successfully added!");

  await expect(page.getByRole("heading", { level: 1, name: "All Courses" })).toBeVisible();
  const tile = page.getByRole("article", { name: courseTitle });
  await expect(tile.locator("img")).toHaveAttribute("src", /^\/uploads\//);
  await expect(tile).toContainText("1 module");
  await expect(tile).toContainText("15 min");
  await tile.getByRole("link", { name: "View Modules" }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+\/modules$/);
  const courseId = Number(/courses\/(\d+)\/modules/.exec(page.url())![1]);

  // ── Module ──
  await page.getByRole("link", { name: "Create Your First Module" }).click();
  await page.getByLabel("Title").fill(moduleTitle);
  await page.getByLabel(/Description/).fill("Needs, wants and a plan.");
  await page.getByRole("button", { name: "Add Module" }).click();
  await closeAlert(page, "✅ Module added successfully!");
  const moduleRow = page.getByRole("article", { name: `Module 1: ${moduleTitle}` });
  await moduleRow.getByRole("link", { name: "View Cards" }).click();
  await expect(page.getByText("No cards found for this module.")).toBeVisible();

  // ── Cards: text, image, multiple choice, and one to delete ──
  await addCard(page, moduleTitle, async (p) => {
    await p.getByLabel("Title", { exact: true }).fill("Needs and wants");
    await p.getByLabel("FinStars").fill("5");
    await p
      .getByLabel("Content text", { exact: true })
      .fill("A **need** keeps you going.\n\nA want is nice to have.");
    await expect(p.getByRole("region", { name: "Content text preview" }).locator("strong")).toHaveText(
      "need",
    );
  });
  await addCard(page, moduleTitle, async (p) => {
    await p.getByLabel("Card type").selectOption("image");
    await p.getByLabel("Title", { exact: true }).fill("Sort it out");
    await p.getByLabel("Image file").setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: PNG });
  });
  await addCard(page, moduleTitle, async (p) => {
    await p.getByLabel("Card type").selectOption("question");
    await p.getByLabel("Title", { exact: true }).fill("Emergency fund quiz");
    await p.getByLabel("FinStars").fill("10");
    await p.getByLabel("Question type").selectOption("mcq_single");
    await p.getByLabel("Question text", { exact: true }).fill("Where should an emergency fund live?");
    await p.getByLabel("Options", { exact: true }).fill(" Savings account , Stocks,  Gold ");
    await p.getByLabel(/Correct answer/).selectOption("Savings account");
    await p.getByLabel(/Explanation/).fill("It is safe and you can reach it quickly.");
  });
  await addCard(page, moduleTitle, async (p) => {
    await p.getByLabel("Title", { exact: true }).fill("Card to delete");
    await p.getByLabel("Content text", { exact: true }).fill("Soon gone.");
  });
  await expect(cardTitles(page)).toHaveText([
    /Needs and wants$/,
    /Sort it out$/,
    /Emergency fund quiz$/,
    /Card to delete$/,
  ]);
  const quiz = article(page, "Emergency fund quiz");
  await expect(quiz.getByRole("radio", { name: /Savings account/ })).toBeChecked();
  await expect(article(page, "Sort it out").getByRole("img", { name: "Sort it out" })).toBeVisible();

  // ── Edit a card's title ──
  await article(page, "Needs and wants").getByRole("link", { name: "Edit Card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Card" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Needs vs wants");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await closeAlert(page, "✅ Card updated successfully!");

  // ── Reorder: the quiz moves up above the picture ──
  const reordered = page.waitForResponse((r) => r.url().includes("/api/cards/reorder/") && r.ok());
  await page.getByRole("button", { name: "Move up: Emergency fund quiz" }).click();
  await reordered;
  await expect(cardTitles(page)).toHaveText([
    /Needs vs wants$/,
    /Emergency fund quiz$/,
    /Sort it out$/,
    /Card to delete$/,
  ]);

  // ── Preview the quiz as a learner would see it ──
  await article(page, "Emergency fund quiz").getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview: Emergency fund quiz" });
  await expect(preview.getByText("Where should an emergency fund live?")).toBeVisible();
  await expect(preview.getByRole("button", { name: /Savings account/ })).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  // ── Delete a card, no Undo: it is gone ──
  const cardDeleted = page.waitForResponse((r) => r.request().method() === "DELETE" && r.ok());
  await article(page, "Card to delete").getByRole("button", { name: "Delete Card" }).click();
  await cardDeleted;
  await expect(article(page, "Card to delete")).toHaveCount(0);
  await expect(page.getByText("Card deleted.")).toBeVisible();

  // ── Delete the module, then Undo: it is back ──
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: courseTitle }).click();
  await expect(moduleRow).toBeVisible();
  const moduleDeleted = page.waitForResponse((r) => r.request().method() === "DELETE" && r.ok());
  await moduleRow.getByRole("button", { name: "Delete Module" }).click();
  await moduleDeleted;
  await expect(moduleRow).toHaveCount(0);
  const restored = page.waitForResponse((r) => r.url().includes("/restore") && r.ok());
  await page
    .getByRole("status")
    .filter({ hasText: "Module deleted." })
    .getByRole("button", { name: "Undo" })
    .click();
  await restored;
  await expect(moduleRow).toBeVisible();
  await expect(moduleRow).toContainText("3 cards");

  // ── A new learner takes the course ──
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpThroughApi(learner, baseURL!);
  await learner.goto(`/courses/course/${courseId}`);
  await expect(learner.getByRole("heading", { level: 1, name: courseTitle })).toBeVisible();
  const roadmap = learner.getByRole("region", { name: moduleTitle });
  await expect(roadmap.getByRole("listitem")).toHaveText([
    /Needs vs wants/,
    /Emergency fund quiz/,
    /Sort it out/,
  ]);

  await roadmap.getByRole("link", { name: /Needs vs wants/ }).click();
  await expect(learner.getByRole("heading", { level: 1, name: "Needs vs wants" })).toBeVisible();
  await expect(learner.getByText("A want is nice to have.")).toBeVisible();
  await learner.getByRole("button", { name: "Next", exact: true }).click();

  await expect(learner.getByRole("heading", { level: 1, name: "Emergency fund quiz" })).toBeVisible();
  await expect(learner.getByText("Where should an emergency fund live?")).toBeVisible();
  const right = learner.getByRole("button", { name: /Savings account/ });
  await right.click();
  await learner.getByRole("button", { name: "Check" }).click();
  await expect(learner.getByText("You earned 10 FinStars!")).toBeVisible();
  await expect(right).toHaveAttribute("data-state", "correct");
  const sheet = learner.getByTestId("feedback-sheet");
  await expect(sheet.getByText("Correct answer:")).toBeVisible();
  await expect(sheet.getByText("It is safe and you can reach it quickly.")).toBeVisible();
  await sheet.getByRole("button", { name: "Continue" }).click();

  await expect(learner.getByRole("heading", { level: 1, name: "Sort it out" })).toBeVisible();
  await expect(learner.getByRole("img", { name: "Sort it out" })).toHaveAttribute("src", /^\/uploads\//);
  // This last card completes the course: Finish course leads to its celebration, and from there home.
  await expect(learner.getByText("You've completed the entire course!")).toBeVisible();
  await learner.getByRole("button", { name: "Finish course" }).click();
  await expect(learner.getByRole("heading", { level: 1, name: "Course complete!" })).toBeVisible();
  await learner.getByRole("link", { name: "See what to do next" }).click();
  await expect(learner).toHaveURL(new RegExp(`/home/?\\?courseId=${courseId}$`));
  await learnerContext.close();
});
