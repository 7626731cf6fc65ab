import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

/** Issue 28's calm tracker: budget warnings once per learner, category and month; most-used categories. */
let ctx: TestContext;
const clock = new TestClock("2026-11-20T11:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const T = "/api/fin-tools/expensetracker";
const post = (user: TestUser, path: string, body: unknown = {}) =>
  call(ctx.app, "POST", `${T}${path}`, { cookie: user.cookie, body });
const add = (user: TestUser, t: Record<string, unknown>) =>
  post(user, "/transaction", {
    transaction: { title: "Lunch", category: "Food", type: "expense", amount: 120, date: "2026-11-02", ...t },
  });
const budgets = (user: TestUser, rows: Array<[string, number | null]>, month = "November") =>
  post(user, "/budgets", {
    budgets: rows.map(([category, limit]) => ({ category, limit, month, year: 2026 })),
  });
const warnings = async (user: TestUser) => {
  const res = await post(user, "/budgets/warnings");
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ category: string; spent: number; limit: number }>).map(
    (b) => `${b.category} ${b.spent}/${b.limit}`,
  );
};

describe("budget warnings", () => {
  it("warns of each budget crossed this India month once, across calls (devices), and not of one under its limit", async () => {
    const learner = await buildUser(ctx.app);
    expect(await warnings(learner)).toEqual([]);
    expect((await budgets(learner, [["Monthly", 1000]])).statusCode).toBe(200);
    expect(
      (
        await budgets(learner, [
          ["Food", 300],
          ["Rent", 500],
        ])
      ).statusCode,
    ).toBe(200);
    await add(learner, { amount: 250 });
    expect(await warnings(learner)).toEqual([]);
    await add(learner, { amount: 100 });
    expect(await warnings(learner)).toEqual(["Food 350/300"]);
    // Asked again (a reload, another phone): already warned.
    expect(await warnings(learner)).toEqual([]);
    await add(learner, { amount: 800, category: "Shopping" });
    expect(await warnings(learner)).toEqual(["Monthly 1150/1000"]);
    expect(await warnings(learner)).toEqual([]);
    // Raised and crossed again the same month: shown in place only, no second warning.
    await budgets(learner, [["Food", 400]]);
    await add(learner, { amount: 100 });
    expect(await warnings(learner)).toEqual([]);
  });

  it("counts the current India month only: October's crossing is not this month's warning", async () => {
    const learner = await buildUser(ctx.app);
    await budgets(learner, [["Food", 100]], "October");
    await add(learner, { amount: 500, date: "2026-10-10" });
    expect(await warnings(learner)).toEqual([]);
    // 1 December, 00:10 India time (still 30 November in UTC): December is the month asked about.
    const later = new TestClock("2026-11-30T18:40:00Z");
    const app = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock: later });
    try {
      const other = await buildUser(app.app);
      const ask = (path: string, body: unknown) =>
        call(app.app, "POST", `${T}${path}`, { cookie: other.cookie, body });
      await ask("/budgets", { budgets: [{ category: "Food", limit: 100, month: "December", year: 2026 }] });
      await ask("/transaction", {
        transaction: { title: "Thali", category: "Food", type: "expense", amount: 150, date: "2026-12-01" },
      });
      const res = await ask("/budgets/warnings", {});
      expect(res.json().data).toMatchObject([
        { category: "Food", month: "December", year: 2026, spent: 150 },
      ]);
    } finally {
      await app.close();
    }
  });

  it("two requests at once claim each crossing once between them", async () => {
    const learner = await buildUser(ctx.app);
    await budgets(learner, [["Food", 100]]);
    await add(learner, { amount: 150 });
    const both = await Promise.all([warnings(learner), warnings(learner), warnings(learner)]);
    expect(both.flat()).toEqual(["Food 150/100"]);
  });

  it("is each learner's own: another learner's crossing never warns them, and a visitor is refused", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await budgets(a, [["Food", 100]]);
    await add(a, { amount: 150 });
    await budgets(b, [["Food", 100]]);
    expect(await warnings(b)).toEqual([]);
    expect(await warnings(a)).toEqual(["Food 150/100"]);
    expect((await post(b, "/budgets/warnings", { email: a.email })).statusCode).toBe(403);
    expect((await call(ctx.app, "POST", `${T}/budgets/warnings`, { body: {} })).statusCode).toBe(401);
  });

  it("refuses bad input with a 4xx, never a 500", async () => {
    const learner = await buildUser(ctx.app);
    for (const body of [{ email: "x\u0000@y.in" }, { email: "a".repeat(300) }, "[]", 12]) {
      const res = await post(learner, "/budgets/warnings", body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe("most-used categories", () => {
  it("orders each type's chips by the learner's own use of the last six months, then the starters", async () => {
    const learner = await buildUser(ctx.app);
    const fresh = (await post(learner, "/fetchcategories")).json();
    expect(fresh.frequent).toEqual({
      expense: ["Food", "Transportation", "Shopping", "Bills & Utilities", "Entertainment", "Rent"],
      income: ["Salary"],
      investment: ["Investments"],
      saving: ["Savings"],
    });
    await post(learner, "/categories/add", { name: "Chai" });
    for (let i = 0; i < 3; i++) await add(learner, { category: "Chai", amount: 20 });
    for (let i = 0; i < 2; i++) await add(learner, { category: "Health", amount: 200, date: "2026-10-05" });
    await add(learner, { category: "Food", amount: 90 });
    // Long ago: May is outside the six months (June to November), so Travel counts for nothing.
    for (let i = 0; i < 5; i++) await add(learner, { category: "Travel", amount: 90, date: "2026-05-05" });
    await add(learner, { category: "Education", type: "income", amount: 500 });
    const { frequent } = (await post(learner, "/fetchcategories")).json();
    expect(frequent.expense).toEqual([
      "Chai",
      "Health",
      "Food",
      "Transportation",
      "Shopping",
      "Bills & Utilities",
    ]);
    expect(frequent.income).toEqual(["Education", "Salary"]);
    // The add and remove answers carry the same lists, so the page's cache stays whole.
    const added = (await post(learner, "/categories/add", { name: "Pets" })).json();
    expect(added.frequent.expense[0]).toBe("Chai");
    expect((await post(learner, "/categories/remove", { name: "Pets" })).json().frequent).toEqual(frequent);
  });

  it("counts only the asking learner's transactions", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    for (let i = 0; i < 4; i++) await add(a, { category: "Health", amount: 10 });
    expect((await post(b, "/fetchcategories")).json().frequent.expense[0]).toBe("Food");
    expect((await post(a, "/fetchcategories")).json().frequent.expense[0]).toBe("Health");
  });
});
