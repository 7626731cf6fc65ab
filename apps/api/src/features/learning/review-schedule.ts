import { indiaDay } from "@arthshala/contracts/india-time";
import { addDays, indiaDayStart } from "@arthshala/contracts/review-rules";
import { type Card, createEmptyCard, fsrs, type Grade, generatorParameters, Rating } from "ts-fsrs";
import { reviewItems } from "../../platform/db/schema.js";
import type { Tx } from "../../platform/rewards/ledger.js";

/**
 * The Review deck's spaced-repetition schedule: FSRS through ts-fsrs, in whole days (no short-term
 * learning steps) and without fuzz, so a schedule is the same on every instance and in tests. A card is
 * due from 00:00 India time of its due day, so it shows all that day whatever the hour of the review.
 */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

export type ReviewItemRow = typeof reviewItems.$inferSelect;
type ScheduleFields = Omit<ReviewItemRow, "userId" | "cardId" | "createdAt">;

/** A right answer is Good, a wrong one Again (the server has no trustworthy time to say Hard or Easy). */
export const ratingFor = (isCorrect: boolean): Grade => (isCorrect ? Rating.Good : Rating.Again);

/** The stored state as ts-fsrs's card. */
function toCard(row: ScheduleFields): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

/** The state after reviewing `card` at `now` with `rating`, due at the start of its India day. */
export function reviewed(
  row: ScheduleFields | null,
  now: Date,
  rating: Grade,
): { fields: ScheduleFields; dueDay: string } {
  const { card } = scheduler.next(row ? toCard(row) : createEmptyCard(now), now, rating);
  const dueDay = addDays(indiaDay(now), Math.max(1, Math.round(card.scheduled_days)));
  return {
    dueDay,
    fields: {
      due: indiaDayStart(dueDay),
      stability: card.stability,
      difficulty: card.difficulty,
      elapsedDays: card.elapsed_days,
      scheduledDays: card.scheduled_days,
      learningSteps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      lastReview: card.last_review ?? now,
    },
  };
}

/**
 * A learner's first answer to a question was wrong: the card enters their deck, as a first review
 * graded Again, due the next India day. Called in the transaction that records the answer; a card
 * already in the deck stays as it is.
 */
export async function enterReviewDeck(tx: Tx, userId: string, cardId: number, now: Date): Promise<void> {
  const { fields } = reviewed(null, now, Rating.Again);
  await tx
    .insert(reviewItems)
    .values({ userId, cardId, ...fields })
    .onConflictDoNothing();
}
