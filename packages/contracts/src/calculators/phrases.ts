/**
 * The calculators' words, keyed: validation messages, what each formula symbol means, value texts with
 * words in them, and the notes. Contracts fill these in English (the results' `message`, `meaning`,
 * `value` and `notes`); each result also carries the key and its parameters (a `Phrase`), so an
 * interface in another language can say the same thing from its own translation of these keys. The
 * web's English texts are this object itself, so the two cannot drift apart.
 */
import { formatRupees } from "./money.js";

export const CALCULATOR_PHRASES = {
  labels: {
    principal: "Principal",
    loanAmount: "Loan amount",
    monthlyInstalment: "Monthly instalment",
    yearlyDeposit: "Yearly deposit",
    monthlyInvestment: "Monthly investment",
    interestRate: "Interest rate",
    expectedReturn: "Expected return",
    years: "Years",
    months: "Months",
    days: "Days",
    tenure: "Tenure",
    stepUp: "Yearly step-up",
  },
  errors: {
    notNumber: "{{label}} must be a number.",
    notWhole: "{{label}} must be a whole number.",
    amount: "{{label}} must be more than ₹0 and at most {{max}}.",
    rate: "{{label}} must be between {{min}}% and {{max}}% a year.",
    range: "{{label}} must be from {{min}} to {{max}}.",
    rangeInYears: "{{label}} must be from {{min}} to {{max}} ({{years}} years).",
    monthsInYears: "{{label}} must be from {{min}} to {{max}} months ({{years}} years).",
    fdTenure: "Tenure must be between 1 month and 10 years.",
    fdCompounding: "Compounding must be simple or quarterly.",
    ppfDeposit: "Yearly deposit must be between {{min}} and {{max}}, the PPF limits.",
    stepUp: "Yearly step-up must be from 0% to {{max}}%.",
    ppfBlocks: "PPF runs 15 years and can be extended in blocks of 5 years: 15, 20, 25 … 50.",
  },
  meanings: {
    maturity: "maturity amount: what you get back at the end",
    depositPrincipal: "principal: the amount you deposit",
    loanPrincipal: "principal: the amount you borrow",
    rate: "interest rate, % a year",
    tenureYears: "tenure in years",
    tenureQuarters: "tenure in years; 4t is the number of quarters",
    wholeQuarters: "whole quarters (3 months each) in the tenure",
    partOfYear: "the part of a year left after the whole quarters",
    monthlyDeposit: "the amount you deposit every month",
    yearlyDeposit: "the amount you deposit every year",
    monthlyInvestment: "the amount you invest every month",
    instalments: "number of monthly instalments",
    monthsInDeposit: "months one instalment stays in the deposit: n for the first, 1 for the last",
    years: "number of years",
    futureValue: "future value: what the SIP would be worth at the end",
    expectedReturn: "expected return, % a year",
    monthlyReturn: "monthly return: r ÷ 12 ÷ 100",
    emi: "equated monthly instalment: what you pay every month",
    monthlyRate: "monthly interest rate: r ÷ 12 ÷ 100",
    stepUp: "yearly step-up: how much the monthly amount goes up each year, %",
  },
  values: {
    yearsFromDays: "{{years}} ({{days}} days ÷ 365)",
    partOfYear: "{{part}} ({{left}})",
    oneTo: "1 to {{n}}",
    day: "{{count}} day",
    days: "{{count}} days",
    month: "{{count}} month",
    months: "{{count}} months",
  },
  notes: {
    fdShortIsSimple:
      "Banks pay simple interest on deposits shorter than 6 months, so this uses simple interest.",
    fdYearOfDays: "A year is taken as 365 days.",
    fdQuarterly: "Interest is added to the deposit every quarter (3 months), so it earns interest too.",
    fdLeftover:
      "Interest for the last {{left}}, less than a quarter, is simple interest on the compounded amount.",
    rdStartOfMonth:
      "Each instalment is paid at the start of a month and earns interest until the deposit matures.",
    rdQuarterly: "Interest compounds every quarter (3 months), using the Indian Banks' Association formula.",
    ppfByApril:
      "Assumes you deposit on or before 5 April each year, so the deposit earns interest for the whole year.",
    ppfYearly: "Interest is added once a year: new balance = (last year's balance + D) × (1 + r/100).",
    ppfRate: "The rate is set by the government every quarter; this assumes it stays the same.",
    sipStartOfMonth: "Each payment is made at the start of the month and grows until the end.",
    sipMonthly: "Growth is compounded every month at the same rate.",
    sipStepUp:
      "The monthly amount goes up by {{percent}}% every year: {{first}} a month in year 1, {{last}} a month in year {{years}}.",
    sipWarning:
      "Mutual fund returns are not guaranteed. This shows what would happen if the return were the same every year; real returns go up and down.",
    emiReducing: "Interest each month is charged on the loan still left, so early EMIs are mostly interest.",
    emiExact: "Totals use the exact EMI; amounts shown are rounded to the rupee.",
  },
} as const;

type Phrases = typeof CALCULATOR_PHRASES;
/** "errors.amount", "notes.sipWarning" …: every key of CALCULATOR_PHRASES. */
export type CalculatorPhraseKey = {
  [G in keyof Phrases]: `${G & string}.${keyof Phrases[G] & string}`;
}[keyof Phrases];

/** A parameter: text used as it is (digits of a formula), a rupee amount, or another phrase. */
export type PhraseParam = string | { rupees: number } | Phrase;

/** A calculator text as a key and its parameters, for an interface in any language. */
export interface Phrase {
  key: CalculatorPhraseKey;
  params?: Record<string, PhraseParam>;
}

export const phrase = (key: CalculatorPhraseKey, params?: Record<string, PhraseParam>): Phrase =>
  params ? { key, params } : { key };

/** A phrase in English, amounts in en-IN rupees: the words the results have always carried. */
export function inEnglish(p: Phrase): string {
  const [group, name] = p.key.split(".") as [keyof Phrases, string];
  const template: string = (CALCULATOR_PHRASES[group] as Record<string, string>)[name]!;
  return template.replace(/\{\{(\w+)\}\}/g, (_, slot: string) => {
    const value = p.params?.[slot];
    if (value === undefined) throw new Error(`No {{${slot}}} for ${p.key}`);
    return paramInEnglish(value);
  });
}

export function paramInEnglish(value: PhraseParam): string {
  if (typeof value === "string") return value;
  if ("rupees" in value) return formatRupees(value.rupees);
  return inEnglish(value);
}
