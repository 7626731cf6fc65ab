import { createHash } from "node:crypto";
import { payeeKey } from "@arthshala/contracts/payees";
import { type AlertParseResult, parseBankAlert } from "../expense-tracker/import/alert-parser.js";

/**
 * Reading a forwarded alert mail's text (already parsed from MIME, in memory) with the paste-a-bank-alert
 * reader. A forward wraps the bank's words in the mail app's own lines ("---------- Forwarded message",
 * From:, Date:, Subject:), which name no amount but say "From", a direction word to the reader, so they
 * go first. A bank's e-mail adds a long footer: the whole text is tried, then each paragraph.
 */

const FORWARD_MARKER =
  /^\s*(?:-{2,}\s*(?:forwarded message|original message|अग्रेषित संदेश)\s*-{2,}|begin forwarded message:)\s*$/i;
const FORWARD_HEADER = /^\s*(?:from|sent|date|to|cc|subject|reply-to)\s*:/i;
/** What a reply or forward quotes ("> Rs.450 debited…") is the bank's text: the marks go, the words stay. */
const QUOTE_MARK = /^\s*(?:>\s?)+/;

export function withoutForwardWrapping(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(QUOTE_MARK, ""))
    .filter((line) => !FORWARD_MARKER.test(line) && !FORWARD_HEADER.test(line))
    .join("\n")
    .trim();
}

/** The first reading that finds an alert: the whole text, then each blank-line-separated paragraph. */
export function readForwardedAlert(text: string, today: string): AlertParseResult {
  const clean = withoutForwardWrapping(text);
  const whole = parseBankAlert(clean, today);
  if (whole.ok) return whole;
  for (const paragraph of clean.split(/\n\s*\n/)) {
    if (paragraph.trim() === clean) continue;
    const read = parseBankAlert(paragraph, today);
    if (read.ok) return read;
  }
  return whole;
}

/**
 * The bank's reference number ("Refno 631245789012", "UPI Ref No. …", "reference number is …"), which
 * tells two equal payments on one day apart; null when the alert names none.
 */
export function referenceNumber(text: string): string | null {
  const match = /\b(?:ref(?:erence)?\.?\s*(?:no\.?|number)?(?:\s*is)?|upi)\s*[:.#-]?\s*(\d{9,18})\b/i.exec(
    text,
  );
  return match?.[1] ?? null;
}

/**
 * The key a forwarded alert is saved with (transactions.fingerprint, unique per learner): day, paise,
 * direction and payee as a statement line's key has them (statementFingerprint's shape), with the
 * account's last digits and the reference number, so a second forward of the same alert adds nothing.
 * Kept as a SHA-256 digest: the reference number is the mail's, and the mail's words are not kept.
 */
export function alertFingerprint(a: {
  date: string;
  amountPaise: number;
  direction: "debit" | "credit";
  payee: string | null;
  accountHint: string | null;
  reference: string | null;
}): string {
  const payee = a.payee ? payeeKey(a.payee) : "";
  const key = `${a.date}|${a.amountPaise}|${a.direction}|${payee}|${a.accountHint ?? ""}|${a.reference ?? ""}`;
  return `mail:${createHash("sha256").update(key).digest("hex")}`;
}

export type MailAuth = "pass" | "fail" | "none";

/**
 * The sender check a mail provider on the way wrote into the top-most Authentication-Results header
 * (RFC 8601): "pass" when DKIM or SPF passed, "fail" when one failed and none passed, else "none". A
 * signal only: without a provider in front that strips such headers from the outside, a sender can
 * write one, so nothing is refused for it.
 */
export function mailAuthOf(headerLines: ReadonlyArray<{ key: string; line: string }>): MailAuth {
  const first = headerLines.find((h) => h.key === "authentication-results");
  if (!first) return "none";
  const value = first.line.slice(first.line.indexOf(":") + 1);
  const results = [...value.matchAll(/\b(?:dkim|spf)\s*=\s*([a-z]+)/gi)].map((m) => m[1]!.toLowerCase());
  if (results.includes("pass")) return "pass";
  if (results.some((r) => r === "fail" || r === "softfail" || r === "permerror")) return "fail";
  return "none";
}

/**
 * Gmail's forwarding confirmation: a learner who sets Gmail to forward their bank's alerts by itself must
 * enter a code Gmail mails to the forwarding address. Only the code is passed on (as a notification);
 * the rest of that mail is dropped like any other. Null for any other mail.
 */
export function gmailForwardingCode(mail: {
  from: string | null;
  subject: string;
  text: string;
}): string | null {
  if (!mail.from || !/^forwarding-noreply@google\.com$/i.test(mail.from)) return null;
  const match =
    /Confirmation code:\s*(\d{6,12})\b/i.exec(mail.text) ??
    /^\(#(\d{6,12})\)\s*Gmail Forwarding Confirmation/i.exec(mail.subject);
  return match?.[1] ?? null;
}
