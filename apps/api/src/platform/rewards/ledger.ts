import { clampFinScore, type FinScoreEvent } from "@arthshala/contracts/finscore-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import { weekStart } from "@arthshala/contracts/leaderboard-rules";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { finscoreLedger, finstarLedger } from "../db/schema.js";

/** The transaction handle drizzle gives inside db.transaction(). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Awards {
  stars?: { amount: number; sourceKey: string; description: string };
  scores?: FinScoreEvent[];
}

export interface Awarded {
  stars: number;
  score: number;
  /** The FinScore events this call wrote (a repeat writes none). */
  written: FinScoreEvent[];
}

/**
 * Writes awards to the FinStars and FinScore ledgers and moves the learner's totals by exactly what was
 * written, in the caller's transaction. Each award has a source key (e.g. "card:42") unique per
 * learner, so a repeat writes and pays nothing. Call inside a transaction.
 */
export async function recordAwards(tx: Tx, userId: string, awards: Awards, now: Date): Promise<Awarded> {
  let stars = 0;
  if (awards.stars && awards.stars.amount > 0) {
    const rows = await tx
      .insert(finstarLedger)
      .values({ userId, change: awards.stars.amount, ...pick(awards.stars), createdAt: now })
      .onConflictDoNothing()
      .returning({ change: finstarLedger.change });
    stars = rows[0]?.change ?? 0;
  }

  const events = awards.scores ?? [];
  let written: FinScoreEvent[] = [];
  if (events.length > 0) {
    const rows = await tx
      .insert(finscoreLedger)
      .values(
        events.map((e) => ({
          userId,
          change: e.change,
          sourceKey: e.sourceKey,
          description: e.description,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ sourceKey: finscoreLedger.sourceKey });
    const keys = new Set(rows.map((r) => r.sourceKey));
    written = events.filter((e) => keys.has(e.sourceKey));
  }
  const score = written.reduce((sum, e) => sum + e.change, 0);
  const modules = written.filter((e) => e.rule === "moduleFinished").length;
  if (stars !== 0 || score !== 0 || modules !== 0) {
    await addToTotals(tx, userId, { stars, score, modules }, now);
  }
  return { stars, score, written };
}

const pick = (s: { sourceKey: string; description: string }) => ({
  sourceKey: s.sourceKey,
  description: s.description,
});

/**
 * Relative updates, so parallel awards to one learner add up. The week's gain restarts when an award
 * lands in a new India week (Monday 00:00 in Asia/Kolkata).
 */
async function addToTotals(
  tx: Tx,
  userId: string,
  delta: { stars: number; score: number; modules: number },
  now: Date,
): Promise<void> {
  const week = weekStart(indiaDay(now));
  await tx.execute(sql`
    insert into learner_stats
      (user_id, fin_stars, finscore_sum, fin_score, week_start, week_score, modules_completed, updated_at)
    values (${userId}, ${delta.stars}, ${delta.score}, ${clampFinScore(delta.score)}, ${week},
      ${delta.score}, ${delta.modules}, ${now})
    on conflict (user_id) do update set
      fin_stars = learner_stats.fin_stars + excluded.fin_stars,
      finscore_sum = learner_stats.finscore_sum + excluded.finscore_sum,
      fin_score = least(greatest(learner_stats.finscore_sum + excluded.finscore_sum, 0), 1000),
      week_score = case when learner_stats.week_start = excluded.week_start
        then learner_stats.week_score + excluded.week_score else excluded.week_score end,
      week_start = excluded.week_start,
      modules_completed = learner_stats.modules_completed + excluded.modules_completed,
      updated_at = excluded.updated_at`);
}
