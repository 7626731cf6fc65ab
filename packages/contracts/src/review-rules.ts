/**
 * The Review deck's rules, shared by server and browser (zod-free, so the web can import it cheaply).
 *
 * A question a learner answered wrong the first time comes back on a spaced-repetition schedule (FSRS,
 * computed on the server with ts-fsrs in whole days). A card is due from the start (00:00 India time) of
 * its due day. A learner gets at most REVIEW_DAILY_LIMIT cards a day, counting the reviews already done
 * that day, and may answer no more than that many (a further answer is refused); a right answer pays REVIEW_FINSTARS once per card per India day, and at most
 * REVIEW_DAILY_FINSTARS_CAP FinStars a day in all. A review is an active day for the streak.
 */

/** Cards offered per India day, counting the ones already reviewed that day. */
export const REVIEW_DAILY_LIMIT = 5;
/** FinStars a right review answer pays (once per card per India day). */
export const REVIEW_FINSTARS = 1;
/** FinStars review can pay in one India day, all cards together. */
export const REVIEW_DAILY_FINSTARS_CAP = 5;

/** The FinStars source key of a card's review on a day: unique per learner, so a replay pays nothing. */
export const reviewSourceKey = (cardId: number, day: string) => `review:${cardId}:${day}`;

/** The India day `days` after `day` ("YYYY-MM-DD" calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The instant an India day starts (00:00 in Asia/Kolkata, UTC+05:30 all year). */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** What the review calls say when they refuse (Hindi in the API's platform/i18n/messages-hi.ts). */
export const reviewMessages = {
  notInDeck: "This card is not in your review deck.",
  notDue: "This card is not due for review yet.",
  dailyLimit: `You have reviewed ${REVIEW_DAILY_LIMIT} questions today, the most for one day. The rest come back tomorrow.`,
} as const;
