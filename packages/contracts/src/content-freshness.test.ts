import { describe, expect, it } from "vitest";
import {
  aYearAfter,
  financialYearLabel,
  financialYearOf,
  notificationQuarter,
  quarterLabel,
  staleReason,
  staleReasonText,
} from "./content-freshness.js";

describe("financial years (1 April to 31 March)", () => {
  it.each([
    ["2026-03-31", 2025],
    ["2026-04-01", 2026],
    ["2026-12-31", 2026],
    ["2027-01-01", 2026],
  ])("%s is in FY starting %i", (day, fy) => {
    expect(financialYearOf(day)).toBe(fy);
  });
  it("labels FY 2025-26 and FY 2099-00", () => {
    expect(financialYearLabel(2025)).toBe("FY 2025-26");
    expect(financialYearLabel(2099)).toBe("FY 2099-00");
  });
});

describe("notification quarters", () => {
  it.each([
    ["2026-01-01", "2026-01-01", "Jan–Mar 2026"],
    ["2026-03-31", "2026-01-01", "Jan–Mar 2026"],
    ["2026-04-01", "2026-04-01", "Apr–Jun 2026"],
    ["2026-08-14", "2026-07-01", "Jul–Sep 2026"],
    ["2026-12-31", "2026-10-01", "Oct–Dec 2026"],
  ])("%s is in the quarter from %s (%s)", (day, quarter, label) => {
    expect(notificationQuarter(day)).toBe(quarter);
    expect(quarterLabel(quarter)).toBe(label);
  });
});

describe("staleReason", () => {
  it("a tax rule goes stale when the financial year turns, not before", () => {
    const rule = { as_of: "2025-11-23", rule: "financial_year" } as const;
    expect(staleReason(rule, "2026-03-31")).toBeNull();
    expect(staleReason(rule, "2026-04-01")).toEqual({ kind: "financial_year", fy: 2025 });
    expect(staleReasonText({ kind: "financial_year", fy: 2025 })).toBe("tax rule from FY 2025-26");
    expect(staleReason({ as_of: "2026-04-01", rule: "financial_year" }, "2027-03-31")).toBeNull();
  });

  it("a scheme rate goes stale when the notification quarter turns", () => {
    const rate = { as_of: "2026-08-14", rule: "quarter" } as const;
    expect(staleReason(rate, "2026-09-30")).toBeNull();
    expect(staleReason(rate, "2026-10-01")).toEqual({ kind: "quarter", quarter: "2026-07-01" });
    expect(staleReasonText({ kind: "quarter", quarter: "2026-07-01" })).toBe(
      "scheme rate of Jul–Sep 2026 quarter",
    );
  });

  it("anything else is current for a year to the day", () => {
    const fact = { as_of: "2025-11-29", rule: "year" } as const;
    expect(staleReason(fact, "2026-11-28")).toBeNull();
    expect(staleReason(fact, "2026-11-29")).toEqual({ kind: "year", checked: "2025-11-29" });
    expect(staleReasonText({ kind: "year", checked: "2025-11-29" })).toBe("checked over a year ago");
  });

  it("a year after 29 February is 1 March", () => {
    expect(aYearAfter("2028-02-29")).toBe("2029-03-01");
    expect(aYearAfter("2026-11-29")).toBe("2027-11-29");
  });
});
