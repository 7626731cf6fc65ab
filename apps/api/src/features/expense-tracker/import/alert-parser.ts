import {
  CASH_CATEGORY,
  cleanMerchant,
  FIXED_PAYEES,
  isKnownPayeeName,
  knownPayee,
  nameFromVpa,
  readPayee,
} from "@arthshala/contracts/payees";
import {
  DEFAULT_CREDIT_CATEGORY,
  DEFAULT_DEBIT_CATEGORY,
  type Direction,
  matchCategory,
  type PredefinedCategory,
} from "./categorise.js";
import { expandTwoDigitYear, isIsoDay, isoDate, monthNumber } from "./dates.js";
import { rupeesToPaise } from "./paise.js";
import { blankUnprintable } from "./plain-text.js";

/**
 * "Paste a bank alert": one SMS or e-mail alert in, one transaction out for the learner to review.
 * Pure and synchronous; it never stores anything and never throws for odd text (only for a bad `today`).
 */

export const ALERT_MAX_LENGTH = 2000;
export const ALERT_NO_AMOUNT = "Couldn't read an amount in this text. Paste the whole alert from your bank.";
export const ALERT_NO_DIRECTION = "Couldn't tell whether money left or came into your account.";
export const ALERT_TOO_LONG = "That's too long for a bank alert. Paste one alert at a time.";

export type AlertChannel = "upi" | "card" | "netbanking" | "atm" | "neft" | "imps" | "account";

export interface ParsedAlert {
  /** Always > 0. */
  amountPaise: number;
  direction: Direction;
  /** debit → expense, credit → income. */
  type: "expense" | "income";
  /** YYYY-MM-DD; null when the alert names no day (the caller defaults to today). */
  date: string | null;
  /** The payee or payer, readable (contracts/payees: "Swiggy", "Cash withdrawal"); null when none is named. */
  merchant: string | null;
  /** The account or card's last digits as the alert shows them: "1234" (ICICI shows three: "051"). */
  accountHint: string | null;
  channel: AlertChannel | null;
  /** A built-in category, or the learner's "Cash" for an ATM withdrawal (contracts/payees). */
  suggestedCategory: PredefinedCategory | typeof CASH_CATEGORY;
  /** At most 100 characters. */
  suggestedTitle: string;
}

export type AlertParseResult = { ok: true; alert: ParsedAlert } | { ok: false; message: string };

const TITLE_MAX = 100;

export function parseBankAlert(text: string, today: string): AlertParseResult {
  if (!isIsoDay(today)) throw new TypeError(`today must be a YYYY-MM-DD day, not "${today}"`);
  // Checked before any other work, so a pasted novel costs nothing; surrounding blank space is forgiven.
  if (text.length > ALERT_MAX_LENGTH && text.trim().length > ALERT_MAX_LENGTH) {
    return { ok: false, message: ALERT_TOO_LONG };
  }
  const clean = tidy(text);
  const body = withoutTail(clean);
  const amounts = findAmounts(body);
  const amount = amounts.find((a) => !a.excluded);
  if (!amount) return { ok: false, message: ALERT_NO_AMOUNT };
  // An OTP names an amount and a card, but no money has moved yet.
  if (OTP.test(clean)) return { ok: false, message: ALERT_NO_DIRECTION };
  const masked = maskExcluded(body, amounts);
  const direction = findDirection(masked);
  if (!direction) return { ok: false, message: ALERT_NO_DIRECTION };

  const channel = findChannel(masked);
  const salary = direction === "credit" && SALARY.test(masked);
  const refund = direction === "credit" && REFUND.test(masked);
  // The same reading as a statement row (contracts/payees): interest and bank charges name themselves.
  const fixed = channel === "upi" || channel === "card" ? null : readPayee(masked, direction);
  if (channel === "atm" || fixed?.kind === "interest" || fixed?.kind === "charges") {
    const atm = channel === "atm";
    const name = atm
      ? direction === "debit"
        ? FIXED_PAYEES.cashWithdrawal
        : FIXED_PAYEES.cashDeposit
      : fixed!.payee!;
    return {
      ok: true,
      alert: {
        amountPaise: amount.paise,
        direction,
        type: direction === "debit" ? "expense" : "income",
        date: findDate(masked, today),
        merchant: name,
        accountHint: findAccountHint(masked),
        channel,
        suggestedCategory: atm
          ? direction === "debit"
            ? CASH_CATEGORY
            : DEFAULT_CREDIT_CATEGORY
          : (fixed!.category ?? DEFAULT_DEBIT_CATEGORY),
        suggestedTitle: name,
      },
    };
  }
  const payee = findMerchant(masked, direction);
  // "Globex Tech Pvt Ltd Salary" → "Globex Tech Pvt Ltd": the title already says it is salary.
  const merchant = salary && payee ? payee.replace(SALARY_AND_AFTER, "").trim() || null : payee;
  return {
    ok: true,
    alert: {
      amountPaise: amount.paise,
      direction,
      type: direction === "debit" ? "expense" : "income",
      date: findDate(masked, today),
      merchant,
      accountHint: findAccountHint(masked),
      channel,
      suggestedCategory: salary ? "Salary" : alertCategory(merchant, masked, direction),
      suggestedTitle: alertTitle({ direction, channel, merchant, salary, refund }).slice(0, TITLE_MAX),
    },
  };
}

