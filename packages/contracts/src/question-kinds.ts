/**
 * The answers of true/false, numeric and put-in-order questions (issue 42): how a learner's answer is
 * read, stored and judged. Pure and zod-free, so the server's judge and the browser's draft checks are
 * one rule.
 *
 * Wire formats (the `userAnswer` a client sends):
 * - true_false: "true" or "false".
 * - numeric: the text the learner typed, as typed ("₹1,20,000", "12.5%", "१२००"). A ₹/Rs/INR prefix
 *   or a % suffix is decoration and never changes the value. Text that is not a number at all is
 *   refused (400, nothing recorded: a typo does not cost the learner their one answer); a number
 *   outside the tolerance is simply wrong. At most 2 decimals (more is refused the same way).
 *   Stored as the plain number ("120000", "12.5").
 * - order: a JSON array of the step texts, in the learner's order, in the language they were shown
 *   (`["Compare rates","Open the FD","Keep the receipt"]`); JSON because a step may hold a comma.
 *   Every step exactly once. Stored as that JSON in English; the card's correct_answer is the JSON of
 *   its options (the steps in the right order), which learners receive only after answering: their
 *   copy of the options comes in `shuffledOrder`, never the right order.
 */

/** Every kind of question a card may ask. */
export const QUESTION_TYPES = [
  "mcq_single",
  "mcq_multiple",
  "subjective",
  "true_false",
  "numeric",
  "order",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const ANSWER_UNITS = ["rupees", "percent", "number"] as const;
export type AnswerUnit = (typeof ANSWER_UNITS)[number];

/** The most steps an order question has, and the fewest. */
export const ORDER_MIN_STEPS = 3;
export const ORDER_MAX_STEPS = 6;
/** A step's length: six of them, JSON-quoted, stay well inside an answer's 2000 characters. */
export const ORDER_STEP_MAX = 200;

/** The largest magnitude a numeric answer may have: 13 integer digits keeps hundredths exact in a double. */
const MAX_INTEGER_DIGITS = 13;
const MAX_TYPED = 40;

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०-९) as ASCII ones; everything else as it is. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

// 1200 | 1,200 | 1,200,000 (groups of three) | 1,20,000 / 12,34,567 (Indian: lakhs and crores in pairs)
const INTEGER_PART = /^(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})$/;

export type NumberReading =
  | { ok: true; hundredths: number }
  | { ok: false; problem: "notANumber" | "tooPrecise" };

/**
 * What a person typed, as an exact count of hundredths (no float arithmetic): "1200", "1,200",
 * "₹1,200", "Rs. 1,20,000", "12.5%", " 1200.50 ", "-250", "१२००", ".5". Extra trailing zeros are
 * fine ("1.500"); a third significant decimal is "tooPrecise"; anything else is "notANumber".
 */
export function readNumber(typed: string): NumberReading {
  const notANumber = { ok: false, problem: "notANumber" } as const;
  if (typed.length > MAX_TYPED) return notANumber;
  let s = asciiDigits(typed)
    .trim()
    .replace(/\u2212/g, "-");
  let negative = false;
  if (s.startsWith("-")) {
    negative = true;
    s = s.slice(1).trimStart();
  }
  s = s.replace(/^(?:₹|rs\.?|inr)\s*/i, "");
  if (!negative && s.startsWith("-")) {
    negative = true;
    s = s.slice(1);
  }
  s = s.replace(/\s*%$/, "");
  const match = /^(\d[\d,]*)?(?:\.(\d*))?$/.exec(s);
  if (!match || (match[1] === undefined && !match[2])) return notANumber;
  const [, whole = "0", fraction = ""] = match;
  if (!INTEGER_PART.test(whole)) return notANumber;
  const digits = whole.replace(/,/g, "").replace(/^0+(?=\d)/, "");
  if (digits.length > MAX_INTEGER_DIGITS) return notANumber;
  const cents = fraction.replace(/0+$/, "");
  if (cents.length > 2) return { ok: false, problem: "tooPrecise" };
  const hundredths = Number(digits) * 100 + Number(cents.padEnd(2, "0"));
  return { ok: true, hundredths: negative && hundredths !== 0 ? -hundredths : hundredths };
}

