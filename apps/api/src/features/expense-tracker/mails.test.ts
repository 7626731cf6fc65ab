import { describe, expect, it } from "vitest";
import { budgetAlertMail } from "./mails.js";

describe("budget alert mail", () => {
  it("names a built-in category by the label the tracker shows, a learner's own as written", () => {
    const transport = budgetAlertMail("en", "a@example.com", "Asha", "Transportation", "November", 2026);
    expect(transport.subject).toBe("You've gone over your Local transport budget for November 2026");
    const own = budgetAlertMail("en", "a@example.com", "Asha", "Pets", "November", 2026);
    expect(own.subject).toBe("You've gone over your Pets budget for November 2026");
    const hindi = budgetAlertMail("hi", "a@example.com", "Asha", "Transportation", "November", 2026);
    expect(hindi.subject).toContain("रोज़ का आना-जाना");
  });
});
