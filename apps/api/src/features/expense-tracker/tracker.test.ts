import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { finscoreLedger, notifications, transactionMonthTotals } from "../../platform/db/schema.js";

let ctx: TestContext;
// 3 November 2026, India time: early in the month, so setting a monthly budget now counts as early.
const clock = new TestClock("2026-11-03T11:00:00+05:30");

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
const scoreRows = async (user: TestUser, prefix: string) =>
  (await ctx.app.db.select().from(finscoreLedger).where(eq(finscoreLedger.userId, user.id))).filter((r) =>
    r.sourceKey.startsWith(prefix),
  );

describe("transactions", () => {
  it("adds one, lists it newest first in pages of 30, and keeps money as paise", async () => {
    const learner = await buildUser(ctx.app);
    const res = await add(learner, { title: "Metro card top-up", category: "Transportation", amount: 250.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "Transaction saved.",
      data: {
        id: expect.any(Number),
        title: "Metro card top-up",
        category: "Transportation",
        type: "expense",
        amount: 250.5,
        date: "2026-11-02",
        messageId: null,
        source: "manual",
        payee: null,
        narration: null,
      },
    });
    for (let i = 1; i <= 31; i++) {
      await add(learner, {
        title: `Chai ${i}`,
        amount: 10 + i,
        date: `2026-10-${String(i).padStart(2, "0")}`,
      });
    }
    const first = (await post(learner, "/fetchexpensesnew", { page: 0, limit: 30 })).json().data;
    expect(first).toHaveLength(30);
    expect(first[0].title).toBe("Metro card top-up");
    expect(first[1].title).toBe("Chai 31");
    const second = (await post(learner, "/fetchexpensesnew", { page: 1 })).json().data;
    expect(second.map((t: { title: string }) => t.title)).toEqual(["Chai 2", "Chai 1"]);
    expect((await post(learner, "/fetchexpensesnew", { page: 2 })).json().data).toEqual([]);
    const november = (await post(learner, "/fetchexpensesnew", { month: "November", year: 2026 })).json()
      .data;
    expect(november).toHaveLength(1);
  });

  it("refuses what the spec leaves unchecked, naming the field", async () => {
    const learner = await buildUser(ctx.app);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ amount: 0 }, /amount: Enter an amount above ₹0/],
      [{ amount: -5 }, /amount/],
      [{ amount: 10.005 }, /at most 2 digits/],
      [{ amount: 1_00_00_001 }, /above ₹1,00,00,000/],
      [{ amount: "100" }, /amount/],
      [{ type: "gift" }, /type: Choose expense, income, investment or saving/],
      [{ category: "Crypto" }, /category: Choose one of your categories/],
      [{ title: "x".repeat(101) }, /title: Keep the title to 100 characters/],
      [{ title: "  " }, /title: Please fill in all fields/],
      [{ title: "Tea\u0000" }, /title/],
      [{ date: "2027-12-01" }, /date: The date can be at most a year from today/],
      [{ date: "2026-02-30" }, /date: That date does not exist/],
      [{ date: "1999-12-31" }, /date: The date must be in 2000 or later/],
      [{ date: "05/11/2026" }, /date: Use a date like 2026-11-05/],
    ];
    for (const [bad, message] of cases) {
      const res = await add(learner, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message, JSON.stringify(bad)).toMatch(message);
    }
    expect((await post(learner, "/fetchexpensesnew")).json().data).toEqual([]);
  });

  it("edits and deletes, moving the month totals with them", async () => {
    const learner = await buildUser(ctx.app);
    const saved = (await add(learner, { amount: 300, category: "Food" })).json().data;
    const edited = await call(ctx.app, "PUT", `${T}/transaction/${saved.id}`, {
      cookie: learner.cookie,
      body: {
        transaction: {
          title: "Movie",
          category: "Entertainment",
          type: "expense",
          amount: 450,
          date: "2026-10-20",
        },
      },
    });
    expect(edited.json().data).toMatchObject({
      id: saved.id,
      title: "Movie",
      amount: 450,
      date: "2026-10-20",
    });
    const totals = await ctx.app.db
      .select()
      .from(transactionMonthTotals)
      .where(eq(transactionMonthTotals.userId, learner.id));
    expect(totals).toEqual([
      expect.objectContaining({
        monthStart: "2026-10-01",
        category: "Entertainment",
        amountPaise: 45000,
        transactionCount: 1,
      }),
    ]);
    const deleted = await post(learner, "/deleteTransaction", { transactionId: saved.id });
    expect(deleted.json()).toEqual({ message: "Transaction deleted." });
    expect(
      await ctx.app.db
        .select()
        .from(transactionMonthTotals)
        .where(eq(transactionMonthTotals.userId, learner.id)),
    ).toEqual([]);
    expect((await post(learner, "/deleteTransaction", { transactionId: saved.id })).statusCode).toBe(404);
  });

  it("never lets one learner read, change or delete another's transactions", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const mine = (await add(a, { title: "A's rent", category: "Rent", amount: 8000 })).json().data;
    const edit = await call(ctx.app, "PUT", `${T}/transaction/${mine.id}`, {
      cookie: b.cookie,
      body: {
        transaction: { title: "stolen", category: "Food", type: "expense", amount: 1, date: "2026-11-01" },
      },
    });
    expect(edit.statusCode).toBe(404);
    expect((await post(b, "/deleteTransaction", { transactionId: mine.id })).statusCode).toBe(404);
    expect((await post(b, "/fetchexpensesnew")).json().data).toEqual([]);
    expect((await post(b, "/fetchexpensesPie", { month: "November", year: 2026 })).json().data).toEqual([]);
    expect((await post(b, "/fetchexpensesnew", { email: a.email })).statusCode).toBe(403);
    const exported = await call(ctx.app, "GET", `${T}/export`, { cookie: b.cookie });
    expect(exported.body).not.toContain("A's rent");
    expect((await post(a, "/fetchexpensesnew")).json().data[0]).toMatchObject({
      title: "A's rent",
      amount: 8000,
    });
    for (const path of ["/fetchexpensesnew", "/transaction", "/fetchcategories", "/budgets", "/parsealert"]) {
      expect((await call(ctx.app, "POST", `${T}${path}`, { body: {} })).statusCode).toBe(401);
    }
  });
});

