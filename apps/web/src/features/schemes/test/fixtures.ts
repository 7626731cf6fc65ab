/** Scheme answers as the API sends them, for component tests. */
import type { BankProduct, Recommendation } from "@arthshala/contracts/schemes";

export function product(overrides: Partial<BankProduct> = {}): BankProduct {
  return {
    id: 7,
    list: "sbi/simplysave",
    product_name: "SimplySAVE SBI Card",
    bank_name: "State Bank of India",
    bank_key: "sbi",
    description: "A credit card that gives reward points on everyday spending.",
    know_before: [
      "A credit card is a loan: pay the full bill by the due date.",
      "Interest on unpaid bills is high.",
    ],
    features: [
      { label: "Reward points", value: "10 points per ₹150 on dining and groceries" },
      { label: "Welcome gift", value: "2,000 points after a first spend" },
    ],
    eligibility: ["Salaried or self-employed, 21 or older"],
    fees_and_charges: { "Annual fee": "₹499 plus taxes", "Late payment": "Up to ₹1,300 a month" },
    source_url: "https://www.sbicard.com/en/personal/credit-cards/shopping/simplysave-sbi-card.page",
    rate: "Interest up to 3.75% a month on unpaid bills",
    as_of: "2026-01-01",
    sources: [
      { title: "SBI Card: SimplySAVE features", url: "https://www.sbicard.com/simplysave" },
      { title: "SBI Card: fees and charges", url: "https://www.sbicard.com/fees" },
    ],
    tags: ["credit-building"],
    type: "credit_card",
    rate_bps: null,
    rate_note: null,
    lock_in_months: null,
    min_amount_paise: null,
    tax: "not_applicable",
    freshness: { state: "current" },
    rate_follows: null,
    min_age: null,
    max_age: null,
    ...overrides,
  };
}

export function recommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    bank_name: "State Bank of India",
    bank_key: "sbi",
    scheme_name: "SBI Recurring Deposit",
    description: "Save a fixed amount every month and earn interest like a fixed deposit.",
    rate: "6.80% a year for 1 to 2 years",
    short_name: "rd",
    reason: "Because you said you want to save for something within a year",
    as_of: "2025-12-15",
    type: "recurring_deposit",
    rate_bps: 680,
    rate_note: "for 1 to 2 years",
    freshness: { state: "current" },
    ...overrides,
  };
}
