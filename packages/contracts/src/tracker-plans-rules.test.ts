import { describe, expect, it } from "vitest";
import {
  clampedDay,
  emergencyFundPaise,
  goalPrefillHref,
  goalProgress,
  nextOccurrence,
  occurrencesBetween,
  periodOf,
  readGoalPrefill,
  type Schedule,
  wholeMonthsBetween,
  withoutGoalPrefill,
} from "./tracker-plans-rules.js";

const monthly = (dayOfMonth: number, startsOn = "2026-01-01", endsOn: string | null = null): Schedule => ({
  cadence: "monthly",
  dayOfMonth,
  startsOn,
  endsOn,
});

describe("recurring schedules", () => {
  it("clamps day 31 to a 30-day month and to February, leap years included", () => {
    expect(clampedDay(2026, 4, 31)).toBe("2026-04-30");
    expect(clampedDay(2027, 2, 31)).toBe("2027-02-28");
    expect(clampedDay(2028, 2, 30)).toBe("2028-02-29");
    expect(occurrencesBetween(monthly(31), "2027-01-01", "2027-05-31")).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
  });

  it("crosses a year end: 31 December, then 31 January", () => {
    expect(nextOccurrence(monthly(31), "2027-01-01")).toBe("2027-01-31");
    expect(occurrencesBetween(monthly(31), "2026-12-01", "2027-02-01")).toEqual(["2026-12-31", "2027-01-31"]);
  });

  it("starts no earlier than its start date and stops after its end date", () => {
    expect(nextOccurrence(monthly(5, "2026-11-10"), "2026-11-01")).toBe("2026-12-05");
    expect(nextOccurrence(monthly(5, "2026-11-10", "2026-12-04"), "2026-11-01")).toBeNull();
    expect(
      occurrencesBetween(monthly(1, "2026-01-01", "2026-03-01"), "2026-01-01", "2026-12-31"),
    ).toHaveLength(3);
  });

  it("repeats weekly on the start date's weekday, and yearly in the start date's month", () => {
    const weekly: Schedule = { cadence: "weekly", dayOfMonth: null, startsOn: "2026-12-29", endsOn: null };
    expect(occurrencesBetween(weekly, "2026-12-30", "2027-01-20")).toEqual([
      "2027-01-05",
      "2027-01-12",
      "2027-01-19",
    ]);
    const yearly: Schedule = { cadence: "yearly", dayOfMonth: 29, startsOn: "2028-02-01", endsOn: null };
    expect(occurrencesBetween(yearly, "2028-01-01", "2030-12-31")).toEqual([
      "2028-02-29",
      "2029-02-28",
      "2030-02-28",
    ]);
  });

  it("names one period per month, year or Monday-to-Sunday week", () => {
    expect(periodOf("monthly", "2026-11-30")).toBe("2026-11");
    expect(periodOf("yearly", "2026-11-30")).toBe("2026");
    // 2 November 2026 is a Monday; the Sunday after it is in the same week.
    expect(periodOf("weekly", "2026-11-02")).toBe("W2026-11-02");
    expect(periodOf("weekly", "2026-11-08")).toBe("W2026-11-02");
    expect(periodOf("weekly", "2027-01-01")).toBe("W2026-12-28");
  });
});

describe("whole months between two days", () => {
  it.each([
    ["2026-11-28", "2027-06-30", 7],
    ["2026-11-28", "2027-06-28", 7],
    ["2026-11-28", "2027-06-27", 6],
    ["2027-01-31", "2027-02-28", 1],
    ["2028-01-31", "2028-02-29", 1],
    ["2028-01-31", "2028-02-28", 0],
    ["2028-02-29", "2029-02-28", 12],
    ["2026-11-30", "2026-12-31", 1],
    ["2026-11-30", "2026-12-30", 1],
    ["2026-11-30", "2026-12-29", 0],
    ["2026-12-31", "2027-01-31", 1],
    ["2026-12-31", "2027-01-30", 0],
    ["2026-11-05", "2026-11-30", 0],
    ["2026-11-05", "2026-11-05", 0],
    ["2026-11-05", "2026-10-31", 0],
    ["2026-11-29", "2027-11-30", 12],
  ])("%s to %s is %i", (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });
});

