/**
 * The savings catalogue (/savings) and its comparison (/savings/compare). Product and bank names are
 * names: they are not translated.
 */
export default {
  title: "Savings schemes",
  subtitle:
    "Every scheme we cover, from four banks and the Government's small-savings schemes, with its rate and the date it was read. Filter, sort, and compare up to three side by side.",
  filters: {
    label: "Filter and sort",
    type: "Type",
    provider: "Provider",
    tax: "Tax",
    lockIn: "Lock-in",
    sort: "Sort by",
    anyProvider: "Any",
    anyTax: "Any",
    anyLockIn: "Any",
    clear: "Clear filters",
    done: "Show the schemes",
  },
  types: {
    savings_account: "Savings account",
    fixed_deposit: "Fixed deposit",
    recurring_deposit: "Recurring deposit",
    small_savings: "Government small savings",
    pension: "Pension",
    credit_card: "Credit card",
    insurance: "Insurance",
  },
  providers: {
    sbi: "State Bank of India",
    hdfc: "HDFC Bank",
    icici: "ICICI Bank",
    kotak: "Kotak Mahindra Bank",
    govt: "Government of India",
  },
  /** The tax filter's short names. */
  taxChoices: {
    eee: "Tax-free (PPF, Sukanya)",
    deduction_taxable_interest: "Deduction, interest taxed",
    taxable_interest: "Interest taxed",
    market_linked_partly_exempt: "Market-linked (NPS)",
    not_applicable: "No tax question (cards)",
    insurance: "Insurance rules",
  },
  /** What each tax treatment means, in plain words, on a row and in the comparison. */
  taxWords: {
    eee: "No tax: what you put in is deductible (old regime), and the interest and final amount are tax-free.",
    deduction_taxable_interest:
      "What you put in is deductible under the old regime; the interest is added to your income and taxed.",
    taxable_interest: "The interest is added to your income and taxed at your slab rate.",
    market_linked_partly_exempt:
      "Returns follow the market; part of what you take out at the end is tax-free, the rest is taxed.",
    not_applicable: "Not a saving, so there is no tax benefit.",
    insurance:
      "Premiums may be deductible under the old regime, and payouts are often tax-free; check the policy's terms.",
  },
  lockInChoices: {
    "0": "None: withdraw any time",
    "12": "Up to 1 year",
    "60": "Up to 5 years",
    "180": "Up to 15 years",
  },
  /** Each order says what comes first. */
  sorts: {
    rate_desc: "Highest rate first",
    lock_in_asc: "Shortest lock-in first",
    min_amount_asc: "Smallest minimum first",
    name_asc: "Name (A–Z)",
  },
  /** The order once the learner's age band is known: what they can open comes before the rest. */
  sortForYou: "{{sort}} (what you can open)",
  count_one: "{{count}} scheme",
  count_other: "{{count}} schemes",
  list: "Savings schemes",
  facts: {
    rate: "Rate",
    asOf: "Rate as of",
    lockIn: "Lock-in",
    minimum: "Minimum",
    tax: "Tax",
    eligibility: "Who can open",
    features: "Key features",
  },
  rate: {
    percent: "{{rate}}% a year",
    none: "No fixed rate",
    /**
     * A rate that is another product's by term (an RD at the bank's FD rates): up to that product's
     * headline, with its date: "Up to 6.45% a year (as HDFC Bank Fixed Deposit, 17 December 2025)".
     */
    follows: "Up to {{rate}} (as {{name}}, {{date}})",
    as: "as {{name}}, by term",
    upTo: "Up to {{rate}}",
  },
  /** A compact row's second line. */
  row: {
    lockIn: "Lock-in {{value}}",
    minimum: "Minimum {{value}}",
  },
  /** The learner's age band: asked once on the catalogue (optional), kept on /account. */
  age: {
    question: "How old are you?",
    why: "Optional. We show first the schemes you can open at your age, and mark the rest.",
    bands: {
      "under-18": "Under 18",
      "18-25": "18 to 25",
      "26-59": "26 to 59",
      "60-plus": "60 or over",
    },
    notNow: "Not now",
    from: "From age {{age}}",
    upTo: "Up to age {{age}}",
    between: "Ages {{min}} to {{max}}",
    forChild: "For a child under {{age}}, opened by a parent",
    title: "Your age",
    none: "I'd rather not say",
    saveFailed: "We couldn't save that. Please try again.",
    saved: "Saved.",
  },
  freshness: {
    current: "as of {{date}}",
    stale: "last notified on {{date}}",
  },
  lockIn: {
    none: "None",
    notApplicable: "Doesn't apply",
    months_one: "{{count}} month",
    months_other: "{{count}} months",
    years_one: "{{count}} year",
    years_other: "{{count}} years",
  },
  minimum: {
    notListed: "Not listed",
  },
  compare: {
    toggle: "Compare",
    toggleName: "Compare {{name}}",
    limit: "You can compare up to 3 schemes. Untick one to choose another.",
    bar: "Compare ({{count}})",
    barHint_one: "Choose one more scheme to compare.",
    barHint_other: "{{count}} schemes chosen.",
    clear: "Clear",
    title: "Compare schemes",
    back: "All savings schemes",
    pickTitle: "These schemes can't be compared",
    pickText:
      "A comparison needs two or three different schemes. Choose them from the list of savings schemes.",
    unknownText: "One of these schemes doesn't exist or is no longer offered. Choose again from the list.",
    pick: "Choose schemes to compare",
    loading: "Loading the comparison",
    product: "Scheme",
  },
  empty: "No schemes match these filters.",
  loading: "Loading savings schemes",
  loadFailed: "We couldn't load the savings schemes. Please try again.",
  tryAgain: "Try again",
} as const;