describe("charts", () => {
  it("sums each month by type from the month totals, oldest first, zeros included; the pie counts expenses only", async () => {
    const learner = await buildUser(ctx.app);
    await add(learner, {
      title: "Stipend",
      category: "Salary",
      type: "income",
      amount: 15000,
      date: "2026-11-01",
    });
    await add(learner, { title: "Groceries", category: "Food", amount: 2000.25, date: "2026-11-02" });
    await add(learner, { title: "Snacks", category: "Food", amount: 99.75, date: "2026-11-02" });
    await add(learner, { title: "Bus pass", category: "Transportation", amount: 600, date: "2026-11-02" });
    await add(learner, {
      title: "SIP",
      category: "Investments",
      type: "investment",
      amount: 1000,
      date: "2026-11-02",
    });
    await add(learner, {
      title: "Piggy bank",
      category: "Savings",
      type: "saving",
      amount: 500,
      date: "2026-09-15",
    });
    const res = (await post(learner, "/fetchexpenses", { monthsRange: 3 })).json().data;
    expect(res).toEqual([
      { month: "Sep", monthIndex: 9, year: 2026, income: 0, expense: 0, investment: 0, saving: 500 },
      { month: "Oct", monthIndex: 10, year: 2026, income: 0, expense: 0, investment: 0, saving: 0 },
      { month: "Nov", monthIndex: 11, year: 2026, income: 15000, expense: 2700, investment: 1000, saving: 0 },
    ]);
    expect((await post(learner, "/fetchexpenses", { monthsRange: 12 })).json().data).toHaveLength(12);
    expect((await post(learner, "/fetchexpenses", { monthsRange: 5 })).statusCode).toBe(400);
    const pie = (await post(learner, "/fetchexpensesPie", { month: "November" })).json().data;
    expect(pie).toEqual([
      { category: "Food", amount: 2100 },
      { category: "Transportation", amount: 600 },
    ]);
    expect((await post(learner, "/fetchexpensesPie", { month: "Novembr" })).statusCode).toBe(400);
  });
});

