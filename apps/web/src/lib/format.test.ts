import { dateTimeFormat } from "@arthshala/contracts/india-time";
import { numberFormat } from "@arthshala/contracts/indian-number";
import { paiseToRupees } from "@arthshala/contracts/tracker-rules";
import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatLongDate, formatNumber, formatRupees } from "./format";
import { setCurrentLanguage } from "./i18n/current";

// Written out in full: what learners read, in English (en-IN) and Hindi (hi-IN), from Node's full ICU.
// Both locales group the Indian way with Latin digits; only month names (and weekdays) differ.

afterEach(() => setCurrentLanguage("en"));

describe("formatRupees", () => {
  it.each(["en", "hi"] as const)("groups lakhs and crores the Indian way in %s", (language) => {
    setCurrentLanguage(language);
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(1_200)).toBe("₹1,200");
    expect(formatRupees(99_999)).toBe("₹99,999");
    expect(formatRupees(1_00_000)).toBe("₹1,00,000");
    expect(formatRupees(12_34_567)).toBe("₹12,34,567");
    expect(formatRupees(1_00_00_000)).toBe("₹1,00,00,000");
    expect(formatRupees(1_23_45_67_890.12)).toBe("₹1,23,45,67,890.12");
  });

  it("shows paise only when there are any, unless told", () => {
    expect(formatRupees(1_234.5)).toBe("₹1,234.50");
    expect(formatRupees(1_234, true)).toBe("₹1,234.00");
    expect(formatRupees(1_234.56, false)).toBe("₹1,235");
  });

  it("puts the sign before ₹ (a hyphen-minus, as Intl writes it)", () => {
    expect(formatRupees(-250, true)).toBe("-₹250.00");
    expect(formatRupees(-12_34_567.5)).toBe("-₹12,34,567.50");
  });

  it("writes stored paise as rupees", () => {
    const fromPaise = (paise: number) => formatRupees(paiseToRupees(paise));
    expect(fromPaise(1)).toBe("₹0.01");
    expect(fromPaise(99)).toBe("₹0.99");
    expect(fromPaise(1_00)).toBe("₹1");
    expect(fromPaise(1_23_456)).toBe("₹1,234.56");
    expect(fromPaise(-45_000)).toBe("-₹450");
    expect(fromPaise(10_00_00_00_000)).toBe("₹10,00,00,000");
  });
});

