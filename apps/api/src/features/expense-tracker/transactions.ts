import { setImmediate as nextTurn } from "node:timers/promises";
import { finScoreEvents } from "@arthshala/contracts/finscore-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import { CASH_CATEGORY } from "@arthshala/contracts/payees";
import { addDays } from "@arthshala/contracts/streak-rules";
import type { Transaction, TransactionInput } from "@arthshala/contracts/tracker";
import {
  addMonths,
  DAYS_AHEAD_MAX,
  MONTH_NAMES,
  monthIndex,
  monthStart,
  monthStartOf,
  PREDEFINED_CATEGORIES,
  rupeesToPaise,
  trackerMessages,
} from "@arthshala/contracts/tracker-rules";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { selectRows } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { customCategories, transactions, users } from "../../platform/db/schema.js";
import { fieldError, notFound } from "../../platform/http/errors.js";
import { mailLanguage } from "../../platform/mail/compose.js";
import type { MailQueue } from "../../platform/mail/queue.js";
import { notify } from "../../platform/notifications/notify.js";
import { recordAwards, type Tx } from "../../platform/rewards/ledger.js";
import { budgetAlertMail } from "./mails.js";
import { adjustTotals, type TotalsDelta } from "./totals.js";

type Row = typeof transactions.$inferSelect;

/** What an answer shows of a transaction's row. */
type Shown = Pick<
  Row,
  | "id"
  | "title"
  | "category"
  | "type"
  | "amountPaise"
  | "occurredOn"
  | "messageId"
  | "source"
  | "payee"
  | "narration"
>;

export function toTransaction(r: Shown): Transaction {
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    type: r.type,
    amount: r.amountPaise / 100,
    date: r.occurredOn,
    messageId: r.messageId,
    source: r.source,
    payee: r.payee,
    narration: r.narration,
  };
}

/**
 * A page of the learner's transactions, newest first, over (user_id, occurred_on, id). Prepared:
 * planning it cost PostgreSQL about three times what running it does (0.7 ms against 0.25 ms).
 * Only the columns an answer shows: the fingerprint and two timestamps (parsed into Dates) per row
 * were read, sent and converted for nothing.
 */
