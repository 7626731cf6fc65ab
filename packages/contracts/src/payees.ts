import { CASH_CATEGORY, FIXED_PAYEES, PAYEE_MAX, UNNAMED_TITLES } from "./payee-names.js";
import { type KnownPayee, PAYEE_TABLE } from "./payee-table.js";
import type { PredefinedCategory } from "./tracker-rules.js";

/**
 * Who got the money, read from a bank's own words: the one extraction behind pasted alerts and
 * statement rows of SBI, HDFC Bank, ICICI Bank and Kotak. Pure and zod-free, so the server files rows
 * with it and the browser can show the same names.
 *
 *   "TO TRANSFER-UPI/DR/627512345601/SWIGGY/YESB/swiggy@yes/Paymen--" → Swiggy (Food)
 *   "UPI/628512340099/Split dinner/ishaan.k@okaxis/UTIB0000100"      → Ishaan K
 *   "ATM WDL-ATM CASH 8765 SBI KONDAPUR--"                            → Cash withdrawal (Cash)
 *   "Int.Pd:01-10-2026 to 31-10-2026"                                 → Interest (Savings)
 *   "SMS CHGS APR-JUN 2026"                                           → Bank charges (Bills & Utilities)
 */

export type Direction = "debit" | "credit";

export {
  CASH_CATEGORY,
  FIXED_PAYEES,
  PAYEE_MAX,
  UNNAMED_TITLES,
} from "./payee-names.js";

export type PayeeKind =
  | "upi"
  | "transfer"
  | "atm"
  | "cash-deposit"
  | "card"
  | "mandate"
  | "bill"
  | "interest"
  | "charges"
  | "other";

export interface PayeeReading {
  /** A clean name ("Swiggy", "Priya S", "Cash withdrawal"), or null when the text names no one. */
  payee: string | null;
  kind: PayeeKind;
  /** The category the payee or the kind decides (a known merchant, cash, interest, charges), else null. */
  category: PredefinedCategory | typeof CASH_CATEGORY | null;
}

// ── The curated table ────────────────────────────────────────────────────────

const WHOLE_WORDS = new Map<string, KnownPayee>();
const STEM_TO_PAYEE = new Map<string, KnownPayee>();
for (const entry of PAYEE_TABLE) {
  for (const word of entry.words ?? []) if (!WHOLE_WORDS.has(word)) WHOLE_WORDS.set(word, entry);
  for (const stem of entry.stems ?? []) if (!STEM_TO_PAYEE.has(stem)) STEM_TO_PAYEE.set(stem, entry);
}
// One anchored pattern over every stem, in the table's order (an alternation tries them in order, so
// "amazonprime" is tried before "amazon"): one test per word start instead of one per stem.
const STEMS = new RegExp(`^(${[...STEM_TO_PAYEE.keys()].join("|")})`);
const NAMES = new Map(PAYEE_TABLE.map((entry) => [entry.name.toLowerCase(), entry]));

/** Lower-case letter-and-digit words: "SWIGGY.ORDER@ICICI" → ["swiggy", "order", "icici"]. */
function lowerWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * The known merchant a name, a narration part or a UPI handle starts with, or null: a whole-word name
 * ("ola", "jio"), or a stem over the words joined ("CHAI POINT" and "chaipoint" both start with
 * "chaipoint"). With `anywhere`, every word start is tried in turn.
 */
export function knownPayee(text: string, anywhere = false): KnownPayee | null {
  const words = lowerWords(text);
  // A name that only contains a brand further in ("Rahul Ola") is a person, not the brand: only the
  // start counts, unless the caller has a merchant part whose place words ("… KONDAPUR") may follow.
  const starts = anywhere ? words.length : Math.min(words.length, 1);
  for (let i = 0; i < starts; i++) {
    const whole = WHOLE_WORDS.get(words[i]!);
    if (whole) return whole;
    const stem = STEMS.exec(words.slice(i).join(""));
    if (stem) return STEM_TO_PAYEE.get(stem[1]!)!;
  }
  return null;
}

/** True when `name` is a known merchant's own spelling ("Swiggy", "IRCTC"). */
export function isKnownPayeeName(name: string): boolean {
  return NAMES.get(name.toLowerCase())?.name === name;
}