describe("categories", () => {
  it("adds a learner's own category, refuses repeats, and removes it only while nothing uses it", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const base = (await post(a, "/fetchcategories")).json();
    expect(base.data.slice(0, 3)).toEqual(["Food", "Travel", "Rent"]);
    expect(base.data).toHaveLength(13);
    const added = await post(a, "/categories/add", { name: "  Pets  " });
    expect(added.json().custom).toEqual(["Pets"]);
    expect((await post(a, "/categories/add", { name: "pets" })).statusCode).toBe(409);
    expect((await post(a, "/categories/add", { name: "FOOD" })).statusCode).toBe(409);
    expect((await post(a, "/categories/add", { name: "x".repeat(41) })).statusCode).toBe(400);
    expect((await post(b, "/fetchcategories")).json().custom).toEqual([]);
    expect((await add(b, { category: "Pets" })).statusCode).toBe(400);
    await add(a, { category: "Pets", title: "Dog food" });
    const inUse = await post(a, "/categories/remove", { name: "Pets" });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      "This category is used by transactions or budgets, so it can't be removed.",
    );
    expect((await post(a, "/categories/remove", { name: "Food" })).statusCode).toBe(400);
    await post(a, "/categories/add", { name: "Gifts" });
    expect((await post(a, "/categories/remove", { name: "Gifts" })).json().custom).toEqual(["Pets"]);
  });
});

describe("budgets", () => {
  const budget = (category: string, limit: number | null, month = "November") => ({
    category,
    limit,
    month,
    year: 2026,
  });

  it("saves the spec's two modes with its messages, and reports what was spent", async () => {
    const learner = await buildUser(ctx.app);
    await add(learner, { category: "Food", amount: 1200 });
    const monthly = await post(learner, "/budgets", { budgets: [budget("Monthly", 5000)] });
    expect(monthly.json()).toEqual({ ok: true, saved: 1, removed: 0 });

    const dup = await post(learner, "/budgets", { budgets: [budget("Food", 1000), budget("Food", 500)] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe("Each category must be unique. Please remove duplicates.");
    const over = await post(learner, "/budgets", { budgets: [budget("Food", 3000), budget("Rent", 2500.5)] });
    expect(over.json().message).toBe("Total category budgets (5,500.50) exceed the monthly limit (5,000).");

    const saved = await post(learner, "/budgets", {
      budgets: [budget("Food", 3000), budget("Travel", null), budget("Shopping", 0)],
    });
    expect(saved.json()).toEqual({ ok: true, saved: 1, removed: 2 });
    const categories = (
      await post(learner, "/fetchcategorybudgets", { month: "November", excludeMonthly: true })
    ).json();
    expect(categories.data).toEqual([
      { category: "Food", limit: 3000, spent: 1200, month: "November", year: 2026 },
    ]);
    const all = (await post(learner, "/fetchcategorybudgets", { month: "November" })).json().data;
    expect(all.map((b: { category: string }) => b.category)).toEqual(["Monthly", "Food"]);
    const month = (await post(learner, "/fetchmonthlybudget", { month: "November", year: 2026 })).json();
    expect(month.data).toEqual([
      { category: "Monthly", limit: 5000, spent: 1200, month: "November", year: 2026 },
    ]);
    expect(
      (await post(learner, "/fetchmonthlybudget", { month: "December", year: 2026 })).json().data,
    ).toEqual([]);
    // Existing category budgets count against a lower monthly limit too.
    const lower = await post(learner, "/budgets", { budgets: [budget("Monthly", 2000)] });
    expect(lower.json().message).toBe("Total category budgets (3,000) exceed the monthly limit (2,000).");
    expect((await post(learner, "/budgets", { budgets: [budget("Crypto", 100)] })).statusCode).toBe(400);
    expect(
      (await post(learner, "/budgets", { budgets: [budget("Food", 100), budget("Food", 100, "December")] }))
        .statusCode,
    ).toBe(400);
  });

  it("does not count a budget the same save removes against the monthly limit", async () => {
    const learner = await buildUser(ctx.app);
    await post(learner, "/budgets", { budgets: [budget("Monthly", 5000)] });
    await post(learner, "/budgets", { budgets: [budget("Food", 3000)] });
    // Food is emptied (removed) while Rent takes its place: 4,000 of 5,000 afterwards.
    const swap = await post(learner, "/budgets", { budgets: [budget("Food", null), budget("Rent", 4000)] });
    expect(swap.json()).toEqual({ ok: true, saved: 1, removed: 1 });
    const after = (
      await post(learner, "/fetchcategorybudgets", { month: "November", excludeMonthly: true })
    ).json();
    expect(after.data.map((b: { category: string; limit: number }) => [b.category, b.limit])).toEqual([
      ["Rent", 4000],
    ]);
  });

  it("notifies once per category and month when spending goes over a budget", async () => {
    const learner = await buildUser(ctx.app);
    await post(learner, "/budgets", { budgets: [budget("Monthly", 1000)] });
    await post(learner, "/budgets", { budgets: [budget("Food", 500)] });
    await add(learner, { amount: 400 });
    await add(learner, { amount: 200 }); // Food over
    await add(learner, { amount: 300 }); // Food still over
    await add(learner, { amount: 300, category: "Shopping" }); // Monthly over
    const rows = await ctx.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, "budgetExceeded")));
    expect(rows.map((r) => r.content).sort()).toEqual([
      "⚠️ You've spent more than your Food budget for November 2026.",
      "⚠️ You've spent more than your monthly budget for November 2026.",
    ]);
  });
});