/** Hundredths as the plain number a card stores: 120000 → "1200", 1250 → "12.5", -5 → "-0.05". */
export function hundredthsText(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${sign}${whole}${cents ? `.${cents}` : ""}`;
}

/** A stored plain number ("12.5") or a tolerance given as a number (0.5) in hundredths; null if neither. */
export function toHundredths(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const read = readNumber(typeof value === "number" ? String(value) : value);
  return read.ok ? read.hundredths : null;
}

/** A numeric answer is right when it is within the tolerance (both ends included) of the key. */
export function isNumberWithin(correct: string, toleranceHundredths: number, typed: string): boolean {
  const want = toHundredths(correct);
  const got = readNumber(typed);
  if (want === null || !got.ok) return false;
  return Math.abs(got.hundredths - want) <= Math.max(0, toleranceHundredths);
}

/** true/false answers. */
export const TRUE_FALSE = ["true", "false"] as const;
export const isTrueFalse = (answer: string): answer is "true" | "false" =>
  answer === "true" || answer === "false";

/** An order answer's steps, or null when it is not a JSON array of texts (at most 20 of them). */
export function readSteps(answer: string): string[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > 20 || !parsed.every((s) => typeof s === "string"))
    return null;
  return parsed as string[];
}

/** An order answer on the wire and in storage. */
export const stepsAnswer = (steps: readonly string[]): string => JSON.stringify(steps);

/** Whether `steps` holds each of `options` exactly once (any order). */
export function isPermutationOf(steps: readonly string[], options: readonly string[]): boolean {
  if (steps.length !== options.length || new Set(steps).size !== steps.length) return false;
  return steps.every((s) => options.includes(s));
}

/** An order answer is right when its steps are the key's, in the key's order. */
export function isSameOrder(correct: string, answer: string): boolean {
  const want = readSteps(correct);
  const got = readSteps(answer);
  return want !== null && got !== null && want.length === got.length && want.every((s, i) => s === got[i]);
}

/** A small seeded generator (mulberry32): the same card always shows the same shuffle. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order a card's steps are shown in: position i shows step `order[i]` of the right order. The
 * same for a card every time and in every language (it depends on the card's id and step count only),
 * and never the right order itself (for two or more steps).
 */
export function shuffledOrder(count: number, seed: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const random = seeded(seed * 2654435761 + count);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  if (count > 1 && order.every((v, i) => v === i)) order.push(order.shift()!);
  return order;
}

/** The steps as a learner first sees them. */
export function shuffledSteps<T>(steps: readonly T[], seed: number): T[] {
  return shuffledOrder(steps.length, seed).map((i) => steps[i]!);
}

/** Why an answer of a new kind was refused: a key of learning-rules' learningMessages. */
export type KindAnswerProblem =
  | "answerNotANumber"
  | "answerTooPrecise"
  | "answerNotTrueFalse"
  | "answerOrderFormat"
  | "answerOrderSteps";

/**
 * A true/false, numeric or order answer as it is stored (see the wire formats above), or why it is
 * refused. `options` are the order question's steps in the language the answer is in.
 */
export function storedAnswer(
  kind: "true_false" | "numeric" | "order",
  options: readonly string[],
  raw: string,
): { ok: true; answer: string } | { ok: false; problem: KindAnswerProblem } {
  const answer = raw.trim();
  if (kind === "true_false") {
    const said = answer.toLowerCase();
    return isTrueFalse(said) ? { ok: true, answer: said } : { ok: false, problem: "answerNotTrueFalse" };
  }
  if (kind === "numeric") {
    const read = readNumber(answer);
    return read.ok
      ? { ok: true, answer: hundredthsText(read.hundredths) }
      : { ok: false, problem: read.problem === "tooPrecise" ? "answerTooPrecise" : "answerNotANumber" };
  }
  const steps = readSteps(answer);
  if (steps === null) return { ok: false, problem: "answerOrderFormat" };
  const trimmed = steps.map((s) => s.trim());
  return isPermutationOf(trimmed, options)
    ? { ok: true, answer: stepsAnswer(trimmed) }
    : { ok: false, problem: "answerOrderSteps" };
}

export const isNewKind = (kind: string | null): kind is "true_false" | "numeric" | "order" =>
  kind === "true_false" || kind === "numeric" || kind === "order";
