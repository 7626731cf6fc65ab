import { describe, expect, it } from "vitest";
import { checkAmount, checkRate, checkWhole, formatRupees, growthTotals, roundToPaisa } from "./common.js";
import { inEnglish, type Phrase } from "./phrases.js";

describe("formatRupees", () => {
  it("groups the Indian way and shows paise only when there are any", () => {
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
    expect(formatRupees(4068209)).toBe("₹40,68,209");
    expect(formatRupees(4068209.22)).toBe("₹40,68,209.22");
    expect(formatRupees(100000000)).toBe("₹10,00,00,000");
    expect(formatRupees(0.5)).toBe("₹0.50");
  });

  it("rounds to the paisa first, so float dust neither shows paise nor a minus sign", () => {
    expect(formatRupees(4068208.999)).toBe("₹40,68,209");
    expect(formatRupees(-0.001)).toBe("₹0");
    expect(formatRupees(1.005)).toBe("₹1.01");
  });
});

describe("roundToPaisa", () => {
  it("rounds half up even where the binary value sits just below the half", () => {
    // 1.005 × 100 is 100.49999999999999 in binary floating point.
    expect(roundToPaisa(1.005)).toBe(1.01);
    expect(roundToPaisa(2.675)).toBe(2.68);
    expect(roundToPaisa(10674.700258)).toBe(10674.7);
  });
});

/** A check's message in English (null when the value is fine). */
const say = (check: Phrase | null) => (check ? inEnglish(check) : null);

describe("input checks", () => {
  it("amounts must be numbers, more than ₹0 and at most ₹10 crore", () => {
    expect(say(checkAmount(Number.NaN, "principal"))).toBe("Principal must be a number.");
    expect(say(checkAmount(0, "principal"))).toBe(
      "Principal must be more than ₹0 and at most ₹10,00,00,000.",
    );
    expect(say(checkAmount(100000000.01, "principal"))).toMatch(/at most ₹10,00,00,000/);
    expect(checkAmount(100000000, "principal")).toBeNull();
    expect(checkAmount(0.01, "principal")).toBeNull();
  });

  it("rates are 0.01 % to 30 % unless zero is allowed", () => {
    expect(say(checkRate(0, "interestRate"))).toBe("Interest rate must be between 0.01% and 30% a year.");
    expect(checkRate(0, "interestRate", 0)).toBeNull();
    expect(say(checkRate(30.01, "interestRate", 0))).toBe("Interest rate must be between 0% and 30% a year.");
    expect(say(checkRate(Number.POSITIVE_INFINITY, "interestRate"))).toBe("Interest rate must be a number.");
  });

  it("counts must be whole and in range", () => {
    expect(say(checkWhole(6.5, "months", 6, 120))).toBe("Months must be a whole number.");
    expect(say(checkWhole(5, "months", 6, 120))).toBe("Months must be from 6 to 120.");
    expect(checkWhole(120, "months", 6, 120)).toBeNull();
  });

  it("carry the message as a key with parameters, for other languages", () => {
    expect(checkAmount(0, "principal")).toEqual({
      key: "errors.amount",
      params: { label: { key: "labels.principal" }, max: { rupees: 100000000 } },
    });
  });
});

describe("growthTotals", () => {
  it("takes rows as differences of rounded running totals, so they add up exactly", () => {
    // Three years whose exact interest each ends in a third of a paisa: rounded one by one they
    // would sum to 0.99, but the rows here are differences of the rounded balances.
    const t = growthTotals([
      { deposited: 100, balance: 100.333333 },
      { deposited: 100, balance: 100.666666 },
      { deposited: 100, balance: 101 },
    ]);
    expect(t.yearByYear.map((r) => r.interest)).toEqual([0.33, 0.34, 0.33]);
    expect(t.yearByYear.map((r) => r.deposited)).toEqual([100, 0, 0]);
    expect(t).toMatchObject({ maturityAmount: 101, totalDeposited: 100, totalInterest: 1 });
  });
});
