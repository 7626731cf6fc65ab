import { describe, expect, it } from "vitest";
import { startingChecked, startingValue } from "./startingValues";

describe("a field's starting value", () => {
  it("shows text and numbers as text, lists as lists, and nothing for no value", () => {
    expect(startingValue("Asha")).toBe("Asha");
    expect(startingValue(1200)).toBe("1200");
    expect(startingValue(["a", 2])).toEqual(["a", "2"]);
    expect(startingValue(null)).toBeUndefined();
    expect(startingValue(undefined)).toBeUndefined();
    expect(startingValue({ file: "x" })).toBeUndefined();
  });

  it("checks a radio whose value is the form's, a checkbox whose value is in the list or true", () => {
    expect(startingChecked("hi", "hi")).toBe(true);
    expect(startingChecked("en", "hi")).toBe(false);
    expect(startingChecked(["a", "b"], "b")).toBe(true);
    expect(startingChecked(true)).toBe(true);
    expect(startingChecked(false)).toBe(false);
    expect(startingChecked(undefined, "x")).toBe(false);
    expect(startingChecked(3, "3")).toBe(true);
  });
});