// ── Text clean-up ─────────────────────────────────────────────────────────────

// Unprintable characters become spaces (plain-text.ts); tabs and runs of spaces collapse; line breaks
// are kept because multi-line alerts ("Sent Rs.450\nTo Swiggy\nOn 05/11/26") separate fields with them.
function tidy(text: string): string {
  return blankUnprintable(text.replace(/\r\n?/g, "\n"), true)

    .replace(/ {2,}/g, " ")
    .replace(/ ?\n[\n ]*/g, "\n")
    .trim();
}

// Everything from the "if this wasn't you" advice on: it carries helpline numbers, "SMS BLOCK 1234 to
// 9215676766" and sometimes a second amount, none of which describe the transaction.
const TAIL =
  /\b(?:if\s+not\s+(?:you|u|done|withdrawn|made|authori[sz]ed)|if\s+(?:you\s+)?(?:did\s+not|didn'?t|have\s+not|haven'?t)|if\s+this\s+(?:was|is)\s+not|in\s+case\s+you\s+have\s+not|not\s+(?:you|u)\b|not\s+done\s+by\s+you|to\s+(?:dispute|block|report)\b|for\s+dispute|call\s+(?:us\s+)?(?:on\s+|at\s+)?\+?\d|sms\s+block|never\s+share|do\s+not\s+share|fraud\s*\?)/i;

function withoutTail(text: string): string {
  const m = TAIL.exec(text);
  return m && m.index > 0 ? text.slice(0, m.index).trimEnd() : text;
}

const OTP = /\b(?:otp|one[\s-]?time\s+pass(?:word|code)|verification\s+code)\b/i;

// ── Amount ────────────────────────────────────────────────────────────────────

interface Amount {
  start: number;
  end: number;
  paise: number;
  /** A balance, limit or offer figure: never the transaction's amount. */
  excluded: boolean;
}

