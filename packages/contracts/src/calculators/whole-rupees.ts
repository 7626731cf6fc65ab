/**
 * Results for display, in whole rupees (issue 28: ₹11,61,695, not ₹11,61,695.38). The computations stay
 * exact to the paisa; here the running totals are rounded to the rupee and each year's row is taken as
 * the difference of rounded totals, so a table in rupees still adds up to the figures above it.
 */
import type { GrowthResult, SavingsYearRow } from "./common.js";
import type { EmiResult, EmiYearRow } from "./emi.js";
import { toPaise } from "./money.js";

/** Half a rupee and up rounds up (from exact paise, so float dust cannot tip it); never -0. */
export function toWholeRupees(amount: number): number {
  return Math.round(toPaise(amount) / 100) + 0;
}

export type GrowthInRupees = Pick<
  GrowthResult,
  "maturityAmount" | "totalDeposited" | "totalInterest" | "yearByYear"
>;

/** A savings result's figures and year-by-year rows in whole rupees. */
export function growthInRupees(result: GrowthResult): GrowthInRupees {
  let lastDeposited = 0;
  let lastBalance = 0;
  let deposited = 0;
  const yearByYear: SavingsYearRow[] = result.yearByYear.map((row) => {
    deposited += row.deposited;
    const depositedSoFar = toWholeRupees(deposited);
    const balance = toWholeRupees(row.balance);
    const out = {
      year: row.year,
      deposited: depositedSoFar - lastDeposited,
      interest: balance - lastBalance - (depositedSoFar - lastDeposited),
      balance,
    };
    lastDeposited = depositedSoFar;
    lastBalance = balance;
    return out;
  });
  const maturityAmount = toWholeRupees(result.maturityAmount);
  const totalDeposited = toWholeRupees(result.totalDeposited);
  return { maturityAmount, totalDeposited, totalInterest: maturityAmount - totalDeposited, yearByYear };
}

export type EmiInRupees = Pick<
  EmiResult,
  "emi" | "principal" | "totalInterest" | "totalPayment" | "yearByYear"
>;

/** A loan's EMI, totals and yearly rows in whole rupees; principal and interest add up to what is paid. */
export function emiInRupees(result: EmiResult): EmiInRupees {
  const principal = toWholeRupees(result.principal);
  let lastBalance = principal;
  let paid = 0;
  let lastPaid = 0;
  const yearByYear: EmiYearRow[] = result.yearByYear.map((row) => {
    paid += row.principalPaid + row.interestPaid;
    const paidSoFar = toWholeRupees(paid);
    const balance = toWholeRupees(row.balance);
    const principalPaid = lastBalance - balance;
    const out = {
      year: row.year,
      principalPaid,
      interestPaid: paidSoFar - lastPaid - principalPaid,
      balance,
    };
    lastBalance = balance;
    lastPaid = paidSoFar;
    return out;
  });
  const totalPayment = toWholeRupees(result.totalPayment);
  return {
    emi: toWholeRupees(result.emi),
    principal,
    totalInterest: totalPayment - principal,
    totalPayment,
    yearByYear,
  };
}
