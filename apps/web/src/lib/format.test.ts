import { afterEach, describe, expect, it } from "vitest";
import { MONTH_NAMES } from "./calendarNames";
import { formatDate, formatLongDate, formatNumber, formatRupees } from "./format";
import { setCurrentLanguage } from "./i18n/current";

// The hand-written formats must read exactly as Intl writes them (lib/format.ts says why they exist).
const LOCALES = [
  ["en", "en-IN"],
  ["hi", "hi-IN"],
] as const;

afterEach(() => setCurrentLanguage("en"));

describe("month names", () => {
  it.each(LOCALES)("match ICU's for %s", (_language, locale) => {
    for (let m = 0; m < 12; m++) {
      const at = new Date(Date.UTC(2026, m, 15));
      for (const month of ["short", "long"] as const) {
        expect(MONTH_NAMES[locale]![month][m]).toBe(
          new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" }).format(at),
        );
      }
    }
  });
});

describe("formatDate without Intl", () => {
  const shapes: Intl.DateTimeFormatOptions[] = [
    { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" },
    { day: "numeric", month: "short", year: "numeric" },
    { month: "long", year: "numeric", timeZone: "UTC" },
    { month: "long", timeZone: "UTC" },
    { month: "short", year: "numeric", timeZone: "UTC" },
    { dateStyle: "long", timeZone: "UTC" },
    { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" },
  ];

  it.each(LOCALES)("writes what Intl writes in %s, across the India midnight", (language, locale) => {
    setCurrentLanguage(language);
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2027, 0, 1); t += 29 * 3_600_000 + 11 * 60_000) {
      const at = new Date(t);
      for (const [i, options] of shapes.entries()) {
        expect(formatDate(at, `shape${i}`, options)).toBe(
          new Intl.DateTimeFormat(locale, options).format(at),
        );
      }
    }
  });

  it("still uses Intl for other shapes, and gives nothing for an invalid date", () => {
    const at = new Date("2026-09-05T10:00:00Z");
    const weekday: Intl.DateTimeFormatOptions = { weekday: "long", timeZone: "UTC" };
    expect(formatDate(at, "weekday", weekday)).toBe("Saturday");
    expect(formatDate(new Date(Number.NaN), "x", { month: "short" })).toBe("");
    expect(formatLongDate("2026-09-05")).toBe("5 September 2026");
    expect(formatLongDate("not a day")).toBe("not a day");
  });
});

describe("formatNumber without Intl", () => {
  const values = [
    0,
    -0,
    1,
    -1,
    7,
    12,
    999,
    1000,
    1234,
    99_999,
    100_000,
    1_234_567,
    12_345_678.9,
    987_654_321.123456,
    -1234.5,
    0.5,
    0.125,
    1.005,
    2.675,
    0.0001,
    -0.0001,
    4.45,
    4.55,
    1e14 + 0.5,
    123_456_789_012_345,
  ];
  for (let i = 0; i < 300; i++) values.push(Math.round(Math.sin(i) * 10 ** (i % 12) * 1000) / 1000);
  const shapes: Intl.NumberFormatOptions[] = [
    {},
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { maximumFractionDigits: 0 },
    { minimumFractionDigits: 2 },
    { maximumFractionDigits: 1 },
    { useGrouping: false },
    { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 0 },
    { style: "currency", currency: "INR", minimumFractionDigits: 2, maximumFractionDigits: 2 },
    { style: "currency", currency: "INR" },
  ];

  it.each(LOCALES)("writes what Intl writes in %s", (language, locale) => {
    setCurrentLanguage(language);
    for (const options of shapes) {
      const intl = new Intl.NumberFormat(locale, options);
      for (const value of values)
        expect(formatNumber(value, options), `${value} ${JSON.stringify(options)}`).toBe(intl.format(value));
    }
  });

  it("leaves other shapes and values to Intl", () => {
    expect(formatNumber(0.25, { style: "percent" })).toBe("25%");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("∞");
    expect(formatNumber(1e21)).toBe(new Intl.NumberFormat("en-IN").format(1e21));
    expect(() => formatNumber(1, { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(RangeError);
  });

  it("writes rupees with paise only when there are any", () => {
    expect(formatRupees(1_234_567)).toBe("₹12,34,567");
    expect(formatRupees(1234.5)).toBe("₹1,234.50");
    expect(formatRupees(-250, true)).toBe("-₹250.00");
  });
});
