import { describe, expect, it } from "vitest";
import { indiaDay } from "./india-time.js";

describe("indiaDay", () => {
  it("counts the day in India time, not UTC", () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India (UTC+5:30).
    expect(indiaDay(new Date("2026-03-31T20:00:00Z"))).toBe("2026-04-01");
    expect(indiaDay(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
    expect(indiaDay(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
  });
});

describe("indiaDay by arithmetic", () => {
  it("agrees with the Intl time-zone database across years, months and the 18:30 UTC edge", () => {
    const intl = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2060, 0, 1); t += 7 * 3_600_000 + 17 * 60_000) {
      const at = new Date(t);
      expect(indiaDay(at)).toBe(intl.format(at));
    }
  });

  it("refuses an invalid date, as Intl did", () => {
    expect(() => indiaDay(new Date(Number.NaN))).toThrow(RangeError);
  });
});
