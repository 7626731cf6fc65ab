import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-03T11:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const T = "/api/fin-tools/expensetracker";
const RULES = `${T}/category-rules`;
const post = (user: TestUser, path: string, body: unknown = {}) =>
  call(ctx.app, "POST", `${T}${path}`, { cookie: user.cookie, body });
const listRules = (user: TestUser) => call(ctx.app, "GET", RULES, { cookie: user.cookie });
const putRule = (user: TestUser, body: unknown) => call(ctx.app, "PUT", RULES, { cookie: user.cookie, body });
const deleteRule = (user: TestUser, key: string) =>
  call(ctx.app, "DELETE", `${RULES}/${encodeURIComponent(key)}`, { cookie: user.cookie });

// One row per bank, as each writes its statement or alerts.
const SBI_CSV = [
  "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
  '02-Oct-26,02-Oct-26,TO TRANSFER-UPI/DR/627512345601/SWIGGY/YESB/swiggy@yes/Paymen--,TRANSFER TO 1,249, ,"12,251.00"',
  '07-Oct-26,07-Oct-26,ATM WDL-ATM CASH 8765 SBI KONDAPUR--,,"2,000.00", ,"10,251.00"',
  '31-Oct-26,31-Oct-26,CREDIT INTEREST--,, ,42.00,"10,293.00"',
].join("\n");
const CHAIPOINT_ALERT =
  "Money Sent! Rs.60.00 From HDFC Bank A/C x1234 To CHAIPOINT On 05/11/26 Ref 631012345678 Not You? Call 18002586161";

async function importCsv(user: TestUser, csv: string) {
  const preview = (await post(user, "/import/preview", { csv })).json();
  const parsed = (await post(user, "/import/parse", { csv, mapping: preview.mapping })).json();
  return { mapping: preview.mapping, rows: parsed.transactions as Array<Record<string, unknown>> };
}

describe("filing an import: clean payees, the bank's text kept, ATM cash under the learner's Cash", () => {
  it("titles rows by payee, files ATM cash under Cash (made on save) and keeps the narration", async () => {
    const learner = await buildUser(ctx.app);
    const { mapping, rows } = await importCsv(learner, SBI_CSV);
    expect(rows.map((r) => [r.title, r.payee, r.category])).toEqual([
      ["Swiggy", "Swiggy", "Food"],
      ["Cash withdrawal", "Cash withdrawal", "Cash"],
      ["Interest", "Interest", "Savings"],
    ]);
    const transactions = rows.map(({ line, duplicate, ...t }) => t);
    expect((await post(learner, "/import/commit", { mapping, transactions })).json()).toEqual({
      saved: 3,
      skipped: 0,
    });
    expect((await post(learner, "/fetchcategories")).json().custom).toEqual(["Cash"]);
    const saved = (await post(learner, "/fetchexpensesnew")).json().data;
    expect(saved.find((t: { title: string }) => t.title === "Cash withdrawal")).toMatchObject({
      category: "Cash",
      payee: "Cash withdrawal",
      narration: "ATM WDL-ATM CASH 8765 SBI KONDAPUR--",
      source: "csv",
    });
    // An edit that leaves the payee and the bank's text out keeps them.
    const swiggy = saved.find((t: { title: string }) => t.title === "Swiggy");
    const edited = await call(ctx.app, "PUT", `${T}/transaction/${swiggy.id}`, {
      cookie: learner.cookie,
      body: {
        transaction: {
          title: "Swiggy",
          category: "Shopping",
          type: "expense",
          amount: 249,
          date: "2026-10-02",
        },
      },
    });
    expect(edited.json().data).toMatchObject({ category: "Shopping", payee: "Swiggy" });
    expect(edited.json().data.narration).toContain("UPI/DR/627512345601/SWIGGY");
  });

  it("reads a pasted CHAIPOINT alert as Chai Point, filed as Food, and saves it as an alert", async () => {
    const learner = await buildUser(ctx.app);
    const parsed = (await post(learner, "/parsealert", { text: CHAIPOINT_ALERT })).json();
    expect(parsed.transaction).toMatchObject({
      title: "Chai Point",
      category: "Food",
      payee: "Chai Point",
      narration: CHAIPOINT_ALERT,
    });
    const saved = (await post(learner, "/transaction", { transaction: parsed.transaction })).json().data;
    expect(saved).toMatchObject({ source: "alert", payee: "Chai Point", narration: CHAIPOINT_ALERT });
  });
});

