import { expect, test } from "@playwright/test";
import { answerAgeQuestion, expectSignedInHeader } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

// Runs against the server configured with the test OpenID Connect issuer (e2e/support/start-idp.ts).

test("the Sign up / Login popup signs a person in with the identity provider", async ({ page }) => {
  const login = `priya-${Date.now()}@example.in`;
  await page.goto("/");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("banner").getByRole("button", { name: "Sign up / Login" }).click();
  const popup = await popupPromise;

  await expect(popup.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await popup.getByLabel("Login name").fill(login);
  await popup.getByRole("button", { name: "Sign in" }).click();
  await expect(popup.getByRole("heading", { name: "Allow access?" })).toBeVisible();
  // Listen before clicking: a quick sign-in can close the popup before the click call returns.
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Allow" }).click();
  await closed;

  await expect(page).toHaveURL(/\/home$/);
  // The identity provider says nothing of age: asked before anything else (issue 40).
  await answerAgeQuestion(page);
  await expectSignedInHeader(page);
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me).toMatchObject({ email: login, roles: ["Learner"], age_band: "18-25", guardian: null });
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Dashboard" }),
  ).toHaveCount(0);
});

test("the identity provider's roles claim makes an Admin", async ({ page }) => {
  await page.goto("/");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("banner").getByRole("button", { name: "Sign up / Login" }).click();
  const popup = await popupPromise;
  await popup.getByLabel("Login name").fill(`admin-${Date.now()}@example.in`);
  await popup.getByRole("button", { name: "Sign in" }).click();
  // Listen before clicking: a quick sign-in can close the popup before the click call returns.
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Allow" }).click();
  await closed;

  await expect(page).toHaveURL(/\/home$/);
  await answerAgeQuestion(page, "26 to 59");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test("an unverified email is refused and the opener stays signed out", async ({ page }) => {
  await page.goto("/");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("banner").getByRole("button", { name: "Sign up / Login" }).click();
  const popup = await popupPromise;
  await popup.getByLabel("Login name").fill(`unverified-${Date.now()}@example.in`);
  await popup.getByRole("button", { name: "Sign in" }).click();
  await popup.getByRole("button", { name: "Allow" }).click();

  // The popup stays open to say why; the opener says it too.
  const why = "Your email address is not verified with the identity provider.";
  await expect(popup.getByRole("heading", { name: "Sign-in failed" })).toBeVisible();
  await expect(popup.getByText(why)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: why })).toBeVisible();
  await popup.close();
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign up / Login" })).toBeVisible();
});

test.describe("on a 360 px phone (issue 27)", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the identity provider's sign-in runs in the same tab and comes back to the roadmap", async ({
    page,
    request,
  }) => {
    const opened: unknown[] = [];
    page.context().on("page", (p) => opened.push(p));
    const [course] = (await (await request.get("/api/courses/getall")).json()) as {
      id: number;
      title: string;
    }[];
    await page.goto(`/courses/course/${course!.id}`);
    await expect(page.getByRole("heading", { level: 1, name: course!.title })).toBeVisible();
    await waitForApp(page);
    await page.getByRole("main").getByRole("button", { name: "Sign up / Login" }).click();
    await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(`/courses/course/${course!.id}`)}`);
    await page.getByRole("button", { name: "Sign up with your identity provider" }).click();

    const login = `ravi-phone-${Date.now()}@example.in`;
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("Login name").fill(login);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Allow" }).click();

    await expect(page).toHaveURL(new RegExp(`/courses/course/${course!.id}$`));
    await expect(page.getByRole("status").filter({ hasText: /Signed in as .+\./ })).toBeVisible();
    await expect(page.getByText(/Sign in to save your progress/)).toHaveCount(0);
    const me = await (await page.request.get("/api/auth/me")).json();
    expect(me).toMatchObject({ email: login });
    expect(opened).toEqual([]);
  });
});
