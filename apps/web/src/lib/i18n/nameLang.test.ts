import { describe, expect, it } from "vitest";
import { nameLang } from "./nameLang";

describe("nameLang", () => {
  it("marks a Latin-letter name as English, and leaves Devanagari and figures to the page", () => {
    expect(nameLang("Arthshala Learning Foundation")).toBe("en");
    expect(nameLang("अर्थशाला फ़ाउंडेशन")).toBeUndefined();
    expect(nameLang("Arthshala फ़ाउंडेशन")).toBeUndefined();
    expect(nameLang("1234")).toBeUndefined();
  });
});
