import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { confirmationLinkFromLog, signUpThroughApi } from "./support/people.js";

/** Streak reminders on /account (issue 27), against the production build. */

const remindersOf = (page: Page) => page.getByRole("region", { name: "Streak reminders", exact: true });

/**
 * A learner whose address is confirmed (reminder emails need one), on /account. The mailed link's token
 * is sent as its page sends it (the page itself is tested in auth.spec.ts).
 */
async function confirmedLearnerOnAccount(page: Page, baseURL: string) {
  const person = await signUpThroughApi(page, baseURL);
  const token = new URL(await confirmationLinkFromLog(person.email)).searchParams.get("token");
  const confirmed = await page.request.post("/api/auth/email/verify", {
    data: { token },
    headers: { origin: baseURL },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await page.goto("/account");
  await expect(remindersOf(page).getByLabel("Remind me at")).toBeVisible();
  return person;
}

test("a learner turns on email reminders at an hour, finds them saved after a reload, and stops them", async ({
  page,
  baseURL,
}) => {
  const person = await confirmedLearnerOnAccount(page, baseURL!);
  const reminders = remindersOf(page);
  const hour = reminders.getByLabel("Remind me at");
  const email = reminders.getByRole("switch", { name: "Email reminders" });
  await expect(hour).toHaveValue("19");
  await expect(email).toHaveAttribute("aria-checked", "false");

  const saved = page.waitForResponse(
    (r) => r.url().endsWith("/api/reminders") && r.request().method() === "PUT",
  );
  await hour.selectOption({ label: "8 am" });
  expect((await saved).status()).toBe(200);
  await email.click();
  await expect(email).toHaveAttribute("aria-checked", "true");
  await expect(reminders.getByText(`A reminder email at your hour, to ${person.email}.`)).toBeVisible();

  await page.reload();
  await expect(remindersOf(page).getByLabel("Remind me at")).toHaveValue("8");
  await expect(remindersOf(page).getByRole("switch", { name: "Email reminders" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  // This context blocks service workers (playwright.config.ts): the section says notifications cannot work.
  await expect(
    remindersOf(page).getByText(/This browser cannot show notifications from Arthshala/),
  ).toBeVisible();

  await remindersOf(page).getByRole("button", { name: "Stop all reminders" }).click();
  await expect(remindersOf(page).getByText("Reminders are off. Nothing more will be sent.")).toBeVisible();
  await page.reload();
  await expect(remindersOf(page).getByRole("switch", { name: "Email reminders" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(remindersOf(page).getByLabel("Remind me at")).toHaveValue("8");
});

test.describe("notifications on this device", () => {
  // The app's service worker must run here (the config blocks it elsewhere).
  test.use({ serviceWorkers: "allow" });

  async function withWorker(page: Page, context: BrowserContext, baseURL: string) {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await confirmedLearnerOnAccount(page, baseURL);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The section looked before the worker was registered: look again now that it is.
    await page.reload();
    await expect(remindersOf(page).getByRole("button", { name: "Notify this device" })).toBeVisible();
  }

  test("Notify this device asks the browser, subscribes with the server's key and saves it (or says why not)", async ({
    page,
    context,
    baseURL,
  }) => {
    await withWorker(page, context, baseURL!);
    const reminders = remindersOf(page);
    expect(await page.evaluate(() => Notification.permission)).toBe("granted");
    const vapid = await page.request.get("/api/reminders/vapid-public-key");
    expect(vapid.status()).toBe(200);

    await reminders.getByRole("button", { name: "Notify this device" }).click();
    // Headless Chromium has no push service to register with (it needs Google's, and these machines have
    // no network), so subscribe() fails there and the section says so; a browser with one saves the device.
    const on = reminders.getByText("On: this device gets a notification at your hour.");
    const failed = reminders.getByText(
      "This browser could not set up notifications just now. Please try again later.",
    );
    await expect(on.or(failed)).toBeVisible();
    const devices = (await (await page.request.get("/api/reminders")).json()).devices as unknown[];
    test.info().annotations.push({
      type: "push subscription",
      description: (await on.isVisible()) ? "subscribed and saved" : "this browser has no push service",
    });
    if (await on.isVisible()) {
      expect(devices).toHaveLength(1);
      await reminders.getByRole("button", { name: "Stop on this device" }).click();
      await expect(reminders.getByRole("button", { name: "Notify this device" })).toBeVisible();
    } else {
      expect(devices).toEqual([]);
      // Nothing half-done: the control is still there to try again.
      await expect(reminders.getByRole("button", { name: "Notify this device" })).toBeEnabled();
    }
  });

  test("the service worker shows a pushed reminder as one notification, a newer replacing an older", async ({
    page,
    context,
    baseURL,
  }) => {
    await withWorker(page, context, baseURL!);
    // A push delivered through DevTools, as a push service would deliver it to the worker.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const origin = new URL(baseURL!).origin;
    const push = async (title: string) =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin,
        registrationId: await registrationId,
        data: JSON.stringify({
          title,
          body: "One card today keeps it alive.",
          url: "/home",
          tag: "streak-reminder",
        }),
      });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );

    await push("Keep your 3-day streak going");
    await expect.poll(shown).toEqual([
      {
        title: "Keep your 3-day streak going",
        body: "One card today keeps it alive.",
        tag: "streak-reminder",
        data: { url: "/home" },
      },
    ]);
    await push("Keep your 4-day streak going");
    await expect
      .poll(async () => (await shown()).map((n) => n.title))
      .toEqual(["Keep your 4-day streak going"]);
  });
});
