import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "./db/client.js";
import { PeriodicJob } from "./periodic-job.js";

/**
 * Deletes what the privacy policy says we keep only for a while: sent or failed mail and the outbox's
 * copies after 30 days, used or expired sign-in links after a day, feedback and contact messages
 * after 2 years, and rate-limit windows that have ended. Safe on several instances: each statement
 * deletes whatever is old, once.
 */
export async function purgeOldRecords(db: Db, now: Date): Promise<void> {
  const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
  await db.execute(sql`delete from mail_queue where status <> 'pending' and created_at < ${days(30)}`);
  await db.execute(sql`delete from mail_outbox where created_at < ${days(30)}`);
  await db.execute(sql`delete from password_resets where expires_at < ${days(1)}`);
  await db.execute(sql`delete from email_verifications where expires_at < ${days(1)}`);
  await db.execute(sql`delete from feedback where created_at < ${days(730)}`);
  await db.execute(sql`delete from contact_messages where created_at < ${days(730)}`);
  // Throttling counters look back an hour at most (sign-in failures 15 minutes): a day is plenty.
  await db.execute(sql`delete from auth_events where created_at < ${days(1)}`);
  // A rate-limit window that has ended is never read again (the next hit starts it over at 1).
  await db.execute(sql`delete from rate_limit_hits where expires_at < ${now}`);
}

export function registerHousekeeping(app: FastifyInstance): void {
  const job = new PeriodicJob(
    "housekeeping",
    60 * 60 * 1000,
    () => purgeOldRecords(app.db, app.clock.now()),
    app.log,
  );
  app.decorate("housekeeping", job);
  if (app.config.NODE_ENV !== "test") app.addHook("onReady", async () => job.start());
  app.addHook("preClose", async () => job.stop());
}

declare module "fastify" {
  interface FastifyInstance {
    housekeeping: PeriodicJob;
  }
}