const transactionsPage = (db: Db) =>
  db
    .select({
      id: transactions.id,
      title: transactions.title,
      category: transactions.category,
      type: transactions.type,
      amountPaise: transactions.amountPaise,
      occurredOn: transactions.occurredOn,
      messageId: transactions.messageId,
      source: transactions.source,
      payee: transactions.payee,
      narration: transactions.narration,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, sql.placeholder("userId")),
        gte(transactions.occurredOn, sql.placeholder("from")),
        lt(transactions.occurredOn, sql.placeholder("to")),
      ),
    )
    .orderBy(desc(transactions.occurredOn), desc(transactions.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("tracker_transactions_page");

/** Predefined categories first, then the learner's own in the order they made them. */
export async function categoriesOf(
  db: Db | Tx,
  userId: string,
): Promise<{ all: string[]; custom: string[] }> {
  const rows = await db
    .select({ name: customCategories.name })
    .from(customCategories)
    .where(eq(customCategories.userId, userId))
    .orderBy(customCategories.createdAt, customCategories.name);
  const custom = rows.map((r) => r.name);
  return { all: [...PREDEFINED_CATEGORIES, ...custom], custom };
}

/**
 * ATM withdrawals go to a "Cash" category of the learner's own (contracts/payees' CASH_CATEGORY says
 * why), made the first time one is saved: `withCash` counts it among the learner's categories while
 * rows are checked, and `makeCash` adds it once they have passed. It is the app's category, not one the
 * learner typed, so the cap on their own categories does not stop an import.
 */
function withCash(all: string[], used: readonly string[]): { all: string[]; missing: boolean } {
  const missing = !all.includes(CASH_CATEGORY) && used.includes(CASH_CATEGORY);
  return { all: missing ? [...all, CASH_CATEGORY] : all, missing };
}

async function makeCash(db: Db | Tx, userId: string): Promise<void> {
  await db.insert(customCategories).values({ userId, name: CASH_CATEGORY }).onConflictDoNothing();
}

/** The checks the spec leaves out: a category of this learner's, a sane date. Returns paise. */
async function validate(
  db: Db | Tx,
  userId: string,
  input: TransactionInput,
  today: string,
): Promise<number> {
  const cash = withCash((await categoriesOf(db, userId)).all, [input.category]);
  const paise = checkInput(cash.all, input, today);
  if (cash.missing) await makeCash(db, userId);
  return paise;
}

/** validate's checks against the learner's categories, already read. */
function checkInput(all: string[], input: TransactionInput, today: string): number {
  if (!all.includes(input.category))
    throw fieldError("transaction.category", trackerMessages.unknownCategory);
  if (input.date < "2000-01-01" || Number.isNaN(Date.parse(`${input.date}T00:00:00Z`))) {
    throw fieldError("transaction.date", trackerMessages.dateTooEarly);
  }
  if (new Date(`${input.date}T00:00:00Z`).toISOString().slice(0, 10) !== input.date) {
    throw fieldError("transaction.date", "That date does not exist.");
  }
  if (input.date > addDays(today, DAYS_AHEAD_MAX))
    throw fieldError("transaction.date", trackerMessages.dateTooFar);
  const paise = rupeesToPaise(input.amount);
  if (paise === null) throw fieldError("transaction.amount", trackerMessages.amountDecimals);
  return paise;
}

/** Rows of a statement import one transaction writes (one statement) before others get a turn. */
export const IMPORT_ROWS_PER_BATCH = 200;

/** One part of an import, as one statement; returns the rows written (not those already there). */
function insertImported(
  tx: Tx,
  userId: string,
  inputs: Array<TransactionInput & { fingerprint: string }>,
  paise: number[],
  now: Date,
) {
  const column = <T>(values: T[]) => sql.param(values);
  return selectRows<{ day: string; type: Row["type"]; category: string; paise: number | string }>(
    tx,
    sql`insert into transactions
      (user_id, title, category, type, amount_paise, occurred_on, source, fingerprint, payee, narration,
        created_at, updated_at)
    select ${userId}::uuid, t.title, t.category, t.type, t.amount_paise, t.occurred_on, 'csv',
      t.fingerprint, t.payee, t.narration, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from unnest(
      ${column(inputs.map((i) => i.title))}::text[],
      ${column(inputs.map((i) => i.category))}::text[],
      ${column(inputs.map((i) => i.type))}::text[],
      ${column(paise)}::bigint[],
      ${column(inputs.map((i) => i.date))}::date[],
      ${column(inputs.map((i) => i.fingerprint))}::text[],
      ${column(inputs.map((i) => i.payee ?? null))}::text[],
      ${column(inputs.map((i) => i.narration ?? null))}::text[]
    ) as t(title, category, type, amount_paise, occurred_on, fingerprint, payee, narration)
    on conflict do nothing
    returning occurred_on::text as day, type, category, amount_paise as paise`,
  );
}

export interface SaveOptions {
  source?: Row["source"];
  fingerprint?: string | null;
  /** A forwarded alert's sender-check signal (features/auto-tracking). */
  mailAuth?: Row["mailAuth"];
  /** More writes in the same transaction once the row is in (a savings goal's link to it). */
  within?: (tx: Tx, saved: Transaction) => Promise<void>;
}

/**
 * The tracker's writes. Each runs in one transaction with its consequences: the month totals the
 * charts read, the FinScore boost for a day of logging, and a notification the first time a budget
 * is exceeded in a month.
 */
export class TransactionsService {
  constructor(
    private readonly db: Db,
    private readonly mail?: MailQueue,
  ) {}

  async create(
    userId: string,
    input: TransactionInput,
    now: Date,
    options: SaveOptions = {},
  ): Promise<Transaction> {
    const today = indiaDay(now);
    return this.db.transaction(async (tx) => {
      const paise = await validate(tx, userId, input, today);
      const [row] = await tx
        .insert(transactions)
        .values({
          userId,
          title: input.title,
          category: input.category,
          type: input.type,
          amountPaise: paise,
          occurredOn: input.date,
          // A pasted alert comes with the bank's text: it is an alert's row, with its payee.
          source: options.source ?? (input.narration ? "alert" : "manual"),
          fingerprint: options.fingerprint ?? null,
          payee: input.payee ?? null,
          narration: input.narration ?? null,
          mailAuth: options.mailAuth ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await afterWrite(tx, userId, [delta(row!, 1)], now, this.mail);
      await recordAwards(tx, userId, { scores: [finScoreEvents.trackingDay(today)] }, now);
      const saved = toTransaction(row!);
      await options.within?.(tx, saved);
      return saved;
    });
  }

  /**
   * Many at once (a statement import): rows whose fingerprint is already there are skipped. The
   * learner's categories are read once and every row is checked before anything is written; then the rows
   * go in parts of IMPORT_ROWS_PER_BATCH, each one statement of column arrays (so the cost grows with the
   * rows' data, not with a query or a bound parameter per row) and its own transaction, with a turn of the
   * event loop between parts: on the embedded database a transaction holds every other query, and 2,000
   * rows in one held /api/health for seconds. A failure part-way leaves the earlier parts saved; sending
   * the rows again skips those (their fingerprints), so a retry ends where one whole save would have.
   */
  async createMany(
    userId: string,
    inputs: Array<TransactionInput & { fingerprint: string }>,
    now: Date,
  ): Promise<{ saved: number; skipped: number }> {
    const today = indiaDay(now);
    const { all: before } = await categoriesOf(this.db, userId);
    const cash = withCash(
      before,
      inputs.map((i) => i.category),
    );
    const paise = inputs.map((input) => checkInput(cash.all, input, today));
    if (cash.missing) await makeCash(this.db, userId);
    let saved = 0;
    for (let from = 0; from < inputs.length; from += IMPORT_ROWS_PER_BATCH) {
      if (from > 0) await nextTurn();
      const part = inputs.slice(from, from + IMPORT_ROWS_PER_BATCH);
      const partPaise = paise.slice(from, from + IMPORT_ROWS_PER_BATCH);
      const firstSaved = saved === 0;
      saved += await this.db.transaction(async (tx) => {
        const rows = await insertImported(tx, userId, part, partPaise, now);
        if (rows.length > 0) {
          await afterWrite(
            tx,
            userId,
            rows.map((r) => ({
              day: r.day,
              type: r.type,
              category: r.category,
              paise: Number(r.paise),
              count: 1,
            })),
            now,
            this.mail,
          );
          // One day of logging, however many parts saved something.
          if (firstSaved)
            await recordAwards(tx, userId, { scores: [finScoreEvents.trackingDay(today)] }, now);
        }
        return rows.length;
      });
    }
    return { saved, skipped: inputs.length - saved };
  }

  async update(userId: string, id: number, input: TransactionInput, now: Date): Promise<Transaction> {
    const today = indiaDay(now);
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
        .for("update");
      if (!before) throw notFound("This transaction does not exist.");
      const paise = await validate(tx, userId, input, today);
      const [after] = await tx
        .update(transactions)
        .set({
          title: input.title,
          category: input.category,
          type: input.type,
          amountPaise: paise,
          occurredOn: input.date,
          // An edit that leaves the payee and the bank's text out keeps them.
          ...(input.payee !== undefined ? { payee: input.payee } : {}),
          ...(input.narration !== undefined ? { narration: input.narration } : {}),
          updatedAt: now,
        })
        .where(eq(transactions.id, before.id))
        .returning();
      await afterWrite(tx, userId, [delta(before, -1), delta(after!, 1)], now, this.mail);
      return toTransaction(after!);
    });
  }

  async remove(userId: string, id: number, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(transactions)
        .where(and(eq(transactions.id, id), eq(transactions.userId, userId)))
        .returning();
      if (!gone) throw notFound("This transaction does not exist.");
      await afterWrite(tx, userId, [delta(gone, -1)], now);
    });
  }

  /** Newest first, `limit` a page; with a month, that month only. */
  async list(
    userId: string,
    page: { page: number; limit: number; month?: string; year?: number },
    now: Date,
  ): Promise<Transaction[]> {
    // Without a month: every day a date column can hold, so one prepared plan serves both cases.
    let from = "0001-01-01";
    let to = "9999-12-31";
    if (page.month) {
      const m = monthIndex(page.month) as number;
      const y = page.year ?? Number(indiaDay(now).slice(0, 4));
      const next = addMonths(y, m, 1);
      from = monthStart(y, m);
      to = monthStart(next.year, next.month);
    }
    const rows = await prepared(this.db, transactionsPage).execute({
      userId,
      from,
      to,
      limit: page.limit,
      offset: page.page * page.limit,
    });
    return rows.map(toTransaction);
  }
}

