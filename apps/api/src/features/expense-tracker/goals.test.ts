import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { transactions } from "../../platform/db/schema.js";

let ctx: TestContext;
// 27 November 2026, India time.
const clock = new TestClock("2026-11-27T10:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const T = "/api/fin-tools/expensetracker";
const G = `${T}/goals`;
const phone = { name: "New phone", target: 24000, targetDate: "2027-04-30" };
const make = (user: TestUser, goal: Record<string, unknown> = {}) =>
  call(ctx.app, "POST", G, { cookie: user.cookie, body: { goal: { ...phone, ...goal } } });
const save = (user: TestUser, id: number, amount: number, date = "2026-11-27") =>
  call(ctx.app, "POST", `${G}/${id}/contributions`, { cookie: user.cookie, body: { amount, date } });
const list = async (user: TestUser) => {
  const res = await call(ctx.app, "GET", G, { cookie: user.cookie });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<Record<string, unknown>>; emergencyFund: number | null };
};
const addExpense = (user: TestUser, amount: number, date: string) =>
  call(ctx.app, "POST", `${T}/transaction`, {
    cookie: user.cookie,
    body: { transaction: { title: "Spent", category: "Food", type: "expense", amount, date } },
  });

describe("savings goals", () => {
  it("makes a goal and shows progress, months left and the monthly amount from money saved", async () => {
    const learner = await buildUser(ctx.app);
    const res = await make(learner);
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    // 27 November to 30 April: 5 whole months (as a 5-month plan counts them), ₹4,800 a month.
    expect(res.json().data).toEqual({
      id,
      name: "New phone",
      target: 24000,
      targetDate: "2027-04-30",
      saved: 0,
      percent: 0,
      reached: false,
      remaining: 24000,
      monthsLeft: 5,
      monthly: 4800,
    });
    const saved = await save(learner, id, 6000.5);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      saved: 6000.5,
      percent: 25,
      remaining: 17999.5,
      monthly: 3600,
    });

    // The money saved is a Saving transaction in Savings: the month's saving counts it.
    const [row] = await ctx.app.db.select().from(transactions).where(eq(transactions.userId, learner.id));
    expect(row).toMatchObject({
      title: "New phone",
      category: "Savings",
      type: "saving",
      amountPaise: 600050,
    });
    const months = await call(ctx.app, "POST", `${T}/fetchexpenses`, {
      cookie: learner.cookie,
      body: { monthsRange: 3 },
    });
    expect(months.json().data.at(-1)).toMatchObject({ month: "Nov", saving: 6000.5 });

    // Deleting that transaction takes it off the goal.
    await call(ctx.app, "POST", `${T}/deleteTransaction`, {
      cookie: learner.cookie,
      body: { transactionId: row!.id },
    });
    expect((await list(learner)).data[0]).toMatchObject({ saved: 0, percent: 0 });
  });

  it("is reached at its amount; edits and deletes keep the money saved", async () => {
    const learner = await buildUser(ctx.app);
    const id = (await make(learner, { target: 1000 })).json().data.id as number;
    await save(learner, id, 400, "2026-11-01");
    const reached = await save(learner, id, 600);
    expect(reached.json().data).toMatchObject({ saved: 1000, percent: 100, reached: true, monthly: null });
    const edited = await call(ctx.app, "PUT", `${G}/${id}`, {
      cookie: learner.cookie,
      body: { goal: { name: "Phone (bigger)", target: 2000, targetDate: "2027-01-31" } },
    });
    expect(edited.json().data).toMatchObject({
      name: "Phone (bigger)",
      reached: false,
      percent: 50,
      monthsLeft: 2,
      monthly: 500,
    });
    expect((await call(ctx.app, "DELETE", `${G}/${id}`, { cookie: learner.cookie })).json()).toEqual({
      ok: true,
    });
    expect((await list(learner)).data).toEqual([]);
    expect(
      await ctx.app.db.select().from(transactions).where(eq(transactions.userId, learner.id)),
    ).toHaveLength(2);
  });

  it("offers an emergency fund of 3 months' spending from the last 3 whole months", async () => {
    const learner = await buildUser(ctx.app);
    expect((await list(learner)).emergencyFund).toBeNull();
    await addExpense(learner, 9000, "2026-07-31"); // four months back: not counted
    await addExpense(learner, 10000, "2026-09-10");
    await addExpense(learner, 14000, "2026-10-03");
    await addExpense(learner, 500, "2026-11-02"); // this month: still going, not counted
    // Of August, September and October, two had spending: (10,000 + 14,000) / 2 × 3.
    expect((await list(learner)).emergencyFund).toBe(36000);
  });

  it("never lets one learner see or touch another's goals", async () => {
    const owner = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const id = (await make(owner)).json().data.id as number;
    expect((await list(other)).data).toEqual([]);
    const tries = await Promise.all([
      call(ctx.app, "PUT", `${G}/${id}`, { cookie: other.cookie, body: { goal: phone } }),
      call(ctx.app, "DELETE", `${G}/${id}`, { cookie: other.cookie }),
      save(other, id, 100),
    ]);
    for (const res of tries) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("This savings goal does not exist.");
    }
    // The refused contribution left no transaction behind.
    expect(await ctx.app.db.select().from(transactions).where(eq(transactions.userId, other.id))).toEqual([]);
    expect((await list(owner)).data[0]).toMatchObject({ name: "New phone", saved: 0 });
  });

  it("refuses bad input with a 400 naming the field, and visitors with a 401", async () => {
    const learner = await buildUser(ctx.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "Ph\u0000one" }, "goal.name"],
      [{ name: "   " }, "goal.name"],
      [{ name: "x".repeat(61) }, "goal.name"],
      [{ target: 2_147_483_648 }, "goal.target"],
      [{ target: 0 }, "goal.target"],
      [{ target: "lots" }, "goal.target"],
      [{ targetDate: "2026-11-26" }, "goal.targetDate"],
      [{ targetDate: "2027-02-29" }, "goal.targetDate"],
      [{ targetDate: "27/11/2027" }, "goal.targetDate"],
    ];
    for (const [goal, field] of cases) {
      const res = await make(learner, goal);
      expect(res.statusCode, JSON.stringify(goal)).toBe(400);
      expect(res.json().field, JSON.stringify(goal)).toBe(field);
    }
    const id = (await make(learner)).json().data.id as number;
    expect((await save(learner, id, 100, "2026-11-28")).json().field).toBe("date");
    expect((await save(learner, id, 1e12)).json().field).toBe("amount");
    for (const bad of ["0x10", "1e3", "2147483648", "-1"]) {
      expect((await save(learner, bad as unknown as number, 100)).statusCode, bad).toBe(400);
    }
    expect((await call(ctx.app, "GET", G)).statusCode).toBe(401);
    expect((await call(ctx.app, "POST", G, { body: { goal: phone } })).statusCode).toBe(401);
  });
});
