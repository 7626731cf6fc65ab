import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { SUPPORT_EMAIL } from "./playwright.config.js";
import { type OutboxMail, outboxPageOf } from "./support/mail.js";
import { buildPerson, signInAsAdmin, signUpThroughApi } from "./support/people.js";

// The admin reads what the visitor and the learner sent, so the three run in order.
test.describe.configure({ mode: "serial" });

const visitor = buildPerson({ name: `Ravi Visitor ${Date.now().toString(36)}` });
const visitorMessage = `Hello team, is there a course on mutual funds? (${visitor.email})`;
const learner = buildPerson();
const confusingDetails = "The budget dialog asked for a month I could not find.";
const moreFeedback = `Lovely app, thank you! (${learner.email})`;
const ratings = { q1: "4 stars", q3: "5 stars", q7: "3 stars" } as const;

const contactForm = (page: Page) => page.getByRole("region", { name: "Send us a message" });
const question = (page: Page, number: string) =>
  page.getByRole("radiogroup", { name: new RegExp(`^${number}\\.`) });
/** Picks an answer as a person does, on its pill or star (the radio itself is visually hidden). */
async function answer(group: Locator, option: string) {
  const radio = group.getByRole("radio", { name: option, exact: true });
  await group
    .locator("label")
    .filter({ has: group.page().getByRole("radio", { name: option, exact: true }) })
    .click();
  await expect(radio).toBeChecked();
}

async function expectEmptyContactForm(form: Locator, name: string, email: string) {
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(form.getByLabel("Message")).toHaveValue("");
}

test("a visitor sends a contact message: the green line shows and the form empties", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const reachUs = page.getByRole("complementary", { name: "Reach Us" });
  await expect(reachUs.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expect(reachUs).toContainText("We reply within 24–48 hours.");

  const form = contactForm(page);
  await expectEmptyContactForm(form, "", "");
  await form.getByLabel("Name").fill(visitor.name);
  await form.getByLabel("Email", { exact: true }).fill(visitor.email);
  await form.getByLabel("Message").fill(visitorMessage);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(form.getByRole("status")).toHaveText("Your message has been sent!");
  await expect(page.getByText("Message submitted successfully!")).toBeVisible();
  await expectEmptyContactForm(form, "", "");
});

