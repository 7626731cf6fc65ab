/**
 * The savings-scheme catalogue's fixed parts (zod-free): which lists exist, the API path that returns
 * each (spec section 7) and the page that shows it (spec section 2), the four banks, and the tags that
 * link learners' answers to products, each with the plain words a recommendation's reason uses.
 */

import { type ProviderKey, STALE_AFTER_DAYS } from "./scheme-catalogue.js";
import type { SchemeRoute } from "./scheme-routes.js";

export type { ProviderKey };
export type BankKey = Exclude<ProviderKey, "govt">;

/** Only these four banks (spec sections 1 and 9), each with a neutral monogram badge drawn for us. */
export const BANKS: Record<BankKey, { name: string; badge: string }> = {
  sbi: { name: "State Bank of India", badge: "/content/banks/sbi.svg" },
  hdfc: { name: "HDFC Bank", badge: "/content/banks/hdfc.svg" },
  icici: { name: "ICICI Bank", badge: "/content/banks/icici.svg" },
  kotak: { name: "Kotak Mahindra Bank", badge: "/content/banks/kotak.svg" },
};

/**
 * Who offers a product: the four banks, plus the Government of India's small-savings schemes (sold at
 * post offices and authorised banks, which include all four). The Government is not named as a bank.
 */
export const PROVIDERS: Record<ProviderKey, { name: string; badge: string }> = {
  ...BANKS,
  govt: { name: "Government of India (small savings)", badge: "/content/banks/govt.svg" },
};
export const DEFAULT_BANK_BADGE = "/content/banks/default.svg";

export interface SchemeList {
  /** The list's key in content/schemes and bank_products.list_key. */
  key: string;
  /** The provider (one of the four banks or "govt"); the field keeps its first name for the pages' links. */
  bank: ProviderKey;
  /** The page's path (without the leading slash: the spec's short_name); scheme-routes.ts lists them all. */
  route: SchemeRoute;
  /** The GET path under /api that returns the list. */
  api: string;
  title: string;
  /** Unnati and SimplySAVE add a Fees and Charges tab; SimplySAVE has no Eligibility tab (spec section 2). */
  tabs: readonly SchemeTab[];
}

export type SchemeTab = "know_before" | "features" | "eligibility" | "fees_and_charges";

export const TAB_TITLES: Record<SchemeTab, string> = {
  know_before: "Know Before You Invest",
  features: "Key Features",
  eligibility: "Eligibility",
  fees_and_charges: "Fees and Charges",
};

const STANDARD: readonly SchemeTab[] = ["know_before", "features", "eligibility"];

const WITH_FEES: readonly SchemeTab[] = [...STANDARD, "fees_and_charges"];

const list = (
  key: string,
  bank: ProviderKey,
  route: SchemeRoute,
  title: string,
  tabs = STANDARD,
): SchemeList => ({
  key,
  bank,
  route,
  api: `/api/${key}`,
  title,
  tabs,
});

/**
 * Every list of spec section 7, plus HDFC RD and money-back (the spec leaves their sources unnamed), and
 * the Government's small-savings schemes. Small savings have the same fees tab as any page: their penalties.
 */
