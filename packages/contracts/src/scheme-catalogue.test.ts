import { describe, expect, it } from "vitest";
import { indiaDay } from "./india-time.js";
import { freshnessOf, quarterStart, rateLineEnglish, ratePercentText } from "./scheme-catalogue.js";

const small = (as_of: string) => ({ type: "small_savings" as const, as_of });
const bank = (as_of: string) => ({ type: "fixed_deposit" as const, as_of });

describe("quarterStart", () => {
  it("finds the first day of the calendar quarter", () => {
    expect(quarterStart("2026-01-01")).toBe("2026-01-01");
    expect(quarterStart("2026-03-31")).toBe("2026-01-01");
    expect(quarterStart("2026-04-01")).toBe("2026-04-01");
    expect(quarterStart("2026-09-30")).toBe("2026-07-01");
    expect(quarterStart("2026-11-27")).toBe("2026-10-01");
    expect(quarterStart("2026-12-31")).toBe("2026-10-01");
  });
});

describe("freshnessOf", () => {
  it("keeps a small-savings rate current through its quarter, stale from the next quarter's first day", () => {
    expect(freshnessOf(small("2026-10-01"), "2026-10-01")).toEqual({ state: "current" });
    expect(freshnessOf(small("2026-10-01"), "2026-12-31")).toEqual({ state: "current" });
    expect(freshnessOf(small("2026-10-01"), "2027-01-01")).toEqual({
      state: "stale",
      last_notified_on: "2026-10-01",
    });
    // A notification read in the quarter's last days, for the next quarter, is current in both.
    expect(freshnessOf(small("2026-12-31"), "2026-12-31")).toEqual({ state: "current" });
    expect(freshnessOf(small("2026-06-30"), "2026-07-01").state).toBe("stale");
  });

  it("judges the quarter on the India day: 31 Dec 23:59 IST is the old quarter, 00:00 IST on 1 Jan the new", () => {
    const lastMinute = indiaDay(new Date("2026-12-31T23:59:00+05:30"));
    const firstMinute = indiaDay(new Date("2027-01-01T00:00:00+05:30"));
    // 18:30 UTC on 31 December is already 1 January in India.
    expect(firstMinute).toBe(indiaDay(new Date("2026-12-31T18:30:00Z")));
    expect(freshnessOf(small("2026-10-01"), lastMinute)).toEqual({ state: "current" });
    expect(freshnessOf(small("2026-10-01"), firstMinute)).toEqual({
      state: "stale",
      last_notified_on: "2026-10-01",
    });
  });

  it("gives other products 90 days", () => {
    expect(freshnessOf(bank("2026-08-29"), "2026-11-27")).toEqual({ state: "current" }); // 90 days
    expect(freshnessOf(bank("2026-08-28"), "2026-11-27")).toEqual({
      state: "stale",
      last_notified_on: "2026-08-28",
    });
    expect(freshnessOf({ type: "credit_card", as_of: "2017-03-29" }, "2026-11-27").state).toBe("stale");
  });
});

describe("the rate line", () => {
  it("writes basis points as a percent with Indian digits and only the decimals it needs", () => {
    expect(ratePercentText(710)).toBe("7.1");
    expect(ratePercentText(645)).toBe("6.45");
    expect(ratePercentText(700)).toBe("7");
  });

  it("says 'as of' while current and 'last notified on' once stale", () => {
    const ppf = { rate: "7.1% a year", rate_bps: 710, rate_note: null, as_of: "2026-10-01" };
    expect(rateLineEnglish({ ...ppf, freshness: { state: "current" } })).toBe(
      "7.1% a year · as of 1 October 2026",
    );
    expect(rateLineEnglish({ ...ppf, freshness: { state: "stale", last_notified_on: "2026-10-01" } })).toBe(
      "7.1% a year · last notified on 1 October 2026",
    );
    expect(
      rateLineEnglish({
        rate: "No fixed rate",
        rate_bps: null,
        rate_note: null,
        as_of: "2025-12-19",
        freshness: { state: "stale", last_notified_on: "2025-12-19" },
      }),
    ).toBe("No fixed rate · last notified on 19 December 2025");
  });
});
