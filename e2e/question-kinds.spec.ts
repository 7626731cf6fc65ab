/**
 * Issue 42, "Practice that sticks": true/false, numeric and put-in-order questions. An admin makes a
 * course of the three kinds (the order question through the card form, the others through the admin
 * API); a learner answers each in the lesson on a phone (the numeric one wrong first, reading the worked
 * answer), puts it right in the module's review round, and meets it again in the Review deck the next
 * India day. Set QUESTION_KINDS_SHOTS_DIR to keep screenshots of each kind at 360x800 and 1280x800.
 */
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/axe.js";
import { PNG } from "./support/images.js";
import { cardNav, continueFromSheet, feedbackSheet } from "./support/lesson.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signInAsAdmin, signUpThroughApi } from "./support/people.js";

const SHOTS = process.env.QUESTION_KINDS_SHOTS_DIR;
/** The review spec's clock cookie: this browser's requests only are a day later (clock-offset.ts). */
const TEST_CLOCK_COOKIE = "arthshala_test_clock_offset_ms";
const ONE_DAY_MS = 86_400_000;

const STEPS = [
  "Compare FD rates, banks and tenures",
  "Open the FD in your bank's app",
  "Save the FD receipt",
  "Note the maturity date",
];

async function shoot(page: Page, name: string, show?: Locator) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of [
    ["360", { width: 360, height: 800 }],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await show?.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(300); // the layout settles: a picture for people, no assertion rides on it
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
  if (before) await page.setViewportSize(before);
}

