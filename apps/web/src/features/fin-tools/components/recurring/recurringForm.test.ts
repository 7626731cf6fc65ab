import { describe, expect, it } from "vitest";
import { emptyRule, recurringFormSchema } from "./recurringForm";

const messages = (values: unknown) => {
  const result = recurringFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the recurring form", () => {
  const start = { ...emptyRule("2026-11-27"), title: "Rent", amount: 15000 };

  it("starts on today, monthly on today's day, and sends what contracts' schema takes", () => {
    expect(emptyRule("2026-11-27")).toMatchObject({
      cadence: "monthly",
      dayOfMonth: 27,
      startsOn: "2026-11-27",
    });
    expect(recurringFormSchema.parse(start)).toEqual({
      title: "Rent",
      category: "Rent",
      type: "expense",
      amount: 15000,
      cadence: "monthly",
      dayOfMonth: 27,
      startsOn: "2026-11-27",
      endsOn: null,
    });
  });

  it("drops the day of the month for a weekly rule, and keeps an end date", () => {
    expect(recurringFormSchema.parse({ ...start, cadence: "weekly", endsOn: "2027-03-31" })).toMatchObject({
      dayOfMonth: null,
      endsOn: "2027-03-31",
    });
  });

  it("says what is wrong next to each field, in the schema's words", () => {
    expect(messages({ ...start, amount: null })).toEqual(["amount: Please fill in all fields."]);
    expect(messages({ ...start, dayOfMonth: 32 })).toEqual([
      "dayOfMonth: Choose a day of the month from 1 to 31.",
    ]);
    expect(messages({ ...start, dayOfMonth: null })).toEqual([
      "dayOfMonth: Choose a day of the month from 1 to 31.",
    ]);
    expect(messages({ ...start, endsOn: "2026-11-01" })).toEqual([
      "endsOn: The end date must be on or after the start date.",
    ]);
    expect(messages({ ...start, title: " " })).toEqual(["title: Please fill in all fields."]);
  });
});
