/**
 * The text of a rupee amount box: Indian digit grouping (12,10,000) as the learner types, with the caret
 * kept beside the digit it was next to. Pure, so the box (AmountBox) and its tests share it.
 */

/** Devanagari digits (a Hindi keyboard's ०-९) read as 0-9; one character each, so the caret stays put. */
const toLatinDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

/** What may stand in a typed amount besides digits and one decimal point: grouping, spaces, ₹. */
const AMOUNT_CHARS = /^[\d,\s\u00a0₹.]*$/;
const significant = (char: string | undefined) => char !== undefined && /[\d.]/.test(char);
const digitsOf = (text: string) => text.replace(/[^\d.]/g, "");

/** "1210000" → "12,10,000": the last three digits, then pairs. */
export function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
}

export interface TypedAmount {
  text: string;
  caret: number;
}

/**
 * The box's new text after an edit: `raw` is what the input holds now, `caret` where its caret is,
 * `previous` the text before the edit and `inputType` the edit's kind (InputEvent.inputType). Anything
 * that is not a plain amount (letters, a minus, two points) is left exactly as typed, so the form's
 * check says what is wrong. Paise are kept as typed ("1,250." while the decimal is on its way; a third
 * decimal is the check's to refuse). A delete that only took out a comma takes out the digit beside it,
 * as it would in a box without commas.
 */
export function formatTypedAmount(
  raw: string,
  caret: number,
  edit: { previous?: string; inputType?: string } = {},
): TypedAmount {
  let text = toLatinDigits(raw);
  if (!AMOUNT_CHARS.test(text) || (text.match(/\./g)?.length ?? 0) > 1) return { text: raw, caret };
  let at = Math.min(Math.max(caret, 0), text.length);
  const onlyCommaGone =
    edit.previous !== undefined && text !== edit.previous && digitsOf(text) === digitsOf(edit.previous);
  if (onlyCommaGone && edit.inputType === "deleteContentBackward") {
    let i = at - 1;
    while (i >= 0 && !significant(text[i])) i--;
    if (i >= 0) {
      text = text.slice(0, i) + text.slice(i + 1);
      at = i;
    }
  } else if (onlyCommaGone && edit.inputType === "deleteContentForward") {
    let i = at;
    while (i < text.length && !significant(text[i])) i++;
    if (i < text.length) text = text.slice(0, i) + text.slice(i + 1);
  }
  // How many digits (and the point) stand before the caret: it goes back after as many.
  let before = 0;
  for (let i = 0; i < at; i++) if (significant(text[i])) before++;
  const [typedWhole = "", paise] = digitsOf(text).split(".");
  const whole = typedWhole.replace(/^0+(?=\d)/, "");
  before = Math.max(0, before - (typedWhole.length - whole.length));
  const out = groupIndian(whole) + (paise === undefined ? "" : `.${paise}`);
  let pos = 0;
  for (let seen = 0; seen < before && pos < out.length; pos++) if (significant(out[pos])) seen++;
  return { text: out, caret: pos };
}

/** An amount the form holds (rupees, or null when empty) as the box shows it: 120000 → "1,20,000". */
export function amountText(value: unknown): string {
  if (typeof value === "string") return formatTypedAmount(value, 0).text;
  if (typeof value !== "number" || !Number.isFinite(value)) return "";
  const [whole = "", paise] = String(value).split(".");
  if (whole.includes("e")) return String(value);
  const sign = whole.startsWith("-") ? "-" : "";
  return `${sign}${groupIndian(whole.replace("-", ""))}${paise === undefined ? "" : `.${paise}`}`;
}

/**
 * A typed amount as rupees: "12,10,000.50", "₹500", "५००" read; empty is null (the form says "fill in");
 * anything else is NaN (the form says it is not an amount).
 */
export function readAmount(text: unknown): number | null {
  if (typeof text === "number") return text;
  const cleaned = toLatinDigits(String(text ?? "")).replace(/[,\s\u00a0₹]/g, "");
  return cleaned === "" ? null : Number(cleaned);
}

/** Whether the box's text already stands for the form's value (so the box keeps what was typed). */
export function sameAmount(text: string, value: unknown): boolean {
  const read = readAmount(text);
  if (read === null) return value === null || value === undefined || value === "";
  if (Number.isNaN(read)) return typeof value === "number" && Number.isNaN(value);
  return read === value;
}
