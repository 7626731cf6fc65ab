import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Browser, devices, expect, type Page, test } from "@playwright/test";
import { indiaToday } from "./support/india-time.js";
import { contentWidth } from "./support/layout.js";
import { type Person, signInThroughPage, signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** Opens /account from the header's picture, as a learner would, and waits for its sections. */
async function openAccount(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Your account" }).first().click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(section(page, "Delete my account")).toBeVisible();
}

/**
 * The same learner signed in on another device (its own browser context, whose user agent its requests
 * carry), through the API: the sign-in form is tested in auth.spec.ts.
 */
async function otherDevice(browser: Browser, baseURL: string, person: Person, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  const signin = await page.request.post("/api/auth/signin", {
    data: { email: person.email, password: person.password },
    headers: { origin: baseURL },
  });
  expect(signin.status(), await signin.text()).toBe(200);
  return { context, page };
}

/** A signed-out device asking for /home is sent on to the landing page. */
async function expectSignedOut(page: Page) {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign up / Login" })).toBeVisible();
}

test("a learner renames themselves, signs out another device, and a new password signs out the rest", async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await signUpThroughApi(page, baseURL!);
  await page.goto("/home");
  await waitForApp(page);
  const laptop = await otherDevice(browser, baseURL!, person);
  const phone = await otherDevice(browser, baseURL!, person, ANDROID_CHROME);
  await openAccount(page);

  // Name
  const newName = `Meera Iyer ${randomBytes(3).toString("hex")}`;
  const profile = section(page, "Profile");
  await expect(profile.getByLabel("Name", { exact: true })).toHaveValue(person.name);
  await profile.getByLabel("Name", { exact: true }).fill(newName);
  await profile.getByRole("button", { name: "Save name" }).click();
  await expect(profile.getByRole("status")).toHaveText("Your name is saved.");
  await page.reload();
  await expect(section(page, "Profile").getByLabel("Name", { exact: true })).toHaveValue(newName);
  await page.goto("/home");
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();

  // Devices: this one, the laptop and the phone; the phone is signed out from the list.
  await openAccount(page);
  const devicesList = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devicesList.getByRole("listitem")).toHaveCount(3);
  await expect(devicesList.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  const phoneRow = devicesList.getByRole("listitem").filter({ hasText: "Chrome on Android" });
  await phoneRow.getByRole("button", { name: /^Sign out Chrome on Android/ }).click();
  await expect(page.getByText("That device is signed out.")).toBeVisible();
  await expect(devicesList.getByRole("listitem")).toHaveCount(2);
  await expectSignedOut(phone.page);
  await page.reload();
  await expect(page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem")).toHaveCount(2);

  // Password: the current one is required, and must be right.
  const newPassword = `new-${randomBytes(4).toString("hex")}-Passw0rd`;
  const password = section(page, "Change password");
  await password.getByLabel("New password", { exact: true }).fill(newPassword);
  await password.getByLabel("Confirm new password").fill(newPassword);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Enter your current password.")).toBeVisible();
  await password.getByLabel("Current password").fill("not-my-password");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("That is not your current password.")).toBeVisible();
  await expect(password.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  await password.getByLabel("Current password").fill(person.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText(
    "Your password is changed. Other devices have been signed out.",
  );
  await expect(section(page, "Signed-in devices")).toContainText("You are signed in on this device only.");
  // The laptop's session ended; this device stays signed in.
  await expectSignedOut(laptop.page);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);

  // The old password no longer opens the account; the new one does.
  await laptop.page.goto("/signin");
  await laptop.page.getByLabel("Email", { exact: true }).fill(person.email);
  await laptop.page.getByLabel("Password").fill(person.password);
  await laptop.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(laptop.page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await signInThroughPage(laptop.page, { email: person.email, password: newPassword });
  await laptop.context.close();
  await phone.context.close();
});

test("a learner downloads their data, then deletes the account with their password", async ({
  page,
  baseURL,
}) => {
  const person = await signUpThroughApi(page, baseURL!);
  const purchase = `Textbooks ${randomBytes(3).toString("hex")}`;

  // Something of theirs to find in the export: a transaction added in the tracker.
  await page.goto("/fin-tools/expensetracker");
  await page.getByRole("button", { name: "Add transaction" }).click();
  const add = page.getByRole("dialog", { name: "Add Transaction" });
  await add.getByLabel("Amount (₹)").fill("450");
  await add.getByRole("button", { name: "More details" }).click();
  await add.getByLabel("Title (optional)").fill(purchase);
  await expect(add.getByLabel("Date")).toHaveValue(indiaToday());
  await add.getByRole("button", { name: "Add transaction" }).click();
  await expect(add).toBeHidden();

  await openAccount(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section(page, "Your data").getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^arthshala-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const exported = JSON.parse(await readFile(file, "utf8")) as {
    data: {
      users: { email: string; name: string }[];
      transactions: { title: string; amount_rupees: number }[];
    };
  };
  expect(exported.data.users).toEqual([expect.objectContaining({ email: person.email, name: person.name })]);
  expect(exported.data.transactions).toContainEqual(
    expect.objectContaining({ title: purchase, amount_rupees: 450 }),
  );
  expect(JSON.stringify(exported)).not.toContain(person.password);

  const danger = section(page, "Delete my account");
  await danger.getByLabel("Your password").fill(person.password);
  await danger.getByLabel("Type DELETE to confirm").fill("DELETE");
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account and your personal data have been deleted.")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign up / Login" })).toBeVisible();
  await expectSignedOut(page);

  await page.goto("/signin");
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password.");
  await expect(page).toHaveURL(/\/signin$/);
});

test.describe("on a 360 px phone", () => {
  // The phone project's device, in this file (defaultBrowserType cannot change within a worker).
  const { defaultBrowserType: _, ...pixel } = devices["Pixel 5"];
  test.use({ ...pixel, viewport: { width: 360, height: 800 } });

  test("contact, feedback, account and about fit without sideways scrolling", async ({ page, baseURL }) => {
    await signUpThroughApi(page, baseURL!);
    const pages = [
      ["/contact", page.getByRole("button", { name: "Send Message" })],
      ["/feedback", page.getByRole("button", { name: "Submit Feedback" })],
      ["/account", section(page, "Delete my account")],
      ["/about", page.getByRole("heading", { level: 2, name: "Meet the Team" })],
    ] as const;
    for (const [path, loaded] of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(loaded).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await contentWidth(page), path).toBeLessThanOrEqual(360);
    }
  });
});
