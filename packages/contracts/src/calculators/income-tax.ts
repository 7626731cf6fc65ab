/**
 * Income tax on a yearly salary under both regimes, for one financial year (rules in income-tax-rules.ts).
 * Inputs are whole rupees; every amount in the result is integer paise, so 5% of ₹1,25,001 is exactly
 * 6,25,005 paise and nothing is lost to floating point. The return rounds income and tax to the nearest
 * ₹10; this estimate does not, so it can differ from a filed return by a few rupees.
 */
import type { Rebate, RegimeRules, Slab, SurchargeStep, TaxYearRules } from "./income-tax-rules.js";
import { rulesForYear } from "./income-tax-rules.js";

export * from "./income-tax-rules.js";

/** Ten crore rupees: well past the highest surcharge step, and paise stay exact integers. */
export const INCOME_TAX_MAX_RUPEES = 10_00_00_000;

export interface IncomeTaxInput {
  /** The financial year's first calendar year: 2026 for 2026-27. */
  startYear: number;
  /** Gross salary for the year, in rupees (before the standard deduction; not CTC). */
  grossSalary: number;
  /** Old regime: 80C-type savings (EPF, PPF, ELSS, life insurance), rupees; capped at the year's limit. */
  savings: number;
  /** Old regime: health-insurance premium (80D-type), rupees; capped at the year's limit. */
  healthInsurance: number;
  /**
   * Old regime: other deductions and exemptions the learner has worked out themselves (HRA exemption,
   * NPS under 80CCD(1B), home-loan interest), rupees. Taken as given: their rules are not modelled here.
   */
  otherDeductions: number;
}

export type IncomeTaxField = "grossSalary" | "savings" | "healthInsurance" | "otherDeductions" | "startYear";
/** Why a field was refused; the page words it in the learner's language. */
export type IncomeTaxProblem = "required" | "negative" | "tooLarge" | "noRules";

export type IncomeTaxOutcome =
  | { ok: true; result: IncomeTaxResult }
  | { ok: false; field: IncomeTaxField; problem: IncomeTaxProblem };

/** The tax on one slab: the part of income inside it, and that part's tax. */
export interface SlabTax {
  /** Rupees: lower end (exclusive) and upper end (inclusive, null for the top slab). */
  from: number;
  upTo: number | null;
  rateBp: number;
  /** Paise of income inside this slab, and the tax on it. */
  income: number;
  tax: number;
}

export interface RegimeTax {
  regime: "new" | "old";
  gross: number;
  standardDeduction: number;
  /** Old regime only: the savings and health-insurance deductions allowed (after their caps). */
  savingsDeduction: number;
  healthInsuranceDeduction: number;
  otherDeduction: number;
  /** Gross minus the deductions, never below 0. */
  taxableIncome: number;
  slabs: SlabTax[];
  taxOnSlabs: number;
  /** The rebate, marginal relief included (so taxOnSlabs - rebate is the tax before surcharge). */
  rebate: number;
  /** The part of `rebate` that is marginal relief above the rebate's income limit. */
  rebateMarginalRelief: number;
  surchargeRateBp: number;
  /** Surcharge after its own marginal relief. */
  surcharge: number;
  surchargeMarginalRelief: number;
  cess: number;
  /** Tax after rebate, plus surcharge and cess: what the year's salary pays. */
  totalTax: number;
  /** Gross minus total tax, for the year and a twelfth of it (before EPF and professional tax). */
  takeHomeYearly: number;
  takeHomeMonthly: number;
  /** Total tax as a share of gross, in basis points (0 when gross is 0). */
  effectiveRateBp: number;
}

export interface IncomeTaxResult {
  year: TaxYearRules;
  newRegime: RegimeTax;
  oldRegime: RegimeTax;
  /** Which regime pays less, or "same"; and by how many paise. */
  lower: "new" | "old" | "same";
  difference: number;
  /** The inputs as used: deductions above their limits are cut to the limit. */
  savingsCapped: boolean;
  healthInsuranceCapped: boolean;
}

const PAISE = 100;
const BP = 10_000;

/** Round half up, for positive paise; Math.round would too, but this says it. */
const roundHalfUp = (n: number) => Math.floor(n + 0.5);

/** Rate × amount, in paise, rounded to the paisa. */
const atRate = (paise: number, rateBp: number) => roundHalfUp((paise * rateBp) / BP);

function checkAmount(value: number, field: IncomeTaxField): IncomeTaxOutcome | null {
  if (!Number.isFinite(value)) return { ok: false, field, problem: "required" };
  if (value < 0) return { ok: false, field, problem: "negative" };
  if (value > INCOME_TAX_MAX_RUPEES) return { ok: false, field, problem: "tooLarge" };
  return null;
}

/** Whole rupees to paise: a fraction of a rupee typed in is rounded to the paisa. */
const toPaise = (rupees: number) => Math.round(rupees * PAISE);

/** Slab by slab, on taxable income in paise. */
export function slabTaxes(taxable: number, slabs: Slab[]): SlabTax[] {
  let from = 0;
  return slabs.map((slab) => {
    const top = slab.upTo === null ? Number.POSITIVE_INFINITY : slab.upTo * PAISE;
    const income = Math.max(0, Math.min(taxable, top) - from * PAISE);
    const row = { from, upTo: slab.upTo, rateBp: slab.rateBp, income, tax: atRate(income, slab.rateBp) };
    from = slab.upTo ?? from;
    return row;
  });
}

const sumTax = (rows: SlabTax[]) => rows.reduce((total, row) => total + row.tax, 0);