describe("formatNumber", () => {
  it.each(["en", "hi"] as const)("writes Indian groups with Latin digits in %s", (language) => {
    setCurrentLanguage(language);
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(1_000)).toBe("1,000");
    expect(formatNumber(12_34_567)).toBe("12,34,567");
    expect(formatNumber(-12_34_567.891)).toBe("-12,34,567.891");
    expect(formatNumber(1_234, { useGrouping: false })).toBe("1234");
  });

  it("rounds as written in decimal, half away from zero", () => {
    const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(formatNumber(4.45, one)).toBe("4.5");
    // 4.55 is 4.5499999999999998… as a double, so (4.55).toFixed(1) is "4.5"; Intl reads it as 4.55.
    expect(formatNumber(4.55, one)).toBe("4.6");
    expect(formatNumber(-2.25, one)).toBe("-2.3");
    expect(formatNumber(0.1 + 0.2)).toBe("0.3");
  });

  it("takes any Intl option", () => {
    expect(formatNumber(0.25, { style: "percent" })).toBe("25%");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("∞");
    expect(() => formatNumber(1, { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toThrow(RangeError);
  });
});

describe("formatDate", () => {
  const shortDay = { day: "numeric", month: "short", year: "numeric" } as const;

  it("counts days in India time by default, whatever the device's zone", () => {
    // 23:59:59 and 00:00 in India, both 11 March in UTC.
    expect(formatDate(new Date("2026-03-11T18:29:59Z"), shortDay)).toBe("11 Mar 2026");
    expect(formatDate(new Date("2026-03-11T18:30:00Z"), shortDay)).toBe("12 Mar 2026");
    expect(formatDate(new Date("2025-12-31T18:30:00Z"), { month: "long", year: "numeric" })).toBe(
      "January 2026",
    );
  });

  it("writes a calendar day read as UTC unmoved, when asked for UTC", () => {
    const day = new Date("2026-03-12T00:00:00Z");
    expect(formatDate(day, { ...shortDay, timeZone: "UTC" })).toBe("12 Mar 2026");
    expect(formatDate(new Date("2026-09-05T00:00:00Z"), { ...shortDay, timeZone: "UTC" })).toBe(
      "5 Sept 2026", // ICU's en-IN short September (CLDR), not "Sep"
    );
  });

  it("writes Hindi month names in hi", () => {
    setCurrentLanguage("hi");
    expect(formatDate(new Date("2026-03-11T18:30:00Z"), shortDay)).toBe("12 मार्च 2026");
    expect(formatDate(new Date("2026-09-05T00:00:00Z"), { ...shortDay, timeZone: "UTC" })).toBe(
      "5 सित॰ 2026",
    );
    expect(formatDate(new Date("2026-09-05T10:00:00Z"), { weekday: "long" })).toBe("शनिवार");
  });

  it("gives nothing for an invalid date", () => {
    expect(formatDate(new Date(Number.NaN), { month: "short" })).toBe("");
  });
});

describe("formatDateTime", () => {
  it("writes a timestamp in India time, either side of India's midnight", () => {
    expect(formatDateTime("2026-09-05T10:00:00Z")).toBe("5 Sept 2026, 3:30 pm");
    expect(formatDateTime("2026-03-11T18:29:00Z")).toBe("11 Mar 2026, 11:59 pm");
    expect(formatDateTime("2026-03-11T18:30:00Z")).toBe("12 Mar 2026, 12:00 am");
  });

  it('says the time of day in Hindi words, not am/pm (issue 39: "10:05 pm" on Hindi notifications)', () => {
    setCurrentLanguage("hi");
    expect(formatDateTime("2026-03-11T18:30:00Z")).toBe("12 मार्च 2026, रात 12:00");
    expect(formatDateTime("2026-09-05T10:00:00Z")).toBe("5 सित॰ 2026, दोपहर 3:30");
    expect(formatDateTime("2026-11-29T16:35:00Z")).toBe("29 नव॰ 2026, रात 10:05");
  });

  it("uses plain spaces (no narrow no-break space before am/pm, as en-US has)", () => {
    expect(formatDateTime("2026-09-05T10:00:00Z")).not.toMatch(/[\u00a0\u202f]/);
  });

  it("returns what it cannot read as it came", () => {
    expect(formatDateTime("soon")).toBe("soon");
  });
});

describe("formatLongDate", () => {
  it("writes a calendar day the long way, in the interface's language", () => {
    expect(formatLongDate("2026-09-05")).toBe("5 September 2026");
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
    setCurrentLanguage("hi");
    expect(formatLongDate("2026-09-05")).toBe("5 सितंबर 2026");
    expect(formatLongDate("not a day")).toBe("not a day");
  });
});

describe("the formatters behind them", () => {
  it("are made once per locale and options", () => {
    const options = { style: "currency", currency: "INR" } as const;
    expect(numberFormat("en-IN", { ...options })).toBe(numberFormat("en-IN", { ...options }));
    expect(numberFormat("hi-IN", options)).not.toBe(numberFormat("en-IN", options));
    const day = { day: "numeric", month: "short", timeZone: "UTC" } as const;
    expect(dateTimeFormat("en-IN", { ...day })).toBe(dateTimeFormat("en-IN", { ...day }));
    expect(dateTimeFormat("en-IN", { ...day, timeZone: "Asia/Kolkata" })).not.toBe(
      dateTimeFormat("en-IN", day),
    );
  });
});