test("a learner finds the contact form filled in, then gives feedback past both of its messages", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!, learner);
  await page.goto("/contact");
  await expectEmptyContactForm(contactForm(page), learner.name, learner.email);

  await page.goto("/feedback");
  await expect(page.getByRole("heading", { level: 1, name: "Share your feedback" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(learner.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(learner.email);
  const submit = page.getByRole("button", { name: "Submit Feedback" });
  const problem = page.getByRole("main").getByRole("alert");

  // Nothing answered: the spec's first message (section 5), word for word.
  await submit.click();
  await expect(problem).toHaveText("Please fill in all required fields.");
  await expect(question(page, "Q2")).toHaveAttribute("aria-invalid", "true");

  // Every choice answered, no stars given: the second one.
  await answer(question(page, "Q2"), "Just right");
  await answer(question(page, "Q4"), "Good");
  await expect(page.getByLabel(/What was confusing\?/)).toHaveCount(0);
  await answer(question(page, "Q5"), "Yes");
  await page.getByLabel(/What was confusing\?/).fill(confusingDetails);
  await answer(question(page, "Q6"), "FinTools");
  await submit.click();
  await expect(problem).toHaveText("Please rate all star-based questions (Q1, Q3, Q7).");

  await answer(question(page, "Q1"), ratings.q1);
  await answer(question(page, "Q3"), ratings.q3);
  await answer(question(page, "Q7"), ratings.q7);
  await expect(problem).toHaveCount(0);
  await page.getByLabel(/Anything else/).fill(moreFeedback);

  // The answer is held back until the busy state has been seen (the server answers in a moment).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/home/feedback", async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  const busy = page.getByRole("button", { name: "Submitting..." });
  await expect(busy).toBeDisabled();
  release();

  await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank you for your feedback!");
  await expect(page.getByRole("button", { name: "Submit Feedback" })).toBeEnabled();
  // Reset to the learner's own name and email, with every answer empty again.
  await expect(page.getByLabel("Name")).toHaveValue(learner.name);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(learner.email);
  await expect(page.getByRole("main").getByRole("radio", { checked: true })).toHaveCount(0);
  await expect(page.getByLabel(/Anything else/)).toHaveValue("");
});

interface FeedbackPage {
  items: { answers: Record<string, unknown> }[];
  total: number;
}

/** Each star question's average over all feedback, read page by page as the admin API lists it. */
async function expectedAverages(admin: APIRequestContext) {
  const all: FeedbackPage["items"] = [];
  for (let page = 1; ; page++) {
    const list = (await (
      await admin.get(`/api/admin/messages/feedback?page=${page}`)
    ).json()) as FeedbackPage;
    all.push(...list.items);
    if (list.items.length === 0 || all.length >= list.total) break;
  }
  const average = (key: string) =>
    `${(all.reduce((sum, item) => sum + Number(item.answers[key]), 0) / all.length).toFixed(1)} / 5`;
  return {
    count: all.length,
    q1_helpfulness: average("q1_helpfulness"),
    q3_navigation: average("q3_navigation"),
    q7_returnLikelihood: average("q7_returnLikelihood"),
  };
}

/** Opens the outbox page that holds the team's copy and checks what it says. */
async function expectTeamCopy(page: Page, subject: string, says: string) {
  const match = (mail: OutboxMail) => mail.to === SUPPORT_EMAIL && mail.subject === subject;
  const number = await outboxPageOf(page.request, match);
  await page.goto(`/admin/outbox${number > 1 ? `?page=${number}` : ""}`);
  const mail = page.getByRole("article").filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(mail).toContainText(`To: ${SUPPORT_EMAIL}`);
  await expect(mail).toContainText(says);
}

test("the admin reads the feedback with its averages and the contact message, and marks it handled", async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const expected = await expectedAverages(page.request);

  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Feedback" })).toHaveAttribute("aria-selected", "true");
  const averages = page.getByRole("region", { name: "Rating averages" });
  for (const key of ["q1_helpfulness", "q3_navigation", "q7_returnLikelihood"] as const) {
    await expect(averages.getByTestId(`average-${key}`)).toHaveText(expected[key]);
  }
  await expect(averages).toContainText(
    `Averages over all ${expected.count} ${expected.count === 1 ? "answer" : "answers"}.`,
  );

  const feedback = page.getByRole("article", { name: learner.name });
  await expect(feedback.getByRole("link", { name: learner.email })).toBeVisible();
  for (const text of [
    "Q1. How helpful has Arthshala been in learning about money?4 / 5",
    "Q2. How did the level of the courses feel?Just right",
    "Q3. How easy is it to find your way around?5 / 5",
    "Q4. How do you like the look and feel?Good",
    "Q5. Was anything confusing?Yes",
    `What was confusing?${confusingDetails}`,
    "Q6. Which part do you like most?FinTools",
    "Q7. How likely are you to keep using Arthshala?3 / 5",
    `Anything else you'd like to tell us?${moreFeedback}`,
  ]) {
    await expect(feedback).toContainText(text);
  }

  await page.getByRole("tab", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?tab=contact$/);
  const message = page.getByRole("article", { name: visitor.name });
  await expect(message).toContainText(visitorMessage);
  await expect(message.getByRole("link", { name: visitor.email })).toHaveAttribute(
    "href",
    `mailto:${visitor.email}`,
  );
  const handled = message.getByRole("checkbox", { name: "Handled" });
  await expect(handled).not.toBeChecked();
  const [saved] = await Promise.all([
    page.waitForResponse((r) => /\/api\/admin\/messages\/contact\/\d+\/handled$/.test(r.url())),
    handled.check(),
  ]);
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole("article", { name: visitor.name }).getByRole("checkbox")).toBeChecked();

  // No SMTP server in tests: the team's copies of both are kept in the outbox.
  await expectTeamCopy(page, `Contact message from ${visitor.name}`, visitorMessage);
  await expectTeamCopy(page, `Feedback from ${learner.name}`, confusingDetails);
});
