import { describe, expect, it } from "vitest";
import { dayMonthLabel } from "./india-time.js";
import { indianNumber, indianRupees, numberFormat } from "./indian-number.js";
import { formatIndianNumber, formatRupees, limitExceededHint } from "./tracker-rules.js";

describe("indianNumber", () => {
  it("groups the last three digits, then pairs: lakhs and crores", () => {
    expect(indianNumber(0, 0)).toBe("0");
    expect(indianNumber(999, 0)).toBe("999");
    expect(indianNumber(1_000, 0)).toBe("1,000");
    expect(indianNumber(1_00_000, 0)).toBe("1,00,000");
    expect(indianNumber(12_34_567.505, 2)).toBe("12,34,567.51");
    expect(indianNumber(1_00_00_000, 0)).toBe("1,00,00,000");
    expect(indianNumber(999_999_999_999_999, 0)).toBe("99,99,99,99,99,99,999");
    expect(indianNumber(-1_234.5, 0, 2)).toBe("-1,234.5");
    expect(indianNumber(12_34_567, 0, 0, false)).toBe("1234567");
  });

  it("rounds half away from zero, as the number is written in decimal", () => {
    expect(indianNumber(1.005, 2)).toBe("1.01"); // (1.005).toFixed(2) is "1.00"
    expect(indianNumber(2.675, 2)).toBe("2.68");
    expect(indianNumber(99_999.995, 2)).toBe("1,00,000.00");
    expect(indianNumber(-0.004, 2)).toBe("-0.00");
  });

  it("refuses fraction digits the wrong way round, as Intl does", () => {
    expect(() => indianNumber(5, 3, 2)).toThrow(RangeError);
  });
});

describe("indianRupees", () => {
  it("puts ₹ after the sign", () => {
    expect(indianRupees(12_34_567, 0)).toBe("₹12,34,567");
    expect(indianRupees(-1_840.5, 2)).toBe("-₹1,840.50");
  });
});

describe("numberFormat", () => {
  it("keeps one formatter per locale and options", () => {
    expect(numberFormat("en-IN", { maximumFractionDigits: 1 })).toBe(
      numberFormat("en-IN", { maximumFractionDigits: 1 }),
    );
    expect(numberFormat("en-IN")).not.toBe(numberFormat("hi-IN"));
  });
});

describe("the tracker's amounts and messages", () => {
  it("use the same Indian groups", () => {
    expect(formatIndianNumber(1_23_456.5)).toBe("1,23,456.50");
    expect(formatIndianNumber(1_00_00_000)).toBe("1,00,00,000");
    expect(formatIndianNumber(2.5, 0)).toBe("3");
    expect(formatRupees(-1_840.5)).toBe("−₹1,840.50"); // a minus sign (U+2212), not Intl's hyphen
    expect(formatRupees(0)).toBe("₹0");
    expect(limitExceededHint(2_500, 1_000)).toBe("Limit exceeded by ₹1,500.00");
    expect(limitExceededHint(1_200.1, 1_000)).toBe("Limit exceeded by ₹200.10");
  });
});

describe("dayMonthLabel", () => {
  it("writes a calendar day as day and short month, unmoved by any zone", () => {
    expect(dayMonthLabel("2026-11-14")).toBe("14 Nov");
    expect(dayMonthLabel("2026-09-01")).toBe("1 Sept");
    expect(dayMonthLabel("2026-09-01", "hi-IN")).toBe("1 सित॰");
    expect(dayMonthLabel("not a day")).toBe("not a day");
  });
});
