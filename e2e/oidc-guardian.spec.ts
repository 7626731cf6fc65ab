import { expect, test } from "@playwright/test";
import { watchPageErrors } from "./support/pageErrors.js";

// Runs against the server configured with the test OpenID Connect issuer (e2e/support/start-idp.ts).

test("a popup sign-up is asked its age band on arrival, and under 18 names a guardian before anything is saved", async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto("/");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("banner").getByRole("button", { name: "Sign up / Login" }).click();
  const popup = await popupPromise;
  await popup.getByLabel("Login name").fill(`ravi-${Date.now()}@example.in`);
  await popup.getByRole("button", { name: "Sign in" }).click();
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Allow" }).click();
  await closed;
  await expect(page).toHaveURL(/\/home$/);

  // Issue 40: the identity provider says nothing of age, so the app asks before anything else.
  const ask = page.getByRole("dialog", { name: "One question before you start" });
  await expect(ask.getByRole("group", { name: "How old are you?" })).toBeVisible();
  // Escape does not put it off.
  await page.keyboard.press("Escape");
  await expect(ask).toBeVisible();
  await ask.getByRole("radio", { name: "Under 18" }).check();
  await ask.getByRole("button", { name: "Continue" }).click();
  await expect(ask.getByRole("alert")).toHaveText("Please enter your parent or guardian's email.");
  const guardianEmail = `mummy-${Date.now()}@example.in`;
  await ask.getByLabel("Parent or guardian's email").fill(guardianEmail);
  await ask.getByRole("button", { name: "Continue" }).click();
  await expect(ask).toBeHidden();

  const banner = page.getByRole("region", { name: "Your progress isn't saved" });
  await expect(banner).toContainText(guardianEmail);
  const me = await (await page.request.get("/api/auth/me")).json();
  expect(me).toMatchObject({ age_band: "under-18", guardian: { status: "asked", email: guardianEmail } });
  expect(errors).toEqual([]);
});
