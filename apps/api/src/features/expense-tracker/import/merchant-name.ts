/**
 * Turning the payee part of a bank alert into a name a person would write: "SWIGGY" → "Swiggy",
 * "swiggystores@axis" → "Swiggy", "ramesh.kumar99@oksbi" → "Ramesh Kumar".
 *
 * The rule, in order:
 * 1. A UPI address (VPA): a known brand anywhere at the start of its words gives the brand's own spelling;
 *    a phone number or a QR-code id ("9876543210@ybl", "paytmqr28100505@paytm") gives no name, because
 *    it says nothing readable (and a phone number is not something to put in a title); otherwise the
 *    handle's letter words, title-cased ("ramesh.kumar99" → "Ramesh Kumar").
 * 2. Other text: reference numbers, IFSC codes and rail words (UPI, NEFT, IMPS…) are dropped; a text
 *    that is all capitals is title-cased, keeping acronyms (IRCTC, LIC); a lone known brand takes its
 *    own spelling.
 * 3. Words that name no one ("merchant", "your a/c", "beneficiary") give no name at all: null.
 */

const BRANDS: ReadonlyArray<[stem: string, name: string]> = [
  ["swiggy", "Swiggy"],
  ["zomato", "Zomato"],
  ["zepto", "Zepto"],
  ["blinkit", "Blinkit"],
  ["bigbasket", "BigBasket"],
  ["amazon", "Amazon"],
  ["flipkart", "Flipkart"],
  ["myntra", "Myntra"],
  ["ajio", "AJIO"],
  ["meesho", "Meesho"],
  ["nykaa", "Nykaa"],
  ["olacabs", "Ola"],
  ["rapido", "Rapido"],
  ["irctc", "IRCTC"],
  ["makemytrip", "MakeMyTrip"],
  ["redbus", "redBus"],
  ["netflix", "Netflix"],
  ["spotify", "Spotify"],
  ["bookmyshow", "BookMyShow"],
  ["hotstar", "Hotstar"],
  ["zerodha", "Zerodha"],
  ["groww", "Groww"],
  ["upstox", "Upstox"],
  ["airtel", "Airtel"],
  ["apollo", "Apollo"],
  ["pharmeasy", "PharmEasy"],
  ["udemy", "Udemy"],
  ["coursera", "Coursera"],
  ["dominos", "Domino's"],
  ["starbucks", "Starbucks"],
  ["phonepe", "PhonePe"],
  ["paytm", "Paytm"],
];
// Short brands only count as a whole word: "ola" must not name "nikola.s@okaxis".
const SHORT_BRANDS: ReadonlyMap<string, string> = new Map([
  ["ola", "Ola"],
  ["uber", "Uber"],
  ["jio", "Jio"],
  ["pvr", "PVR"],
  ["cred", "CRED"],
]);

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

// Rail and routing words in narrations: they describe how money moved, not who got it.
const ROUTING_WORDS = new Set([
  "upi",
  "vpa",
  "neft",
  "imps",
  "rtgs",
  "mmt",
  "inf",
  "ach",
  "nach",
  "pos",
  "ecom",
  "txn",
  "ref",
  "cr",
  "dr",
  "trf",
  "transfer",
  "payment",
  "p2a",
  "p2m",
  "bil",
  "onl",
  "bbps",
  "bill",
  "bills",
  "billpay",
]);

const NO_NAME =
  /^(?:merchant|beneficiary|payee|your|you|self|the|a\/?c|ac|acct|account|bank|card|atm|cash|mobile|upi|neft|imps|rtgs|your (?:a\/?c|ac|acct|account|card)|an? (?:a\/?c|ac|account)\b.*)$/i;

const MAX_NAME = 60;

/** The brand's own spelling when `word` is or starts with a known brand, else null. */
function brandName(word: string): string | null {
  const lower = word.toLowerCase();
  const short = SHORT_BRANDS.get(lower);
  if (short) return short;
  for (const [stem, name] of BRANDS) if (lower.startsWith(stem)) return name;
  return null;
}

const BRAND_NAMES: ReadonlySet<string> = new Set([
  ...BRANDS.map(([, name]) => name),
  ...SHORT_BRANDS.values(),
]);

/** True when `name` is a known brand's own spelling ("Swiggy", "IRCTC"). */
export function isKnownBrand(name: string): boolean {
  return BRAND_NAMES.has(name);
}

function titleWord(word: string): string {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return lower.toUpperCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function shorten(name: string): string {
  if (name.length <= MAX_NAME) return name;
  const cut = name.slice(0, MAX_NAME);
  const space = cut.lastIndexOf(" ");
  return (space > 20 ? cut.slice(0, space) : cut).trimEnd();
}

/** A readable name from a UPI handle's part before "@", or null (rule 1 above). */
export function nameFromVpa(handle: string): string | null {
  const lower = handle.toLowerCase();
  const digits = lower.replace(/\D/g, "").length;
  if (/qr/.test(lower) && digits >= 4) return null;
  if (/^\d/.test(lower) || digits >= 6) return null;
  const words = lower
    .split(/[._-]+/)
    .map((w) => w.replace(/\d+/g, ""))
    .filter((w) => /^[a-z]+$/.test(w));
  for (const w of words) {
    const brand = brandName(w);
    if (brand) return brand;
  }
  // Initials stay ("arjun.p22" → "Arjun P"), but a handle of initials alone names no one.
  if (!words.some((w) => w.length >= 2)) return null;
  return shorten(words.map(titleWord).join(" "));
}

/** A readable payee name from a piece of alert text, or null (rules 2 and 3 above). */
export function cleanMerchant(raw: string): string | null {
  const vpa = /([a-z0-9][a-z0-9._-]*)@[a-z][a-z0-9-]*/i.exec(raw);
  if (vpa) return nameFromVpa(vpa[1]!);
  let text = raw
    .replace(/\b[A-Z]{4}0[A-Z0-9]{6}\b/gi, " ") // IFSC codes
    .replace(/[*_/|\\]+/g, " ")
    .replace(/-+/g, " ")
    .replace(/^\s*(?:m\/s\.?|ms\.)\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
  const words = text.split(" ").filter((w) => w && !/\d{4,}/.test(w));
  const named = words.filter((w) => !ROUTING_WORDS.has(w.toLowerCase().replace(/[^a-z0-9]/g, "")));
  // Only rail words ("UPI Ref", "NEFT transfer") name no one.
  if (named.length === 0) return null;
  text = named
    .join(" ")
    .replace(/^[\s\-.:,'"]+|[\s\-.:,'"]+$/g, "")
    .trim();
  if (text.length < 2 || !/[a-z]{2}/i.test(text) || NO_NAME.test(text)) return null;
  const brand = !text.includes(" ") ? brandName(text) : null;
  if (brand) return brand;
  if (!/[a-z]/.test(text)) text = text.split(" ").map(titleWord).join(" ");
  return shorten(text);
}
