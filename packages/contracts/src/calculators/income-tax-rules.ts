/**
 * The income-tax rules a first salary meets, one table per financial year, each rule with the law it comes
 * from. Amounts in whole rupees, rates in basis points (500 = 5%). Pure and zod-free: the page recomputes
 * as the learner types. Only what a salaried resident individual below 60 needs: slabs, the standard
 * deduction, the rebate (with the new regime's marginal relief), surcharge (with its marginal relief),
 * 4% cess, and the two old-regime deductions most first jobbers have (80C-type savings and health cover).
 */

/** Where each rule is written. The English names are the web's English `incomeTax.sources` texts. */
export const INCOME_TAX_SOURCES = {
  slabsNew2025:
    "Income-tax Act, 1961, section 115BAC(1A), as amended by the Finance Act, 2025 (new-regime slabs from 1 April 2025)",
  slabsOld2025:
    "Finance Act, 2025, First Schedule, Part III, Paragraph A (old-regime slabs for individuals below 60)",
  standardDeduction2025:
    "Income-tax Act, 1961, section 16(ia): ₹50,000, and ₹75,000 under the new regime (Finance (No. 2) Act, 2024)",
  rebate2025:
    "Income-tax Act, 1961, section 87A: up to ₹12,500 on income up to ₹5 lakh; under the new regime up to ₹60,000 on income up to ₹12 lakh, with marginal relief just above (Finance Act, 2025)",
  surcharge2025:
    "Finance Act, 2025, First Schedule, Part III: 10% above ₹50 lakh, 15% above ₹1 crore, 25% above ₹2 crore, 37% above ₹5 crore (old regime only), with marginal relief; section 115BAC caps it at 25%",
  cess2025: "Finance Act, 2025, section 2: Health and Education Cess of 4% on income tax and surcharge",
  deductions2025:
    "Income-tax Act, 1961, sections 80C (up to ₹1,50,000: EPF, PPF, ELSS, life insurance) and 80D (health insurance, up to ₹25,000 for yourself and family below 60); old regime only (section 115BAC(2))",
  slabsNew2026:
    "Income-tax Act, 2025, section 202(1): the new regime's slabs, unchanged by the Union Budget of 1 February 2026",
  slabsOld2026:
    "Finance Act, 2026, First Schedule: old-regime slabs for individuals below 60, unchanged by the Union Budget of 1 February 2026",
  standardDeduction2026:
    "Income-tax Act, 2025, section 19: standard deduction of ₹50,000, and ₹75,000 under the new regime (section 202)",
  rebate2026:
    "Income-tax Act, 2025, section 156 (was section 87A): up to ₹12,500 on income up to ₹5 lakh; under the new regime up to ₹60,000 on income up to ₹12 lakh, with marginal relief",
  surcharge2026:
    "Finance Act, 2026, First Schedule: surcharge of 10%, 15%, 25% and 37% (old regime only) above ₹50 lakh, ₹1 crore, ₹2 crore and ₹5 crore, with marginal relief; section 202 caps it at 25%",
  cess2026: "Finance Act, 2026: Health and Education Cess of 4% on income tax and surcharge",
  deductions2026:
    "Income-tax Act, 2025, sections 123 (was 80C, up to ₹1,50,000) and 126 (was 80D, up to ₹25,000 for yourself and family below 60); old regime only",
  budgetSpeech2025:
    "Union Budget 2025-26, Budget Speech, Part B: table of tax at different income levels under the new slabs (also in the Income Tax Department's FAQs on the new tax regime)",
  budget2026:
    "Union Budget 2026-27, Budget Speech (1 February 2026): personal income-tax rates and slabs unchanged",
} as const;

export type IncomeTaxSource = keyof typeof INCOME_TAX_SOURCES;

/** Public pages behind the sources above, for a learner to check. */
export const INCOME_TAX_SOURCE_LINKS = [
  {
    name: "incomeTaxDepartment",
    url: "https://www.incometax.gov.in/iec/foportal/help/individual/return-applicable-1",
  },
  { name: "incomeTaxIndia", url: "https://incometaxindia.gov.in" },
  { name: "unionBudget", url: "https://www.indiabudget.gov.in" },
] as const;

/** A rule's value and where it is written. */
export interface Cited<T> {
  value: T;
  source: IncomeTaxSource;
}

/** One slab: income up to `upTo` rupees (null: no upper end) is taxed at `rateBp` on the part inside it. */
export interface Slab {
  upTo: number | null;
  rateBp: number;
}

/** A surcharge step: on tax when total income is above `over` rupees. */
export interface SurchargeStep {
  over: number;
  rateBp: number;
}

/** The rebate: all tax up to `maxRebate` when total income is at most `maxIncome`. */
export interface Rebate {
  maxIncome: number;
  maxRebate: number;
  /** Just above maxIncome, tax may not exceed the income above it (the new regime's relief). */
  marginalRelief: boolean;
}

export interface RegimeRules {
  slabs: Cited<Slab[]>;
  standardDeduction: Cited<number>;
  rebate: Cited<Rebate>;
  surcharge: Cited<SurchargeStep[]>;
}

export type TaxYearId = `${number}-${number}`;