describe("a learner's filing rules", () => {
  it("are made, listed, replaced, applied to later imports and alerts, and removed", async () => {
    const learner = await buildUser(ctx.app);
    expect((await listRules(learner)).json()).toEqual({ data: [] });
    const made = await putRule(learner, { payee: "Swiggy", category: "Shopping" });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({ payeeKey: "swiggy", payee: "Swiggy", category: "Shopping" });
    // The same payee spelt otherwise replaces it.
    await putRule(learner, { payee: " SWIGGY ", category: "Entertainment" });
    await putRule(learner, { payee: "Chai Point", category: "Entertainment" });
    expect((await listRules(learner)).json().data).toEqual([
      { payeeKey: "chai point", payee: "Chai Point", category: "Entertainment" },
      { payeeKey: "swiggy", payee: "SWIGGY", category: "Entertainment" },
    ]);

    const { rows } = await importCsv(learner, SBI_CSV);
    expect(rows[0]).toMatchObject({ payee: "Swiggy", category: "Entertainment" });
    const alert = (await post(learner, "/parsealert", { text: CHAIPOINT_ALERT })).json();
    expect(alert.transaction.category).toBe("Entertainment");

    expect((await deleteRule(learner, "swiggy")).json()).toEqual({ ok: true });
    expect((await importCsv(learner, SBI_CSV)).rows[0]).toMatchObject({ category: "Food" });
    expect((await deleteRule(learner, "swiggy")).statusCode).toBe(404);
  });

  it("file into a learner's own category, and go when that category is removed", async () => {
    const learner = await buildUser(ctx.app);
    await post(learner, "/categories/add", { name: "Treats" });
    expect((await putRule(learner, { payee: "Swiggy", category: "Treats" })).statusCode).toBe(200);
    expect((await importCsv(learner, SBI_CSV)).rows[0]).toMatchObject({ category: "Treats" });
    await post(learner, "/categories/remove", { name: "Treats" });
    expect((await listRules(learner)).json().data).toEqual([]);
  });

  it("refuse bad input with a 400 that says why", async () => {
    const learner = await buildUser(ctx.app);
    const cases: Array<[unknown, RegExp]> = [
      [{ payee: "Swiggy", category: "Nope" }, /Choose one of your categories/],
      [{ payee: "Swi\u0000ggy", category: "Food" }, /control characters/],
      [{ payee: "x".repeat(61), category: "Food" }, /60 characters/],
      [{ payee: "Swiggy", category: "y".repeat(41) }, /40 characters/],
      [{ payee: "***", category: "Food" }, /letters or digits/],
      [{ payee: "", category: "Food" }, /Name the payee/],
      [{ category: "Food" }, /payee/],
    ];
    for (const [body, message] of cases) {
      const res = await putRule(learner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toMatch(message);
    }
    // A key longer than any payee's is refused before any query (Fastify's parameter limit: 414).
    expect((await deleteRule(learner, "x".repeat(500))).statusCode).toBe(414);
    expect((await deleteRule(learner, "a\u0000b")).statusCode).toBe(400);
    expect((await listRules(learner)).json().data).toEqual([]);
  });

  it("are each learner's own: another can't read, change or remove them", async () => {
    const first = await buildUser(ctx.app);
    const second = await buildUser(ctx.app);
    await putRule(first, { payee: "Swiggy", category: "Shopping" });
    expect((await listRules(second)).json().data).toEqual([]);
    expect((await deleteRule(second, "swiggy")).statusCode).toBe(404);
    await putRule(second, { payee: "Swiggy", category: "Health" });
    expect((await listRules(first)).json().data).toEqual([
      { payeeKey: "swiggy", payee: "Swiggy", category: "Shopping" },
    ]);
    // Each learner's imports follow their own rule.
    expect((await importCsv(first, SBI_CSV)).rows[0]).toMatchObject({ category: "Shopping" });
    expect((await importCsv(second, SBI_CSV)).rows[0]).toMatchObject({ category: "Health" });
    // A visitor gets nothing.
    expect((await call(ctx.app, "GET", RULES)).statusCode).toBe(401);
  });

  it("are in the learner's download", async () => {
    const learner = await buildUser(ctx.app);
    await putRule(learner, { payee: "Swiggy", category: "Food" });
    const res = await call(ctx.app, "GET", "/api/account/export", { cookie: learner.cookie });
    expect(res.json().data.category_rules).toEqual([
      expect.objectContaining({ payee: "Swiggy", category: "Food" }),
    ]);
  });
});
