import { finScoreEvents } from "@arthshala/contracts/finscore-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import { MONTH_NAMES } from "@arthshala/contracts/tracker-rules";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../platform/clock.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { mayProcess } from "../../platform/guardian/state.js";
import { PeriodicJob } from "../../platform/periodic-job.js";
import { recordAwards } from "../../platform/rewards/ledger.js";

/** How many learner-months one transaction scores; the job loops until none are left. */
const BATCH = 200;

/**
 * Month-end FinScore for monthly budgets: once a month is over (India time), each learner's monthly
 * budget is scored once, +15 within it or −10 over it. Safe with several app instances: each batch
 * claims its budget rows with FOR UPDATE SKIP LOCKED, so two instances never score the same
 * learner-month, and the ledger's key would refuse a second score anyway. Months missed while the app
 * was down are simply still unscored, so the next run catches up. Returns how many it scored.
 */
export async function scoreFinishedMonths(db: Db, clock: Clock): Promise<number> {
  let scored = 0;
  for (;;) {
    const now = clock.now();
    const current = indiaDay(now).slice(0, 7);
    const done = await db.transaction(async (tx) => {
      const due = await selectRows<{
        id: number;
        user_id: string;
        year: number;
        month: number;
        limit_paise: number;
        spent_paise: number;
      }>(
        tx,
        sql`select b.id, b.user_id, b.year, b.month, b.limit_paise::float8 as limit_paise,
            coalesce((select sum(t.amount_paise) from transaction_month_totals t
              where t.user_id = b.user_id and t.month_start = make_date(b.year, b.month, 1)
                and t.type = 'expense'), 0)::float8 as spent_paise
          from budgets b
          where b.category = 'Monthly' and b.evaluated_at is null
            and make_date(b.year, b.month, 1) < ${`${current}-01`}::date
            and ${mayProcess(sql`b.user_id`)}
          order by b.year, b.month, b.id
          limit ${BATCH}
          for update of b skip locked`,
      );
      for (const b of due) {
        const month = `${b.year}-${String(b.month).padStart(2, "0")}`;
        const label = `${MONTH_NAMES[b.month - 1]} ${b.year}`;
        const event =
          Number(b.spent_paise) <= Number(b.limit_paise)
            ? finScoreEvents.budgetKept(month, label)
            : finScoreEvents.budgetMissed(month, label);
        await recordAwards(tx, b.user_id, { scores: [event] }, now);
      }
      if (due.length > 0) {
        await tx.execute(sql`update budgets set evaluated_at = ${now}
          where id in (${sql.join(
            due.map((b) => sql`${b.id}`),
            sql`, `,
          )})`);
      }
      return due.length;
    });
    scored += done;
    if (done < BATCH) return scored;
  }
}

/** Month-end scoring looks for finished months this often (and at start). */
const MONTH_END_EVERY_MS = 10 * 60 * 1000;

/**
 * The job every instance runs (tests run it on demand, at the time their clock says, so it is not
 * started under NODE_ENV=test).
 */
export function registerMonthEndJob(app: FastifyInstance): void {
  const job = new PeriodicJob(
    "month-end budget scoring",
    MONTH_END_EVERY_MS,
    () => scoreFinishedMonths(app.db, app.clock),
    app.log,
  );
  app.decorate("monthEndJob", job);
  if (app.config.NODE_ENV !== "test") app.addHook("onReady", async () => job.start());
  app.addHook("preClose", async () => job.stop());
}

declare module "fastify" {
  interface FastifyInstance {
    /** Month-end budget scoring (tests run it on demand). */
    monthEndJob: PeriodicJob;
  }
}