// ── The learner's rules are keyed by this ────────────────────────────────────

const COMPANY_TAIL = /(?:\s+(?:pvt|private|ltd|limited|llp|inc|co))+$/;

/**
 * The one key a payee is known by, whatever its spelling: lower case, letters and digits only, single
 * spaces, and a company's "Pvt Ltd" dropped. "SWIGGY", "Swiggy " and "swiggy" are one payee; so are
 * "Acme Pvt Ltd" and "ACME PRIVATE LIMITED". Hindi letters are kept (a name typed in Devanagari).
 */
export function payeeKey(payee: string): string {
  return payee
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .replace(COMPANY_TAIL, "")
    .slice(0, PAYEE_MAX)
    .trim();
}

// ── Names from bank text ─────────────────────────────────────────────────────

const ACRONYMS = new Set([
  "atm",
  "upi",
  "irctc",
  "lic",
  "pvr",
  "sbi",
  "hdfc",
  "icici",
  "bsnl",
  "bses",
  "lpg",
  "dth",
  "emi",
  "kfc",
  "iocl",
  "hpcl",
  "bpcl",
  "nps",
  "sip",
  "llp",
  "msedcl",
  "bescom",
]);
// Small words stay small inside a name: "College of Engineering".
const SMALL_WORDS = new Set(["of", "and", "the", "for", "in", "on", "at", "to", "by"]);

// Rail and routing words in narrations: they describe how money moved, not who got it.
const ROUTING_WORDS = new Set([
  "upi",
  "vpa",
  "neft",
  "imps",
  "rtgs",
  "mmt",
  "inf",
  "inft",
  "ach",
  "nach",
  "ecs",
  "pos",
  "ecom",
  "pur",
  "txn",
  "ref",
  "cr",
  "dr",
  "trf",
  "transfer",
  "payment",
  "p2a",
  "p2m",
  "p2p",
  "bil",
  "onl",
  "bbps",
  "bill",
  "bills",
  "billpay",
  "othpg",
  "pg",
  "ib",
  "inb",
  "mb",
  "iccl",
  "nsdl",
  "bdsk",
  "billdesk",
  "razorpay",
  "cashfree",
  "payu",
]);

const NO_NAME =
  /^(?:merchant|beneficiary|payee|your|you|self|the|a\/?c|ac|acct|account|bank|card|atm|cash|mobile|upi|neft|imps|rtgs|your (?:a\/?c|ac|acct|account|card)|an? (?:a\/?c|ac|account)\b.*)$/i;

