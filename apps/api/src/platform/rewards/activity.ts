import { finScoreEvents } from "@arthshala/contracts/finscore-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import { applyActiveDay, type StreakEvent, type StreakState } from "@arthshala/contracts/streak-rules";
import { sql } from "drizzle-orm";
import { streakDays } from "../db/schema.js";
import { notify } from "../notifications/notify.js";
import { recordAwards, type Tx } from "./ledger.js";

interface StreakRow {
  streak_count: number;
  streak_last_day: string | null;
  streak_run_start: string | null;
  streak_freezes: number;
}

/**
 * Locks the learner's stats row (creating it if need be) until the transaction ends: a learner's
 * writes that must see each other (completing cards of one course) queue here one after another.
 * Under READ COMMITTED, each statement after the lock sees what the transaction before it committed.
 */
export async function lockLearner(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`
    insert into learner_stats (user_id) values (${userId})
    on conflict (user_id) do update set user_id = excluded.user_id`);
}

/**
 * Marks `now`'s India day as active (a card completed, an article read) and moves the streak: the
 * learner's stats row is locked first, so two requests on one day count it once. Bonuses, freeze
 * notes and notifications are written in the same transaction. Returns what happened to the streak.
 */
export async function recordActiveDay(tx: Tx, userId: string, now: Date): Promise<StreakEvent[]> {
  const day = indiaDay(now);
  const result = await tx.execute(sql`
    insert into learner_stats (user_id) values (${userId})
    on conflict (user_id) do update set user_id = excluded.user_id
    returning streak_count, streak_last_day::text, streak_run_start::text, streak_freezes`);
  const row = (result as unknown as { rows: StreakRow[] }).rows[0] as StreakRow;
  const before: StreakState = {
    count: row.streak_count,
    lastDay: row.streak_last_day,
    runStart: row.streak_run_start,
    freezes: row.streak_freezes,
  };
  const { state, events } = applyActiveDay(before, day);
  if (state === before) return [];

  await tx.insert(streakDays).values({ userId, day }).onConflictDoNothing();
  await tx.execute(sql`
    update learner_stats set streak_count = ${state.count}, streak_last_day = ${state.lastDay},
      streak_run_start = ${state.runStart}, streak_freezes = ${state.freezes}, updated_at = ${now}
    where user_id = ${userId}`);

  const scores = events.flatMap((e) => {
    if (e.kind === "bonus") return [finScoreEvents.streakWeek(e.runStart, e.days)];
    if (e.kind === "freezeUsed") return [finScoreEvents.streakFreezeUsed(e.day, e.streak)];
    return [];
  });
  if (scores.length > 0) await recordAwards(tx, userId, { scores }, now);

  for (const e of events) {
    if (e.kind === "milestone") {
      await notify(
        tx,
        userId,
        {
          kind: "streakMilestone",
          params: { days: e.days },
          dedupeKey: `streak:${state.runStart}:${e.days}`,
        },
        now,
      );
    } else if (e.kind === "lost") {
      await notify(
        tx,
        userId,
        {
          kind: "streakLost",
          params: { days: e.streak, lastDay: e.lastDay },
          dedupeKey: `streak-lost:${e.lastDay}`,
        },
        now,
      );
    } else if (e.kind === "freezeUsed") {
      await notify(
        tx,
        userId,
        { kind: "streakFreezeUsed", params: { day: e.day, days: e.streak }, dedupeKey: `freeze:${e.day}` },
        now,
      );
    }
  }
  return events;
}
