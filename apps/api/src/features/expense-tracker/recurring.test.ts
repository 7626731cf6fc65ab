import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { transactionMonthTotals, transactions } from "../../platform/db/schema.js";
import { addRecurringEntries } from "./recurring.js";

let ctx: TestContext;
const clock = new TestClock("2027-01-10T10:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const R = "/api/fin-tools/expensetracker/recurring";
const rent = {
  title: "Rent",
  category: "Rent",
  type: "expense",
  amount: 12000,
  cadence: "monthly",
  dayOfMonth: 31,
  startsOn: "2027-01-10",
  endsOn: null,
};
const make = (user: TestUser, rule: Record<string, unknown> = {}) =>
  call(ctx.app, "POST", R, { cookie: user.cookie, body: { rule: { ...rent, ...rule } } });
const list = async (user: TestUser, yearMonth?: string) => {
  const res = await call(ctx.app, "GET", yearMonth ? `${R}?yearMonth=${yearMonth}` : R, {
    cookie: user.cookie,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    data: Array<Record<string, unknown> & { id: number }>;
    upcoming: Array<Record<string, unknown>>;
  };
};
/** The learner's transactions a rule added, oldest first. */
const entries = async (user: TestUser) =>
  (
    await ctx.app.db
      .select({ date: transactions.occurredOn, amount: transactions.amountPaise, title: transactions.title })
      .from(transactions)
      .where(and(eq(transactions.userId, user.id), eq(transactions.source, "recurring")))
  )
    .map((r) => ({ ...r, amount: r.amount / 100 }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
const runJob = () => ctx.app.recurringJob.runOnce();

describe("recurring transactions", () => {
  it("makes a rule, lists it and shows the month's entry still to come", async () => {
    clock.set("2027-01-10T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const res = await make(learner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      added: 0,
      data: {
        id: expect.any(Number),
        title: "Rent",
        category: "Rent",
        type: "expense",
        amount: 12000,
        cadence: "monthly",
        dayOfMonth: 31,
        startsOn: "2027-01-10",
        endsOn: null,
        status: "active",
        nextOn: "2027-01-31",
        lastAddedOn: null,
        added: 0,
      },
    });
    const january = await list(learner);
    expect(january.data).toHaveLength(1);
    expect(january.upcoming).toEqual([
      {
        ruleId: res.json().data.id,
        title: "Rent",
        category: "Rent",
        type: "expense",
        amount: 12000,
        date: "2027-01-31",
      },
    ]);
    // February has 28 days in 2027: the 31st falls on the 28th.
    expect((await list(learner, "2027-02")).upcoming.map((u) => u.date)).toEqual(["2027-02-28"]);
    expect(await entries(learner)).toEqual([]);
  });

  it("adds each month's entry once, across 31 January, February's end and a year end, with runs racing", async () => {
    clock.set("2027-12-20T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const id = (await make(learner, { startsOn: "2027-12-20" })).json().data.id;

    await runJob();
    expect(await entries(learner)).toEqual([]);

    // 31 December: due on the day (India time, just after midnight), by several instances at once.
    clock.set("2027-12-31T00:05:00+05:30");
    await Promise.all([
      runJob(),
      addRecurringEntries(ctx.app.db, clock.now()),
      addRecurringEntries(ctx.app.db, clock.now()),
      call(ctx.app, "POST", `${R}/catch-up`, { cookie: learner.cookie }),
    ]);
    expect(await entries(learner)).toEqual([{ date: "2027-12-31", amount: 12000, title: "Rent" }]);

    // 30 December India time is still 2027-12-30 at 23:59 (UTC 18:29): nothing new before the day.
    clock.set("2028-01-30T23:59:00+05:30");
    await runJob();
    expect(await entries(learner)).toHaveLength(1);

    clock.set("2028-01-31T00:00:00+05:30");
    await Promise.all([runJob(), addRecurringEntries(ctx.app.db, clock.now())]);
    // 2028 is a leap year: the 31st falls on 29 February.
    clock.set("2028-02-29T09:00:00+05:30");
    await Promise.all([runJob(), runJob(), addRecurringEntries(ctx.app.db, clock.now())]);
    expect((await entries(learner)).map((e) => e.date)).toEqual(["2027-12-31", "2028-01-31", "2028-02-29"]);

    const rule = (await list(learner)).data.find((r) => r.id === id);
    expect(rule).toMatchObject({ lastAddedOn: "2028-02-29", nextOn: "2028-03-31", added: 3 });
    // The charts' month totals moved with each entry.
    const [feb] = await ctx.app.db
      .select()
      .from(transactionMonthTotals)
      .where(
        and(
          eq(transactionMonthTotals.userId, learner.id),
          eq(transactionMonthTotals.monthStart, "2028-02-01"),
        ),
      );
    expect(feb).toMatchObject({
      type: "expense",
      category: "Rent",
      amountPaise: 1_200_000,
      transactionCount: 1,
    });
  });

  it("catches up the periods missed while the servers were down, each on its own day", async () => {
    clock.set("2027-01-10T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    await make(learner, { title: "Netflix", category: "Entertainment", amount: 199, dayOfMonth: 15 });
    clock.set("2027-04-20T10:00:00+05:30");
    const res = await call(ctx.app, "POST", `${R}/catch-up`, { cookie: learner.cookie });
    expect(res.json()).toEqual({ added: 4 });
    expect((await entries(learner)).map((e) => e.date)).toEqual([
      "2027-01-15",
      "2027-02-15",
      "2027-03-15",
      "2027-04-15",
    ]);
    await runJob();
    expect(await entries(learner)).toHaveLength(4);
  });

  it("adds the entries since a start date in the past at once; weekly and yearly rules too", async () => {
    clock.set("2027-01-10T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const sip = await make(learner, {
      title: "SIP",
      category: "Investments",
      type: "investment",
      amount: 5000,
      dayOfMonth: 5,
      startsOn: "2026-11-01",
    });
    expect(sip.json()).toMatchObject({ added: 3, data: { lastAddedOn: "2027-01-05", nextOn: "2027-02-05" } });
    // Sunday 3 January 2027, weekly: the 3rd and the 10th.
    const weekly = await make(learner, {
      title: "Pocket money",
      category: "Salary",
      type: "income",
      amount: 500,
      cadence: "weekly",
      dayOfMonth: null,
      startsOn: "2027-01-03",
    });
    expect(weekly.json()).toMatchObject({ added: 2, data: { dayOfMonth: null, nextOn: "2027-01-17" } });
    const yearly = await make(learner, {
      title: "Insurance",
      category: "Health",
      amount: 8000,
      cadence: "yearly",
      dayOfMonth: 29,
      startsOn: "2027-02-01",
    });
    expect(yearly.json().data).toMatchObject({ nextOn: "2027-02-28", added: 0 });
  });

  it("edits from today on, never a second entry in a month that has one", async () => {
    clock.set("2027-03-05T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const id = (await make(learner, { dayOfMonth: 1, startsOn: "2027-03-01" })).json().data.id;
    expect(await entries(learner)).toHaveLength(1);
    // Moved to the 20th in March: March already has its rent.
    const edited = await call(ctx.app, "PUT", `${R}/${id}`, {
      cookie: learner.cookie,
      body: { rule: { ...rent, amount: 13000, dayOfMonth: 20, startsOn: "2027-03-01" } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ amount: 13000, nextOn: "2027-03-20", added: 1 });
    expect((await list(learner)).upcoming).toEqual([]);
    clock.set("2027-04-21T10:00:00+05:30");
    await runJob();
    expect(await entries(learner)).toEqual([
      { date: "2027-03-01", amount: 12000, title: "Rent" },
      { date: "2027-04-20", amount: 13000, title: "Rent" },
    ]);
  });

  it("pauses (nothing added, nor afterwards), resumes from today, and stops keeping what it added", async () => {
    clock.set("2027-01-10T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const id = (await make(learner, { dayOfMonth: 15 })).json().data.id;
    const act = (action: string) => call(ctx.app, "POST", `${R}/${id}/${action}`, { cookie: learner.cookie });
    expect((await act("pause")).json().data).toMatchObject({ status: "paused", nextOn: null });
    expect((await list(learner)).upcoming).toEqual([]);
    clock.set("2027-03-01T10:00:00+05:30");
    await runJob();
    expect(await entries(learner)).toEqual([]);
    expect((await act("resume")).json().data).toMatchObject({ status: "active", nextOn: "2027-03-15" });
    clock.set("2027-03-16T10:00:00+05:30");
    await runJob();
    expect((await entries(learner)).map((e) => e.date)).toEqual(["2027-03-15"]);

    expect((await act("stop")).json().data).toMatchObject({ status: "stopped", nextOn: null, added: 1 });
    expect((await act("resume")).statusCode).toBe(409);
    clock.set("2027-05-16T10:00:00+05:30");
    await runJob();
    expect(await entries(learner)).toHaveLength(1);
    const gone = await call(ctx.app, "DELETE", `${R}/${id}`, { cookie: learner.cookie });
    expect(gone.json()).toEqual({ ok: true });
    expect((await list(learner)).data).toEqual([]);
    expect(await entries(learner)).toHaveLength(1);
  });

  it("does not add an entry again after the learner deleted it", async () => {
    clock.set("2027-01-10T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    await make(learner, { dayOfMonth: 5, startsOn: "2027-01-05" });
    const [row] = await ctx.app.db.select().from(transactions).where(eq(transactions.userId, learner.id));
    const del = await call(ctx.app, "POST", "/api/fin-tools/expensetracker/deleteTransaction", {
      cookie: learner.cookie,
      body: { transactionId: row!.id },
    });
    expect(del.statusCode).toBe(200);
    await runJob();
    await call(ctx.app, "POST", `${R}/catch-up`, { cookie: learner.cookie });
    expect(await entries(learner)).toEqual([]);
  });

  it("never lets one learner see or touch another's rules", async () => {
    clock.set("2027-01-10T10:00:00+05:30");
    const owner = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const id = (await make(owner)).json().data.id;
    expect((await list(other)).data).toEqual([]);
    expect((await list(other)).upcoming).toEqual([]);
    const tries = [
      call(ctx.app, "PUT", `${R}/${id}`, { cookie: other.cookie, body: { rule: { ...rent, amount: 1 } } }),
      call(ctx.app, "POST", `${R}/${id}/pause`, { cookie: other.cookie }),
      call(ctx.app, "POST", `${R}/${id}/stop`, { cookie: other.cookie }),
      call(ctx.app, "DELETE", `${R}/${id}`, { cookie: other.cookie }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("This recurring transaction does not exist.");
    }
    expect((await list(owner)).data[0]).toMatchObject({ amount: 12000, status: "active" });
    // Another learner's catch-up adds nothing of the owner's.
    clock.set("2027-02-01T10:00:00+05:30");
    expect((await call(ctx.app, "POST", `${R}/catch-up`, { cookie: other.cookie })).json()).toEqual({
      added: 0,
    });
    expect(await entries(owner)).toEqual([]);
  });

  it("refuses bad input with a 400 naming the field, and visitors with a 401", async () => {
    clock.set("2027-01-10T10:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: "Re\u0000nt" }, "rule.title"],
      [{ title: "" }, "rule.title"],
      [{ amount: 1e12 }, "rule.amount"],
      [{ amount: 10.555 }, "rule.amount"],
      [{ amount: -5 }, "rule.amount"],
      [{ dayOfMonth: 32 }, "rule.dayOfMonth"],
      [{ dayOfMonth: 2_147_483_648 }, "rule.dayOfMonth"],
      [{ dayOfMonth: null }, "rule.dayOfMonth"],
      [{ cadence: "daily" }, "rule.cadence"],
      [{ startsOn: "2027-02-30" }, "rule.startsOn"],
      [{ startsOn: "2025-01-01" }, "rule.startsOn"],
      [{ startsOn: "2029-01-01" }, "rule.startsOn"],
      [{ endsOn: "2027-01-01" }, "rule.endsOn"],
      [{ category: "Yachts" }, "rule.category"],
      [{ type: "gift" }, "rule.type"],
    ];
    for (const [rule, field] of cases) {
      const res = await make(learner, rule);
      expect(res.statusCode, JSON.stringify(rule)).toBe(400);
      expect(res.json().field, JSON.stringify(rule)).toBe(field);
    }
    for (const id of ["0x10", "1e3", "2147483648", "-1", "%20"]) {
      const res = await call(ctx.app, "POST", `${R}/${id}/pause`, { cookie: learner.cookie });
      expect(res.statusCode, id).toBe(400);
    }
    expect(
      (await call(ctx.app, "GET", `${R}?yearMonth=2027-13`, { cookie: learner.cookie })).statusCode,
    ).toBe(400);
    expect(
      (await call(ctx.app, "GET", `${R}?yearMonth=2027-01%00`, { cookie: learner.cookie })).statusCode,
    ).toBe(400);
    expect((await list(learner)).data).toEqual([]);
    expect((await call(ctx.app, "GET", R)).statusCode).toBe(401);
    expect((await call(ctx.app, "POST", R, { body: { rule: rent } })).statusCode).toBe(401);
  });
});
