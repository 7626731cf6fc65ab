import { expect, test } from "@playwright/test";
import {
  buildPerson,
  confirmationLinkFromLog,
  expectSignedInHeader,
  signInAsAdmin,
  signInThroughPage,
  signOutThroughHeader,
  signUpThroughApi,
  signUpThroughPage,
} from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test.describe("accounts", () => {
  test("a person signs up, signs out and signs in again through the page", async ({ page }) => {
    const person = await signUpThroughPage(page);
    await expectSignedInHeader(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "FinTools" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);

    await signOutThroughHeader(page);
    await expect(page.getByRole("heading", { name: /Take Control of Your Financial Future/ })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign up / Login" })).toBeVisible();
    // The session ended on the server, not just in the page.
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);

    await signInThroughPage(page, person);
    await expectSignedInHeader(page);
    await page.reload();
    await expectSignedInHeader(page);
  });

  test("a new learner confirms their email from the mailed link, and the home banner goes away", async ({
    page,
    baseURL,
  }) => {
    const person = await signUpThroughApi(page, baseURL!);
    await page.goto("/home");
    await waitForApp(page);
    const banner = page.getByRole("region", { name: "Confirm your email" });
    await expect(banner).toContainText(`We sent a link to ${person.email}`);
    // Learning works before confirming.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await page.goto("/home");
    await banner.getByRole("button", { name: "Resend the link" }).click();
    await expect(page.getByText("We sent a new confirmation link. Please check your inbox.")).toBeVisible();

    await page.goto(await confirmationLinkFromLog(person.email));
    await expect(page.getByRole("heading", { name: "Email confirmed" })).toBeVisible();
    await expect(page.getByText("Thank you! Your email address is confirmed.")).toBeVisible();
    await page.getByRole("link", { name: "Go to your home page" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: person.name })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("the banner can be closed for the visit", async ({ page, baseURL }) => {
    await signUpThroughApi(page, baseURL!);
    await page.goto("/home");
    await waitForApp(page);
    const banner = page.getByRole("region", { name: "Confirm your email" });
    await banner.getByRole("button", { name: "Close" }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("a common password is refused with the reason", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Name").fill("Someone");
    await page.getByLabel("Email", { exact: true }).fill(buildPerson().email);
    await page.getByLabel("Password", { exact: true }).fill("Password123");
    await page.getByLabel("Confirm password").fill("Password123");
    await page.getByRole("radio", { name: "18 to 25" }).check();
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("one of the most common passwords");
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the forms explain what is wrong", async ({ page, baseURL }) => {
    await page.goto("/signin");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Please fill in all fields.");

    // Someone's account (their session is not this visitor's: its cookie is dropped).
    const person = await signUpThroughApi(page, baseURL!);
    await page.context().clearCookies();

    await page.goto("/signin");
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password").fill("not-my-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
    await expect(page).toHaveURL(/\/signin$/);

    await page.goto("/signup");
    await page.getByLabel("Name").fill("Someone");
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password", { exact: true }).fill("abcdefgh1");
    await page.getByLabel("Confirm password").fill("abcdefgh2");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Passwords do not match.");
    await page.getByLabel("Confirm password").fill("abcdefgh1");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Please choose your age.");
    await page.getByRole("radio", { name: "26 to 59" }).check();
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("An account with this email already exists.");
  });

  test("the Sign up / Login button signs in through a popup", async ({ page, baseURL }) => {
    // An account, signed out on this device.
    const person = await signUpThroughApi(page, baseURL!);
    await page.context().clearCookies();
    await page.goto("/");

    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("banner").getByRole("button", { name: "Sign up / Login" }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/signin\?popup=1/);
    await popup.getByLabel("Email", { exact: true }).fill(person.email);
    await popup.getByLabel("Password").fill(person.password);
    // Listen before clicking: a quick sign-in can close the popup before the click call returns.
    const closed = popup.waitForEvent("close");
    await popup.getByRole("button", { name: "Sign in", exact: true }).click();
    await closed;

    await expect(page).toHaveURL(/\/home$/);
    await expectSignedInHeader(page);
  });

  test("a forgotten password is reset with the link from the outbox", async ({ browser, baseURL }) => {
    const learnerContext = await browser.newContext();
    const page = await learnerContext.newPage();
    // An account, signed out on this device.
    const person = await signUpThroughApi(page, baseURL!);
    await learnerContext.clearCookies();
    await page.goto("/signin");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The page is a lazy chunk: wait for it, or the sign-in form still on screen gets the typing.
    await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

    // An admin reads the outbox (no SMTP server is configured) and finds the mail.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, baseURL!);
    await admin.goto("/admin");
    await admin.getByRole("link", { name: /Mail outbox/ }).click();
    await expect(admin.getByRole("heading", { name: "Mail outbox" })).toBeVisible();
    const mail = admin.getByRole("article").filter({ hasText: person.email }).first();
    await expect(mail).toContainText("Reset your Arthshala password");
    const href = await mail.getByRole("link", { name: /reset-password\?token=/ }).getAttribute("href");
    expect(href).toBeTruthy();
    await adminContext.close();

    await page.goto(href!);
    await page.getByLabel("New password", { exact: true }).fill("my-new-password-2026");
    await page.getByLabel("Confirm new password").fill("my-new-password-2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    // The link works once; the old password no longer does; the new one does.
    await page.goto(href!);
    await page.getByLabel("New password", { exact: true }).fill("another-password-1");
    await page.getByLabel("Confirm new password").fill("another-password-1");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert")).toContainText("invalid or has expired");

    await page.goto("/signin");
    await page.getByLabel("Email", { exact: true }).fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
    await signInThroughPage(page, { email: person.email, password: "my-new-password-2026" });
    await learnerContext.close();
  });
});

test.describe("who may see what", () => {
  test("a learner cannot open the admin area, and the server refuses them too", async ({ page, baseURL }) => {
    await signUpThroughApi(page, baseURL!);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/home$/); // / replaces to /home for a signed-in learner
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    const res = await page.request.get("/api/admin/outbox");
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({
      error: "Forbidden",
      message: "You do not have permission to do that.",
    });
  });

  test("an admin sees the Admin Dashboard link and opens it", async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL!);
    await page.goto("/home");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Admin Dashboard" })
      .click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Welcome, Ravi Admin!")).toBeVisible();
  });

  test("visitors on /home go to /, and signed-in people on / go to /home", async ({ page, baseURL }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/$/);
    await signUpThroughApi(page, baseURL!);
    await page.goto("/");
    await expect(page).toHaveURL(/\/home$/);
  });
});

test("an unknown address shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(
    page.getByText("Sorry, the page you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Take Control of Your Financial Future/ })).toBeVisible();
});

test("every navigation starts at the top of the page", async ({ page }) => {
  await page.goto("/");
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
