import { addDays } from "@arthshala/contracts/streak-rules";
import { occurrencesBetween } from "@arthshala/contracts/tracker-plans-rules";
import { IMPORT_SAVE_MAX, monthStartOf } from "@arthshala/contracts/tracker-rules";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { countingDb } from "../../../test/counting-db.js";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { pingDatabase } from "../../platform/db/client.js";
import {
  recurringEntries,
  recurringRules,
  transactionMonthTotals,
  transactions,
} from "../../platform/db/schema.js";
import { addRecurringEntries, ENTRIES_PER_BATCH } from "./recurring.js";
import { IMPORT_ROWS_PER_BATCH, TransactionsService } from "./transactions.js";

/**
 * Big writes on the embedded database, where one transaction holds every other query (issue 37): a year of
 * downtime's recurring entries are added in batches of a few statements each, a bounded number per run,
 * and still every entry exactly once; a statement import's rows go in as one statement.
 */
let ctx: TestContext;
const clock = new TestClock("2026-01-05T10:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const R = "/api/fin-tools/expensetracker/recurring";
const CATEGORIES = ["Food", "Travel", "Rent"];
const START = "2026-01-05";
const A_YEAR_ON = "2027-01-04T10:00:00+05:30";

/** `count` weekly rules starting within the week after START, made then (nothing is due yet). */
async function weeklyRules(learner: TestUser, count: number): Promise<Map<string, string[]>> {
  clock.set(`${START}T10:00:00+05:30`);
  const days = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const rule = {
      title: `Weekly ${i}`,
      category: CATEGORIES[i % CATEGORIES.length],
      type: "expense",
      amount: 100 + i + 0.45,
      cadence: "weekly",
      dayOfMonth: null,
      startsOn: addDays(START, 1 + (i % 7)),
      endsOn: null,
    };
    const res = await call(ctx.app, "POST", R, { cookie: learner.cookie, body: { rule } });
    expect(res.json()).toMatchObject({ added: 0 });
    const schedule = { cadence: "weekly" as const, dayOfMonth: null, startsOn: rule.startsOn, endsOn: null };
    days.set(rule.title, occurrencesBetween(schedule, rule.startsOn, A_YEAR_ON.slice(0, 10)));
  }
  return days;
}

/** Every due day of every rule is there exactly once, linked to its entry, and the month totals add up. */
async function expectExactlyOnce(learner: TestUser, expected: Map<string, string[]>) {
  const rows = await ctx.app.db
    .select({
      id: transactions.id,
      title: transactions.title,
      day: transactions.occurredOn,
      paise: transactions.amountPaise,
      category: transactions.category,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, learner.id), eq(transactions.source, "recurring")));
  const got = new Map<string, string[]>();
  for (const r of rows) got.set(r.title, [...(got.get(r.title) ?? []), r.day].sort());
  expect(got).toEqual(expected);
  const i = (title: string) => Number(title.split(" ")[1]);
  expect(rows.every((r) => r.paise === (100 + i(r.title)) * 100 + 45)).toBe(true);

  const entries = await ctx.app.db
    .select({ transactionId: recurringEntries.transactionId })
    .from(recurringEntries)
    .where(eq(recurringEntries.userId, learner.id));
  expect(entries.map((e) => e.transactionId).sort()).toEqual(rows.map((r) => r.id).sort());

  const sums = new Map<string, { paise: number; count: number }>();
  for (const r of rows) {
    const key = `${monthStartOf(r.day)}|${r.category}`;
    const s = sums.get(key) ?? { paise: 0, count: 0 };
    sums.set(key, { paise: s.paise + r.paise, count: s.count + 1 });
  }
  const totals = await ctx.app.db
    .select()
    .from(transactionMonthTotals)
    .where(eq(transactionMonthTotals.userId, learner.id));
  expect(
    new Map(
      totals.map((t) => [
        `${t.monthStart}|${t.category}`,
        { paise: t.amountPaise, count: t.transactionCount },
      ]),
    ),
  ).toEqual(sums);
  const [rule] = await ctx.app.db.select().from(recurringRules).where(eq(recurringRules.userId, learner.id));
  expect(rule!.nextOn! > A_YEAR_ON.slice(0, 10)).toBe(true);
}

const total = (days: Map<string, string[]>) => [...days.values()].reduce((n, d) => n + d.length, 0);

