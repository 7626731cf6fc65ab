/**
 * Signing in on a phone (issue 27): "Sign up / Login" signs in on the same page, never in a popup (on
 * Android a popup is a whole new tab that closed by itself after sign-up), and brings the learner back
 * to where they were, signed in, with a toast saying so. In the phone project (Pixel 5: a touch screen),
 * at the issue's 360×740. The desktop popup is auth.spec.ts's; the identity provider's round trip on a
 * phone is oidc.spec.ts's.
 */
import { expect, type Page, test } from "@playwright/test";
import { listCourses } from "./support/courses.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { buildPerson } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test.use({ viewport: { width: 360, height: 740 } });

/** Every page (tab or popup) the browser opens besides the test's own. */
function watchNewPages(page: Page): Page[] {
  const opened: Page[] = [];
  page.context().on("page", (p) => opened.push(p));
  return opened;
}

async function openRoadmap(page: Page, id: number, title: string): Promise<void> {
  await page.goto(`/courses/course/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await waitForApp(page);
  await expect(page.getByText(/Sign in to save your progress and earn FinStars\./)).toBeVisible();
}

/** Signed in, on the roadmap: the visitor's note has gone and the session is the person's. */
async function expectSignedInOnRoadmap(page: Page, id: number, email: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/courses/course/${id}$`));
  await expect(page.getByText(/Sign in to save your progress/)).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeVisible();
  const me = await page.request.get("/api/auth/me");
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(email);
}

test("a visitor on a course roadmap signs up on the same page and is back on the roadmap, signed in", async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const opened = watchNewPages(page);
  const [course] = await listCourses(request);
  await openRoadmap(page, course!.id, course!.title);

  await page.getByRole("main").getByRole("button", { name: "Sign up / Login" }).click();
  const next = encodeURIComponent(`/courses/course/${course!.id}`);
  await expect(page).toHaveURL(`/signin?next=${next}`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(`/signup?next=${next}`);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();

  const person = buildPerson();
  await page.getByLabel("Name").fill(person.name);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm password").fill(person.password);
  await page.getByRole("radio", { name: "18 to 25" }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();

  await expectSignedInOnRoadmap(page, course!.id, person.email);
  // Not a silent ending: the learner is told they are in, on screen, below the header.
  const toast = page.getByRole("status").filter({ hasText: "Your account is ready and you're signed in." });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`Welcome, ${person.name}!`);
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);

  expect(opened).toEqual([]);
  expect(page.context().pages()).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a learner signs in with a password from the menu on the same page and is back on the roadmap", async ({
  page,
  request,
  baseURL,
}) => {
  const person = buildPerson();
  const created = await request.post("/api/auth/signup", {
    data: { name: person.name, email: person.email, password: person.password, age_band: "18-25" },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);

  const errors = watchPageErrors(page);
  const opened = watchNewPages(page);
  const courses = await listCourses(request);
  const course = courses.at(-1)!;
  await openRoadmap(page, course.id, course.title);

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("button", { name: "Sign up / Login" }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(`/courses/course/${course.id}`)}`);

  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expectSignedInOnRoadmap(page, course.id, person.email);
  await expect(page.getByRole("status").filter({ hasText: `Signed in as ${person.name}.` })).toBeVisible();
  expect(opened).toEqual([]);
  expect(page.context().pages()).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a way back to another site is never followed: signing in goes home", async ({
  page,
  request,
  baseURL,
}) => {
  const person = buildPerson();
  const created = await request.post("/api/auth/signup", {
    data: { name: person.name, email: person.email, password: person.password, age_band: "18-25" },
    headers: { origin: baseURL! },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/signin?next=${encodeURIComponent("//example.com/phish")}`);
  await waitForApp(page);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
});
