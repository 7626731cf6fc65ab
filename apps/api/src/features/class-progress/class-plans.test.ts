import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildAssignment,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
} from "../../../test/factories.js";
import { createTestApp, type TestContext } from "../../../test/harness.js";
import { selectRows } from "../../platform/db/client.js";
import { classPlanProblems, classQueries } from "./queries.js";

/**
 * The dashboard's and class leaderboard's queries, exactly as the server builds them, must reach a class's
 * learners through keys (class_members by class, then each member's card_progress and finstar_ledger
 * rows), never by reading a whole table of learners: at 100,000 learners and 1,000 classes that is the
 * difference between a class's 100 learners and everyone (bench/class-plans.ts checks the populated
 * database). Sequential scans are switched off so the planner's choice on a small table is the one it
 * makes on a big one, as in home/leaderboard-plans.test.ts.
 */

let ctx: TestContext;
const LEARNERS = 3000;
const CLASS_SIZE = 100;
let classId: number;
let cardIds: number[];
let memberIds: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  const { app } = ctx;
  const teacher = await buildFacilitator(app);
  const org = await buildOrganisation(app, { owner: teacher });
  const course = await buildCourse(app, { modules: [{ cards: [{}, {}, {}, {}] }, { cards: [{}, {}, {}] }] });
  cardIds = course.modules.flatMap((m) => m.cardIds);
  await app.db.execute(sql`insert into users (email, name, role)
    select 'plan-' || g || '@example.in', 'Learner ' || g, 'Learner' from generate_series(1, ${LEARNERS}::int) g`);
  await app.db.execute(
    sql`insert into learner_stats (user_id) select id from users where email like 'plan-%'`,
  );
  // Every learner completed every card, paid in the ledger: the class's rows are a thirtieth of them.
  await app.db.execute(sql`insert into card_progress (user_id, card_id, course_id, user_answer)
    select u.id, c, ${course.id}, null from users u cross join unnest(${sql.param(cardIds)}::int[]) c
    where u.email like 'plan-%'`);
  await app.db.execute(sql`insert into finstar_ledger (user_id, change, description, source_key)
    select u.id, 5, 'Completed', 'card:' || c from users u cross join unnest(${sql.param(cardIds)}::int[]) c
    where u.email like 'plan-%'`);
  for (let i = 0; i < LEARNERS / CLASS_SIZE; i++) {
    const cls = await buildClass(app, { organisationId: org.id, name: `Class ${i}` });
    await app.db.execute(sql`insert into class_members (class_id, user_id)
      select ${cls.id}, id from users where email like 'plan-%' order by email
      offset ${i * CLASS_SIZE} limit ${CLASS_SIZE}`);
    await buildAssignment(app, { classId: cls.id, courseId: course.id });
    if (i === 7) classId = cls.id;
  }
  memberIds = (
    await selectRows<{ user_id: string }>(
      app.db,
      sql`select user_id from class_members where class_id = ${classId}`,
    )
  ).map((r) => r.user_id);
  for (const table of [
    "users",
    "learner_stats",
    "class_members",
    "card_progress",
    "finstar_ledger",
    "class_assignments",
  ])
    await app.db.execute(sql.raw(`vacuum analyze ${table}`));
});
afterAll(() => ctx.close());

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

async function explain(
  query: ReturnType<typeof classQueries>[number]["query"],
): Promise<Array<{ Plan: PlanNode }>> {
  return ctx.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const [row] = await selectRows<{ "QUERY PLAN": unknown }>(
      tx,
      sql`explain (analyze, format json) ${query}`,
    );
    const plan = row!["QUERY PLAN"];
    return (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  });
}

/** Rows a plan read from a table, over all its loops. */
function rowsRead(node: PlanNode, table: string): number {
  const here = node["Relation Name"] === table ? (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1) : 0;
  return here + (node.Plans ?? []).reduce((n, child) => n + rowsRead(child, table), 0);
}

describe("the class queries' plans", () => {
  const since = new Date("2026-11-16T00:00:00+05:30");
  for (const name of ["assignments", "members", "progress", "leaderboard standings"]) {
    it(`${name}: reaches the class's learners by key, reads no whole table of learners`, async () => {
      const query = classQueries(classId, memberIds, cardIds, since).find((q) => q.name === name)!;
      const plan = await explain(query.query);
      expect(classPlanProblems(plan), JSON.stringify(plan)).toEqual([]);
      // The class's 100 members and their rows for the 7 assigned cards: not the 3,000 learners'.
      for (const table of ["class_members", "users", "learner_stats"])
        expect(rowsRead(plan[0]!.Plan, table), table).toBeLessThanOrEqual(CLASS_SIZE);
      expect(rowsRead(plan[0]!.Plan, "card_progress")).toBeLessThanOrEqual(CLASS_SIZE * cardIds.length);
      expect(rowsRead(plan[0]!.Plan, "finstar_ledger")).toBeLessThanOrEqual(CLASS_SIZE * cardIds.length);
    });
  }

  it("the queries answer for the class only", async () => {
    const [, members, progress, standings] = classQueries(classId, memberIds, cardIds, new Date(0));
    expect(await selectRows(ctx.app.db, members!.query)).toHaveLength(CLASS_SIZE);
    expect(await selectRows(ctx.app.db, progress!.query)).toHaveLength(CLASS_SIZE * cardIds.length);
    const scores = await selectRows<{ score: number }>(ctx.app.db, standings!.query);
    expect(scores.map((s) => s.score)).toEqual(Array(CLASS_SIZE).fill(5 * cardIds.length));
  });

  it("the plan check names a whole-table read", () => {
    const bad = [
      {
        Plan: {
          "Node Type": "Hash Join",
          Plans: [{ "Node Type": "Seq Scan", "Relation Name": "card_progress" }],
        },
      },
    ];
    expect(classPlanProblems(bad)).toEqual(["reads all of card_progress (Seq Scan)"]);
    const byCard = [
      {
        Plan: {
          "Node Type": "Bitmap Heap Scan",
          Plans: [{ "Node Type": "Bitmap Index Scan", "Index Name": "card_progress_card_idx" }],
        },
      },
    ];
    expect(classPlanProblems(byCard)).toEqual([
      "reads card_progress through card_progress_card_idx (Bitmap Index Scan), not by the class's or learner's key",
    ]);
  });
});
