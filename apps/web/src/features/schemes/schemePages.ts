/** The spec's scheme pages: path (the recommendation's short_name) and the heading each shows. */
export interface SchemePageEntry {
  path: string;
  name: string;
}

export const schemePages: SchemePageEntry[] = [
  { path: "fd", name: "SBI Fixed Deposit" },
  { path: "taxsaverfd", name: "SBI Tax Saver Fixed Deposit" },
  { path: "rd", name: "SBI Recurring Deposit" },
  { path: "ppf", name: "Public Provident Fund (PPF)" },
  { path: "nps", name: "National Pension System (NPS)" },
  { path: "unnaticard", name: "SBI Card Unnati" },
  { path: "simplysave", name: "SBI Card SimplySAVE" },
  { path: "kotaksavings", name: "Kotak Savings Account" },
  { path: "hdfcsavings", name: "HDFC Bank Savings Account" },
  { path: "hdfcdigisavings", name: "HDFC Bank Digital Savings Account" },
  { path: "hdfcmaxsavings", name: "HDFC Bank Savings Max Account" },
  { path: "hdfcfd", name: "HDFC Bank Fixed Deposit" },
  { path: "icicisavings", name: "ICICI Bank Savings Account" },
  { path: "icicibasicsavings", name: "ICICI Bank Basic Savings Account" },
  { path: "iciciyoungsavings", name: "ICICI Bank Young Savers Account" },
  { path: "icicifd", name: "ICICI Bank Fixed Deposit" },
  { path: "icicird", name: "ICICI Bank Recurring Deposit" },
  { path: "hdfcrd", name: "HDFC Bank Recurring Deposit" },
  { path: "kotakace", name: "Kotak ACE Savings Account" },
  { path: "moneyback", name: "HDFC Bank MoneyBack+ Credit Card" },
];