// Indian ("1,00,000") or Western ("100,000") grouping, up to two decimals, not part of a longer number.
const NUMBER = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?(?!\d)(?!\.\d)(?!,\d)`;
// "Rs500" has no space, so the currency word ends where letters do, not at a word boundary.
const WITH_CURRENCY = new RegExp(String.raw`(?:₹|\b(?:rs|inr|rupees)(?![a-z])\.?)\s*[:.]?\s*${NUMBER}`, "gi");
// SBI writes "debited by 450.0" with no currency: a bare number right after the verb is the amount.
const AFTER_VERB = new RegExp(
  String.raw`\b(?:debited|credited|deducted|withdrawn|deposited)\s+(?:by|for|with|of)\s*:?\s*${NUMBER}(?!\s*(?:%|points?\b|pts\b))`,
  "gi",
);
// "Avl Bal for A/c XX1234 as on 19-11-26 is INR 12,340.50": the label may sit a few words back.
const BALANCE_BEFORE =
  /\b(?:bal|balance|limit|lim|lmt|avl|avbl|avb|available|due|outstanding|o\/s)\b\.?[^.;!?\n]{0,40}$/i;
const OFFER_BEFORE =
  /\b(?:up\s?to|loans?\s+(?:of|amount|upto|up\s?to)|worth|win|won|get|earn|cashback\s+of|offers?|min(?:imum)?|max(?:imum)?|limit\s+of|starting\s+(?:at|from)|pre-?approved|eligible\s+for)\b[^.;!?\n]{0,15}$/i;

function findAmounts(text: string): Amount[] {
  const found: Array<{ start: number; end: number; rupees: string; fraction: string | undefined }> = [];
  for (const m of text.matchAll(WITH_CURRENCY)) {
    found.push({ start: m.index, end: m.index + m[0].length, rupees: m[1]!, fraction: m[2] });
  }
  for (const m of text.matchAll(AFTER_VERB)) {
    const digits = m[1]! + (m[2] === undefined ? "" : `.${m[2]}`);
    const end = m.index + m[0].length;
    found.push({ start: end - digits.length, end, rupees: m[1]!, fraction: m[2] });
  }
  found.sort((a, b) => a.start - b.start);
  const amounts: Amount[] = [];
  let previousEnd = 0;
  for (const f of found) {
    const paise = rupeesToPaise(f.fraction === undefined ? f.rupees : `${f.rupees}.${f.fraction}`);
    // Only the text since the previous amount counts as this one's label: in "Avl Bal Rs 5,000 Rs 450
    // debited", "Bal" belongs to the 5,000.
    const before = text.slice(Math.max(previousEnd, f.start - 60), f.start);
    const excluded =
      paise === null || paise === 0 || BALANCE_BEFORE.test(before) || OFFER_BEFORE.test(before);
    amounts.push({ start: f.start, end: f.end, paise: paise ?? 0, excluded });
    previousEnd = f.end;
  }
  return amounts;
}

/** Blanks out balance and offer figures (with a trailing "Cr"/"Dr", which marks the balance's sign). */
function maskExcluded(text: string, amounts: Amount[]): string {
  let out = text;
  for (const a of amounts) {
    if (!a.excluded) continue;
    const sign = /^\s*(?:cr|dr)\b\.?/i.exec(out.slice(a.end));
    const end = a.end + (sign ? sign[0].length : 0);
    out = out.slice(0, a.start) + " ".repeat(end - a.start) + out.slice(end);
  }
  return out;
}

// ── Direction ─────────────────────────────────────────────────────────────────

// The earliest cue wins: "Acct XX051 debited for Rs 180; DINDUGAL ORIGIN credited" is a debit.
const DEBIT_CUES = [
  /\b(?:debited|debit\b(?!\s*card)|spent|sent|paid|withdrawn|withdrawal|wdl|deducted|purchase|charged|used\s+(?:for|at))\b/gi,
];
const CREDIT_CUES = [
  /\b(?:credited|credit\b(?!\s*(?:card|limit|score))|received|deposited|refund(?:ed)?|reversed|reversal)\b/gi,
];
// Weaker cues, used only when no verb says it: "Dr"/"Cr" markers (but not "Dr. Mehta"), a card
// "Txn Rs…", and "from A/c … to" or "to your A/c" shapes.
const WEAK_DEBIT_CUES = [
  /\bDR\b|\bDr\b(?!\.?\s+[A-Z][a-z])/g,
  /\b(?:txn|transaction)\b(?=[^\n]{0,80}\bcard\b)/gi,
  /\bfrom\b(?=[^\n.;]{0,30}\b(?:a\/c|ac|acct|account)\b)/gi,
];
const WEAK_CREDIT_CUES = [
  /\bCR\b|\bCr\b/g,
  /\b(?:to|in|into)\s+(?=[^\n.;]{0,20}\b(?:a\/c|ac|acct|account)\b)/gi,
];
// "will be debited", "to be credited", "has not been debited": not a transaction that happened.
const NOT_HAPPENED =
  /(?:\b(?:will|shall|would|can|may|could|might|to)\s+(?:be\s+|get\s+)?|\bnot\s+(?:been\s+|be\s+)?)$/i;

function earliestCue(text: string, cues: readonly RegExp[]): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const re of cues) {
    for (const m of text.matchAll(re)) {
      if (m.index >= earliest) break;
      if (!NOT_HAPPENED.test(text.slice(Math.max(0, m.index - 25), m.index))) {
        earliest = m.index;
        break;
      }
    }
  }
  return earliest;
}

function findDirection(text: string): Direction | null {
  for (const [debit, credit] of [
    [DEBIT_CUES, CREDIT_CUES],
    [WEAK_DEBIT_CUES, WEAK_CREDIT_CUES],
  ] as const) {
    const d = earliestCue(text, debit);
    const c = earliestCue(text, credit);
    if (d !== c) return d < c ? "debit" : "credit";
  }
  return null;
}

// ── Date ──────────────────────────────────────────────────────────────────────

const MONTH = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])`;
const DATE_SHAPES: ReadonlyArray<{
  re: RegExp;
  ymd: (m: RegExpExecArray) => [string | undefined, string, string];
}> = [
  // 2026-11-05, also HDFC's "2026-11-05:19:22:10"
  { re: /(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/g, ymd: (m) => [m[1], m[2]!, m[3]!] },
  // 05-11-26, 05/11/2026 (day first, as every Indian bank writes it)
  {
    re: /(?<![\d/-])(\d{1,2})([-/])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-])/g,
    ymd: (m) => [m[4], m[3]!, m[1]!],
  },
  // 05Nov26, 05-Nov-26, 05 Nov 2026, 5 November, 2026, 14-MAY (no year)
  {
    re: new RegExp(
      String.raw`(?<!\d)(\d{1,2})\s*[-/ ]?\s*${MONTH}(?:\s*[-/, ]\s*'?(\d{4}|\d{2})(?![\d:]))?`,
      "gi",
    ),
    ymd: (m) => [m[3], m[2]!, m[1]!],
  },
  // May 07, 2024 (ICICI's e-mails)
  {
    re: new RegExp(String.raw`\b${MONTH}\s+(\d{1,2}),?\s+(\d{4})(?!\d)`, "gi"),
    ymd: (m) => [m[3], m[1]!, m[2]!],
  },
];

