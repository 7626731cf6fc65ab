import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import nodemailer from "nodemailer";
import { INBOUND_MAIL_DOMAIN, INBOUND_SMTP_PORT } from "./playwright.config.js";
import { indiaToday } from "./support/india-time.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

/**
 * Issue 41's tracking that fills itself in, as a learner uses it: consent and turn on, forward a bank
 * alert to the address shown (real SMTP to the server's inbound port), see it in the tracker, turn off.
 */

/** Sends as the learner's mail provider would; resolves to the SMTP reply code of a refusal, or 250. */
async function forward(to: string, text: string): Promise<number> {
  const transport = nodemailer.createTransport({
    host: "127.0.0.1",
    port: INBOUND_SMTP_PORT,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ from: "learner@gmail.example", to, subject: "Fwd: Alert", text });
    return 250;
  } catch (err) {
    return (err as { responseCode?: number }).responseCode ?? 0;
  } finally {
    transport.close();
  }
}

/** HDFC Bank's UPI alert for today (India time), with a fresh reference number. */
function hdfcAlert(): string {
  const [y, m, d] = indiaToday().split("-");
  const ref = `63${String(randomInt(10 ** 9, 10 ** 10))}`;
  return `---------- Forwarded message ---------\nFrom: HDFC Bank <alerts@hdfcbank.example>\nSubject: Alert\n\nRs.450.00 debited from A/c XX1234 on ${d}-${m}-${y!.slice(2)} to VPA swiggy@axis (UPI Ref No ${ref}). Not you? Call 18002586161`;
}

test("a learner turns automatic tracking on, a forwarded alert shows in the tracker, and turning it off refuses the address", async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  await page.goto("/fin-tools/expensetracker");
  await waitForApp(page);

  await page.getByRole("button", { name: /Automate Tracking Expenses/ }).click();
  const dialog = page.getByRole("dialog", { name: "Automate Tracking Expenses" });
  const turnOn = dialog.getByRole("button", { name: "Turn on" });
  await expect(turnOn).toBeDisabled();
  await dialog.getByLabel("I have read this and I agree").check();
  await turnOn.click();
  const field = dialog.getByLabel("Your forwarding address");
  await expect(field).toHaveValue(
    new RegExp(`^t-[a-z2-7]{26}@${INBOUND_MAIL_DOMAIN.replaceAll(".", "\\.")}$`),
  );
  const address = await field.inputValue();

  expect(await forward(address, hdfcAlert())).toBe(250);
  await page.keyboard.press("Escape");
  await page.reload();
  await waitForApp(page);
  const row = page
    .getByRole("list", { name: /^Transactions in/ })
    .getByRole("listitem")
    .filter({ hasText: "Swiggy" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Added by mail");
  await expect(row).toContainText("Food");

  // Off, after a confirmation: the address is refused at once, and the consent is asked again.
  await page.getByRole("button", { name: /Automate Tracking Expenses/ }).click();
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(dialog.getByText("Turn off automatic tracking?")).toBeVisible();
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(dialog.getByLabel("I have read this and I agree")).toBeVisible();
  expect(await forward(address, hdfcAlert())).toBe(550);
});
