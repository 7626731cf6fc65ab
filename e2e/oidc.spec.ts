import { expect, test } from "@playwright/test";
import { expectSignedInHeader } from "./support/people.js";

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
  await expectSignedInHeader(page);
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me).toMatchObject({ email: login, roles: ["Learner"] });
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
