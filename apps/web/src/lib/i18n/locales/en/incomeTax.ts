/**
 * The income-tax calculator (/fin-tools/income-tax-calculator). `sources` are the rule tables' own
 * citations in contracts (INCOME_TAX_SOURCES), so the English cannot drift from what the numbers use.
 */
import { INCOME_TAX_SOURCES } from "@arthshala/contracts/income-tax";

export default {
  title: "Income-tax calculator",
  intro:
    "Your first salary, under the new and the old tax regime, side by side: the tax for the year, the cess, and what reaches you each month.",
  year: {
    legend: "Financial year",
    past: "{{year}}, return filed in {{filedIn}}",
    current: "{{year}}, this year",
    provisional: "{{year}}, assumed",
    provisionalNote:
      "No Budget has set {{year}} yet. These figures use the {{basedOn}} rules until the Union Budget of {{budgetOn}}.",
    act1961: "Income earned in {{year}} falls under the Income-tax Act, 1961.",
    act2025: "{{year}} is a “tax year” under the Income-tax Act, 2025.",
  },
  fields: {
    salary: "Gross salary for the year",
    salaryHint:
      "Before any deductions, as on your offer letter or Form 16. Not your CTC: leave out the employer's PF.",
    oldDeductions: "Old-regime deductions (optional)",
    oldDeductionsHint: "The new regime allows none of these.",
    savings: "Savings under section {{section}}",
    savingsHint: "Your EPF, PPF, ELSS and life-insurance premiums: up to {{limit}} counts.",
    healthInsurance: "Health-insurance premium (section {{section}})",
    healthInsuranceHint: "For yourself, your spouse and children: up to {{limit}} counts.",
    other: "Other deductions you have worked out",
    otherHint:
      "Such as your HRA exemption, NPS under section 80CCD(1B) or home-loan interest. Taken as you enter it.",
    capped: "Only {{limit}} counts; the rest is left out.",
  },
  problems: {
    required: "Enter an amount (0 if none).",
    negative: "This can't be below zero.",
    tooLarge: "Enter at most ₹10,00,00,000.",
    noRules: "Pick a year.",
  },
  waiting: "Enter your salary to see the tax.",
  regimes: {
    new: "New regime",
    old: "Old regime",
  },
  lower: "Lower tax",
  same: "Same tax",
  figures: {
    totalTax: "Tax for the year",
    cessPart: "includes {{cess}} cess",
    takeHome: "Take-home a month",
    takeHomeHint: "Salary minus tax, before EPF and professional tax.",
    taxable: "Taxable income",
    effectiveRate: "{{rate}} of your salary",
  },
  verdict: {
    new: "The new regime saves you {{amount}} a year.",
    old: "The old regime saves you {{amount}} a year.",
    same: "Both regimes come to the same tax.",
  },
  breakdown: {
    heading: "How each regime works it out",
    salary: "Gross salary",
    standardDeduction: "Standard deduction",
    savings: "Section {{section}} savings",
    healthInsurance: "Section {{section}} health insurance",
    other: "Other deductions",
    taxable: "Taxable income",
    slabsCaption: "{{regime}}: tax by slab",
    slab: "Income slab",
    rate: "Rate",
    inSlab: "Your income",
    tax: "Tax",
    slabRange: "{{from}} to {{to}}",
    slabFirst: "Up to {{to}}",
    slabTop: "Above {{from}}",
    taxOnSlabs: "Tax on slabs",
    rebate: "Rebate (section {{section}})",
    marginalRelief: "of which marginal relief",
    surcharge: "Surcharge ({{rate}})",
    surchargeRelief: "after marginal relief of {{amount}}",
    cess: "Health and education cess (4%)",
    total: "Tax for the year",
  },
  notes: {
    heading: "What this estimate includes",
    who: "A resident individual below 60 with salary income only; other income (savings interest, FDs) adds to it.",
    rebate:
      "Under the new regime there is no tax if taxable income is up to ₹12 lakh; just above, marginal relief keeps the tax from exceeding the income above ₹12 lakh.",
    oldRegime:
      "The old regime here takes the standard deduction, section 80C-type savings up to ₹1.5 lakh, health cover for you and your family up to ₹25,000, and any other deduction you enter. HRA and home-loan rules are not worked out for you.",
    rounding:
      "Your return rounds income and tax to the nearest ₹10, and your employer's TDS spreads the tax over the months, so the real figures may differ by a little.",
    choose:
      "The new regime is the default. With salary income only, you can choose the old one each year when you file your return on time.",
  },
  sourcesHeading: "Sources",
  sources: INCOME_TAX_SOURCES,
  links: {
    incomeTaxDepartment: "Income Tax Department, e-filing portal: salaried individuals",
    incomeTaxIndia: "Income Tax Department: Acts, rules and Finance Acts",
    unionBudget: "Union Budget: Budget speeches",
  },
  readMore: "Read: Tax basics for your first job",
} as const;
