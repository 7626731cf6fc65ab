import { describe, expect, it } from "vitest";
import { authMessages, emailSchema, signInBodySchema, signUpBodySchema } from "./auth.js";
import { isAdmin } from "./roles.js";

describe("auth contracts", () => {
  it("normalises emails: trimmed and lower-cased", () => {
    expect(emailSchema.parse("  Asha.K@Example.IN ")).toBe("asha.k@example.in");
    expect(emailSchema.safeParse("asha@").success).toBe(false);
  });

  it("requires passwords of at least 8 characters at sign-up, with the form's message", () => {
    const r = signUpBodySchema.safeParse({ email: "a@b.in", password: "short", name: "A" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(authMessages.passwordTooShort);
    expect(signUpBodySchema.parse({ email: "a@b.in", password: "12345678", name: " A " })).toEqual({
      email: "a@b.in",
      password: "12345678",
      name: "A",
      newsletter: false,
    });
  });

  it("sign-in accepts any non-empty password (old accounts may predate rules)", () => {
    expect(signInBodySchema.safeParse({ email: "a@b.in", password: "x" }).success).toBe(true);
    expect(signInBodySchema.safeParse({ email: "a@b.in", password: "" }).success).toBe(false);
  });

  it("reads the role from the first entry of the roles list", () => {
    expect(isAdmin(["Admin"])).toBe(true);
    expect(isAdmin(["Learner", "Admin"])).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});