describe("FinScore from the tracker", () => {
  it("+10 for a monthly budget set in the first 5 days, once; nothing on day 6", async () => {
    const early = await buildUser(ctx.app);
    clock.set("2026-11-05T23:30:00+05:30");
    await post(early, "/budgets", {
      budgets: [{ category: "Monthly", limit: 4000, month: "November", year: 2026 }],
    });
    await post(early, "/budgets", {
      budgets: [{ category: "Monthly", limit: 4500, month: "November", year: 2026 }],
    });
    expect((await scoreRows(early, "budget-early")).map((r) => r.change)).toEqual([10]);
    const late = await buildUser(ctx.app);
    clock.set("2026-11-06T00:30:00+05:30");
    await post(late, "/budgets", {
      budgets: [{ category: "Monthly", limit: 4000, month: "November", year: 2026 }],
    });
    expect(await scoreRows(late, "budget-early")).toEqual([]);
    clock.set("2026-11-03T11:00:00+05:30");
  });

  it("+2 on each India day with a transaction logged, once a day", async () => {
    const learner = await buildUser(ctx.app);
    clock.set("2026-11-03T09:00:00+05:30");
    await add(learner, {});
    await add(learner, {});
    clock.set("2026-11-04T00:05:00+05:30");
    await add(learner, {});
    expect((await scoreRows(learner, "tracking:")).map((r) => r.change)).toEqual([2, 2]);
    clock.set("2026-11-03T11:00:00+05:30");
  });

  it("scores each finished month once (+15 within, −10 over), catches up on missed months, and two instances never double it", async () => {
    const within = await buildUser(ctx.app);
    const over = await buildUser(ctx.app);
    clock.set("2026-08-10T10:00:00+05:30");
    for (const [user, month] of [
      [within, "August"],
      [within, "September"],
      [over, "September"],
    ] as const) {
      await post(user, "/budgets", { budgets: [{ category: "Monthly", limit: 1000, month, year: 2026 }] });
    }
    await add(within, { amount: 900, date: "2026-08-20" });
    await add(over, { amount: 1500, date: "2026-09-20" });
    // Still September: nothing is finished except August.
    clock.set("2026-09-30T23:00:00+05:30");
    await ctx.app.monthEndJob.runOnce();
    expect((await scoreRows(within, "budget-month")).map((r) => r.description)).toEqual([
      "Stayed within your monthly budget for August 2026",
    ]);
    // The app was down through October; in November two instances run the job at once.
    clock.set("2026-11-01T00:10:00+05:30");
    const second = await createTestApp({}, { clock, database: ctx.database });
    try {
      await Promise.all([
        ctx.app.monthEndJob.runOnce(),
        second.app.monthEndJob.runOnce(),
        ctx.app.monthEndJob.runOnce(),
      ]);
    } finally {
      await second.app.close();
    }
    expect((await scoreRows(within, "budget-month")).map((r) => r.change).sort()).toEqual([15, 15]);
    expect((await scoreRows(over, "budget-month")).map((r) => [r.change, r.description])).toEqual([
      [-10, "Went over your monthly budget for September 2026"],
    ]);
    await ctx.app.monthEndJob.runOnce();
    expect(await scoreRows(within, "budget-month")).toHaveLength(2);
    clock.set("2026-11-03T11:00:00+05:30");
  });
});

