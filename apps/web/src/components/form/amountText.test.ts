import { describe, expect, it } from "vitest";
import { amountText, formatTypedAmount, groupIndian, readAmount, sameAmount } from "./amountText";

/** Types `raw` with the caret at "|" and returns the box's text with its caret marked the same way. */
const typed = (raw: string, edit: { previous?: string; inputType?: string } = {}) => {
  const caret = raw.indexOf("|");
  const out = formatTypedAmount(raw.replace("|", ""), caret, edit);
  return `${out.text.slice(0, out.caret)}|${out.text.slice(out.caret)}`;
};

describe("the amount box's text", () => {
  it("groups the Indian way: last three digits, then pairs", () => {
    expect(["1", "12", "123", "1234", "12345", "1210000", "123456789"].map(groupIndian)).toEqual([
      "1",
      "12",
      "123",
      "1,234",
      "12,345",
      "12,10,000",
      "12,34,56,789",
    ]);
  });

  it("groups a salary as it is typed, the caret staying at the end", () => {
    expect(typed("1210000|")).toBe("12,10,000|");
    expect(typed("12,1000|")).toBe("1,21,000|");
  });

  it("keeps the caret beside its digit when one is typed or deleted in the middle", () => {
    expect(typed("12,15|0,000")).toBe("1,21,5|0,000");
    expect(typed("12,|0,000", { previous: "12,10,000", inputType: "deleteContentBackward" })).toBe(
      "1,2|0,000",
    );
  });

  it("takes out the digit before a comma that backspace met, and the one after for delete", () => {
    expect(typed("12|10,000", { previous: "12,10,000", inputType: "deleteContentBackward" })).toBe(
      "1|,10,000",
    );
    expect(typed("12|10,000", { previous: "12,10,000", inputType: "deleteContentForward" })).toBe(
      "1,2|0,000",
    );
  });

  it("keeps the decimal key's point and paise as typed, for the form to check", () => {
    expect(typed("1250.|")).toBe("1,250.|");
    expect(typed("1250.5|")).toBe("1,250.5|");
    expect(typed("1250.555|")).toBe("1,250.555|");
    expect(typed(".5|")).toBe(".5|");
    expect(typed("0.5|")).toBe("0.5|");
  });

  it("reads a paste with ₹, spaces or Hindi digits, and drops leading zeros", () => {
    expect(typed("₹12 10 000.50|")).toBe("12,10,000.50|");
    expect(typed("१२१००००|")).toBe("12,10,000|");
    expect(typed("007|")).toBe("7|");
  });

  it("leaves what is not an amount as typed, so the check says so", () => {
    expect(typed("12a|")).toBe("12a|");
    expect(typed("-500|")).toBe("-500|");
    expect(typed("1.2.3|")).toBe("1.2.3|");
  });

  it("shows the form's rupees grouped, reads the text back, and knows when they agree", () => {
    expect(amountText(120000)).toBe("1,20,000");
    expect(amountText(6000.5)).toBe("6,000.5");
    expect(amountText(null)).toBe("");
    expect(readAmount("12,10,000.50")).toBe(1210000.5);
    expect(readAmount("")).toBeNull();
    expect(readAmount("abc")).toBeNaN();
    expect(sameAmount("1,250.", 1250)).toBe(true);
    expect(sameAmount("", null)).toBe(true);
    expect(sameAmount("500", null)).toBe(false);
  });
});
