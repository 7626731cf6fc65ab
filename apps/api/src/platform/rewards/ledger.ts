import { indiaDay } from "@arthshala/contracts/india-time";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { finscoreLedger, finstarLedger, streakDays } from "../db/schema.js";

/** The transaction handle drizzle gives inside db.transaction(). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Awards are idempotent: each has a source key (e.g. "card:42") unique per learner, so a repeat pays
 * nothing. Returns the amount actually awarded by this call.
 */
export async function awardFinStars(
  tx: Tx | Db,
  userId: string,
  amount: number,
  sourceKey: string,
  description: string,
): Promise<number> {
  if (amount <= 0) return 0;
  const rows = await tx
    .insert(finstarLedger)
    .values({ userId, change: amount, sourceKey, description })
    .onConflictDoNothing()
    .returning({ change: finstarLedger.change });
  return rows[0]?.change ?? 0;
}

/** A FinScore change (signed); the score is the clamped sum, derived when read. */
export async function recordFinScore(
  tx: Tx | Db,
  userId: string,
  change: number,
  sourceKey: string,
  description: string,
): Promise<number> {
  if (change === 0) return 0;
  const rows = await tx
    .insert(finscoreLedger)
    .values({ userId, change, sourceKey, description })
    .onConflictDoNothing()
    .returning({ change: finscoreLedger.change });
  return rows[0]?.change ?? 0;
}

/** Marks today (India time) as an active day for streaks. */
export async function recordActiveDay(tx: Tx | Db, userId: string, at = new Date()): Promise<void> {
  await tx
    .insert(streakDays)
    .values({ userId, day: indiaDay(at) })
    .onConflictDoNothing();
}

export async function finStarBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${finstarLedger.change}), 0)::int` })
    .from(finstarLedger)
    .where(sql`${finstarLedger.userId} = ${userId}`);
  return row?.total ?? 0;
}
