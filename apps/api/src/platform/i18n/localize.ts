import type { Locale } from "@arthshala/contracts/locales";
import { HINDI_CATALOGS } from "./messages-hi.js";
import { LITERALS_HI, PATTERNS_HI } from "./messages-hi-literals.js";

type Dynamic = { pattern: RegExp; hi: (...caught: string[]) => string };
type Text = (...args: unknown[]) => string;

let exact: Map<string, string> | undefined;
let dynamic: Dynamic[] = [];

/** A stand-in for the i-th argument: private-use characters, so no real text or regex syntax clashes. */
const marker = (i: number) => `\uE000${i}\uE001`;
const MARKER = /\uE000\d+\uE001/g;

/**
 * A catalog function's English as a pattern: called with stand-ins for its arguments, the text around
 * them is literal and each stand-in catches what the real call put there, which the Hindi function then
 * gets (as the English wrote it: "2,000", "₹1,500"). A branch on an argument's value (junkMessages.tooMany
 * says "1 minute") is not taken for a stand-in, so the all-ones call is also added as an exact text.
 */
function patternOf(english: Text, hindi: Text): Dynamic {
  const stand = Array.from({ length: english.length }, (_, i) => marker(i));
  const text = english(...stand).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return {
    pattern: new RegExp(`^${text.replace(MARKER, "(.+?)")}$`, "s"),
    hi: (...caught) => hindi(...caught),
  };
}

/** Built on first use from the catalogs (English paired with Hindi by key) and the inline texts. */
function tables(): Map<string, string> {
  if (exact) return exact;
  const texts = new Map<string, string>();
  const patterns: Dynamic[] = [];
  for (const { en, hi } of HINDI_CATALOGS) {
    const hindi = hi as Record<string, string | Text>;
    for (const [key, english] of Object.entries(en as Record<string, string | Text>)) {
      const said = hindi[key];
      if (typeof english === "string" && typeof said === "string") {
        // One English text in several catalogs ("Please fill in all fields."): the first Hindi stays.
        if (!texts.has(english)) texts.set(english, said);
      } else if (typeof english === "function" && typeof said === "function") {
        patterns.push(patternOf(english, said));
        const ones = Array.from({ length: english.length }, () => 1);
        if (!texts.has(english(...ones))) texts.set(english(...ones), said(...ones));
      }
    }
  }
  for (const [english, said] of Object.entries(LITERALS_HI))
    if (!texts.has(english)) texts.set(english, said);
  dynamic = [...patterns, ...PATTERNS_HI];
  exact = texts;
  return texts;
}

function hindiOf(message: string): string | undefined {
  const known = tables().get(message);
  if (known !== undefined) return known;
  for (const { pattern, hi } of dynamic) {
    const match = pattern.exec(message);
    if (match) return hi(...match.slice(1).map((caught) => caught ?? ""));
  }
  return undefined;
}

/** A body path or request part ("transaction.amount", "body.transactions.0.amount", "picture"). */
const FIELD = /^[A-Za-z_][\w.-]*$/;

/**
 * A message the server writes, in the client's language. English comes back unchanged; for Hindi, a
 * known text (a catalog's, or an inline one in messages-hi-literals.ts) is swapped for its Hindi, and a
 * "field: message" keeps its field as written (the web strips it to place the message) while the
 * message after it is translated. A text with no Hindi stays English rather than failing.
 */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale !== "hi") return message;
  const whole = hindiOf(message);
  if (whole !== undefined) return whole;
  const at = message.indexOf(": ");
  if (at > 0 && FIELD.test(message.slice(0, at))) {
    const rest = hindiOf(message.slice(at + 2));
    if (rest !== undefined) return `${message.slice(0, at + 2)}${rest}`;
  }
  return message;
}
