import { authMessages } from "@arthshala/contracts/auth-client";
import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules.js";

/** Step 15: passwords an attacker builds from what they know of the account were accepted. */
const owner = { email: "priya.sharma@example.in", name: "Priya Sharma" };

describe("passwordProblem", () => {
  it.each([
    ["the email plus 1", "priya.sharma@example.in1", authMessages.passwordIsEmail],
    ["the email's name part", "priya.sharma", authMessages.passwordIsEmail],
    ["the name part and a year", "Priya.Sharma2024", authMessages.passwordIsEmail],
    ["the product's name in l33t with a year", "Arthsh4la-2024", authMessages.passwordHasSiteName],
    ["the product's name with a space", "Arth shala", authMessages.passwordHasSiteName],
    ["the product's name with dots", "A.r.t.h.s.h.a.l.a", authMessages.passwordHasSiteName],
    ["a Cyrillic А (U+0410) for the Latin A", "\u0410rthshala2024", authMessages.passwordHasSiteName],
    ["full-width letters", "ＡＲＴＨＳＨＡＬＡ-9", authMessages.passwordHasSiteName],
    ["the person's name and a digit", "PriyaSharma1", authMessages.passwordNearContext],
    ["the site's FinStars and a year", "finstars2024", authMessages.passwordNearContext],
    ["a common password in look-alike letters", "\u0440\u0430ssword123", authMessages.passwordCommon],
  ])("refuses %s (%s)", (_what, password, message) => {
    expect(passwordProblem(password, owner)).toBe(message);
  });

  it.each([
    "correct-horse-battery",
    "chai-at-4-on-the-ghat",
    "priya.sharma-plus-more-words",
    "Sunflower!Kettle9",
    "पासवर्ड सुरक्षित रखो 2024",
  ])("accepts a strong password: %s", (password) => {
    expect(passwordProblem(password, owner)).toBeNull();
  });
});
