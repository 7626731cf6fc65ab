/**
 * The contact form's 2,000-character limit on a phone (issue 39): a live counter under the message, a
 * clear line at the limit, and a pasted text longer than the limit kept whole (never cut silently) while
 * sending waits until it is shortened. In English and in Hindi, at the 360×740.
 */
import { expect, type Page, test } from "@playwright/test";
import { watchPageErrors } from "./support/pageErrors.js";
import { waitForApp } from "./support/takeover.js";

test.use({ viewport: { width: 360, height: 740 } });

const words = (length: number) => "Mera sawaal SIP ke baare mein hai. ".repeat(100).slice(0, length);

/** Counts the contact messages the page tries to send. */
function countSends(page: Page): () => number {
  let sends = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/api/contact")) sends += 1;
  });
  return () => sends;
}

const texts = {
  en: {
    path: "/contact",
    form: "Send us a message",
    name: "Name",
    message: "Message",
    send: "Send Message",
    atLimit: "You have reached the limit of 2,000 characters.",
    tooLong: "Your message is 50 characters too long. Shorten it to 2,000 to send it.",
  },
  hi: {
    path: "/contact",
    form: "हमें मैसेज भेजें",
    name: "नाम",
    message: "मैसेज",
    send: "मैसेज भेजें",
    atLimit: "आप 2,000 अक्षरों की सीमा तक पहुँच गए हैं।",
    tooLong: "आपका मैसेज 50 अक्षर ज़्यादा लंबा है। भेजने के लिए इसे 2,000 अक्षरों तक छोटा करें।",
  },
} as const;

for (const lang of ["en", "hi"] as const) {
  test.describe(lang === "en" ? "in English" : "in Hindi", () => {
    test.use({ locale: lang === "en" ? "en-IN" : "hi-IN" });
    const say = texts[lang];

    test("the message counts its characters, keeps a text past 2,000 whole and says why it can't go yet", async ({
      page,
    }) => {
      const errors = watchPageErrors(page);
      const sends = countSends(page);
      await page.goto(say.path);
      await waitForApp(page);
      const form = page.getByRole("region", { name: say.form });
      const message = form.getByLabel(say.message, { exact: true });
      const counter = form.getByTestId("message-count");

      await form.getByLabel(say.name, { exact: true }).fill("Asha Joshi");
      await form.getByRole("textbox", { name: /email|ईमेल/i }).fill("asha@example.in");
      await message.fill(words(1_850));
      await expect(counter).toHaveText("1,850 / 2,000");
      await expect(counter).toBeInViewport();

      await message.fill(words(2_000));
      await expect(counter).toHaveText("2,000 / 2,000");
      await expect(form.getByText(say.atLimit)).toBeVisible();

      // Pasted 50 characters too many: all of it stays, the counter and a line say so, nothing is sent.
      await message.fill(words(2_050));
      expect((await message.inputValue()).length).toBe(2_050);
      await expect(counter).toHaveText("2,050 / 2,000");
      await expect(form.getByText(say.tooLong)).toBeVisible();
      await expect(message).toHaveAttribute("aria-invalid", "true");
      await form.getByRole("button", { name: say.send }).click();
      await expect(form.getByText(say.tooLong)).toBeVisible();
      expect(sends()).toBe(0);
      expect((await message.inputValue()).length).toBe(2_050);

      // Shortened to the limit, it goes.
      await message.press("End");
      for (let i = 0; i < 50; i += 1) await message.press("Backspace");
      await expect(counter).toHaveText("2,000 / 2,000");
      await expect(form.getByText(say.tooLong)).toHaveCount(0);
      await form.getByRole("button", { name: say.send }).click();
      await expect(form.getByRole("status")).toBeVisible();
      expect(sends()).toBe(1);
      expect(errors).toEqual([]);
    });
  });
}
