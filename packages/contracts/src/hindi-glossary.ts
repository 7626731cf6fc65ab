/**
 * The product's Hindi glossary (issue 29): one spelling for each term, phrases a Hindi reader would not
 * say, and the Latin-script terms a Hindi screen may keep. Checked by a test over the interface's Hindi
 * texts (apps/web: lib/i18n/hindi-glossary.test.ts) and over the Hindi content (apps/api:
 * features/translations/hindi-content-style.test.ts). Add a term here before using a new spelling.
 */

/** A spelling we do not use → the one we do (nukta-free "खर्च" is how most Hindi money pages write it). */
export const HINDI_SPELLINGS: Readonly<Record<string, string>> = {
  ख़र्च: "खर्च",
  फ़ंड: "फंड",
  "एक्सपेंस ट्रैकर": "खर्च ट्रैकर",
  "सेविंग्स खात": "बचत खाता",
};

/** Whether `text` has `term` starting a word ("ख़र्चे" has ख़र्च; "रिफ़ंड" does not have फ़ंड). */
export function startsAWord(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped}`, "u").test(text);
}

/** Calques and jargon a reviewer flagged → what a Hindi reader says instead. */
export const HINDI_AVOID: Readonly<Record<string, string>> = {
  "खुद को भुगतान": "पहले अपनी बचत अलग करें",
  "वर्किंग कैपिटल": "आया और गया पैसा / हाथ में बचा पैसा",
  "सोचे से ज़्यादा": "सोचे हुए से ज़्यादा",
  Beta: "बीटा",
  "Working Capital": "आया और गया पैसा",
};

/**
 * Latin-script words a Hindi screen may show: acronyms readers meet in Latin (on forms, apps and SMS),
 * names of the product, banks, apps and devices, and file formats. An entry with a space or a sign
 * ("Income-tax Act", "F&O") is allowed only as a whole, so its words alone stay flagged.
 */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set([
  // The product and its own names
  "Arthshala",
  "Arthi",
  "FinScore",
  "FinStars",
  "FinStar",
  "FinTools",
  "FinTracker",
  // Money and tax acronyms
  "PPF",
  "SIP",
  "EMI",
  "FD",
  "RD",
  "EPF",
  "PF",
  "NPS",
  "ELSS",
  "HRA",
  "CTC",
  "TDS",
  "CCD",
  "UPI",
  "VPA",
  "KYC",
  "PAN",
  "OTP",
  "ATM",
  "RBI",
  "SEBI",
  "DICGC",
  "CIBIL",
  "PFRDA",
  "NPCI",
  "AMFI",
  "IRDAI",
  "EPFO",
  "ESIC",
  "ESI",
  "MoSPI",
  "NSO",
  "PIB",
  "CBI",
  "NCFE",
  "NIRF",
  "MeitY",
  "DPDP",
  // Regulators' portals and tools, as their sites and apps write them
  "UDGAM",
  "SCORES",
  "SEBI Check",
  "BE(A)WARE",
  // Credit bureaus
  "TransUnion",
  "Equifax",
  "Experian",
  "CRIF High Mark",
  "GST",
  "ITR",
  "NEFT",
  "IMPS",
  "RTGS",
  "IFSC",
  "SMS",
  "KVP",
  "MIS",
  "NSC",
  "SCSS",
  "SSY",
  "TD",
  "HUF",
  "NRI",
  "OCI",
  "BSBD",
  "BSBDA",
  "AMB",
  "EEE",
  "NBFC",
  "NAV",
  "TER",
  "IPO",
  "F&O",
  "CPI",
  "APR",
  "KFS",
  "MITC",
  "DA",
  "LTA",
  "HR",
  "AIS",
  "UAN",
  "PRAN",
  "eNPS",
  "PIN",
  "QR",
  "CVV",
  "UTR",
  "ID",
  "UIN",
  "IP",
  "HTTPS",
  "Income-tax Act",
  "DR",
  "CR",
  "Dr",
  "Cr",
  // Banks and their names as written on cards and apps
  "SBI",
  "HDFC",
  "ICICI",
  "Kotak",
  "Mahindra",
  "Bank",
  "State",
  "of",
  "India",
  // Product and app names on the banks' own pages and cards
  "DigiSave",
  "SavingsMax",
  "MoneyMaximiser",
  "Money Multiplier",
  "iMobile",
  "iWish",
  "Young Stars",
  "Smart Star",
  "Kotak Ace",
  "Kotak Everyday",
  "ActivMoney",
  "YONO",
  "OnlineSBI",
  "SimplySAVE",
  "RuPay",
  "Visa",
  "Mastercard",
  // Apps, devices, formats
  "Google",
  "Gmail",
  "Outlook",
  "WhatsApp",
  "Netflix",
  "iPhone",
  "iPad",
  "Excel",
  "CSV",
  "csv",
  "PNG",
  "PDF",
  "JPEG",
  "GIF",
  "WebP",
  "AVIF",
  "JSON",
  "MB",
  "UI",
  "UX",
  "FAQ",
  // The word a learner types to confirm deleting their account (the spec's own)
  "DELETE",
]);

/** LATIN_ALLOWED's phrases ("Income-tax Act"): allowed as a whole, not word by word. */
const LATIN_PHRASES = [...LATIN_ALLOWED]
  .filter((term) => /[^A-Za-z]/.test(term))
  .sort((a, b) => b.length - a.length)
  .map((term) => new RegExp(`(?<![A-Za-z])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z])`, "g"));

/**
 * The Latin-script words in `text` that LATIN_ALLOWED does not have, in order (repeats kept). Numbers
 * are not words: letters joined to digits (section 80C, form 26AS, P2P, a policy's UIN) and Roman
 * numerals (टियर II, NSC VIII).
 */
export function latinWordsNotAllowed(text: string): string[] {
  const rest = LATIN_PHRASES.reduce((t, phrase) => t.replace(phrase, " "), text);
  return [...rest.matchAll(/[A-Za-z0-9]+/g)]
    .map(([word]) => word)
    .filter((word) => !/\d|^[IVX]+$/.test(word) && !LATIN_ALLOWED.has(word));
}

/** Abbreviations whose full stop is not a sentence's end ("प्र." for प्रश्न, a question's number). */
export const HINDI_ABBREVIATIONS: readonly string[] = ["प्र."];

/** Whether a Hindi text ends a sentence with "." after Devanagari (it should be "।"). */
export function hasLatinFullStop(text: string): boolean {
  const plain = HINDI_ABBREVIATIONS.reduce((t, a) => t.replaceAll(a, " "), text);
  return /[\u0900-\u097F][)"”’]?\.(?=\s|$)/u.test(plain);
}

/**
 * The Latin-script sentences in these Hindi texts (one per text node, label or mail line): two or more
 * words in a row that are neither allowed terms nor numbers, or a whole text in Latin script only. A
 * title in quotes, an e-mail address and a web address are names. The Hindi walk over the pages
 * (e2e/hindi-walk.spec.ts) and the tests of Hindi mail (apps/api) read Hindi with this one check.
 */
export function latinSentences(texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const unquoted = text.replace(
      /"[^"]*"|“[^”]*”|‘[^’]*’|[^\s@]+@[^\s@]+|https?:\/\/\S+|[\w-]+(\.[\w-]+)*\.(in|com|org|gov|net)\b\S*/g,
      " ",
    );
    const latinOnly = !/[\u0900-\u097F]/u.test(unquoted);
    for (const stretch of unquoted.split(/[\u0900-\u097F\u0964\u0965]+/u)) {
      // The glossary's own reading: its phrases whole, numbers (80C, P2P) not words. A single letter is a
      // formula's symbol (the calculators' "A = P × (1 + r/400)^(4t)"), not a word of a sentence.
      const words = latinWordsNotAllowed(stretch).filter((word) => word.length > 1);
      if (words.length >= 2 || (latinOnly && words.some((w) => w.length > 2))) found.add(text);
    }
  }
  return [...found];
}
