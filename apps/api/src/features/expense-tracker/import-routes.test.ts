import diagnostics from "node:diagnostics_channel";
import {
  IMPORT_SAVE_MAX,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_COLUMNS,
  STATEMENT_MAX_LINES,
  statementImportMessages,
} from "@arthshala/contracts/tracker-rules";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { transactionMonthTotals, transactions } from "../../platform/db/schema.js";
import { IMPORT_RATE_LIMITS, PREVIEW_CELL_MAX, PREVIEW_LINES } from "./import-routes.js";

let ctx: TestContext;
let origin: string;
const clock = new TestClock("2026-11-03T11:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  // /api/health is asked over a real socket: its answer then needs turns of the event loop, as a
  // load balancer's probe does, whichever database the tests run on.
  origin = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  // Once first: fetch loads its HTTP client on first use, which is not what the tests compare.
  await (await fetch(`${origin}/api/health`)).arrayBuffer();
});
afterAll(async () => {
  await ctx.close();
});

const T = "/api/fin-tools/expensetracker";
const post = (user: TestUser, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(ctx.app, "POST", `${T}${path}`, { cookie: user.cookie, body, headers });

const SBI_HEADER = "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance";
/** An SBI-layout statement of `lines` distinct debits, all in October 2026. */
function statement(lines: number, preamble: string[] = ["Account Name : ,Ms. TEST LEARNER"]): string {
  const rows = [...preamble, SBI_HEADER];
  for (let i = 0; i < lines; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    rows.push(
      `${day}-Oct-26,${day}-Oct-26,UPI/DR/${600000000000 + i}/SWIGGY/YESB,T${i},${(i % 900) + 10},,"1.00"`,
    );
  }
  return rows.join("\n");
}

/**
 * Runs `request`, and the moment its route's handler starts (Fastify's diagnostics channel) asks for
 * /api/health over HTTP: the order the two answers came back in. A handler that reads the whole file in
 * one go holds the event loop, so health waits for it; one that reads in turns lets health through.
 */
async function healthDuring(
  route: string,
  request: () => Promise<LightMyRequestResponse>,
): Promise<string[]> {
  const order: string[] = [];
  let health: Promise<unknown> | undefined;
  const onStart = (message: unknown) => {
    if (health || (message as { route?: { url?: string } }).route?.url !== route) return;
    health = fetch(`${origin}/api/health`).then(async (res) => {
      await res.arrayBuffer();
      order.push(`health ${res.status}`);
    });
  };
  diagnostics.subscribe("tracing:fastify.request.handler:start", onStart);
  try {
    const res = await request();
    order.push(`${route.split("/").pop()} ${res.statusCode}`);
    await health;
  } finally {
    diagnostics.unsubscribe("tracing:fastify.request.handler:start", onStart);
  }
  return order;
}

describe("reading a statement does not hold the server", () => {
  it("answers /api/health while a big statement is previewed", async () => {
    const learner = await buildUser(ctx.app);
    const csv = statement(15_000); // about 1.1 MB
    const order = await healthDuring(`${T}/import/preview`, () => post(learner, "/import/preview", { csv }));
    expect(order).toEqual(["health 200", "preview 200"]);
  });

  it("refuses a 2 MB line of commas at the column limit, with a 400 that says so", async () => {
    const learner = await buildUser(ctx.app);
    const commas = ",".repeat(STATEMENT_MAX_BYTES - 1);
    const res = await post(learner, "/import/preview", { csv: commas });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(statementImportMessages.tooManyColumns(1));
    expect(res.json().message).toBe(
      `Line 1 has more than ${STATEMENT_MAX_COLUMNS} columns. Check that the file is a bank statement saved as CSV.`,
    );
    const inHindi = await post(learner, "/import/preview", { csv: commas }, { "accept-language": "hi" });
    expect(inHindi.json().message).toMatch(/^लाइन 1 में 200 से ज़्यादा कॉलम हैं।/);
  });

  it("refuses too many lines and too wide a line with a 400, in the learner's language", async () => {
    const learner = await buildUser(ctx.app);
    const long = await post(learner, "/import/parse", {
      csv: "1\n".repeat(STATEMENT_MAX_LINES + 1),
      mapping: { headerRow: 0, date: 0, description: 0, amount: 0, dateFormat: "YYYY-MM-DD" },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      "That file has more than 20,000 lines. Export a shorter date range and import it in parts.",
    );
    const wide = `${SBI_HEADER}\n${"x,".repeat(STATEMENT_MAX_COLUMNS)}x`;
    const refused = await post(learner, "/import/preview", { csv: wide }, { "accept-language": "hi" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^लाइन 2 में 200 से ज़्यादा कॉलम हैं।/);
    // A mapping can only name a column below the limit.
    const beyond = await post(learner, "/import/parse", {
      csv: statement(1),
      mapping: {
        headerRow: 1,
        date: 0,
        description: STATEMENT_MAX_COLUMNS,
        amount: 4,
        dateFormat: "DD-MMM-YY",
      },
    });
    expect(beyond.statusCode).toBe(400);
  });
});

describe("the preview", () => {
  it("answers only what the mapping screen shows: the first lines, down past the header, cells cut short", async () => {
    const learner = await buildUser(ctx.app);
    const csv = statement(500);
    const preview = (await post(learner, "/import/preview", { csv })).json();
    expect(preview).toMatchObject({ headerRow: 1, layout: { id: "sbi" }, savedMapping: false });
    expect(preview.rows).toHaveLength(PREVIEW_LINES);
    expect(preview.rows[1]).toEqual(SBI_HEADER.split(","));

    // A long preamble (Kotak's runs to a dozen lines): the header and a few lines under it are shown.
    const preamble = Array.from({ length: 15 }, (_, i) => `Preamble line ${i + 1},${"p".repeat(300)}`);
    const tall = (await post(learner, "/import/preview", { csv: statement(50, preamble) })).json();
    expect(tall.headerRow).toBe(15);
    expect(tall.rows).toHaveLength(15 + 1 + 5);
    expect(tall.rows[15]).toEqual(SBI_HEADER.split(","));
    expect(tall.rows[0][1]).toHaveLength(PREVIEW_CELL_MAX);
  });
});

describe("saving an import", () => {
  it(`saves ${IMPORT_SAVE_MAX} transactions in one request and refuses more with a clear message`, async () => {
    const learner = await buildUser(ctx.app);
    const csv = statement(IMPORT_SAVE_MAX + 1);
    const preview = (await post(learner, "/import/preview", { csv })).json();
    const parsed = (await post(learner, "/import/parse", { csv, mapping: preview.mapping })).json();
    expect(parsed.transactions).toHaveLength(IMPORT_SAVE_MAX + 1);
    const toSave = parsed.transactions.map(({ line, duplicate, ...t }: Record<string, unknown>) => t);

    const tooMany = await post(learner, "/import/commit", { mapping: preview.mapping, transactions: toSave });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: "body.transactions: Save at most 2,000 transactions at a time.",
      field: "transactions",
    });
    const inHindi = await post(
      learner,
      "/import/commit",
      { mapping: preview.mapping, transactions: toSave },
      { "accept-language": "hi" },
    );
    expect(inHindi.json().message).toBe("body.transactions: एक बार में ज़्यादा से ज़्यादा 2,000 लेन-देन सेव करें।");

    const first = await post(learner, "/import/commit", {
      mapping: preview.mapping,
      transactions: toSave.slice(0, IMPORT_SAVE_MAX),
    });
    expect(first.json()).toEqual({ saved: IMPORT_SAVE_MAX, skipped: 0 });
    // The rest, with one already saved: the app sends a long review in parts like this.
    const rest = await post(learner, "/import/commit", {
      mapping: preview.mapping,
      transactions: toSave.slice(IMPORT_SAVE_MAX - 1),
    });
    expect(rest.json()).toEqual({ saved: 1, skipped: 1 });

    const saved = await ctx.app.db.select().from(transactions).where(eq(transactions.userId, learner.id));
    expect(saved).toHaveLength(IMPORT_SAVE_MAX + 1);
    expect(saved.every((t) => t.source === "csv" && t.occurredOn.startsWith("2026-10-"))).toBe(true);
    const expected = toSave.reduce((sum: number, t: { amount: number }) => sum + t.amount * 100, 0);
    const [totals] = await ctx.app.db
      .select()
      .from(transactionMonthTotals)
      .where(eq(transactionMonthTotals.userId, learner.id));
    expect(totals).toMatchObject({ amountPaise: expected, transactionCount: IMPORT_SAVE_MAX + 1 });
    const again = (await post(learner, "/import/parse", { csv, mapping: preview.mapping })).json();
    expect(again.transactions.every((t: { duplicate: boolean }) => t.duplicate)).toBe(true);
  });

  it("checks every row it is sent: another learner's rows are theirs, a category must be the learner's", async () => {
    const asha = await buildUser(ctx.app);
    const ravi = await buildUser(ctx.app);
    const csv = statement(3);
    const preview = (await post(asha, "/import/preview", { csv })).json();
    const parsed = (await post(asha, "/import/parse", { csv, mapping: preview.mapping })).json();
    const rows = parsed.transactions.map(({ line, duplicate, ...t }: Record<string, unknown>) => t);
    expect(
      (await post(asha, "/import/commit", { mapping: preview.mapping, transactions: rows })).json(),
    ).toEqual({ saved: 3, skipped: 0 });
    // The same file is new to Ravi: Asha's rows neither block nor show through.
    expect(
      (await post(ravi, "/import/parse", { csv, mapping: preview.mapping })).json().transactions,
    ).toEqual(parsed.transactions);
    expect(
      (await post(ravi, "/import/commit", { mapping: preview.mapping, transactions: rows })).json(),
    ).toEqual({ saved: 3, skipped: 0 });
    const odd = await post(ravi, "/import/commit", {
      mapping: preview.mapping,
      transactions: [{ ...rows[0], category: "Asha's own", fingerprint: "x" }],
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe("transaction.category: Choose one of your categories.");
    const future = await post(ravi, "/import/commit", {
      mapping: preview.mapping,
      transactions: [{ ...rows[0], date: "2031-01-01", fingerprint: "y" }],
    });
    expect(future.statusCode).toBe(400);
    const ravis = await ctx.app.db.select().from(transactions).where(eq(transactions.userId, ravi.id));
    expect(ravis).toHaveLength(3);
  });
});

describe("import limits per learner", () => {
  it("answers 429 past the preview limit, for that learner only", async () => {
    const busy = await buildUser(ctx.app);
    const other = await buildUser(ctx.app);
    const csv = statement(2);
    for (let i = 0; i < IMPORT_RATE_LIMITS.preview; i++) {
      expect((await post(busy, "/import/preview", { csv })).statusCode).toBe(200);
    }
    const refused = await post(busy, "/import/preview", { csv });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many requests. Please wait a minute and try again.");
    expect((await post(other, "/import/preview", { csv })).statusCode).toBe(200);
  });
});