describe("catching up a year of weekly rules", () => {
  it("adds every entry once, in statements that grow with its batches, not its entries", async () => {
    const learner = await buildUser(ctx.app);
    const expected = await weeklyRules(learner, 30);
    expect(total(expected)).toBeGreaterThan(1_500);
    clock.set(A_YEAR_ON);
    const counting = countingDb(ctx.app.db);
    const added = await addRecurringEntries(counting.db, clock.now(), { userId: learner.id });
    expect(added).toBe(total(expected));
    const batches = Math.ceil(added / ENTRIES_PER_BATCH);
    // Per batch: claim the rules, write entries and transactions, move next_on, the month totals (two),
    // the budgets check (and begin and commit, on PostgreSQL), and the last claim that finds nothing due.
    // One statement per entry was over 3 × 1,500.
    expect(counting.statements.length).toBeLessThanOrEqual(8 * batches + 8);
    await expectExactlyOnce(learner, expected);
    expect(await addRecurringEntries(ctx.app.db, clock.now())).toBe(0);
    await expectExactlyOnce(learner, expected);
  });

  it("lets other queries in between its batches (the embedded database runs one transaction at a time)", async () => {
    const learner = await buildUser(ctx.app);
    const expected = await weeklyRules(learner, 10);
    clock.set(A_YEAR_ON);
    const order: string[] = [];
    const catchUp = addRecurringEntries(ctx.app.db, clock.now(), { userId: learner.id });
    // Asked once the catch-up's first transaction has begun: answered when that one ends, not the last.
    const ping = pingDatabase(ctx.database, 60_000);
    await Promise.all([catchUp.then(() => order.push("catch-up")), ping.then(() => order.push("ping"))]);
    expect(order).toEqual(["ping", "catch-up"]);
    await expectExactlyOnce(learner, expected);
  });

  it("stops a run at its cap; the next runs add the rest, none twice", async () => {
    const learner = await buildUser(ctx.app);
    const expected = await weeklyRules(learner, 10);
    clock.set(A_YEAR_ON);
    const cap = 150;
    const runs: number[] = [];
    for (let added = -1; added !== 0; ) {
      added = await addRecurringEntries(ctx.app.db, clock.now(), { userId: learner.id, maxEntries: cap });
      runs.push(added);
    }
    const due = total(expected);
    const full = Math.floor(due / cap);
    expect(runs).toEqual([...Array(full).fill(cap), ...(due % cap ? [due % cap] : []), 0]);
    await expectExactlyOnce(learner, expected);
  });

  it("adds each entry once when the job and the learner's own catch-up run at the same time", async () => {
    const learner = await buildUser(ctx.app);
    const expected = await weeklyRules(learner, 20);
    clock.set(A_YEAR_ON);
    const now = clock.now();
    const [job, own, second] = await Promise.all([
      addRecurringEntries(ctx.app.db, now),
      addRecurringEntries(ctx.app.db, now, { userId: learner.id }),
      addRecurringEntries(ctx.app.db, now),
    ]);
    expect(job + own + second).toBe(total(expected));
    await expectExactlyOnce(learner, expected);
  });
});

describe("a 2,000-row statement import", () => {
  it("saves every row in statements that grow with its parts, not its rows, and skips them all the second time", async () => {
    clock.set("2026-11-03T11:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const rows = Array.from({ length: IMPORT_SAVE_MAX }, (_, i) => ({
      title: `UPI/${600000000000 + i}/SWIGGY`,
      category: CATEGORIES[i % CATEGORIES.length]!,
      type: "expense" as const,
      amount: (i % 900) + 10.25,
      date: `2026-10-${String((i % 28) + 1).padStart(2, "0")}`,
      fingerprint: `line-${i}`,
    }));
    const counting = countingDb(ctx.app.db);
    const service = new TransactionsService(counting.db);
    expect(await service.createMany(learner.id, rows, clock.now())).toEqual({
      saved: IMPORT_SAVE_MAX,
      skipped: 0,
    });
    // Categories, then per part of IMPORT_ROWS_PER_BATCH: the rows, the month totals (two), the budgets
    // check (and begin and commit, on PostgreSQL); and the FinScore award's few once.
    const parts = Math.ceil(IMPORT_SAVE_MAX / IMPORT_ROWS_PER_BATCH);
    expect(counting.statements.length).toBeLessThanOrEqual(6 * parts + 8);
    expect(await service.createMany(learner.id, rows, clock.now())).toEqual({
      saved: 0,
      skipped: IMPORT_SAVE_MAX,
    });
    const saved = await ctx.app.db.select().from(transactions).where(eq(transactions.userId, learner.id));
    expect(saved).toHaveLength(IMPORT_SAVE_MAX);
    const [totals] = await ctx.app.db
      .select({
        paise: sql<string>`sum(${transactionMonthTotals.amountPaise})`,
        count: sql<string>`sum(${transactionMonthTotals.transactionCount})`,
      })
      .from(transactionMonthTotals)
      .where(eq(transactionMonthTotals.userId, learner.id));
    expect(Number(totals!.paise)).toBe(rows.reduce((n, r) => n + Math.round(r.amount * 100), 0));
    expect(Number(totals!.count)).toBe(IMPORT_SAVE_MAX);
  });

  it("lets other queries in between its parts", async () => {
    clock.set("2026-11-03T11:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const rows = Array.from({ length: IMPORT_SAVE_MAX }, (_, i) => ({
      title: `UPI/${700000000000 + i}/ZOMATO`,
      category: "Food",
      type: "expense" as const,
      amount: 50,
      date: "2026-10-15",
      fingerprint: `other-${i}`,
    }));
    const order: string[] = [];
    const save = new TransactionsService(ctx.app.db).createMany(learner.id, rows, clock.now());
    const ping = pingDatabase(ctx.database, 60_000);
    await Promise.all([save.then(() => order.push("import")), ping.then(() => order.push("ping"))]);
    expect(order).toEqual(["ping", "import"]);
  });
});
