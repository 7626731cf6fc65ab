import { describe, expect, it } from "vitest";
import { type DateFormat, expandTwoDigitYear, isIsoDay, parseDateAs } from "./dates.js";
import { MAX_IMPORT_PAISE, rupeesToPaise } from "./paise.js";

describe("parseDateAs", () => {
  it.each<[string, DateFormat, string | null]>([
    ["05/11/2026", "DD/MM/YYYY", "2026-11-05"],
    ["5/1/2026", "DD/MM/YYYY", "2026-01-05"],
    ["05/11/2026 00:00:00", "DD/MM/YYYY", "2026-11-05"],
    ["05-11-2026", "DD-MM-YYYY", "2026-11-05"],
    ["05/11/26", "DD/MM/YY", "2026-11-05"],
    ["05-11-26", "DD-MM-YY", "2026-11-05"],
    ["2026-11-05", "YYYY-MM-DD", "2026-11-05"],
    ["05 Nov 2026", "DD MMM YYYY", "2026-11-05"],
    ["1 Apr 2026", "DD MMM YYYY", "2026-04-01"],
    ["05-Nov-2026", "DD-MMM-YYYY", "2026-11-05"],
    ["05-NOV-26", "DD-MMM-YY", "2026-11-05"],
    ["05-Sept-26", "DD-MMM-YY", "2026-09-05"],
    ["11/05/2026", "MM/DD/YYYY", "2026-11-05"],
    // Strict: another layout, an impossible day or a wrong month name is not a date.
    ["05-11-2026", "DD/MM/YYYY", null],
    ["31/02/2026", "DD/MM/YYYY", null],
    ["29/02/2025", "DD/MM/YYYY", null],
    ["29/02/2024", "DD/MM/YYYY", "2024-02-29"],
    ["05-Nvm-26", "DD-MMM-YY", null],
    ["13/13/2026", "MM/DD/YYYY", null],
    ["", "DD/MM/YYYY", null],
    ["Opening Balance", "DD/MM/YYYY", null],
  ])("%s as %s → %s", (raw, format, expected) => {
    expect(parseDateAs(raw, format)).toBe(expected);
  });

  it("reads a statement's two-digit years as 2000–2050", () => {
    expect(parseDateAs("01/01/00", "DD/MM/YY")).toBe("2000-01-01");
    expect(parseDateAs("01/01/50", "DD/MM/YY")).toBe("2050-01-01");
    expect(parseDateAs("01/01/51", "DD/MM/YY")).toBe("1951-01-01");
  });
});

describe("date helpers", () => {
  it("expands two-digit years near the reference year", () => {
    expect(expandTwoDigitYear(26, 2026)).toBe(2026);
    expect(expandTwoDigitYear(27, 2026)).toBe(2027);
    expect(expandTwoDigitYear(28, 2026)).toBe(1928);
    expect(expandTwoDigitYear(99, 2026)).toBe(1999);
  });

  it("knows a real YYYY-MM-DD day", () => {
    expect(isIsoDay("2026-11-20")).toBe(true);
    expect(isIsoDay("2026-2-01")).toBe(false);
    expect(isIsoDay("2026-02-29")).toBe(false);
  });
});

describe("rupeesToPaise", () => {
  it.each<[string, number | null]>([
    ["450", 45000],
    ["450.5", 45050],
    ["450.05", 45005],
    ["0.29", 29],
    ["1,00,000.00", 10000000],
    ["100,000.00", 10000000],
    ["936.305", 93631],
    ["936.304", 93630],
    ["12,34,56,789.10", 123456789_10],
    ["1,0", null],
    ["1.2.3", null],
    ["-5", null],
    ["", null],
    ["abc", null],
    ["1000000000.01", null],
  ])("%s → %s", (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });

  it("accepts exactly the cap", () => {
    expect(rupeesToPaise("1000000000")).toBe(MAX_IMPORT_PAISE);
  });
});