const delta = (r: Row, sign: 1 | -1): TotalsDelta => ({
  day: r.occurredOn,
  type: r.type,
  category: r.category,
  paise: sign * r.amountPaise,
  count: sign,
});

/** Totals first, then a notice for any budget of those months now overspent (once per category and month). */
export async function afterWrite(
  tx: Tx,
  userId: string,
  deltas: TotalsDelta[],
  now: Date,
  mail?: MailQueue,
): Promise<void> {
  await adjustTotals(tx, userId, deltas);
  const expenses = deltas.filter((d) => d.type === "expense" && d.paise > 0);
  if (expenses.length > 0) {
    await notifyOverspent(tx, userId, [...new Set(expenses.map((d) => monthStartOf(d.day)))], now, mail);
  }
}

/** Budgets of these months whose spending is now above the limit: each notifies once per month. */
export async function notifyOverspent(
  tx: Tx,
  userId: string,
  monthStarts: string[],
  now: Date,
  mail?: MailQueue,
): Promise<void> {
  if (monthStarts.length === 0) return;
  const months = sql.join(
    monthStarts.map((m) => sql`${m}::date`),
    sql`, `,
  );
  const over = await selectRows<{ category: string; year: number; month: number }>(
    tx,
    sql`select b.category, b.year, b.month
      from budgets b
      where b.user_id = ${userId} and make_date(b.year, b.month, 1) in (${months})
        and b.limit_paise < coalesce((select sum(t.amount_paise) from transaction_month_totals t
          where t.user_id = b.user_id and t.month_start = make_date(b.year, b.month, 1) and t.type = 'expense'
            and (b.category = 'Monthly' or t.category = b.category)), 0)`,
  );
  const [owner] = over.length
    ? await tx
        .select({
          email: users.email,
          name: users.name,
          productMail: users.productMail,
          verifiedAt: users.emailVerifiedAt,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId))
    : [];
  for (const b of over) {
    const month = MONTH_NAMES[b.month - 1] as string;
    const first = await notify(
      tx,
      userId,
      {
        kind: "budgetExceeded",
        params: { category: b.category, month, year: b.year },
        link: "/fin-tools/expensetracker",
        dedupeKey: `budget:${b.year}-${String(b.month).padStart(2, "0")}:${b.category}`,
      },
      now,
    );
    // Product mail, for learners who asked for it, once per category and month like the notification;
    // never to an address nobody has proved (its text is the account holder's: name, categories).
    if (first && mail && owner?.productMail && owner.verifiedAt) {
      await mail.enqueue(
        "budget_alert",
        budgetAlertMail(mailLanguage(owner.language), owner.email, owner.name, b.category, month, b.year),
        tx,
      );
    }
  }
}
