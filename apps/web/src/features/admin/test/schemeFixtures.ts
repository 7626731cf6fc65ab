import type { AdminBankProduct } from "../schemes-api";

/** A product as GET /api/admin/schemes sends it. */
export function adminProduct(overrides: Partial<AdminBankProduct> = {}): AdminBankProduct {
  return {
    id: 5,
    list: "sbi/ppf",
    product_name: "Public Provident Fund (PPF) at SBI",
    bank_name: "State Bank of India",
    bank_key: "sbi",
    description: "A 15-year government savings scheme.",
    know_before: ["The rate is set by the Government every quarter."],
    features: [{ label: "Deposit", value: "₹500 to ₹1,50,000 a year" }],
    eligibility: { Who: "Resident Indians" },
    fees_and_charges: null,
    source_url: "https://sbi.co.in/web/faq-s/faq-public-provident-fund",
    rate: "7.1% a year; set by the Government every quarter",
    as_of: "2026-01-01",
    sources: [
      {
        title: "SBI: FAQ Public Provident Fund",
        url: "https://sbi.co.in/web/faq-s/faq-public-provident-fund",
      },
    ],
    tags: ["long-term-goal", "tax-saving"],
    type: "small_savings",
    rate_bps: 710,
    rate_note: null,
    lock_in_months: 180,
    min_amount_paise: 50000,
    tax: "eee",
    freshness: { state: "current" },
    rate_follows: null,
    min_age: null,
    max_age: null,
    retired_on: null,
    stale: false,
    updated_at: "2026-01-02T10:00:00.000Z",
    ...overrides,
  };
}
