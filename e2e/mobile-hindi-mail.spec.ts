/**
 * Mail in the learner's language (issue 39): a visitor who reads Arthshala in Hindi and signs up gets
 * the confirmation mail in Hindi, and later the password-reset mail too. The mail is read from the
 * outbox (the e2e server has no SMTP) and judged by the Hindi walk's own check (latinSentences).
 */
import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { OutboxMail } from "./support/mail.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { buildPerson, signInAsAdmin } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test.use({ viewport: { width: 360, height: 740 } });

/** The newest mail to `to` whose text has `link`, once the mail worker has sent it. */
async function mailTo(admin: APIRequestContext, to: string, link: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await admin.get("/api/admin/outbox?limit=100")).json()) as {
        items: OutboxMail[];
      };
      found = outbox.items.find((mail) => mail.to === to && link.test(mail.text));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** What a reader meets: the subject and every line; no English sentence, and Hindi there is. */
function expectHindi(mail: OutboxMail) {
  const lines = [mail.subject, ...mail.text.split("\n")].map((l) => l.trim()).filter(Boolean);
  expect(latinSentences(lines), `${mail.subject}\n${mail.text}`).toEqual([]);
  expect(mail.subject).toMatch(/[\u0900-\u097F]/u);
}

test("a visitor who signs up in Hindi gets the confirmation and the password-reset mail in Hindi", async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, baseURL!);

  await page.goto("/");
  await waitForApp(page);
  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  const person = buildPerson();
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "अपना अकाउंट बनाएँ" })).toBeVisible();
  await page.getByLabel("नाम", { exact: true }).fill(person.name);
  await page.getByLabel("ईमेल", { exact: true }).fill(person.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(person.password);
  await page.getByLabel("पासवर्ड दोबारा लिखें").fill(person.password);
  await page.getByRole("radio", { name: "18 से 25" }).check();
  await page.getByRole("button", { name: "साइन अप करें", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  const confirmation = await mailTo(admin.request, person.email, /\/verify-email\?token=/);
  expectHindi(confirmation);

  // Signed out, on the same phone: "forgot password" mails the reset link, in Hindi as well. (Home is left
  // first: its reads still running when the session goes would be answered 401.)
  await page.goto("about:blank");
  await page.context().clearCookies({ name: "arthshala_session" });
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "पासवर्ड भूल गए?" })).toBeVisible();
  await page.getByLabel("ईमेल", { exact: true }).fill(person.email);
  await page.getByRole("button", { name: "रीसेट लिंक भेजें" }).click();
  await expect(page.getByText("अपना ईमेल देखें")).toBeVisible();

  const reset = await mailTo(admin.request, person.email, /\/reset-password\?token=/);
  expectHindi(reset);
  expect(errors).toEqual([]);
  await adminContext.close();
});
