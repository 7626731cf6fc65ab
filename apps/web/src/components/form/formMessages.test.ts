import {
  contactMessages,
  FEEDBACK_OPTIONS,
  FEEDBACK_QUESTIONS,
  feedbackMessages,
  junkMessages,
  RESPONSE_TIME,
} from "@arthshala/contracts/feedback-rules";
import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import forms from "../../lib/i18n/locales/en/forms";
import hindi from "../../lib/i18n/locales/hi/forms";
import { translateFormMessage } from "./formMessages";

const english = i18n.getFixedT("en", "forms");

describe("the forms' texts", () => {
  it("keep the spec's questions, options and messages word for word in English", () => {
    expect(forms.feedback.questions).toEqual(FEEDBACK_QUESTIONS);
    const options = Object.values(FEEDBACK_OPTIONS).flat();
    expect(Object.keys(forms.feedback.options).sort()).toEqual([...options].sort());
    for (const option of options) expect(forms.feedback.options[option]).toBe(option);
    expect(forms.feedback).toMatchObject({
      submitting: feedbackMessages.submitting,
      thanks: feedbackMessages.thanks,
      failed: feedbackMessages.failed,
    });
    expect(forms.validation).toMatchObject({
      required: feedbackMessages.required,
      stars: feedbackMessages.stars,
    });
    expect(forms.contact).toMatchObject({
      sent: contactMessages.sent,
      toast: contactMessages.toast,
      failed: contactMessages.failed,
      responseTime: RESPONSE_TIME,
    });
  });

  it("say the server's checks unchanged in English", () => {
    for (const message of [
      feedbackMessages.required,
      feedbackMessages.stars,
      "Enter a valid email address.",
      junkMessages.linksOnly,
      junkMessages.tooManyLinks,
      junkMessages.tooLong(2000),
      junkMessages.tooMany(1),
      junkMessages.tooMany(15),
      "Something the server says in its own words.",
    ]) {
      expect(translateFormMessage(english, message)).toBe(message);
    }
  });

  it("say the server's checks in Hindi", async () => {
    i18n.addResourceBundle("hi", "forms", hindi, true, true);
    const t = i18n.getFixedT("hi", "forms");
    expect(translateFormMessage(t, feedbackMessages.required)).toBe(hindi.validation.required);
    expect(translateFormMessage(t, "Enter a valid email address.")).toBe("कृपया सही ईमेल पता डालें।");
    expect(translateFormMessage(t, junkMessages.tooMany(15))).toBe(
      "आपने कम समय में कई मैसेज भेजे हैं। कृपया 15 मिनट बाद फिर कोशिश करें।",
    );
    expect(translateFormMessage(t, "Something the server says in its own words.")).toBe(
      "Something the server says in its own words.",
    );
  });
});