export const SCHEME_LISTS: readonly SchemeList[] = [
  // The spec's state-bank savings page at "/" is shadowed by the landing page: it lives here instead.
  list("sbi/savings", "sbi", "sbisavings", "SBI Savings Account"),
  list("sbi/fd", "sbi", "fd", "SBI Fixed Deposit"),
  list("sbi/taxsaverfd", "sbi", "taxsaverfd", "SBI Tax Saver Fixed Deposit"),
  list("sbi/rd", "sbi", "rd", "SBI Recurring Deposit"),
  // The Government's PPF (sold at post offices and at all four banks): the spec's /api/sbi/ppf list key
  // and its /ppf page stay, so old links and the PPF calculator keep working.
  list("sbi/ppf", "govt", "ppf", "Public Provident Fund (PPF)"),
  list("sbi/nps", "sbi", "nps", "National Pension System (NPS)"),
  list("sbi/unnaticard", "sbi", "unnaticard", "SBI Card Unnati", WITH_FEES),
  list("sbi/simplysave", "sbi", "simplysave", "SimplySAVE SBI Card", [
    "know_before",
    "features",
    "fees_and_charges",
  ]),
  list("kotak/savings", "kotak", "kotaksavings", "Kotak Savings Accounts"),
  list("kotak/acesavings", "kotak", "kotakace", "Kotak Ace Savings Account"),
  list("hdfc/savings", "hdfc", "hdfcsavings", "HDFC Bank Regular Savings Account"),
  list("hdfc/digisave", "hdfc", "hdfcdigisavings", "HDFC Bank DigiSave Youth Account"),
  list("hdfc/maxsave", "hdfc", "hdfcmaxsavings", "HDFC Bank SavingsMax Account"),
  list("hdfc/fd", "hdfc", "hdfcfd", "HDFC Bank Fixed Deposits"),
  list("hdfc/rd", "hdfc", "hdfcrd", "HDFC Bank Recurring Deposit"),
  list("icici/savings", "icici", "icicisavings", "ICICI Bank Regular Savings Account"),
  list("icici/basicsavings", "icici", "icicibasicsavings", "ICICI Bank Basic Savings Account"),
  list("icici/youngsavings", "icici", "iciciyoungsavings", "ICICI Bank Young Savers"),
  list("icici/fd", "icici", "icicifd", "ICICI Bank Fixed Deposits"),
  list("icici/rd", "icici", "icicird", "ICICI Bank Recurring Deposit"),
  list("moneyback", "sbi", "moneyback", "Money-back plan (insurance)"),
  // Government small-savings schemes (issue 28), at post offices and authorised banks.
  list("govt/ssy", "govt", "ssy", "Sukanya Samriddhi Yojana (SSY)", WITH_FEES),
  list("govt/scss", "govt", "scss", "Senior Citizens' Savings Scheme (SCSS)", WITH_FEES),
  list("govt/nsc", "govt", "nsc", "National Savings Certificate (NSC)"),
  list("govt/kvp", "govt", "kvp", "Kisan Vikas Patra (KVP)"),
  list("govt/mis", "govt", "pomis", "Post Office Monthly Income Scheme (MIS)", WITH_FEES),
  list("govt/td", "govt", "potd", "Post Office Time Deposits", WITH_FEES),
  list("govt/rd", "govt", "pord", "Post Office Recurring Deposit", WITH_FEES),
];

export const schemeListByRoute = (route: string): SchemeList | undefined =>
  SCHEME_LISTS.find((l) => l.route === route.replace(/^\//, ""));
export const schemeListByKey = (key: string): SchemeList | undefined =>
  SCHEME_LISTS.find((l) => l.key === key);

/** Product data older than this is flagged for admins to check (as-of dates); see scheme-catalogue.ts. */
export { STALE_AFTER_DAYS };

/** Spec section 9: a recommendation's description is cut to 40 characters. */
export function shortDescription(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max).trimEnd()}…`;
}

/** The tags that connect answers, courses and tracker habits to products, with the words reasons use. */
export const SCHEME_TAGS = {
  "short-term-goal": "you want to save for something within a year",
  "medium-term-goal": "your goal is one to five years away",
  "long-term-goal": "you're saving for five years or more",
  retirement: "you're thinking about retirement",
  "tax-saving": "you want to save tax",
  "regular-saving": "you'd like to save a little every month",
  "lump-sum": "you have a lump sum to put away",
  "emergency-fund": "you want money you can reach in an emergency",
  "first-account": "you're opening your first bank account",
  student: "you're a student",
  "credit-building": "you want to build a credit history",
  insurance: "you want to protect your family",
  digital: "you prefer to bank on your phone",
  "low-risk": "you want your money to be safe",
  "market-linked": "you're comfortable with market ups and downs",
} as const;

export type SchemeTag = keyof typeof SCHEME_TAGS;
export const SCHEME_TAG_NAMES = Object.keys(SCHEME_TAGS) as SchemeTag[];

export const isSchemeTag = (tag: string): tag is SchemeTag => tag in SCHEME_TAGS;

/** How many recommendations the home panel and /policies show at most ("a handful"). */
export const MAX_RECOMMENDATIONS = 5;

export const schemeMessages = {
  emptyRecommendations: "Complete a course to see recommendations!",
  loadFailed: "Failed to load recommended schemes.",
  comingSoon: "Coming soon !",
  disclaimer:
    "Arthshala is not affiliated with any bank. This information comes from the bank's public pages and is shared for education only, not as advice. Check the bank's page before you decide.",
} as const;
