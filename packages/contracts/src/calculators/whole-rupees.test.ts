import { describe, expect, it } from "vitest";
import { calculateEmi } from "./emi.js";
import { calculatePpf } from "./ppf.js";
import { calculateSip } from "./sip.js";
import { emiInRupees, growthInRupees, toWholeRupees } from "./whole-rupees.js";

const ok = <R>(outcome: { ok: true; result: R } | { ok: false; message: string }): R => {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
};

describe("toWholeRupees", () => {
  it("rounds half a rupee up, from exact paise", () => {
    expect(toWholeRupees(1161695.38)).toBe(1161695);
    expect(toWholeRupees(4068209.5)).toBe(4068210);
    // 0.495 + 0.005 in floating point is 0.49999999999999994; in paise it is 50.
    expect(toWholeRupees(0.495 + 0.005)).toBe(1);
    expect(Object.is(toWholeRupees(-0.2), 0)).toBe(true);
  });
});

describe("results in whole rupees", () => {
  it("SIP ₹5,000 × 10 years at 12%: ₹11,61,695, and the rows add up to it", () => {
    const r = growthInRupees(
      ok(calculateSip({ monthlyInvestment: 5000, expectedReturnPercent: 12, years: 10 })),
    );
    expect(r).toMatchObject({ maturityAmount: 1161695, totalDeposited: 600000, totalInterest: 561695 });
    expect(r.yearByYear[0]).toEqual({ year: 1, deposited: 60000, interest: 4047, balance: 64047 });
    expect(r.yearByYear.reduce((sum, row) => sum + row.deposited + row.interest, 0)).toBe(1161695);
    for (const row of r.yearByYear) expect(Number.isInteger(row.interest)).toBe(true);
  });

  it("PPF ₹1.5 lakh × 15 years at 7.1%: ₹40,68,209", () => {
    const r = growthInRupees(ok(calculatePpf({ yearlyDeposit: 150000, ratePercent: 7.1 })));
    expect(r).toMatchObject({ maturityAmount: 4068209, totalDeposited: 2250000, totalInterest: 1818209 });
    expect(r.yearByYear.at(-1)?.balance).toBe(4068209);
    expect(r.yearByYear.reduce((sum, row) => sum + row.interest, 0)).toBe(1818209);
  });

  it("EMI ₹10 lakh at 9% for 20 years: ₹8,997 a month; principal and interest add up to what is paid", () => {
    const exact = ok(calculateEmi({ principal: 1000000, ratePercent: 9, months: 240 }));
    const r = emiInRupees(exact);
    expect(r.emi).toBe(8997);
    expect(r.principal).toBe(1000000);
    expect(r.totalPayment).toBe(Math.round(exact.totalPayment));
    expect(r.totalInterest).toBe(r.totalPayment - 1000000);
    expect(r.yearByYear.at(-1)?.balance).toBe(0);
    expect(r.yearByYear.reduce((sum, row) => sum + row.principalPaid, 0)).toBe(1000000);
    expect(r.yearByYear.reduce((sum, row) => sum + row.interestPaid, 0)).toBe(r.totalInterest);
  });
});
