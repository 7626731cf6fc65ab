import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildCourse } from "../../../test/factories.js";
import { createTestApp, type TestContext } from "../../../test/harness.js";
import { selectRows } from "../../platform/db/client.js";
import { windowOf } from "./period.js";
import { analyticsPlanProblems, analyticsQueries, LEARNER_TABLES } from "./queries.js";

/**
 * Issue 40: analytics must stay fast at 100,000 learners, so no query may read every learner's rows.
 * 3,000 learners did the course and read the article a year ago; 100 did so in the period asked about.
 * The plans of the exact SQL the server runs must reach learners' rows through the indexes by card and by
 * article (never a Seq Scan of a learners' table), and, run, read about the period's rows, not everyone's.
 * Sequential scans are switched off so that the planner's choice on a small table is the one it makes on
 * a big one (bench/analytics-plans.ts checks the real choice on the populated database).
 */

let ctx: TestContext;
let courseId: number;
const LEARNERS = 3000;
const RECENT = 100;
const CARDS = 6;
const window = windowOf({ from: "2026-11-01", to: "2026-11-30" });

beforeAll(async () => {
  ctx = await createTestApp();
  const course = await buildCourse(ctx.app, {
    modules: [
      { cards: [{}, { contentType: "question" }, {}] },
      {
        cards: [
          {},
          { contentType: "question", questionType: "subjective", options: [], correctAnswer: null },
          {},
        ],
      },
    ],
  });
  courseId = course.id;
  const cardIds = course.modules.flatMap((m) => m.cardIds);
  const { id: articleId } = await buildArticle(ctx.app);
  const db = ctx.app.db;
  await db.execute(sql`insert into users (email, name, role)
    select 'plan-' || g || '@example.in', 'Learner ' || g, 'Learner' from generate_series(1, ${LEARNERS}::int) g`);
  // Everyone a year ago; the first RECENT learners again (other cards' rows) in November.
  await db.execute(sql`with learners as (
      select id, row_number() over (order by email) as n from users where email like 'plan-%')
    insert into card_progress (user_id, card_id, course_id, user_answer, completed_at)
    select l.id, c.id, ${courseId}::int,
      case when c.content_type = 'question' then (array['₹1 lakh', '₹5 lakh', '₹10 lakh'])[1 + l.n % 3] end,
      case when l.n <= ${RECENT} then timestamptz '2026-11-10 10:00+05:30' + (l.n % 20) * interval '1 day' - interval '9 days'
           else timestamptz '2025-11-10 10:00+05:30' + (l.n % 200) * interval '1 hour' end
    from learners l cross join cards c where c.id in (${sql.join(cardIds, sql`, `)})
      and (l.n > ${RECENT} or c.id <> ${cardIds.at(-1)!}::int)`);
  await db.execute(sql`with learners as (
      select id, row_number() over (order by email) as n from users where email like 'plan-%')
    insert into reading_tasks (user_id, article_id, day, read_through)
    select l.id, ${articleId}::int, case when l.n <= ${RECENT} then date '2026-11-05' else date '2025-11-05' end, l.n % 2 = 0
    from learners l`);
  await db.execute(sql`with learners as (
      select id, row_number() over (order by email) as n from users where email like 'plan-%')
    insert into article_ratings (user_id, article_id, rating, created_at, updated_at)
    select l.id, ${articleId}::int, 1 + l.n % 5,
      case when l.n <= ${RECENT} then timestamptz '2026-11-05 10:00+05:30' else timestamptz '2025-11-05 10:00+05:30' end,
      case when l.n <= ${RECENT} then timestamptz '2026-11-05 10:00+05:30' else timestamptz '2025-11-05 10:00+05:30' end
    from learners l`);
  // The others finished the course a year ago; half the recent learners finished it in November.
  await db.execute(sql`with learners as (
      select id, row_number() over (order by email) as n from users where email like 'plan-%')
    insert into course_activity (user_id, course_id, last_active_at, completed_at)
    select l.id, ${courseId}::int, now(),
      case when l.n <= ${RECENT / 2} then timestamptz '2026-11-20 10:00+05:30'
           when l.n > ${RECENT} then timestamptz '2025-11-20 10:00+05:30' end
    from learners l`);
  for (const table of ["card_progress", "reading_tasks", "article_ratings", "course_activity", "users"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  expect(CARDS).toBe(cardIds.length);
});
afterAll(() => ctx.close());

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: PlanNode[];
}

async function explain(query: SQL, analyze = false): Promise<Array<{ Plan: PlanNode }>> {
  return ctx.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const [row] = await selectRows<{ "QUERY PLAN": unknown }>(
      tx,
      analyze ? sql`explain (analyze, format json) ${query}` : sql`explain (format json) ${query}`,
    );
    const plan = row!["QUERY PLAN"];
    return (typeof plan === "string" ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  });
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe("the analytics queries' plans", () => {
  for (const { name } of analyticsQueries(window, 1)) {
    it(`${name}: reaches learners' rows through an index, never a whole table`, async () => {
      const query = analyticsQueries(window, courseId).find((q) => q.name === name)!.query;
      const plan = await explain(query);
      expect(analyticsPlanProblems(plan), JSON.stringify(plan)).toEqual([]);
      const indexes = nodes(plan[0]!.Plan).map((n) => n["Index Name"]);
      if (name === "course head") {
        // Content and finishers only: the period's starters are the next query's.
        expect(indexes).not.toContain("card_progress_card_idx");
      } else if (name === "articles") {
        expect(indexes).toContain("reading_tasks_article_idx");
        expect(indexes).toContain("article_ratings_article_idx");
      } else {
        expect(indexes).toContain("card_progress_card_idx");
      }
      if (name.startsWith("course")) expect(indexes).toContain("course_activity_completed_idx");
    });

    it(`${name}: run, reads the period's learners, not all ${LEARNERS}`, async () => {
      const query = analyticsQueries(window, courseId).find((q) => q.name === name)!.query;
      const plan = await explain(query, true);
      const read = nodes(plan[0]!.Plan)
        .filter((n) => (LEARNER_TABLES as readonly string[]).includes(n["Relation Name"] ?? ""))
        .reduce((sum, n) => sum + (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1), 0);
      // The period's rows (and each recent learner's other cards of the course) are a few hundred;
      // everyone's would be 18,000 completions and 3,000 readings and ratings.
      expect(read, JSON.stringify(plan)).toBeGreaterThan(0);
      expect(read, JSON.stringify(plan)).toBeLessThanOrEqual(RECENT * CARDS * 4);
    });
  }

  it("the queries answer what the learners did in the period", async () => {
    const rows = await selectRows<{ module_id: number | null; started: number }>(
      ctx.app.db,
      analyticsQueries(window, courseId).find((q) => q.name === "starts")!.query,
    );
    // The recent learners did every card but the last in November, in both modules.
    expect(rows.map((r) => r.started)).toEqual([RECENT, RECENT, RECENT]);
    const [head] = await selectRows<{ finished: number }>(
      ctx.app.db,
      analyticsQueries(window, courseId).find((q) => q.name === "course head")!.query,
    );
    expect(head!.finished).toBe(RECENT / 2);
  });
});
