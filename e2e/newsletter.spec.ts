import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { adminApi } from "./support/classes.js";
import { CONFIRM_LINK, linkFromOutbox, UNSUBSCRIBE_LINK } from "./support/mail.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

/**
 * The footer's newsletter box, scrolled to as a reader does: its form is drawn when the reader nears the
 * footer (issue 26's first-screen budget). Call it again after each new page or reload.
 */
async function newsletterBox(page: Page) {
  const footer = page.getByRole("contentinfo");
  const box = footer.getByRole("region", { name: "Newsletter" });
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(box).toBeVisible({ timeout: 5_000 });
  }).toPass();
  return box;
}
const address = () => `news-${randomBytes(4).toString("hex")}@example.in`;

test.describe("footer newsletter", () => {
  test("a learner saves an address, confirms it with the emailed link, and unsubscribes", async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, baseURL!);
    await page.goto("/help");
    let box = await newsletterBox(page);
    const email = address();

    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    // Double opt-in: a link was sent; the box waits for it to be opened.
    await expect(page.getByText("Almost there! Open the link we just emailed you")).toBeVisible();
    const pending = box.getByTestId("newsletter-pending");
    await expect(pending).toContainText("Check your inbox");
    await expect(pending.getByTestId("newsletter-email")).toHaveText(email);
    await expect(pending).toContainText("You're subscribed once you open it.");
    await expect(box.getByLabel("Email address")).toHaveCount(0);
    await page.reload();
    box = await newsletterBox(page);
    await expect(box.getByTestId("newsletter-pending")).toContainText(email);

    // The confirmation mail is in the outbox (no SMTP server here): the admin reads the link from it.
    // The admin's API session (only their outbox and API are used).
    const admin = await adminApi(baseURL!);
    const link = await linkFromOutbox(admin, email, CONFIRM_LINK);
    await admin.dispose();

    await page.goto(link);
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      `You're subscribed! The next Arthshala newsletter will reach ${email}.`,
    );
    box = await newsletterBox(page);
    await expect(box.getByText("You're subscribed as")).toBeVisible();
    await expect(box.getByTestId("newsletter-email")).toHaveText(email);

    await page.goto("/help");
    box = await newsletterBox(page);
    await box.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("Unsubscribed successfully.")).toBeVisible();
    await expect(box.getByLabel("Email address")).toHaveValue("");
    await expect(box.getByTestId("newsletter-email")).toHaveCount(0);

    await page.reload();
    box = await newsletterBox(page);
    await expect(box.getByLabel("Email address")).toBeVisible();
    await expect(box.getByTestId("newsletter-email")).toHaveCount(0);
  });

  test("a visitor is asked to sign in first", async ({ page }) => {
    await page.goto("/about");
    const box = await newsletterBox(page);
    await box.getByLabel("Email address").fill(address());
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page.getByText("Please signin !")).toBeVisible();
    await expect(box.getByLabel("Email address")).toBeVisible();
  });
});

test.describe("unsubscribe link", () => {
  test("a bad or incomplete link says so", async ({ page }) => {
    await page.goto("/unsubscribe?token=not-a-real-token");
    await expect(page.getByRole("alert")).toHaveText(
      "This unsubscribe link is not valid. Please use the link from your latest email.",
    );
    await expect(page.getByRole("link", { name: "Go to Homepage" })).toBeVisible();

    await page.goto("/unsubscribe");
    await expect(page.getByRole("alert")).toContainText("This unsubscribe link is incomplete.");

    await page.goto("/newsletter/confirm?token=not-a-real-token");
    await page.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This confirmation link is not valid. Please use the link from your latest confirmation email.",
    );
  });

  test("the link in a newsletter email unsubscribes without signing in", async ({ browser, baseURL }) => {
    // A learner subscribes through the footer.
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signUpThroughApi(learner, baseURL!);
    await learner.goto("/home");
    await waitForApp(learner);
    const email = address();
    const box = await newsletterBox(learner);
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(box.getByTestId("newsletter-email")).toHaveText(email);

    // The learner confirms with the emailed link; with no SMTP server the mail lands in the outbox.
    // The admin's API session (only their outbox and API are used).
    const admin = await adminApi(baseURL!);
    await learner.goto(await linkFromOutbox(admin, email, CONFIRM_LINK));
    await learner.getByRole("button", { name: "Confirm subscription" }).click();
    await expect(learner.getByText(/You're subscribed!/)).toBeVisible();

    // The admin sends a newsletter.
    const sent = await admin.post("/api/admin/newsletters", {
      data: { data: { title: `Tips ${email}`, content: "Save a little every month." } },
      headers: { origin: baseURL! },
    });
    expect(sent.status()).toBe(200);
    const link = await linkFromOutbox(admin, email, UNSUBSCRIBE_LINK);
    await admin.dispose();

    // Anyone holding the link can use it, signed in or not.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole("status").filter({ hasText: "unsubscribed" })).toHaveText(
      "You have been unsubscribed from the Arthshala newsletter.",
    );
    await visitor.reload();
    await expect(visitor.getByText(/already unsubscribed/)).toBeVisible();
    await visitorContext.close();

    // The learner's footer shows the empty form again.
    await learner.reload();
    await expect((await newsletterBox(learner)).getByLabel("Email address")).toBeVisible();
    await learnerContext.close();
  });
});