describe("pasting a bank alert", () => {
  it("fills a transaction in for review and stores nothing", async () => {
    const learner = await buildUser(ctx.app);
    const res = await post(learner, "/parsealert", {
      text: "Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis UPI Ref 631012345678. Not you? Call 1800",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().transaction).toEqual({
      title: "Swiggy",
      category: "Food",
      type: "expense",
      amount: 450,
      date: "2026-11-05",
      payee: "Swiggy",
      narration:
        "Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis UPI Ref 631012345678. Not you? Call 1800",
    });
    expect(res.json().details).toMatchObject({ accountHint: "1234", channel: "upi", direction: "debit" });
    expect((await post(learner, "/fetchexpensesnew")).json().data).toEqual([]);
    const notAlert = await post(learner, "/parsealert", { text: "Hi! See you at 5 for chai?" });
    expect(notAlert.statusCode).toBe(400);
    expect(notAlert.json().message).toBe(
      "Couldn't read an amount in this text. Paste the whole alert from your bank.",
    );
    expect((await post(learner, "/parsealert", { text: "x".repeat(10_001) })).statusCode).toBe(400);
  });
});

describe("importing a statement", () => {
  const csv = [
    "Account Name : ,Ms. TEST LEARNER",
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    '02-Oct-26,02-Oct-26,TO TRANSFER-UPI/DR/627512345601/SWIGGY/YESB/swiggy@yes/Paymen--,TRANSFER TO 1,249, ,"12,251.00"',
    '03-Oct-26,03-Oct-26,BY TRANSFER-UPI/CR/627612345602/PRIYA S/HDFC/priya.s@okhdfc/UPI--,TRANSFER FROM 2, ,"1,500.00","13,751.00"',
    '31-Feb-26,31-Feb-26,TO TRANSFER-UPI/DR/628612345606/CHAI POINT/YESB/chaipoint@ybl/UPI--,TRANSFER TO 5,60, ,"9,719.10"',
  ].join("\n");

  it("previews, maps, reviews and saves; a second import of the same file skips what was saved", async () => {
    const learner = await buildUser(ctx.app);
    const preview = (await post(learner, "/import/preview", { csv })).json();
    expect(preview.layout).toMatchObject({ id: "sbi" });
    expect(preview.headerRow).toBe(1);
    const mapping = preview.mapping;
    const parsed = (await post(learner, "/import/parse", { csv, mapping })).json();
    expect(parsed.transactions).toHaveLength(2);
    expect(parsed.transactions[0]).toMatchObject({
      date: "2026-10-02",
      title: "Swiggy",
      payee: "Swiggy",
      narration: "TO TRANSFER-UPI/DR/627512345601/SWIGGY/YESB/swiggy@yes/Paymen--",
      type: "expense",
      amount: 249,
      category: "Food",
      duplicate: false,
    });
    expect(parsed.errors).toEqual([
      { line: 5, message: 'Line 5: couldn\'t read the date "31-Feb-26" as DD-MMM-YY.' },
    ]);
    // A learner reading in Hindi is told the same, in Hindi; the line and the cell stay as written.
    const inHindi = await call(ctx.app, "POST", `${T}/import/parse`, {
      cookie: learner.cookie,
      headers: { "accept-language": "hi" },
      body: { csv, mapping },
    });
    expect(inHindi.json().errors).toEqual([
      { line: 5, message: 'लाइन 5: तारीख "31-Feb-26" को DD-MMM-YY के रूप में नहीं पढ़ पाए।' },
    ]);
    const toSave = parsed.transactions.map(({ line, duplicate, ...t }: Record<string, unknown>) => t);
    expect((await post(learner, "/import/commit", { mapping, transactions: toSave })).json()).toEqual({
      saved: 2,
      skipped: 0,
    });
    const again = (await post(learner, "/import/parse", { csv, mapping })).json();
    expect(again.transactions.every((t: { duplicate: boolean }) => t.duplicate)).toBe(true);
    expect((await post(learner, "/import/commit", { mapping, transactions: toSave })).json()).toEqual({
      saved: 0,
      skipped: 2,
    });
    const october = (await post(learner, "/fetchexpenses", { monthsRange: 3, month: "October" })).json().data;
    expect(october[2]).toMatchObject({ month: "Oct", income: 1500, expense: 249 });
    expect(
      (await post(learner, "/fetchexpensesnew")).json().data.map((t: { source: string }) => t.source),
    ).toEqual(["csv", "csv"]);
  });

  it("keeps the learner's mapping for a layout it does not know", async () => {
    const learner = await buildUser(ctx.app);
    const own = ["When,What,Money", "2026-10-04,Book shop,-350.00", "2026-10-05,Pocket money,2000"].join(
      "\n",
    );
    const first = (await post(learner, "/import/preview", { csv: own })).json();
    expect(first).toMatchObject({ layout: null, mapping: null, savedMapping: false });
    const mapping = {
      date: 0,
      description: 1,
      amount: 2,
      amountSign: "negative-is-debit",
      dateFormat: "YYYY-MM-DD",
      headerRow: 0,
    };
    const parsed = (await post(learner, "/import/parse", { csv: own, mapping })).json();
    expect(parsed.transactions.map((t: { type: string; amount: number }) => [t.type, t.amount])).toEqual([
      ["expense", 350],
      ["income", 2000],
    ]);
    const transactions = parsed.transactions.map(({ line, duplicate, ...t }: Record<string, unknown>) => t);
    await post(learner, "/import/commit", { mapping, transactions });
    const next = (await post(learner, "/import/preview", { csv: own })).json();
    expect(next).toMatchObject({ savedMapping: true, mapping });
    // Another learner does not get it.
    const other = await buildUser(ctx.app);
    expect((await post(other, "/import/preview", { csv: own })).json().savedMapping).toBe(false);
  });

  it("refuses broken and oversized files with a clear message", async () => {
    const learner = await buildUser(ctx.app);
    const broken = await post(learner, "/import/preview", { csv: 'Date,Narration\n"01/10/26,unterminated' });
    expect(broken.statusCode).toBe(400);
    const big = await post(learner, "/import/preview", { csv: "a,b\n".repeat(600_000) });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({
      message: "body.csv: That file is too large (2 MB at most).",
      field: "csv",
    });
    const badMapping = await post(learner, "/import/parse", {
      csv: "a,b\n1,2",
      mapping: { date: 0, description: 1, dateFormat: "YYYY-MM-DD", headerRow: 0 },
    });
    expect(badMapping.statusCode).toBe(400);
  });
});

describe("export", () => {
  it("downloads a month or everything as CSV, with formula-looking titles made harmless", async () => {
    const learner = await buildUser(ctx.app);
    await add(learner, { title: '=HYPERLINK("http://evil.example")', amount: 10, date: "2026-11-01" });
    await add(learner, { title: "Books, pens", amount: 1234.5, date: "2026-10-01", category: "Education" });
    const month = await call(ctx.app, "GET", `${T}/export?month=November&year=2026`, {
      cookie: learner.cookie,
    });
    expect(month.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(month.headers["content-disposition"]).toBe(
      'attachment; filename="arthshala-transactions-2026-11.csv"',
    );
    expect(month.body).toBe(
      '\uFEFFDate,Title,Category,Type,Amount (INR)\r\n2026-11-01,"\'=HYPERLINK(""http://evil.example"")",Food,expense,10.00\r\n',
    );
    const all = await call(ctx.app, "GET", `${T}/export`, { cookie: learner.cookie });
    expect(all.body).toContain('2026-10-01,"Books, pens",Education,expense,1234.50');
    expect(
      (await call(ctx.app, "GET", `${T}/export?month=November`, { cookie: learner.cookie })).statusCode,
    ).toBe(400);
    expect((await call(ctx.app, "GET", `${T}/export`)).statusCode).toBe(401);
  });
});
