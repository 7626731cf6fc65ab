import { LEADERBOARD_SIZE } from "@arthshala/contracts/leaderboard-rules";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { awardFinScore, buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { selectRows } from "../../platform/db/client.js";
import { users } from "../../platform/db/schema.js";
import { type BoardQuery, boardPlanProblems, boardQueries } from "./board-queries.js";

/**
 * Issue 25: with 100,000 learners the boards sorted the whole table on every load (288–745 ms), because
 * `order by fin_score desc` is NULLS FIRST and the indexes are DESC NULLS LAST. The plans of the exact
 * SQL the server runs must read the board's index and sort nothing (the top lists), or sort no
 * learner rows. Issue 37: a rank below the top list grouped every learner on the board (130–270 ms
 * on 100,000); it now sums the per-score counts a trigger keeps, and reads no learner's row.
 * Sequential scans are switched off so that the planner's choice on a small table is the one it
 * makes on a big one.
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
  // Vacuum writes the visibility map that index-only scans need (autovacuum does on a real server).
  await ctx.app.db.execute(sql`vacuum analyze learner_stats`);
  await ctx.app.db.execute(sql`analyze users`);
});
afterAll(() => ctx.close());

async function explain(query: BoardQuery["query"], analyze = false): Promise<unknown> {
  return ctx.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const [row] = await selectRows<{ "QUERY PLAN": unknown }>(
      tx,
      analyze ? sql`explain (analyze, format json) ${query}` : sql`explain (format json) ${query}`,
    );
    const plan = row!["QUERY PLAN"];
    return typeof plan === "string" ? JSON.parse(plan) : plan;
  });
}

describe("the boards' query plans", () => {
  for (const board of boardQueries(WEEK)) {
    it(`${board.name}: ${board.reads === "top of index" ? "reads its index in order, sorts nothing" : "sums the kept counts, reads no learner"}`, async () => {
      const plan = await explain(board.query);
      expect(boardPlanProblems(plan, board), JSON.stringify(plan)).toEqual([]);
    });
  }

  it("the queries answer what the boards show", async () => {
    const [top, rank] = boardQueries(WEEK, 900);
    const rows = await selectRows<{ score: number; learner_number: number }>(ctx.app.db, top!.query);
    expect(rows).toHaveLength(50);
    const scores = rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const [{ higher }] = (await selectRows<{ higher: number }>(ctx.app.db, rank!.query)) as [
      { higher: number },
    ];
    const [{ expected }] = (await selectRows<{ expected: number }>(
      ctx.app.db,
      sql`select count(*)::int as expected from learner_stats where fin_score > 900 and not leaderboard_hidden`,
    )) as [{ expected: number }];
    expect(higher).toBe(expected);
    expect(higher).toBeGreaterThan(50);
  });

  it("a rank below the top list reads no learner beyond the top list, never the whole board", async () => {
    const learner = await buildUser(ctx.app, { name: "Below Top" });
    await awardFinScore(ctx.app, learner.id, 950, "below-top");
    const [{ above }] = (await selectRows<{ above: number }>(
      ctx.app.db,
      sql`select count(*)::int as above from learner_stats where fin_score > 950 and not leaderboard_hidden`,
    )) as [{ above: number }];
    // Every statement the boards send while answering this learner's home page and board.
    const sent: SQL[] = [];
    const original = ctx.app.db.execute.bind(ctx.app.db);
    const spy = vi.spyOn(ctx.app.db, "execute");
    spy.mockImplementation(((query: SQL) => {
      sent.push(query);
      return original(query);
    }) as typeof ctx.app.db.execute);
    try {
      const home = await call(ctx.app, "POST", "/api/home/getdata", { cookie: learner.cookie, body: {} });
      expect(home.json().userData.rank).toBe(above + 1);
      const board = await call(ctx.app, "GET", "/api/home/leaderboard?board=all", { cookie: learner.cookie });
      expect(board.json().you).toMatchObject({ rank: above + 1, in_list: false });
    } finally {
      spy.mockRestore();
    }
    const learnerReads = sent.filter((q) => JSON.stringify(q).includes("learner_stats"));
    expect(learnerReads.length).toBeGreaterThan(0);
    for (const query of learnerReads) {
      const plan = (await explain(query, true)) as Array<{ Plan: PlanNode }>;
      const read = scansOf(plan[0]!.Plan).reduce((n, scan) => n + (scan["Actual Rows"] ?? 0), 0);
      // The top list reads about 50 index entries (and skips the hidden among them): not all 3,000.
      expect(read, JSON.stringify(plan)).toBeLessThanOrEqual(LEADERBOARD_SIZE + 10);
    }
  });
});

describe("the kept per-score counts", () => {
  /** Every board's counts, grouped afresh from learner_stats: what the trigger must have kept. */
  const grouped = sql`select board, score, learners from (
      select 'all' as board, fin_score as score, count(*)::int as learners from learner_stats
        where not leaderboard_hidden and fin_score > 0 group by fin_score
      union all
      select 'week:' || week_start, week_score, count(*)::int from learner_stats
        where not leaderboard_hidden and week_start is not null and week_score > 0
        group by week_start, week_score) g
    order by board, score`;
  const kept = sql`select board, score, learners from leaderboard_score_counts
    where learners <> 0 order by board, score`;

  it("follow every award, week change, hiding, showing and deletion", async () => {
    const a = await buildUser(ctx.app, { name: "Count A" });
    const b = await buildUser(ctx.app, { name: "Count B" });
    await awardFinScore(ctx.app, a.id, 40, "count-a1", new Date("2026-11-17T10:00:00+05:30"));
    await awardFinScore(ctx.app, a.id, -10, "count-a2", new Date("2026-11-18T10:00:00+05:30"));
    await awardFinScore(ctx.app, b.id, 30, "count-b1", new Date("2026-11-18T10:00:00+05:30"));
    // The next week: a's weekly score starts again; the old week loses a.
    await awardFinScore(ctx.app, a.id, 5, "count-a3", new Date("2026-11-24T10:00:00+05:30"));
    const hide = (user: typeof a, hidden: boolean) =>
      call(ctx.app, "POST", "/api/home/leaderboard/visibility", { cookie: user.cookie, body: { hidden } });
    expect((await hide(b, true)).statusCode).toBe(200);
    expect((await hide(a, true)).statusCode).toBe(200);
    expect((await hide(a, false)).statusCode).toBe(200);
    await ctx.app.db.delete(users).where(sql`${users.id} = ${b.id}`);
    // Some of the seeded learners lose their points, in one statement.
    await ctx.app.db.execute(sql`update learner_stats set fin_score = 0, week_score = 0
      where user_id in (select id from users where email like 'plan-1%')`);
    expect(await selectRows(ctx.app.db, kept)).toEqual(await selectRows(ctx.app.db, grouped));
  });
});

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
}

/** The scans of learner_stats (by the table or one of its indexes) in a plan. */
function scansOf(node: PlanNode): PlanNode[] {
  const here = node["Relation Name"] === "learner_stats" ? [node] : [];
  return [...here, ...(node.Plans ?? []).flatMap(scansOf)];
}