function findDate(text: string, today: string): string | null {
  const todayYear = Number(today.slice(0, 4));
  let best: { index: number; date: string } | null = null;
  for (const shape of DATE_SHAPES) {
    for (const m of text.matchAll(shape.re)) {
      if (best && m.index >= best.index) break;
      const date = dateFrom(shape.ymd(m), today, todayYear);
      if (date) {
        best = { index: m.index, date };
        break;
      }
    }
  }
  return best?.date ?? null;
}

function dateFrom([y, mo, d]: [string | undefined, string, string], today: string, todayYear: number) {
  const month = /^\d+$/.test(mo) ? Number(mo) : monthNumber(mo);
  if (month === null) return null;
  // "30 May" without a year is as likely to be "may" the verb; a year-less date needs another month.
  if (y === undefined && mo.toLowerCase() === "may") return null;
  if (y !== undefined) {
    const year = y.length === 2 ? expandTwoDigitYear(Number(y), todayYear) : Number(y);
    return isoDate(year, month, Number(d));
  }
  // No year ("on 14-MAY"): this year, unless that is still ahead of today, then last year.
  const thisYear = isoDate(todayYear, month, Number(d));
  return thisYear && thisYear > today ? isoDate(todayYear - 1, month, Number(d)) : thisYear;
}

// ── Account, channel ──────────────────────────────────────────────────────────

