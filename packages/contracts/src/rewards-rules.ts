/**
 * Rewards (issue 41): perks a learner redeems FinStars for. Pure rules and the messages both sides say;
 * the schemas are in rewards.ts. The server decides every price, balance and stock (DESIGN.md section 4).
 */

/** "code": each redemption takes one uploaded code; "instructions": no code, unlimited stock. */
export const PERK_FULFILMENTS = ["code", "instructions"] as const;
export type PerkFulfilment = (typeof PERK_FULFILMENTS)[number];

/** Built-in pictures for a perk without an uploaded one (the web draws them). */
export const PERK_ICONS = ["gift", "sticker", "certificate", "donation", "book"] as const;
export type PerkIcon = (typeof PERK_ICONS)[number];

export const PERK_LANGUAGES = ["en", "hi"] as const;

/** issued: the code or instructions are the learner's; pending_review: held for an Admin (cooling-off). */
export const REDEMPTION_STATUSES = ["issued", "pending_review", "rejected"] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const PERK_TITLE_MAX = 80;
export const PERK_DESCRIPTION_MAX = 600;
export const PERK_TERMS_MAX = 2000;
export const PERK_INSTRUCTIONS_MAX = 1000;
export const PERK_PRICE_MAX = 100_000;
export const PERK_LIMIT_MAX = 100;
export const PERK_PERIOD_DAYS_MAX = 366;
export const CODE_MAX = 100;
/** Codes one upload may add; a bigger batch is several uploads. */
export const CODES_PER_UPLOAD_MAX = 5000;
/** The CSV text of one upload (5,000 codes of up to 100 characters fit). */
export const CODES_CSV_MAX_CHARS = 600_000;
export const LOW_STOCK_DEFAULT = 5;

/** What a client sends as its Idempotency-Key: a random id it keeps for one attempt and its retries. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** The FinStars ledger's source keys: the debit is derived from the idempotency key, so a replay pays once. */
export const redemptionSourceKey = (idempotencyKey: string) => `redeem:${idempotencyKey}`;
export const refundSourceKey = (redemptionId: string) => `refund:${redemptionId}`;

export const rewardMessages = {
  notFound: "This reward does not exist.",
  outOfStock: "Sorry, this reward is out of stock.",
  notEnoughStars: "You don't have enough FinStars for this reward yet.",
  limitReached: (limit: number, days: number) =>
    `You can redeem this reward ${limit} time(s) in ${days} days, and you have reached that.`,
  unavailable: "This reward is not available right now.",
  keyReused: "This Idempotency-Key was already used for another reward.",
  keyNeeded: "Send an Idempotency-Key header: 8 to 100 letters, digits, - or _.",
  notPending: "This redemption is not waiting for review.",
  codesNeeded: "The file has no codes.",
  tooManyCodes: (max: number) => `Upload at most ${max} codes at a time.`,
  codeTooLong: (line: number, max: number) => `Line ${line}: a code has at most ${max} characters.`,
  codeBadCharacters: (line: number) => `Line ${line}: a code must not contain control characters.`,
  csvUnreadable: "The file is not a CSV we can read.",
  codesOnlyForCodePerks: "This reward gives instructions, not codes.",
  titleNeeded: "Please enter a title.",
  priceRange: `The price is a whole number of FinStars from 1 to ${PERK_PRICE_MAX.toLocaleString("en-IN")}.`,
  windowOrder: "The last day cannot be before the first day.",
  instructionsNeeded: "Write the instructions the learner gets.",
} as const;

/** Whether an India day lies in a perk's validity window (either end may be open). */
export function inWindow(day: string, from: string | null, until: string | null): boolean {
  return (from === null || day >= from) && (until === null || day <= until);
}