/** The rebate and how much of it is marginal relief, on tax and income in paise. */
function rebateOn(tax: number, taxable: number, rule: Rebate): { rebate: number; relief: number } {
  const limit = rule.maxIncome * PAISE;
  if (taxable <= limit) return { rebate: Math.min(tax, rule.maxRebate * PAISE), relief: 0 };
  if (!rule.marginalRelief) return { rebate: 0, relief: 0 };
  // Just above the limit, tax may not exceed the income above it.
  const relief = Math.max(0, tax - (taxable - limit));
  return { rebate: relief, relief };
}

/** The surcharge step that applies to an income (paise), or null below the first. */
function stepFor(taxable: number, steps: SurchargeStep[]): SurchargeStep | null {
  let found: SurchargeStep | null = null;
  for (const step of steps) if (taxable > step.over * PAISE) found = step;
  return found;
}

/**
 * Surcharge with marginal relief: above a step, tax plus surcharge may not exceed what it is at the
 * step's income (with the step below's surcharge) by more than the income above the step.
 */
function surchargeOn(
  tax: number,
  taxable: number,
  rules: RegimeRules,
): { rateBp: number; surcharge: number; relief: number } {
  const steps = rules.surcharge.value;
  const step = stepFor(taxable, steps);
  if (!step) return { rateBp: 0, surcharge: 0, relief: 0 };
  const full = atRate(tax, step.rateBp);
  const atStep = step.over * PAISE;
  const taxAtStep = sumTax(slabTaxes(atStep, rules.slabs.value));
  const below = stepFor(atStep, steps);
  const ceiling = taxAtStep + (below ? atRate(taxAtStep, below.rateBp) : 0) + (taxable - atStep);
  const relief = Math.max(0, Math.min(full, tax + full - ceiling));
  return { rateBp: step.rateBp, surcharge: full - relief, relief };
}

function regimeTax(
  regime: "new" | "old",
  rules: RegimeRules,
  cessBp: number,
  gross: number,
  deductions: { savings: number; healthInsurance: number; other: number },
): RegimeTax {
  const standardDeduction = Math.min(gross, rules.standardDeduction.value * PAISE);
  const afterStandard = gross - standardDeduction;
  const savingsDeduction = Math.min(afterStandard, deductions.savings);
  const healthInsuranceDeduction = Math.min(afterStandard - savingsDeduction, deductions.healthInsurance);
  const otherDeduction = Math.min(
    afterStandard - savingsDeduction - healthInsuranceDeduction,
    deductions.other,
  );
  const taxableIncome = afterStandard - savingsDeduction - healthInsuranceDeduction - otherDeduction;
  const slabs = slabTaxes(taxableIncome, rules.slabs.value);
  const taxOnSlabs = sumTax(slabs);
  const { rebate, relief } = rebateOn(taxOnSlabs, taxableIncome, rules.rebate.value);
  const afterRebate = taxOnSlabs - rebate;
  const surcharge = surchargeOn(afterRebate, taxableIncome, rules);
  const cess = atRate(afterRebate + surcharge.surcharge, cessBp);
  const totalTax = afterRebate + surcharge.surcharge + cess;
  const takeHomeYearly = gross - totalTax;
  return {
    regime,
    gross,
    standardDeduction,
    savingsDeduction,
    healthInsuranceDeduction,
    otherDeduction,
    taxableIncome,
    slabs,
    taxOnSlabs,
    rebate,
    rebateMarginalRelief: relief,
    surchargeRateBp: surcharge.rateBp,
    surcharge: surcharge.surcharge,
    surchargeMarginalRelief: surcharge.relief,
    cess,
    totalTax,
    takeHomeYearly,
    takeHomeMonthly: roundHalfUp(takeHomeYearly / 12),
    effectiveRateBp: gross === 0 ? 0 : roundHalfUp((totalTax * BP) / gross),
  };
}

/** Both regimes for one year; the first bad field if the inputs can't be used. */
export function calculateIncomeTax(input: IncomeTaxInput): IncomeTaxOutcome {
  const bad =
    checkAmount(input.grossSalary, "grossSalary") ??
    checkAmount(input.savings, "savings") ??
    checkAmount(input.healthInsurance, "healthInsurance") ??
    checkAmount(input.otherDeductions, "otherDeductions");
  if (bad) return bad;
  const year = Number.isInteger(input.startYear) ? rulesForYear(input.startYear) : null;
  if (!year) return { ok: false, field: "startYear", problem: "noRules" };

  const limits = year.deductionLimits.value;
  const gross = toPaise(input.grossSalary);
  const savings = Math.min(toPaise(input.savings), limits.savings * PAISE);
  const healthInsurance = Math.min(toPaise(input.healthInsurance), limits.healthInsurance * PAISE);
  const cessBp = year.cessBp.value;
  const other = toPaise(input.otherDeductions);
  // The new regime allows none of these (section 115BAC(2) / section 202).
  const none = { savings: 0, healthInsurance: 0, other: 0 };
  const newRegime = regimeTax("new", year.newRegime, cessBp, gross, none);
  const oldRegime = regimeTax("old", year.oldRegime, cessBp, gross, { savings, healthInsurance, other });
  const difference = Math.abs(newRegime.totalTax - oldRegime.totalTax);
  return {
    ok: true,
    result: {
      year,
      newRegime,
      oldRegime,
      lower: difference === 0 ? "same" : newRegime.totalTax < oldRegime.totalTax ? "new" : "old",
      difference,
      savingsCapped: toPaise(input.savings) > limits.savings * PAISE,
      healthInsuranceCapped: toPaise(input.healthInsurance) > limits.healthInsurance * PAISE,
    },
  };
}
