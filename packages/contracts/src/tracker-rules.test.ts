import { describe, expect, it } from "vitest";
import {
  addMonths,
  checkCategoryBudgets,
  limitExceededHint,
  monthStart,
  trackerMessages,
} from "./tracker-rules.js";

describe("month arithmetic", () => {
  it("steps across the year's end both ways and writes each month's first day", () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths(2026, 11, -11)).toEqual({ year: 2025, month: 12 });
    expect(monthStart(2026, 3)).toBe("2026-03-01");
    expect(monthStart(2026, 12)).toBe("2026-12-01");
  });
});

describe("category budget checks (spec section 5)", () => {
  it("keeps only rows above 0 and refuses a category twice", () => {
    expect(
      checkCategoryBudgets(
        [
          { category: "Food", limit: 500 },
          { category: "Rent", limit: null },
        ],
        null,
      ),
    ).toEqual({
      ok: true,
      rows: [{ category: "Food", limit: 500 }],
    });
    expect(
      checkCategoryBudgets(
        [
          { category: "Food", limit: 500 },
          { category: " Food ", limit: 200 },
        ],
        null,
      ),
    ).toEqual({ ok: false, message: trackerMessages.duplicateCategories });
  });

  it("counts the month's other budgets against the monthly limit, but not one the form empties", () => {
    const existing = [
      { category: "Monthly", limit: 5000 },
      { category: "Food", limit: 3000 },
    ];
    expect(checkCategoryBudgets([{ category: "Rent", limit: 2500.5 }], 5000, existing)).toEqual({
      ok: false,
      message: "Total category budgets (5,500.50) exceed the monthly limit (5,000).",
    });
    // Food in the form without a limit is removed by the same save: only Rent's 4,000 remains.
    expect(
      checkCategoryBudgets(
        [
          { category: "Food", limit: null },
          { category: "Rent", limit: 4000 },
        ],
        5000,
        existing,
      ),
    ).toEqual({ ok: true, rows: [{ category: "Rent", limit: 4000 }] });
  });

  it('hints "Limit exceeded by ₹N" with 2 decimals only past the limit', () => {
    expect(limitExceededHint(5500.5, 5000)).toBe("Limit exceeded by ₹500.50");
    expect(limitExceededHint(5000, 5000)).toBeNull();
    expect(limitExceededHint(10, 0)).toBeNull();
  });
});