describe("savings goals", () => {
  it("counts whole months to the target date, and what to save in each", () => {
    // ₹60,000 by 30 April 2027 from 27 November 2026, ₹12,000 saved: 5 whole months, ₹9,600 a month.
    expect(goalProgress(60_000_00, 12_000_00, "2027-04-30", "2026-11-27")).toEqual({
      percent: 20,
      reached: false,
      remainingPaise: 48_000_00,
      monthsLeft: 5,
      monthlyPaise: 9_600_00,
    });
    // Rounded up to a whole rupee, so saving it each month gets there.
    expect(goalProgress(10_000_00, 0, "2027-02-28", "2026-11-27").monthlyPaise).toBe(3_334_00);
    // 28 Nov to 30 Jun is 7 whole months (it once said 8, and asked for too little each month).
    expect(goalProgress(70_000_00, 0, "2027-06-30", "2026-11-28")).toMatchObject({
      monthsLeft: 7,
      monthlyPaise: 10_000_00,
    });
  });

  it("counts months as a monthly plan does: a calculator's 12-month plan is a 12-month goal", () => {
    // SavingsGoalLink's target: the last day of the month 12 months on, from any day of this month.
    for (const today of ["2026-11-01", "2026-11-28", "2026-11-30"]) {
      expect(goalProgress(1_20_000_00, 0, "2027-11-30", today).monthsLeft).toBe(12);
    }
  });

  it("has less than a month left in the target's month: all that is left, this month", () => {
    expect(goalProgress(5_000_00, 1_000_00, "2026-11-30", "2026-11-05")).toMatchObject({
      monthsLeft: 0,
      monthlyPaise: 4_000_00,
    });
    // The last day itself still counts.
    expect(goalProgress(5_000_00, 0, "2026-11-27", "2026-11-27").monthlyPaise).toBe(5_000_00);
  });

  it("is reached at the target and overdue after the date", () => {
    expect(goalProgress(5_000_00, 5_000_00, "2027-01-31", "2026-11-27")).toMatchObject({
      percent: 100,
      reached: true,
      monthlyPaise: null,
    });
    expect(goalProgress(5_000_00, 4_999_99, "2027-01-31", "2026-11-27").percent).toBe(99);
    expect(goalProgress(5_000_00, 1_000_00, "2026-10-31", "2026-11-27")).toMatchObject({
      monthsLeft: 0,
      monthlyPaise: null,
      remainingPaise: 4_000_00,
    });
  });

  it("offers 3 months' spending from the months that had any", () => {
    expect(emergencyFundPaise([10_000_00, 0, 14_000_00])).toBe(36_000_00);
    expect(emergencyFundPaise([0, 0, 0])).toBeNull();
    expect(emergencyFundPaise([10_000_01])).toBe(30_000_03 + 97);
  });
});

describe("a new goal from a link", () => {
  const today = "2026-11-27";
  const read = (href: string) => readGoalPrefill(new URL(href, "http://x").searchParams, today, 1_00_00_000);

  it("round-trips what the calculators send", () => {
    const href = goalPrefillHref({ name: "New phone", amount: 25000, by: "2027-06" });
    expect(href).toBe("/fin-tools/expensetracker?goal=new&name=New+phone&amount=25000&by=2027-06");
    expect(read(href)).toEqual({ name: "New phone", amount: 25000, targetDate: "2027-06-30" });
  });

  it("leaves out what is wrong, and is nothing without goal=new", () => {
    expect(read("/fin-tools/expensetracker?name=x")).toBeNull();
    expect(read("/?goal=new&name=%00x&amount=-5&by=2026-10")).toEqual({});
    expect(read("/?goal=new&amount=1e9&by=2026-13")).toEqual({});
    expect(read("/?goal=new&amount=12.345&by=2026-11")).toEqual({ targetDate: "2026-11-30" });
    expect(read(`/?goal=new&name=${"a".repeat(61)}&amount=99999999999`)).toEqual({});
  });

  it("takes the link's parameters off the address, keeping any others", () => {
    expect(withoutGoalPrefill("?goal=new&name=x&amount=1&by=2027-01")).toBe("");
    expect(withoutGoalPrefill("?goal=new&tab=2")).toBe("?tab=2");
  });
});
