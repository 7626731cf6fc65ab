import { describe, expect, it } from "vitest";
import { indianNumber } from "./indian-number.js";
import { formatIndianNumber, formatRupees } from "./tracker-rules.js";

const intl = (value: number, min: number, max: number, useGrouping = true) =>
  new Intl.NumberFormat("en-IN", {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    useGrouping,
  }).format(value);

const VALUES = [
  0, -0, 1, 7.5, 12.345, 4.55, 4.545, 999, 1000, 1_00_000, 12_34_567, 12_34_567.505, 1_00_00_000, 0.005,
  0.015, 1.005, 2.675, 99_999.995, -1_234.5, -0.004, 123_456_789_012.34, 999_999_999_999_999,
];

describe("indianNumber", () => {
  it("writes what Intl's en-IN writes, for the fraction digits Intl is asked for", () => {
    for (const value of VALUES) {
      for (const [min, max] of [
        [0, 0],
        [2, 2],
        [0, 2],
        [0, 3],
      ] as const) {
        expect(indianNumber(value, min, max), `${value} ${min}-${max}`).toBe(intl(value, min, max));
      }
      expect(indianNumber(value, 0, 2, false), `${value} ungrouped`).toBe(intl(value, 0, 2, false));
    }
  });

  it("leaves to Intl what it does not write: huge, not finite, exponent forms, refused digits", () => {
    for (const value of [1e15, Number.NaN, Number.POSITIVE_INFINITY, 1e-7]) {
      expect(indianNumber(value, 0, 2)).toBeNull();
    }
    expect(indianNumber(5, 3, 2)).toBeNull();
    expect(indianNumber(5, 0, 21)).toBeNull();
  });

  it("is what the tracker's amounts and messages use", () => {
    expect(formatIndianNumber(1_23_456.5)).toBe("1,23,456.50");
    expect(formatIndianNumber(1_00_00_000)).toBe("1,00,00,000");
    expect(formatIndianNumber(2.5, 0)).toBe("3");
    expect(formatRupees(-1_840.5)).toBe("−₹1,840.50");
    expect(formatIndianNumber(1e-7, 2)).toBe(intl(1e-7, 2, 2)); // Intl's answer where it decides
  });
});