const ACCOUNT_HINTS: readonly RegExp[] = [
  // A/c XX1234, A/cX1234, Acct XX051, Account **1234, Card 5678, card no. XX1234, 4748 XXXX XXXX 8008
  // (Mask groups are spelt so each can split only one way: a nested (?:[x*]+\s?)* backtracks exponentially.)
  /\b(?:a\/c|ac|acct|account|card)(?![a-wyz])\.?(?:\s*(?:no\.?|number|ending(?:\s+with)?))?\s*[:-]?\s*(?:\d{4}\s)?(?:[x*]+(?:\s[x*]+)*\s?)?(\d{3,18})(?!\d)/i,
  /\bending(?:\s+with)?\s+[x*]*(\d{3,4})(?!\d)/i,
  /(?<![a-z0-9])[x*]{1,12}\s?(\d{3,4})(?!\d)/i,
];

function findAccountHint(text: string): string | null {
  for (const re of ACCOUNT_HINTS) {
    const m = re.exec(text);
    if (m) return m[1]!.slice(-4);
  }
  return null;
}

const VPA = /(?<![\w.@-])([a-z0-9][a-z0-9._-]{0,63})@([a-z][a-z0-9-]{1,31})(?![\w@-])(?!\.[a-z])/i;

const CHANNELS: ReadonlyArray<[AlertChannel, RegExp]> = [
  ["atm", /\batm\b|\bcash\s*(?:wdl|withdrawal)\b|\bnfs\b/i],
  ["upi", /\bupi\b|\bvpa\b/i],
  ["imps", /\bimps\b/i],
  ["neft", /\bneft\b|\brtgs\b/i],
  ["card", /\bcard\b/i],
  ["netbanking", /\bnet\s?banking\b|\binternet\s+banking\b|\bbill\s?pay\b|\bbbps\b/i],
  ["account", /\ba\/c\b|\bacct\b|\baccount\b|\bac\s+x/i],
];

function findChannel(text: string): AlertChannel | null {
  if (VPA.test(text)) return "upi";
  for (const [channel, re] of CHANNELS) if (re.test(text)) return channel;
  return null;
}

// ── Merchant ──────────────────────────────────────────────────────────────────

// A payee name runs until a word that starts the next field ("on 05-11", "Ref 6123…", "Avl Bal") or
// a separator.
const NAME =
  /^([^\n;,()]{1,80}?)(?=\s+(?:on|ref|refno|rrn|upi|imps|neft|avl|avbl|avb|bal|balance|via|using|thru|through|with|from|by|for|towards|is|has|was|dated?|txn|if|not|info|at|to|in|and|credited|debited)\b|\s*[\n;,()]|\.(?:\s|$)|\s+-\s|\s*$)/i;
// In a NEFT/IMPS narration the fields are joined by dashes: "ACME SOFTWARE PVT LTD-SALARY OCT 2026-…".
const DASHED_NAME = /^([^-/\n;,.]{2,60})/;

// Where the payee's name starts, most specific first. Each is tried in turn until one yields a name.
const PAYEE_LABELS: ReadonlyArray<{ re: RegExp; only?: Direction; name?: RegExp }> = [
  // ICICI: "debited for Rs 180.00 on 10-Nov-25; DINDUGAL ORIGIN credited."
  { re: /;\s*(?=[^;.\n]{2,60}?\s+credited\b)/i, only: "debit" },
  // "NEFT Cr-HDFC0000001-ACME SOFTWARE PVT LTD-SALARY…": the first part after the IFSC code or UTR
  // (any part with a digit in it).
  {
    re: /\b(?:neft|imps|rtgs)\s*(?:cr|dr)?\s*[-/:]\s*(?:[a-z0-9]*\d[a-z0-9]*\s*[-/]\s*)*(?=[a-z])/i,
    name: DASHED_NAME,
  },
  { re: /\b(?:info|payee|merchant|beneficiary|remarks?|at)\s*:\s*/i },
  { re: /\bto\s*:\s*/i, only: "debit" },
  { re: /\bfrom\s*:\s*/i, only: "credit" },
  { re: /\binfo\b[\s.-]*/i },
  { re: /\b(?:trf|transfer(?:red)?|sent|paid)\s+to\s+/i, only: "debit" },
  { re: /\btowards\s+/i, only: "debit" },
  // ICICI cards: "spent using ICICI Bank Card XX4321 on 05-Nov-26 on AMAZON."
  { re: /\bon\s+\d{1,2}[-/ ][a-z0-9]{2,9}[-/ ]\d{2,4}\s+(?:on|at)\s+(?=[a-z])/i, only: "debit" },
  { re: /\bat\s+(?=[a-z])(?!atm\b)/i, only: "debit" },
  {
    re: /\bto\s+(?!(?:your|the|a\/c|ac|acct|account|card|mobile|beneficiary|be|hdfc|icici|sbi|kotak)\b)(?=[a-z0-9])/i,
    only: "debit",
  },
  {
    re: /\bfrom\s+(?!(?:your|the|a\/c|ac|acct|account|card|hdfc|icici|sbi|kotak)\b)(?=[a-z0-9])/i,
    only: "credit",
  },
];

