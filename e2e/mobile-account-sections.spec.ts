/**
 * /account on a phone (issue 39): nine sections on a page about 5,000 px tall, so its top carries a
 * compact jump list (one row of chips that scrolls sideways) to each section's heading, and each section
 * below the first few leads back to that list. In English and in Hindi, at the 360×740.
 */
import { expect, type Page, test } from "@playwright/test";
import { contentWidth } from "./support/layout.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test.use({ viewport: { width: 360, height: 740 } });

const texts = {
  en: {
    title: "Your account",
    jump: "Account sections",
    chips: ["Profile", "Password", "Devices", "Emails", "Reminders", "Leaderboard", "Language", "Your data"],
    reminders: ["Reminders", "Streak reminders"],
    last: ["Delete account", "Delete my account"],
    top: "Back to the list of sections",
  },
  hi: {
    title: "आपका अकाउंट",
    jump: "अकाउंट के हिस्से",
    chips: ["प्रोफ़ाइल", "पासवर्ड", "डिवाइस", "ईमेल", "रिमाइंडर", "लीडरबोर्ड", "भाषा", "आपका डेटा"],
    reminders: ["रिमाइंडर", "स्ट्रीक रिमाइंडर"],
    last: ["अकाउंट डिलीट करें", "मेरा अकाउंट डिलीट करें"],
    top: "हिस्सों की सूची पर वापस जाएँ",
  },
} as const;

/** The distinct rows the chips sit on (by their top edge), in CSS pixels. */
const chipRows = (page: Page, label: string) =>
  page
    .getByRole("navigation", { name: label })
    .getByRole("link")
    .evaluateAll((links) => new Set(links.map((l) => Math.round(l.getBoundingClientRect().top))).size);

for (const lang of ["en", "hi"] as const) {
  test.describe(lang === "en" ? "in English" : "in Hindi", () => {
    test.use({ locale: lang === "en" ? "en-IN" : "hi-IN" });
    const say = texts[lang];

    test("the top of /account lists its sections in one row, each jumps to its heading and back", async ({
      page,
      baseURL,
    }) => {
      const errors = watchPageErrors(page);
      await signUpThroughApi(page, baseURL!);
      await page.goto("/account");
      await expect(page.getByRole("heading", { level: 1, name: say.title })).toBeVisible();
      await waitForApp(page);

      const jump = page.getByRole("navigation", { name: say.jump });
      await expect(jump).toBeInViewport();
      for (const chip of say.chips) await expect(jump.getByRole("link", { name: chip })).toBeVisible();
      // One compact row that scrolls sideways, not three rows of chips; the page itself never does.
      expect(await chipRows(page, say.jump)).toBe(1);
      expect((await jump.boundingBox())!.height).toBeLessThan(64);
      expect(await contentWidth(page)).toBeLessThanOrEqual(360);

      // A chip lands on its section's heading.
      const [chip, heading] = say.reminders;
      await jump.getByRole("link", { name: chip, exact: true }).click();
      await expect(page).toHaveURL(/#reminders$/);
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeInViewport();
      await expect(jump).not.toBeInViewport();

      // Back to the list from that section, then on to the last chip (off-screen to the right at first).
      await page
        .getByRole("region", { name: heading, exact: true })
        .getByRole("link", { name: say.top })
        .click();
      await expect(jump).toBeInViewport();
      const [lastChip, lastHeading] = say.last;
      await jump.getByRole("link", { name: lastChip, exact: true }).click();
      await expect(page.getByRole("heading", { level: 2, name: lastHeading, exact: true })).toBeInViewport();
      expect(errors).toEqual([]);
    });
  });
}
