import { describe, expect, it } from "vitest";
import { idNumber, idString, MAX_ID } from "./ids.js";

describe("idString (path ids)", () => {
  it("reads plain positive decimal integers", () => {
    expect(idString.parse("1")).toBe(1);
    expect(idString.parse("42")).toBe(42);
    expect(idString.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it("refuses every other spelling instead of guessing a row", () => {
    for (const bad of [
      " 1",
      "1 ",
      "0x10",
      "1e1",
      "01",
      "+1",
      "-1",
      "0",
      "1.0",
      "99999999999",
      "2147483648",
      "",
      "1_0",
      "١",
    ]) {
      expect(idString.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("idNumber (ids in JSON bodies)", () => {
  it("takes a JSON number or the same strict string", () => {
    expect(idNumber.parse(7)).toBe(7);
    expect(idNumber.parse("7")).toBe(7);
  });

  it("refuses fractions, zero, negatives, out-of-range and lenient strings", () => {
    for (const bad of [1.5, 0, -3, MAX_ID + 1, " 7", "0x10", "7.0", null, true]) {
      expect(idNumber.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
