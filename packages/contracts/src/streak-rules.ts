/**
 * Streaks, as pure functions over India-time calendar days ("YYYY-MM-DD"); the server stores the state
 * and the help page explains these same numbers.
 *
 * An active day is one on which the learner completed a card, reviewed a question or read an article. The streak is the
 * run of consecutive active days ending today, or ending yesterday while today is still open. Every
 * 7th day of a run earns a FinScore bonus and a streak freeze (at most 2 held). A missed day uses a
 * held freeze and the run survives; frozen days keep the run but do not add to its count.
 */

export const STREAK_BONUS_EVERY = 7;
export const MAX_FREEZES = 2;
/** Run lengths that send a "well done" notification. */
export const STREAK_MILESTONES = [7, 30, 100] as const;

export interface StreakState {
  /** Active days in the current run. */
  count: number;
  /** The run's last active day, or null before the first. */
  lastDay: string | null;
  /** The run's first active day (keys its bonuses, so a new run earns its own). */
  runStart: string | null;
  freezes: number;
}

export const EMPTY_STREAK: StreakState = { count: 0, lastDay: null, runStart: null, freezes: 0 };

export type StreakEvent =
  | { kind: "freezeUsed"; day: string; streak: number }
  | { kind: "lost"; streak: number; lastDay: string }
  | { kind: "bonus"; runStart: string; days: number }
  | { kind: "freezeEarned"; freezes: number }
  | { kind: "milestone"; days: number };

/** Whole days from a to b (b − a), for calendar days. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The new state after activity on `day`, and what happened on the way (freezes used, a run lost,
 * bonuses and milestones). Activity on a day already counted, or on an earlier day, changes nothing.
 */
export function applyActiveDay(
  state: StreakState,
  day: string,
): { state: StreakState; events: StreakEvent[] } {
  const events: StreakEvent[] = [];
  if (state.lastDay !== null && daysBetween(state.lastDay, day) <= 0) return { state, events };

  let { count, runStart, freezes } = state;
  const missed = state.lastDay === null ? 0 : daysBetween(state.lastDay, day) - 1;
  if (count > 0 && missed > 0 && missed <= freezes) {
    for (let i = 1; i <= missed; i++) {
      events.push({ kind: "freezeUsed", day: addDays(state.lastDay as string, i), streak: count });
    }
    freezes -= missed;
  } else if (count > 0 && missed > 0) {
    // Not enough freezes to bridge the gap: the run ends; held freezes stay for the next one.
    events.push({ kind: "lost", streak: count, lastDay: state.lastDay as string });
    count = 0;
  }
  if (count === 0) runStart = day;
  count += 1;

  if (count % STREAK_BONUS_EVERY === 0) {
    events.push({ kind: "bonus", runStart: runStart as string, days: count });
    if (freezes < MAX_FREEZES) {
      freezes += 1;
      events.push({ kind: "freezeEarned", freezes });
    }
  }
  if ((STREAK_MILESTONES as readonly number[]).includes(count))
    events.push({ kind: "milestone", days: count });
  return { state: { count, lastDay: day, runStart, freezes }, events };
}

/**
 * What the streak pill shows on `today`: the run if it is still alive (last active today or yesterday,
 * or a gap that the held freezes will cover), else 0; and the freezes left once that gap is covered.
 */
export function currentStreak(state: StreakState, today: string): { days: number; freezes: number } {
  if (state.lastDay === null || state.count === 0) return { days: 0, freezes: state.freezes };
  const missed = daysBetween(state.lastDay, today) - 1;
  if (missed <= 0) return { days: state.count, freezes: state.freezes };
  if (missed <= state.freezes) return { days: state.count, freezes: state.freezes - missed };
  return { days: 0, freezes: state.freezes };
}
