import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/harness.js";
import { selectRows } from "../../platform/db/client.js";
import { type BoardQuery, boardPlanProblems, boardQueries } from "./board-queries.js";

/**
 * Issue 25: with 100,000 learners the boards sorted the whole table on every load (288–745 ms), because
 * `order by fin_score desc` is NULLS FIRST and the indexes are DESC NULLS LAST. The plans of the exact
 * SQL the server runs must read the board's index and sort nothing (the top lists), or sort no
 * learner rows (the histograms, which count them all). Sequential scans are switched off so that the
 * planner's choice on a small table is the one it makes on a big one.
 */

let ctx: TestContext;
const WEEK = "2026-11-16";
const LEARNERS = 3000;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.db.execute(sql`insert into users (email, name, role)
    select 'plan-' || g || '@example.in', 'Learner ' || g, 'Learner' from generate_series(1, ${LEARNERS}::int) g`);
  await ctx.app.db.execute(sql`insert into learner_stats (user_id, fin_score, week_start, week_score, leaderboard_hidden)
    select id, (row_number() over (order by email))::int * 37 % 1001, ${WEEK}::date,
      (row_number() over (order by email))::int * 13 % 200, (row_number() over (order by email)) % 50 = 0
    from users where email like 'plan-%'`);
  await ctx.app.db.execute(sql`analyze learner_stats`);
  await ctx.app.db.execute(sql`analyze users`);
});
afterAll(() => ctx.close());

async function explain(query: BoardQuery["query"]): Promise<unknown> {
  return ctx.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const [row] = await selectRows<{ "QUERY PLAN": unknown }>(tx, sql`explain (format json) ${query}`);
    const plan = row!["QUERY PLAN"];
    return typeof plan === "string" ? JSON.parse(plan) : plan;
  });
}

describe("the boards' query plans", () => {
  for (const board of boardQueries(WEEK)) {
    it(`${board.name}: ${board.reads === "top of index" ? "reads its index in order, sorts nothing" : "sorts no learner rows"}`, async () => {
      const plan = await explain(board.query);
      expect(boardPlanProblems(plan, board), JSON.stringify(plan)).toEqual([]);
    });
  }

  it("the queries answer what the boards show", async () => {
    const [top, histogram] = boardQueries(WEEK);
    const rows = await selectRows<{ score: number; learner_number: number }>(ctx.app.db, top!.query);
    expect(rows).toHaveLength(50);
    const scores = rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const buckets = await selectRows<{ score: number; learners: number }>(ctx.app.db, histogram!.query);
    expect(buckets[0]!.score).toBe(scores[0]);
    expect(buckets.reduce((n, b) => n + b.learners, 0)).toBeGreaterThan(LEARNERS / 2);
  });
});
