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
