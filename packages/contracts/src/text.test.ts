import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, multiLineText, singleLineText } from "./text.js";

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("singleLineText", () => {
  const title = singleLineText().trim().min(1).max(20);

  it("accepts ordinary text in any script, emoji included", () => {
    for (const ok of ["Saving 101", "बचत की आदत", "₹500 🎉", "a\u00a0b"]) {
      expect(title.safeParse(ok).success, ok).toBe(true);
    }
  });

  it("refuses NUL, every other C0 and C1 control, DEL and lone surrogates", () => {
    for (const bad of [
      "a\u0000b",
      "a\nb",
      "a\tb",
      "a\rb",
      "\u001b[31m",
      "a\u007f",
      "a\u0085",
      "a\u009f",
      "\ud800x",
      "x\udc00",
    ]) {
      expect(firstMessage(title, bad), JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it("keeps the caller's own messages and checks after it", () => {
    const named = singleLineText({ message: "Title is required." }).min(1, { message: "Title is required." });
    expect(firstMessage(named, undefined)).toBe("Title is required.");
    expect(firstMessage(named, "")).toBe("Title is required.");
  });
});

describe("multiLineText", () => {
  const body = multiLineText().max(1000);

  it("accepts newlines, Windows line ends and tabs", () => {
    expect(body.parse("# Title\n\n- one\r\n- two\n\tcode")).toBe("# Title\n\n- one\r\n- two\n\tcode");
  });

  it("refuses NUL, a lone carriage return and the other controls", () => {
    for (const bad of ["a\u0000", "a\rb", "a\u000bb", "a\u000cb", "\u001b", "\u007f", "\u0080", "\udfff"]) {
      expect(firstMessage(body, bad), JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it("stays linear on long text", () => {
    const long = "₹ safe text\n".repeat(20_000);
    const started = performance.now();
    expect(multiLineText().safeParse(long).success).toBe(true);
    // A hang guard, not a speed limit: linear checks take milliseconds; a pattern that backtracks over
    // 240,000 characters would take minutes on any machine.
    expect(performance.now() - started).toBeLessThan(30_000);
  });
});