function titleWord(word: string, index: number): string {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  if (index > 0 && SMALL_WORDS.has(lower)) return lower;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function shorten(name: string): string {
  if (name.length <= PAYEE_MAX) return name;
  const cut = name.slice(0, PAYEE_MAX);
  const space = cut.lastIndexOf(" ");
  return (space > 20 ? cut.slice(0, space) : cut).trimEnd();
}

/**
 * A readable name from a UPI handle's part before "@", or null: a known merchant's own spelling; no
 * name for a phone number or a QR-code id ("9876543210@ybl", "paytmqr28100505@paytm"), which say
 * nothing readable; otherwise the handle's letter words, title-cased ("ramesh.kumar99" → "Ramesh Kumar").
 */
export function nameFromVpa(handle: string): string | null {
  const lower = handle.toLowerCase();
  const digits = lower.replace(/\D/g, "").length;
  const known = knownPayee(lower.replace(/\d+/g, " "));
  if (known && !/^paytmqr|^q\d/.test(lower)) return known.name;
  if (/qr/.test(lower) && digits >= 4) return null;
  if (/^\d/.test(lower) || digits >= 6) return null;
  const words = lower
    .split(/[._-]+/)
    .map((w) => w.replace(/\d+/g, ""))
    .filter((w) => /^[a-z]+$/.test(w));
  // Initials stay ("arjun.p22" → "Arjun P"), but a handle of initials alone names no one.
  if (!words.some((w) => w.length >= 2)) return null;
  return shorten(words.map(titleWord).join(" "));
}

/**
 * A readable payee from a piece of bank text, or null: a UPI address by its handle; otherwise
 * reference numbers, IFSC codes and rail words (UPI, NEFT, IMPS…) dropped, a known merchant in its own
 * spelling, and text in capitals title-cased (keeping acronyms such as IRCTC). Words that name no one
 * ("merchant", "your a/c", "beneficiary") give null.
 */
export function cleanMerchant(raw: string): string | null {
  const vpa = /([a-z0-9][a-z0-9._]*)@[a-z][a-z0-9]*/i.exec(raw);
  if (vpa) return nameFromVpa(vpa[1]!);
  let text = raw
    .replace(/\b[A-Z]{4}0[A-Z0-9]{6}\b/gi, " ") // IFSC codes
    .replace(/[*_/|\\]+/g, " ")
    .replace(/-+/g, " ")
    .replace(/^\s*(?:m\/s\.?|ms\.)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
  const words = text.split(" ").filter((w) => w && !/\d{4,}|^x{2,}\d*$/i.test(w));
  const named = words.filter((w) => !ROUTING_WORDS.has(w.toLowerCase().replace(/[^a-z0-9]/g, "")));
  // Only rail words ("UPI Ref", "NEFT transfer") name no one.
  if (named.length === 0) return null;
  text = named
    .join(" ")
    .replace(/^[\s\-.:,;'"]+|[\s\-.:,;'"]+$/g, "")
    .trim();
  if (text.length < 2 || !/[a-z]{2}/i.test(text) || NO_NAME.test(text)) return null;
  const known = knownPayee(text);
  if (known) return known.name;
  if (!/[a-z]/.test(text)) text = text.split(" ").map(titleWord).join(" ");
  return shorten(text);
}

// ── Statement narrations and alerts ──────────────────────────────────────────

const VPA = /(?<![\w.@])([a-z0-9][a-z0-9._]{0,63})@([a-z][a-z0-9]{1,31})(?![\w@])/i;
const IFSC = /^[a-z]{4}0[a-z0-9]{6}$/i;
// The four-letter bank codes that sit between fields of a UPI narration ("…/SWIGGY/YESB/swiggy@yes").
const BANK_CODE =
  /^(?:sbin|hdfc|icic|utib|yesb|punb|kkbk|barb|cnrb|idib|ubin|ioba|indb|fdrl|pytm|airp|idfb|karb|sibl|cbin|bkid|mahb|ciub|ratn|aubl|esfb|hsbc|scbl|citi|dbss|jsfb|ujvn|fino|ibkl|kvbl|tmbl|psib|ucba|orbc|alla|andb|corp|vijb|synb|sbi|hdf|ici|axis|kotak)$/i;
const REF = /^(?:[a-z]{0,6}\d[\da-z]{5,}|\d{3,}|[\dx*]{8,})$/i;
const NOTE =
  /^(?:payment(?:\s+from\b.*|\s+to\b.*)?|paymen|paid(?:\s+(?:via|to|using)\b.*)?|pay(?:\s+to)?|sent(?:\s+(?:via|using|from)\b.*)?|upi(?:\s+(?:payment|intent|collect))?|collect(?:\s+request)?|no\s+remarks?|remarks?|na|n\/a|nil|null|none)$/i;
const CLEARING = /^(?:iccl|nsdl|cdsl|bdsk|billdesk|razorpay|cashfree|payu|ccavenue|paytm payments|ppbl)$/i;

const INTEREST =
  /\b(?:int\.?\s*pd|int\.?\s*paid|int\.?\s*cr|credit\s+interest|interest\s+(?:paid|credit(?:ed)?|capitali[sz]ed|earned|on\s+(?:sb|savings|fd|deposit))|sb\s*int(?:erest)?|savings?\s+(?:a\/?c\s+)?interest)\b/i;
const CHARGES =
  /\b(?:chgs?|chrgs?|charges?|annual\s+fee|maint(?:enance)?\s+fee|card\s+fee|dcardfee|amc|min(?:imum)?\.?\s*bal(?:ance)?|mab|non[\s-]*maint\w*|penal(?:ty)?|gst|cgst|sgst|igst|sms\s+alert)\b/i;
const ATM = /\b(?:atm\s*wdl|atm\s*cash|atm\s*withdrawal|cash\s*wdl|cash\s*withdrawal|nfs|atw|nwd|eaw|atm)\b/i;
const CASH_DEPOSIT = /\b(?:cash\s*dep(?:osit)?|by\s+cash|cdm)\b/i;
const RAIL_START =
  /^(?:upi|neft|imps|rtgs|mmt|inf|inft|pos|vin|vps|ips|mps|pcd|ecom|ach|nach|ecs|bil|bbps|ib\s+billpay)\b/i;
const MANDATE =
  /^(?:debit-)?(?:me\s+dc\s+si|ach\s*d(?:r|ebit)?|achdr|ach|nach(?:\s*d(?:r|ebit)?)?|ecs(?:\s*d(?:r|ebit)?)?|si|standing\s+instruction|mandate)\b[\s\-/:.]*/i;
const CARD =
  /^(?:by\s+debit\s+card|debit\s+card|pos(?:\s+txn)?|vin|vps|ips|mps|pcd|ecom(?:\s+pur(?:chase)?)?|dc|card)\b[\s\-/:.]*/i;
const BILL = /^(?:ib\s+)?(?:billpay|bil|bbps|bill\s*pay)(?:\s*(?:dr|debit))?\b[\s\-/:.]*/i;
const TRANSFER = /\b(?:neft|imps|rtgs|mmt|inft|inf|ift|fund\s+trf|nft)\b/i;

/** The bank's wrapper around the text: SBI's "TO TRANSFER-", "BY TRANSFER-", "--" at the end. */
function tidyNarration(text: string): string {
  return text
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim()
    .replace(/^(?:to|by)\s+transfer\s*-\s*/i, "")
    .replace(/^(?:to|by)\s+(?=(?:upi|neft|imps|rtgs|debit\s+card)\b)/i, "")
    .replace(/[\s-]+$/, "");
}

/** The fields of a narration: split at "/", "*" or "|"; a narration with none of these, at "-". */
function fieldsOf(text: string): string[] {
  const slashed = text.split(/\s*[/*|]\s*/);
  const fields = slashed.length > 1 ? slashed : text.split(/\s*-\s*/);
  return fields.map((f) => f.trim()).filter(Boolean);
}

const isRef = (field: string) => REF.test(field.trim());
const isRail = (field: string) => lowerWords(field).every((w) => ROUTING_WORDS.has(w));
/** A field that could be a name: letters in it, not a code, a reference, a rail word or a note. */
function isNamed(field: string): boolean {
  if (!/[a-z]{2}/i.test(field) || field.includes("@")) return false;
  if (IFSC.test(field) || BANK_CODE.test(field) || CLEARING.test(field) || isRef(field)) return false;
  return !isRail(field) && !NOTE.test(field);
}

/** A known merchant's name, else the field cleaned (title case for capitals), else null. */
function nameOf(field: string | undefined | null): string | null {
  return field ? cleanMerchant(field) : null;
}

function reading(payee: string | null, kind: PayeeKind, category: PayeeReading["category"] = null) {
  return { payee, kind, category: category ?? (payee ? (knownPayee(payee)?.category ?? null) : null) };
}

function upiPayee(all: string[], text: string): string | null {
  // "UPI CAFE MOCHA": the rail and the name in one field.
  const fields = all.flatMap((f) => (/^upi\s+\S/i.test(f) ? ["UPI", f.replace(/^upi\s+/i, "")] : [f]));
  const vpa = VPA.exec(text);
  const fromVpa = vpa ? nameFromVpa(vpa[1]!) : null;
  let at = fields.findIndex((f) => /^upi$/i.test(f) || /^upi\b/i.test(f));
  at = at < 0 ? 0 : at + 1;
  // "UPI/DR/…", "UPI/P2M/…": the direction and kind come before the fields.
  while (at < fields.length && /^(?:dr|cr|p2a|p2m|p2p|in|out)$/i.test(fields[at]!)) at++;
  let field: string | null = null;
  const first = fields[at];
  if (first !== undefined && isRef(first)) {
    // SBI writes "UPI/DR/ref/NAME/BANK/handle": a name is followed by its bank's code. ICICI writes
    // "UPI/ref/remark/handle": there the field after the reference is the payer's note, not a name.
    const next = fields[at + 1];
    if (next !== undefined && BANK_CODE.test(fields[at + 2] ?? "") && isNamed(next)) field = next;
  } else if (first !== undefined && isNamed(first)) {
    // HDFC "UPI-NAME-handle-…", Kotak "UPI/NAME/ref/note", ICICI's other "UPI/NAME/handle/…".
    field = first;
  }
  const named = nameOf(field);
  // A known merchant wins whichever part names it; a person's name from the narration beats their handle.
  if (named && isKnownPayeeName(named)) return named;
  if (fromVpa && isKnownPayeeName(fromVpa)) return fromVpa;
  return named ?? fromVpa;
}

function transferPayee(fields: string[]): string | null {
  const named = fields.filter(isNamed);
  // ICICI's "MMT/IMPS/ref/remark/NAME/IFSC" and "INF/INFT/ref/remark/NAME" end with the name; the others
  // ("NEFT CR-IFSC-NAME-…", "IMPS-ref-NAME-…", SBI's "NEFT*IFSC*UTR*NAME") start with it.
  const icici = /^(?:mmt|inf|bil)$/i.test(fields[0] ?? "");
  const field = icici ? named.at(-1) : named[0];
  // The name ends at a comma or a dash: Kotak's "NEFT-HDFC0000001-ACME, SALARY OCT", SBI's
  // "NEFT*…*ACME LEARNING PVT LTD-STIPEND OCT".
  return nameOf(field?.split(/\s*[,-]\s*/)[0]);
}

/** Card, auto-debit and bill-payment narrations: the first named part after the prefix. */
function merchantAfter(prefix: RegExp, text: string): string | null {
  const fields = fieldsOf(text.replace(prefix, "")).map((f) =>
    f
      .split(" ")
      .filter((w) => !isRef(w) && !ROUTING_WORDS.has(w.toLowerCase()))
      .join(" "),
  );
  const field = fields.find(isNamed);
  return field ? (knownPayee(field)?.name ?? nameOf(field)) : null;
}

/**
 * A payee and what kind of line it is, from one statement narration or one alert's text. `direction`
 * matters for interest (money in) and charges (money out).
 */
export function readPayee(narration: string, direction: Direction): PayeeReading {
  const text = tidyNarration(narration);
  const railed = RAIL_START.test(text);
  if (direction === "credit" && (INTEREST.test(text) || (!railed && /\binterest\b/i.test(text)))) {
    return reading(FIXED_PAYEES.interest, "interest", "Savings");
  }
  if (direction === "debit" && !railed && CHARGES.test(text)) {
    return reading(FIXED_PAYEES.bankCharges, "charges", "Bills & Utilities");
  }
  if (!/\bupi\b/i.test(text) && ATM.test(text)) {
    return direction === "debit"
      ? reading(FIXED_PAYEES.cashWithdrawal, "atm", CASH_CATEGORY)
      : reading(FIXED_PAYEES.cashDeposit, "cash-deposit");
  }
  if (direction === "credit" && CASH_DEPOSIT.test(text))
    return reading(FIXED_PAYEES.cashDeposit, "cash-deposit");
  const fields = fieldsOf(text);
  if (/\bupi\b/i.test(text)) return reading(upiPayee(fields, text), "upi");
  if (MANDATE.test(text)) return reading(merchantAfter(MANDATE, text), "mandate");
  if (BILL.test(text)) return reading(merchantAfter(BILL, text), "bill");
  if (TRANSFER.test(text)) return reading(transferPayee(fields), "transfer");
  if (CARD.test(text)) return reading(merchantAfter(CARD, text), "card");
  // No rail names the parts: a known merchant anywhere ("REFUND AMAZON"), else the text made readable.
  const known = knownPayee(text, true);
  return reading(known ? known.name : cleanMerchant(text), "other");
}

/** What to call a row whose narration names no one, by its kind and direction; null for "other". */
export function unnamedTitle(kind: PayeeKind, direction: Direction): string | null {
  switch (kind) {
    case "upi":
      return direction === "debit" ? UNNAMED_TITLES.upiPayment : UNNAMED_TITLES.upiReceived;
    case "transfer":
      return direction === "debit" ? UNNAMED_TITLES.transferOut : UNNAMED_TITLES.transferIn;
    case "card":
      return UNNAMED_TITLES.cardPayment;
    case "mandate":
      return UNNAMED_TITLES.autoDebit;
    case "bill":
      return UNNAMED_TITLES.billPayment;
    default:
      return null;
  }
}