/** A course of one module, its true/false and numeric questions added through the admin API. */
async function buildCourse(request: APIRequestContext, baseURL: string, run: string) {
  const headers = { origin: baseURL };
  const course = await request.post("/api/courses/add", {
    headers,
    multipart: {
      title: `Fixed deposits ${run}`,
      description: "Interest, insurance and opening one.",
      modules_count: "1",
      duration: "5",
      thumbnail_file: { name: "t.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  const module = await request.post(`/api/modules/add/${courseId}`, {
    headers,
    data: { title: "Your first FD", description: "", order_index: 0 },
  });
  expect(module.status(), await module.text()).toBe(201);
  const moduleId = ((await module.json()) as { id: number }).id;
  const add = async (fields: Record<string, string>) => {
    const card = await request.post(`/api/cards/add/${moduleId}`, { headers, multipart: fields });
    expect(card.status(), await card.text()).toBe(201);
    return ((await card.json()) as { card_id: number }).card_id;
  };
  const trueFalse = await add({
    title: "Insured deposits",
    content_type: "question",
    question_type: "true_false",
    content_text: "DICGC insures your deposits in one bank up to ₹5 lakh.",
    correct_answer: "true",
    explanation: "Yes: up to ₹5 lakh per depositor per bank, interest included.",
    allotted_finstars: "5",
    order_index: "0",
  });
  const numeric = await add({
    title: "A year's interest",
    content_type: "question",
    question_type: "numeric",
    content_text:
      "You keep **₹1,00,000** in an FD at **7%** a year. How much interest does it earn in one year?",
    correct_answer: "7000",
    answer_unit: "rupees",
    tolerance: "10",
    explanation: "Interest = ₹1,00,000 × 7 ÷ 100 = **₹7,000**.",
    allotted_finstars: "5",
    order_index: "1",
  });
  return { courseId, moduleId, trueFalse, numeric };
}

/** Moves each step up into its place with the named Move up buttons, by keyboard (Enter). */
async function putInOrder(page: Page, steps: string[]) {
  const list = page.getByRole("list").filter({ hasText: steps[0]! });
  for (const [target, step] of steps.entries()) {
    const texts = await list.getByRole("listitem").allTextContents();
    let at = texts.findIndex((t) => t.includes(step));
    if (at === target) continue;
    const up = page.getByRole("button", { name: `Move up: ${step}` });
    await up.focus();
    while (at > target) {
      await page.keyboard.press("Enter");
      at -= 1;
      await expect(list.getByRole("listitem").nth(at)).toContainText(step);
      // The screen reader hears the step's new place.
      await expect(page.getByText(`${step}: now step ${at + 1} of ${steps.length}.`)).toBeAttached();
    }
  }
}

test("an admin makes true/false, numeric and order questions; a learner answers, reviews and meets one again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // an admin's screens, a whole module on a phone, a review round and the Review deck
  const run = randomBytes(3).toString("hex");
  await signInAsAdmin(page, baseURL!);
  const built = await buildCourse(page.request, baseURL!, run);

  // ── The admin adds the order question through the card form ──
  await page.goto(`/admin/modules/${built.moduleId}/cards/add`);
  await expect(page.getByRole("heading", { level: 1, name: "Add New Card" })).toBeVisible();
  await page.getByLabel("Card type").selectOption("question");
  await page.getByLabel("Title", { exact: true }).fill("Opening an FD");
  await page.getByLabel("FinStars", { exact: true }).fill("5");
  await page.getByLabel("Order", { exact: true }).fill("2");
  await page.getByLabel("Question type", { exact: true }).selectOption("order");
  await page.getByLabel("Question text", { exact: true }).fill("Put the steps of opening an FD in order.");
  const steps = page.getByLabel("Steps, in the right order");
  await steps.fill(STEPS.slice(0, 2).join("\n"));
  await page
    .getByLabel("Explanation", { exact: true })
    .fill("Compare first; keep the receipt and the maturity date safe.");
  await page.getByRole("button", { name: "Add Card" }).click();
  await expect(page.getByText("An order question needs 3 to 6 steps, one per line.")).toBeVisible();
  await steps.fill(STEPS.join("\n"));
  await shoot(page, "admin-order-form", steps);
  await page.getByRole("button", { name: "Add Card" }).click();
  const alert = page.getByRole("dialog", { name: "Alert" });
  await expect(alert).toContainText("Card added successfully");
  await alert.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cards" })).toBeVisible();
  const listed = page.getByRole("article").filter({ hasText: "Opening an FD" });
  await expect(listed.getByRole("listitem")).toHaveText(STEPS);
  const order = (await (await page.request.get(`/api/cards/${built.moduleId}/getall`)).json()) as {
    card_id: number;
    question_type: string;
  }[];
  expect(order.map((c) => c.question_type)).toEqual(["true_false", "numeric", "order"]);

  // ── A learner on a phone ──
  const learner = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL });
  const phone = await learner.newPage();
  const errors = watchPageErrors(phone);
  await signUpThroughApi(phone, baseURL!);
  let paid = 0;
  phone.on("response", async (response) => {
    if (!response.url().endsWith("/updateCard") || !response.ok()) return;
    paid += ((await response.json()) as { awarded_finstars: number }).awarded_finstars;
  });
  const cardPath = (id: number) => `/courses/course/${built.courseId}/module/${built.moduleId}/card/${id}`;
  const check = cardNav(phone).getByRole("button", { name: "Check" });

  // True/false: two big buttons; right first time.
  await phone.goto(cardPath(built.trueFalse));
  await expect(phone.getByRole("heading", { level: 1, name: "Insured deposits" })).toBeVisible();
  const truth = phone.getByRole("group", { name: /DICGC/ }).getByRole("button", { name: "True" });
  await expect(check).toBeDisabled();
  await truth.click();
  await expect(truth).toHaveAttribute("aria-pressed", "true");
  await shoot(phone, "true-false-chosen");
  expect(await seriousViolations(phone)).toEqual([]);
  await check.click();
  await expect(feedbackSheet(phone).getByRole("heading", { name: "Correct! Nicely done." })).toBeVisible();
  await expect(feedbackSheet(phone).getByTestId("correct-answer")).toHaveText("Correct answer: True");
  await expect(truth).toHaveAttribute("data-state", "correct");
  await shoot(phone, "true-false-right");
  await continueFromSheet(phone);

  // Numeric: the phone's number keys, ₹ before the box; a wrong figure first, then the worked answer.
  await expect(phone.getByRole("heading", { level: 1, name: "A year's interest" })).toBeVisible();
  const box = phone.getByLabel("Your answer");
  await expect(box).toHaveAttribute("inputmode", "decimal");
  await box.fill("seven thousand");
  await box.blur();
  await expect(phone.getByRole("alert")).toHaveText("Type a number, like 1200 or 1,20,000.");
  await expect(check).toBeDisabled();
  await box.fill("₹70,000");
  await expect(check).toBeEnabled();
  await shoot(phone, "numeric-typed");
  expect(await seriousViolations(phone)).toEqual([]);
  await check.click();
  const sheet = feedbackSheet(phone);
  await expect(sheet.getByRole("heading", { name: "Not quite." })).toBeVisible();
  await expect(sheet.getByTestId("correct-answer")).toHaveText("Correct answer: ₹7,000");
  await expect(sheet.getByText("Interest = ₹1,00,000 × 7 ÷ 100 = ₹7,000.")).toBeVisible();
  await expect(phone.getByText("₹70,000").locator("xpath=..")).toHaveAttribute("data-state", "wrong");
  await shoot(phone, "numeric-wrong");
  await continueFromSheet(phone);

  // Order: the steps come shuffled; Move up by keyboard puts them right; Check.
  await expect(phone.getByRole("heading", { level: 1, name: "Opening an FD" })).toBeVisible();
  const rows = phone.getByRole("listitem").filter({ has: phone.getByRole("button", { name: /^Move up/ }) });
  await expect(rows).toHaveCount(STEPS.length);
  const shown = (await rows.allTextContents()).map((t) => STEPS.find((s) => t.includes(s)));
  expect(shown).not.toEqual(STEPS);
  await shoot(phone, "order-shuffled");
  expect(await seriousViolations(phone)).toEqual([]);
  await putInOrder(phone, STEPS);
  await check.click();
  await expect(sheet.getByRole("heading", { name: "Correct! Nicely done." })).toBeVisible();
  await expect(sheet.getByTestId("correct-answer").getByRole("listitem")).toHaveText(STEPS);
  await shoot(phone, "order-right");
  await continueFromSheet(phone);

  // The module's review round asks the missed numeric question again.
  await expect(phone).toHaveURL(/\/finish$/);
  await expect(phone.getByText("Quick review")).toBeVisible();
  await expect(phone.getByRole("heading", { level: 1, name: "A year's interest" })).toBeVisible();
  await phone.getByLabel("Your answer").fill("7,000");
  await check.click();
  await expect(sheet.getByTestId("correct-answer")).toHaveText("Correct answer: ₹7,000");
  await continueFromSheet(phone);
  await expect(phone).toHaveURL(/\/done$/);

  // What the server paid in the lesson: 5 + 0 + 5 (the review round practises, it does not pay).
  expect(paid).toBe(10);

  // ── The next India day: the numeric question is in the Review deck ──
  await learner.addCookies([{ name: TEST_CLOCK_COOKIE, value: String(ONE_DAY_MS), url: baseURL! }]);
  await phone.goto("/review");
  await expect(phone.getByRole("heading", { level: 1, name: "A year's interest" })).toBeVisible();
  await expect(phone.getByText("₹", { exact: true })).toBeVisible();
  const reviewCheck = phone.getByTestId("review-action-bar").getByRole("button", { name: "Check" });
  await phone.getByLabel("Your answer").fill("₹7,005");
  await shoot(phone, "review-numeric");
  await reviewCheck.click();
  const reviewSheet = phone.getByTestId("review-feedback");
  await expect(reviewSheet.getByRole("heading", { name: "Right! Nicely remembered." })).toBeVisible();
  await expect(reviewSheet.getByTestId("correct-answer")).toHaveText("Correct answer: ₹7,000");
  await shoot(phone, "review-numeric-right");
  await expect(reviewSheet.getByTestId("review-earned")).toHaveText("+1 FinStar");
  expect(errors).toEqual([]);
  await learner.close();

  // ── In Hindi (a visitor whose browser reads Hindi): सही/गलत, the number box, the steps' buttons ──
  const hindi = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL, locale: "hi-IN" });
  const reader = await hindi.newPage();
  await reader.goto(cardPath(built.trueFalse));
  const choices = reader.getByRole("group", { name: /DICGC/ }).getByRole("button");
  await expect(choices).toHaveText(["सही", "गलत"]);
  await shoot(reader, "hindi-true-false");
  await reader.goto(cardPath(built.numeric));
  await expect(reader.getByLabel("आपका जवाब")).toBeVisible();
  await expect(reader.getByText("जवाब रुपये (₹) में लिखें।", { exact: false })).toBeVisible();
  await shoot(reader, "hindi-numeric");
  await reader.goto(cardPath(order[2]!.card_id));
  await expect(reader.getByRole("button", { name: `ऊपर ले जाएँ: ${STEPS[0]}` })).toBeAttached();
  await shoot(reader, "hindi-order");
  await hindi.close();
});