function findMerchant(text: string, direction: Direction): string | null {
  const vpa = VPA.exec(text);
  if (vpa) {
    const name = nameFromVpa(vpa[1]!);
    if (name) return name;
  }
  for (const label of PAYEE_LABELS) {
    if (label.only && label.only !== direction) continue;
    const m = label.re.exec(text);
    if (!m) continue;
    const value = (label.name ?? NAME).exec(text.slice(m.index + m[0].length));
    const name = value ? cleanMerchant(value[1]!) : null;
    if (name) return name;
  }
  return null;
}

// ── Category and title ────────────────────────────────────────────────────────

const SALARY = /\b(?:salary|sal|payroll|stipend|wages)\b/i;
const SALARY_AND_AFTER = /\b(?:salary|sal|payroll|stipend|wages)\b.*$/i;
const REFUND = /\b(?:refund(?:ed)?|reversed|reversal)\b/i;

/**
 * The curated table decides first ("Chai Point" → Food), then a keyword in the merchant's name, then any
 * keyword in the alert, then the default. (A learner's own rule, applied by the route, comes before all.)
 */
function alertCategory(merchant: string | null, text: string, direction: Direction): PredefinedCategory {
  return (
    (merchant ? knownPayee(merchant)?.category : null) ??
    (merchant ? matchCategory(merchant, direction) : null) ??
    matchCategory(text, direction) ??
    (direction === "debit" ? DEFAULT_DEBIT_CATEGORY : DEFAULT_CREDIT_CATEGORY)
  );
}

const FALLBACK_TITLES: Record<AlertChannel, Record<Direction, string>> = {
  upi: { debit: "UPI payment", credit: "UPI money received" },
  card: { debit: "Card payment", credit: "Card refund" },
  netbanking: { debit: "Net banking payment", credit: "Net banking credit" },
  atm: { debit: FIXED_PAYEES.cashWithdrawal, credit: FIXED_PAYEES.cashDeposit },
  neft: { debit: "NEFT transfer", credit: "NEFT money received" },
  imps: { debit: "IMPS transfer", credit: "IMPS money received" },
  account: { debit: "Bank debit", credit: "Bank credit" },
};

/**
 * A short title: the merchant for a known brand or a card spend ("Swiggy"), "UPI to Ramesh Kumar" for a
 * UPI payment to anyone else, "UPI from …"/"From …" for money received, "Salary from …" and "Refund
 * from …" when the alert says so, and a plain description of the channel when no one is named.
 */
function alertTitle(a: {
  direction: Direction;
  channel: AlertChannel | null;
  merchant: string | null;
  salary: boolean;
  refund: boolean;
}): string {
  const { direction, channel, merchant } = a;
  if (channel === "atm") return FALLBACK_TITLES.atm[direction];
  if (a.salary) return merchant ? `Salary from ${merchant}` : "Salary";
  if (a.refund) return merchant ? `Refund from ${merchant}` : "Refund";
  if (!merchant) return FALLBACK_TITLES[channel ?? "account"][direction];
  if (direction === "credit") return `${channel === "upi" ? "UPI from" : "From"} ${merchant}`;
  if (channel === "upi" && !isKnownPayeeName(merchant)) return `UPI to ${merchant}`;
  return merchant;
}