export interface TaxYearRules {
  /** "2026-27": the financial year from 1 April 2026 to 31 March 2027. */
  id: TaxYearId;
  /** 2026 for 2026-27. */
  startYear: number;
  /** The Act the year's income falls under: 1961 up to 2025-26, the Income-tax Act, 2025 from 2026-27. */
  act: 1961 | 2025;
  newRegime: RegimeRules;
  oldRegime: RegimeRules;
  /** Health and Education Cess, in basis points of tax plus surcharge. */
  cessBp: Cited<number>;
  /** The old regime's 80C-type and 80D-type limits. */
  deductionLimits: Cited<{ savings: number; healthInsurance: number }>;
  /** The section numbers a learner meets this year (the 2025 Act renumbered them). */
  sections: { newRegime: string; rebate: string; savings: string; healthInsurance: string };
  /** Set when no law has fixed this year yet: the rules of `basedOn` are assumed until its Budget. */
  provisional: { basedOn: TaxYearId; budgetOn: string } | null;
}

const LAKH = 1_00_000;
const CRORE = 100 * LAKH;

// Finance Act, 2025 (Budget of 1 February 2025): the new regime's seven slabs.
const NEW_SLABS: Slab[] = [
  { upTo: 4 * LAKH, rateBp: 0 },
  { upTo: 8 * LAKH, rateBp: 500 },
  { upTo: 12 * LAKH, rateBp: 1000 },
  { upTo: 16 * LAKH, rateBp: 1500 },
  { upTo: 20 * LAKH, rateBp: 2000 },
  { upTo: 24 * LAKH, rateBp: 2500 },
  { upTo: null, rateBp: 3000 },
];

const OLD_SLABS: Slab[] = [
  { upTo: 2.5 * LAKH, rateBp: 0 },
  { upTo: 5 * LAKH, rateBp: 500 },
  { upTo: 10 * LAKH, rateBp: 2000 },
  { upTo: null, rateBp: 3000 },
];

const SURCHARGE_OLD: SurchargeStep[] = [
  { over: 50 * LAKH, rateBp: 1000 },
  { over: CRORE, rateBp: 1500 },
  { over: 2 * CRORE, rateBp: 2500 },
  { over: 5 * CRORE, rateBp: 3700 },
];
// The new regime stops at 25%: the 37% step does not apply to it.
const SURCHARGE_NEW = SURCHARGE_OLD.slice(0, 3);

const NEW_REBATE: Rebate = { maxIncome: 12 * LAKH, maxRebate: 60_000, marginalRelief: true };
const OLD_REBATE: Rebate = { maxIncome: 5 * LAKH, maxRebate: 12_500, marginalRelief: false };

function year(startYear: number, act: 1961 | 2025, s: "2025" | "2026"): TaxYearRules {
  return {
    id: taxYearId(startYear),
    startYear,
    act,
    newRegime: {
      slabs: { value: NEW_SLABS, source: `slabsNew${s}` },
      standardDeduction: { value: 75_000, source: `standardDeduction${s}` },
      rebate: { value: NEW_REBATE, source: `rebate${s}` },
      surcharge: { value: SURCHARGE_NEW, source: `surcharge${s}` },
    },
    oldRegime: {
      slabs: { value: OLD_SLABS, source: `slabsOld${s}` },
      standardDeduction: { value: 50_000, source: `standardDeduction${s}` },
      rebate: { value: OLD_REBATE, source: `rebate${s}` },
      surcharge: { value: SURCHARGE_OLD, source: `surcharge${s}` },
    },
    cessBp: { value: 400, source: `cess${s}` },
    deductionLimits: { value: { savings: 1_50_000, healthInsurance: 25_000 }, source: `deductions${s}` },
    sections:
      act === 1961
        ? { newRegime: "115BAC", rebate: "87A", savings: "80C", healthInsurance: "80D" }
        : { newRegime: "202", rebate: "156", savings: "123", healthInsurance: "126" },
    provisional: null,
  };
}

/**
 * The years a law has fixed, oldest first. 2025-26: the Income-tax Act, 1961 with the Finance Act, 2025
 * (its return is filed in 2026). 2026-27: the first "tax year" of the Income-tax Act, 2025, rates left
 * unchanged by the Budget of 1 February 2026. Add a year here when its Finance Act is passed.
 */
export const TAX_YEARS: readonly TaxYearRules[] = [year(2025, 1961, "2025"), year(2026, 2025, "2026")];

/** "2026-27" for 2026. */
export function taxYearId(startYear: number): TaxYearId {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}` as TaxYearId;
}

/** The financial year a calendar day (YYYY-MM-DD, India time) falls in: 2026 for 2026-11-27 or 2027-03-31. */
export function financialYearOf(day: string): number {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return m >= 4 ? y : y - 1;
}

/**
 * A year's rules. A year after the last one legislated gets that year's rules, marked provisional: no
 * Budget has set it yet, and saying "assumed until the Budget" is honest where a guess would not be.
 * Null for a year before the first table.
 */
export function rulesForYear(startYear: number): TaxYearRules | null {
  const known = TAX_YEARS.find((y) => y.startYear === startYear);
  if (known) return known;
  const latest = TAX_YEARS[TAX_YEARS.length - 1] as TaxYearRules;
  if (startYear < latest.startYear) return null;
  return {
    ...latest,
    id: taxYearId(startYear),
    startYear,
    provisional: { basedOn: latest.id, budgetOn: `${startYear}-02-01` },
  };
}

/**
 * The years offered on a day: last year (its return is filed now), this year, and next year (provisional
 * until its Budget), each only where there are rules. Newest last; `current` is this year's id.
 */
export function taxYearsOffered(today: string): { years: TaxYearRules[]; current: TaxYearId } {
  const thisYear = financialYearOf(today);
  const years = [thisYear - 1, thisYear, thisYear + 1]
    .map(rulesForYear)
    .filter((y): y is TaxYearRules => y !== null);
  return { years, current: taxYearId(thisYear) };
}
