import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import {
  type Redemption,
  type RedemptionStatus,
  redemptionSourceKey,
  refundSourceKey,
  rewardMessages,
} from "@arthshala/contracts/rewards";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type Db, selectRows } from "../../platform/db/client.js";
import { isUniqueViolation } from "../../platform/db/errors.js";
import { AppError, conflict, notFound } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { mailLanguage } from "../../platform/mail/compose.js";
import { createLearnerStats } from "../../platform/rewards/learner-stats.js";
import { recordAwards, type Tx } from "../../platform/rewards/ledger.js";
import { readSiteSettings } from "../site/settings.js";
import { lowStockMail, rewardIssuedMail } from "./mails.js";
import { type PerkRow, SELECT_PERKS, stockOf, visibleTo } from "./perks.js";

interface RedemptionRow {
  id: string;
  perk_id: number;
  perk_title: string;
  price: number;
  status: RedemptionStatus;
  code: string | null;
  instructions: string;
  terms: string;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

const SELECT_REDEMPTIONS = sql`select r.id, r.perk_id, p.title as perk_title, r.price, r.status,
  c.code, p.instructions, p.terms, r.created_at, r.reviewed_at
  from redemptions r join perks p on p.id = r.perk_id left join perk_codes c on c.id = r.code_id`;

const iso = (at: Date | string) => new Date(at).toISOString();

/** What the learner sees: the code and instructions only once issued (never while held for review). */
export function presentRedemption(r: RedemptionRow): Redemption {
  const issued = r.status === "issued";
  return {
    id: r.id,
    perk_id: r.perk_id,
    perk_title: r.perk_title,
    price: r.price,
    status: r.status,
    code: issued ? r.code : null,
    instructions: issued && r.instructions ? r.instructions : null,
    terms: r.terms,
    created_at: iso(r.created_at),
    reviewed_at: r.reviewed_at === null ? null : iso(r.reviewed_at),
  };
}

/** The learner's redemptions, newest first. */
export async function listRedemptions(db: Db, userId: string): Promise<Redemption[]> {
  const rows = await selectRows<RedemptionRow>(
    db,
    sql`${SELECT_REDEMPTIONS} where r.user_id = ${userId} order by r.created_at desc, r.id`,
  );
  return rows.map(presentRedemption);
}

/** One of the learner's redemptions; someone else's answers 404, exactly as a missing one. */
export async function ownRedemption(db: Db | Tx, userId: string, id: string): Promise<Redemption> {
  const [row] = await selectRows<RedemptionRow>(
    db as Db,
    sql`${SELECT_REDEMPTIONS} where r.id = ${id} and r.user_id = ${userId}`,
  );
  if (!row) throw notFound(rewardMessages.notFound);
  return presentRedemption(row);
}

async function byKey(db: Db | Tx, userId: string, key: string) {
  const [row] = await selectRows<{ id: string; perk_id: number }>(
    db as Db,
    sql`select id, perk_id from redemptions where user_id = ${userId} and idempotency_key = ${key}`,
  );
  return row;
}

/** A replay: the same key names the redemption it made; the same key for another perk is a 409. */
async function replayOf(db: Db, userId: string, perkId: number, found: { id: string; perk_id: number }) {
  if (found.perk_id !== perkId) throw conflict(rewardMessages.keyReused);
  return { redemption: await ownRedemption(db, userId, found.id), replay: true };
}

interface Learner {
  fin_stars: number;
  created_at: Date | string;
  email: string;
  email_verified: boolean;
  name: string;
  language: string | null;
}

/**
 * Redeems a perk (DESIGN.md section 4: redemptions are money). One transaction: the learner's totals row
 * is locked first, so one learner's redemptions (and replays of one key) run one after another; the key
 * is looked up again under that lock; the per-period limit and the balance are checked; one unclaimed
 * code is claimed (FOR UPDATE SKIP LOCKED: racing learners each take a different code, and when none is
 * left the loser hears "out of stock"); the ledger is debited under a source key derived from the
 * Idempotency-Key and learner_stats moved by the same amount (its check keeps it from going below 0).
 * An account younger than REWARDS_COOLING_OFF_DAYS waits for an Admin: its code is held, not shown.
 */
export async function redeem(
  app: FastifyInstance,
  userId: string,
  perkId: number,
  key: string,
  locale: Locale,
): Promise<{ redemption: Redemption; replay: boolean }> {
  const db = app.db;
  const earlier = await byKey(db, userId, key);
  if (earlier) return replayOf(db, userId, perkId, earlier);
  const now = app.clock.now();
  let stockAlert: { id: number; title: string; stock: number } | null = null;
  try {
    const made = await db.transaction(async (tx) => {
      await createLearnerStats(tx, userId);
      const [learner] = await selectRows<Learner>(
        tx as unknown as Db,
        sql`select s.fin_stars, u.created_at, u.email, u.email_verified_at is not null as email_verified,
          u.name, u.language from learner_stats s join users u on u.id = s.user_id
          where s.user_id = ${userId} for update of s`,
      );
      if (!learner) throw notFound();
      const again = await byKey(tx, userId, key);
      if (again) return { replayOf: again };

      const [perk] = await selectRows<PerkRow>(
        tx as unknown as Db,
        sql`${SELECT_PERKS} where p.id = ${perkId} and ${visibleTo(userId, locale)}`,
      );
      if (!perk) throw notFound(rewardMessages.notFound);
      const today = indiaDay(now);
      if (
        perk.suspended ||
        (perk.valid_from !== null && today < perk.valid_from) ||
        (perk.valid_until !== null && today > perk.valid_until)
      )
        throw conflict(rewardMessages.unavailable);

      const [used] = await selectRows<{ n: number }>(
        tx as unknown as Db,
        sql`select count(*)::int as n from redemptions where user_id = ${userId} and perk_id = ${perkId}
          and status <> 'rejected'
          and created_at > ${now}::timestamptz - make_interval(days => ${perk.limit_period_days})`,
      );
      if ((used?.n ?? 0) >= perk.per_learner_limit)
        throw conflict(rewardMessages.limitReached(perk.per_learner_limit, perk.limit_period_days));
      if (learner.fin_stars < perk.price) throw conflict(rewardMessages.notEnoughStars);

      let code: { id: number; code: string } | undefined;
      if (perk.fulfilment === "code") {
        [code] = await selectRows<{ id: number; code: string }>(
          tx as unknown as Db,
          sql`update perk_codes set claimed_at = ${now} where id = (
            select id from perk_codes where perk_id = ${perkId} and claimed_at is null
            order by id limit 1 for update skip locked) returning id, code`,
        );
        if (!code) throw conflict(rewardMessages.outOfStock);
      }

      const coolingDays = app.config.REWARDS_COOLING_OFF_DAYS;
      const young = now.getTime() - new Date(learner.created_at).getTime() < coolingDays * 86_400_000;
      const status: RedemptionStatus = young ? "pending_review" : "issued";
      const [row] = await selectRows<{ id: string }>(
        tx as unknown as Db,
        sql`insert into redemptions (user_id, perk_id, idempotency_key, price, status, code_id, created_at)
          values (${userId}, ${perkId}, ${key}, ${perk.price}, ${status}, ${code?.id ?? null}, ${now})
          returning id`,
      );
      await debit(tx, userId, perk.price, redemptionSourceKey(key), `Redeemed: ${perk.title}`, now);

      if (status === "issued") await mailIssued(app, tx, learner, perk, code?.code ?? null);
      if (code) {
        const left = Number(stockOf(perk)) - 1;
        if (left <= perk.low_stock_at) {
          const marked = await selectRows<{ id: number }>(
            tx as unknown as Db,
            sql`update perks set low_stock_alerted_at = ${now} where id = ${perkId}
              and low_stock_alerted_at is null returning id`,
          );
          if (marked.length) stockAlert = { id: perk.id, title: perk.title, stock: Math.max(left, 0) };
        }
      }
      return { id: row!.id };
    });
    if ("replayOf" in made) return replayOf(db, userId, perkId, made.replayOf!);
    if (stockAlert) await alertLowStock(app, stockAlert);
    app.mailQueue.worker.kick();
    return { redemption: await ownRedemption(db, userId, made.id), replay: false };
  } catch (err) {
    // Two first tries of one key on two instances: the unique key lets one in; the other replays it.
    if (isUniqueViolation(err)) {
      const found = await byKey(db, userId, key);
      if (found) return replayOf(db, userId, perkId, found);
    }
    throw err;
  }
}

/** A debit of the ledger and the learner's totals by the same amount, in the caller's transaction. */
async function debit(
  tx: Tx,
  userId: string,
  amount: number,
  sourceKey: string,
  description: string,
  now: Date,
) {
  const written = await selectRows<{ id: number }>(
    tx as unknown as Db,
    sql`insert into finstar_ledger (user_id, change, description, source_key, created_at)
      values (${userId}, ${-amount}, ${description}, ${sourceKey}, ${now})
      on conflict (user_id, source_key) do nothing returning id`,
  );
  // The key is new under the learner's lock, so a conflict here means a bug: never pay twice, never skip.
  if (written.length !== 1) throw new AppError(409, rewardMessages.keyReused);
  await tx.execute(sql`update learner_stats set fin_stars = fin_stars - ${amount}, updated_at = ${now}
    where user_id = ${userId}`);
}

async function mailIssued(
  app: FastifyInstance,
  tx: Tx,
  learner: Pick<Learner, "email" | "email_verified" | "name" | "language">,
  perk: Pick<PerkRow, "title" | "instructions" | "terms">,
  code: string | null,
) {
  if (!learner.email_verified) return;
  const language = mailLanguage(learner.language);
  await app.mailQueue.enqueue(
    "reward_issued",
    rewardIssuedMail(language, learner.email, {
      name: learner.name,
      perk: perk.title,
      code,
      instructions: perk.instructions,
      terms: perk.terms,
      link: `${publicOrigin(app.config)}/rewards/mine`,
    }),
    tx,
  );
}

async function alertLowStock(app: FastifyInstance, perk: { id: number; title: string; stock: number }) {
  const to = (await readSiteSettings(app.db, app.config.SUPPORT_EMAIL)).support_email;
  if (!to) return;
  await app.mailQueue.enqueue(
    "reward_stock",
    lowStockMail(to, perk, `${publicOrigin(app.config)}/admin/rewards`),
  );
}

/**
 * An Admin's decision on a redemption held for review. Approving issues the held code (and mails it);
 * rejecting gives the code back to the stock and refunds the FinStars (source key refund:<id>, once).
 */
export async function review(
  app: FastifyInstance,
  id: string,
  decision: "approve" | "reject",
): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [row] = await selectRows<{
      user_id: string;
      perk_id: number;
      price: number;
      code_id: number | null;
    }>(
      tx as unknown as Db,
      sql`select user_id, perk_id, price, code_id from redemptions where id = ${id}
        and status = 'pending_review' for update`,
    );
    if (!row) throw conflict(rewardMessages.notPending);
    if (decision === "approve") {
      await tx.execute(sql`update redemptions set status = 'issued', reviewed_at = ${now} where id = ${id}`);
      const [info] = await selectRows<Learner & PerkRow & { code: string | null }>(
        tx as unknown as Db,
        sql`select u.email, u.email_verified_at is not null as email_verified, u.name, u.language,
          p.title, p.instructions, p.terms, c.code from redemptions r join users u on u.id = r.user_id
          join perks p on p.id = r.perk_id left join perk_codes c on c.id = r.code_id where r.id = ${id}`,
      );
      if (info) await mailIssued(app, tx, info, info, info.code);
      return;
    }
    await tx.execute(sql`update redemptions set status = 'rejected', code_id = null, reviewed_at = ${now}
      where id = ${id}`);
    if (row.code_id !== null)
      await tx.execute(sql`update perk_codes set claimed_at = null where id = ${row.code_id}`);
    const [perk] = await selectRows<{ title: string }>(
      tx as unknown as Db,
      sql`select title from perks where id = ${row.perk_id}`,
    );
    await recordAwards(
      tx,
      row.user_id,
      {
        stars: {
          amount: row.price,
          sourceKey: refundSourceKey(id),
          description: `Refund: ${perk?.title ?? "reward"}`,
        },
      },
      now,
    );
  });
  app.mailQueue.worker.kick();
}
