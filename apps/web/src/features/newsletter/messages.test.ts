import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import hindi from "../../lib/i18n/locales/hi/newsletter";
import { translateNewsletterMessage } from "./messages";

/** The server's own words (apps/api/src/features/newsletter/link-routes.ts, linkMessages). */
const linkMessages = {
  unsubscribed: "You have been unsubscribed from the Arthshala newsletter.",
  alreadyUnsubscribed: "This address is already unsubscribed. You will not get more newsletters.",
  badUnsubscribeLink: "This unsubscribe link is not valid. Please use the link from your latest email.",
  badConfirmLink:
    "This confirmation link is not valid. Please use the link from your latest confirmation email.",
  expiredConfirmLink:
    "This confirmation link has expired. Save your address again in the newsletter box at the bottom of any page to get a new one.",
} as const;

const confirmed = "You're subscribed! The next Arthshala newsletter will reach asha.news@example.com.";
const changed =
  "old@example.in is no longer the address saved for the newsletter: it was changed or removed after this link was sent. Nothing was changed.";

describe("the newsletter links' answers", () => {
  it("stay the server's words in English", () => {
    const english = i18n.getFixedT("en", "newsletter");
    for (const message of [...Object.values(linkMessages), confirmed, changed, "Server trouble."]) {
      expect(translateNewsletterMessage(english, message)).toBe(message);
    }
  });

  it("are said in Hindi, the address kept", () => {
    i18n.addResourceBundle("hi", "newsletter", hindi, true, true);
    const t = i18n.getFixedT("hi", "newsletter");
    for (const [key, message] of Object.entries(linkMessages)) {
      expect(translateNewsletterMessage(t, message), key).toBe(
        hindi.server[key as keyof typeof linkMessages],
      );
    }
    expect(translateNewsletterMessage(t, confirmed)).toBe(
      "आपने सब्सक्राइब कर लिया! Arthshala का अगला न्यूज़लेटर asha.news@example.com पर आएगा।",
    );
    expect(translateNewsletterMessage(t, changed)).toMatch(/^old@example\.in अब न्यूज़लेटर/);
    expect(translateNewsletterMessage(t, "Server trouble.")).toBe("Server trouble.");
  });
});
