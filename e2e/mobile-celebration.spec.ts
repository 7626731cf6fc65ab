/**
 * A module's celebration on a phone (issue 39): the first finished module offers a daily reminder in one
 * tap; a later one asks for feedback once, below its main button, never over the rewards; and the
 * celebration and review pages draw without a hydration error (React #418) or any other, in English and Hindi.
 */
import { expect, type Page, test } from "@playwright/test";
import {
  type CoursePlan,
  coursePlan,
  finishModuleThroughApi as finishModule,
  listCourses,
} from "./support/courses.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { confirmationLinkFromLog, signUpThroughApi } from "./support/people.js";

test.use({ viewport: { width: 360, height: 740 } });

/** A new learner whose address is confirmed (reminder emails go only to a confirmed one). */
async function confirmedLearner(page: Page, baseURL: string) {
  const person = await signUpThroughApi(page, baseURL);
  const token = new URL(await confirmationLinkFromLog(person.email)).searchParams.get("token");
  const verified = await page.request.post("/api/auth/email/verify", {
    data: { token },
    headers: { origin: baseURL },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

async function firstCourse(page: Page, baseURL: string): Promise<CoursePlan> {
  const [course] = await listCourses(page.request);
  return coursePlan(page.request, baseURL, course!.id);
}

const reminderOffer = (page: Page) => page.getByRole("region", { name: /daily reminder|रोज़ की याद/i });
const feedbackAsk = (page: Page) =>
  page.getByRole("region", { name: /We'd love your feedback!|अपनी राय ज़रूर बताएँ!/ });

test("the first module offers a 7 pm reminder in one tap; a later one asks for feedback once, below Next Module", async ({
  page,
  request,
  baseURL,
}) => {
  await confirmedLearner(page, baseURL!);
  const plan = await firstCourse(page, baseURL!);
  const errors = watchPageErrors(page);

  // First module: the reminder offer, and no feedback ask.
  await page.goto(await finishModule(page, request, baseURL!, plan, 0));
  await expect(page.getByRole("heading", { name: "Module complete!" })).toBeVisible();
  const offer = reminderOffer(page);
  await expect(offer.getByText("Remind me daily at 7 pm?")).toBeVisible();
  await expect(feedbackAsk(page)).toHaveCount(0);
  await offer.getByRole("button", { name: "Yes, remind me" }).click();
  await expect(offer.getByText(/a reminder email at 7 pm/)).toBeVisible();
  const saved = (await (await page.request.get("/api/reminders")).json()) as { email: boolean; hour: number };
  expect(saved).toMatchObject({ email: true, hour: 19 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Module complete!" })).toBeVisible();
  await expect(reminderOffer(page)).toHaveCount(0);

  // Second module: the feedback ask, inline below the main button; nothing covers the page.
  await page.goto(await finishModule(page, request, baseURL!, plan, 1));
  const next = page.getByRole("link", { name: /^(Next Module|See what to do next)$/ });
  await expect(next).toBeVisible();
  const ask = feedbackAsk(page);
  await expect(ask).toBeVisible();
  expect((await ask.boundingBox())!.y).toBeGreaterThanOrEqual(
    (await next.boundingBox())!.y + (await next.boundingBox())!.height,
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(ask.getByRole("link", { name: "Give Feedback" })).toHaveAttribute("href", "/feedback");
  await expect(reminderOffer(page)).toHaveCount(0);
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);
  await page.reload();
  await expect(next).toBeVisible();
  await expect(feedbackAsk(page)).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The review deck draws clean too.
  await page.goto("/review");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test("in Hindi: the reminder offer in Hindi, dismissed for good, and no error on the celebration or review", async ({
  page,
  request,
  baseURL,
}) => {
  await confirmedLearner(page, baseURL!);
  await page.goto("/home");
  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const plan = await firstCourse(page, baseURL!);
  const errors = watchPageErrors(page);

  await page.goto(await finishModule(page, request, baseURL!, plan, 0));
  await expect(page.getByRole("heading", { name: "मॉड्यूल पूरा हुआ!" })).toBeVisible();
  const offer = reminderOffer(page);
  await expect(offer.getByText("रोज़ शाम 7 बजे याद दिलाएँ?")).toBeVisible();
  await offer.getByRole("button", { name: "अभी नहीं" }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "मॉड्यूल पूरा हुआ!" })).toBeVisible();
  await expect(reminderOffer(page)).toHaveCount(0);

  await page.goto(await finishModule(page, request, baseURL!, plan, 1));
  await expect(feedbackAsk(page).getByRole("link", { name: "राय दें" })).toBeVisible();

  await page.goto("/review");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
