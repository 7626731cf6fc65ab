/**
 * The author analytics' queries (issue 40) EXPLAIN ANALYZEd on the populated database, exactly as the
 * server builds them (apps/api/src/features/analytics/queries.ts): the course list, and for each course its
 * totals, module starts, card counts and answers, and the articles, over the default 30 days and the longest
 * period (366 days). Prints each plan's indexes, the learners' rows it read and its execution time (the best
 * of three runs), and throws when a plan reads a learners' table whole (a Seq Scan of card_progress,
 * reading_tasks, article_ratings, users, …), so the bench stops before measuring anything else.
 *
 *   npx tsx bench/analytics-plans.ts postgres://postgres@127.0.0.1:5432/bench   (on its own)
 */
import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  periodEndingOn,
} from "@arthshala/contracts/analytics-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { windowOf } from "../apps/api/src/features/analytics/period.js";
import {
  analyticsPlanProblems,
  analyticsQueries,
  LEARNER_TABLES,
} from "../apps/api/src/features/analytics/queries.js";

/** Courses checked one by one (those with the most cards first): the list query covers all of them at once. */
const COURSES = 8;
/** Fewer rows than this (by the planner's statistics): a table the planner may read whole. */
const TINY_TABLE_ROWS = 1000;

interface Node {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: Node[];
}

const nodes = (node: Node): Node[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The learners' rows a run read, summed over its scans of learners' tables (rows × loops). */
const learnerRowsRead = (root: Node) =>
  nodes(root)
    .filter((n) => (LEARNER_TABLES as readonly string[]).includes(n["Relation Name"] ?? ""))
    .reduce((sum, n) => sum + (n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1), 0);

/** "card_progress_card_idx, card_progress_user_id_card_id_pk": the indexes a plan reads learners' rows by. */
const learnerIndexes = (root: Node) => [
  ...new Set(
    nodes(root)
      .filter((n) => (LEARNER_TABLES as readonly string[]).includes(n["Relation Name"] ?? ""))
      .map((n) => n["Index Name"] ?? n["Node Type"]),
  ),
];

export interface AnalyticsPlanFigure {
  period: number;
  query: string;
  courseId: number | null;
  ms: number[];
  rowsRead: number;
  indexes: string[];
  problems: string[];
}

export async function checkAnalyticsPlans(databaseUrl: string): Promise<AnalyticsPlanFigure[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dialect = new PgDialect();
  const figures: AnalyticsPlanFigure[] = [];
  try {
    // Courses by how many cards they have (content only, never learners' rows): the longest first.
    const { rows: courses } = await client.query<{ id: number; title: string }>(
      `select co.id, co.title from courses co join modules m on m.course_id = co.id and m.deleted_at is null
         join cards c on c.module_id = m.id and c.deleted_at is null
       where co.deleted_at is null group by co.id order by count(*) desc, co.id limit $1`,
      [COURSES],
    );
    // A nearly empty learners' table is rightly read whole (the population writes no course_activity).
    const { rows: small } = await client.query<{ relname: string }>(
      "select relname from pg_class where relname = any($1) and reltuples < $2",
      [LEARNER_TABLES, TINY_TABLE_ROWS],
    );
    const tiny = new Set(small.map((r) => r.relname));
    if (tiny.size) console.warn(`  (nearly empty, may be read whole: ${[...tiny].join(", ")})`);
    const today = indiaDay(new Date());
    console.warn("The author analytics' query plans (EXPLAIN ANALYZE, best of 3 runs):");
    for (const days of [ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS]) {
      const window = windowOf(periodEndingOn(today, days));
      for (const [i, course] of courses.entries()) {
        // The lists are the same for every course: once per period.
        const queries = analyticsQueries(window, course.id).filter(
          (q) => i === 0 || (q.name !== "course list" && q.name !== "articles"),
        );
        for (const { name, query } of queries) {
          const { sql, params } = dialect.sqlToQuery(query);
          const runs: Array<Array<{ Plan: Node; "Execution Time": number }>> = [];
          for (let run = 0; run < 3; run++) {
            // TIMING OFF: timing each of a million rows' steps would cost more than the query itself.
            const { rows } = await client.query(`explain (analyze, timing off, format json) ${sql}`, params);
            runs.push(rows[0]["QUERY PLAN"]);
          }
          const plan = runs[0]!;
          const perCourse = name !== "course list" && name !== "articles";
          const figure: AnalyticsPlanFigure = {
            period: days,
            query: name,
            courseId: perCourse ? course.id : null,
            ms: runs.map((r) => r[0]!["Execution Time"]),
            rowsRead: learnerRowsRead(plan[0]!.Plan),
            indexes: learnerIndexes(plan[0]!.Plan),
            problems: analyticsPlanProblems(plan, tiny),
          };
          figures.push(figure);
          console.warn(
            `  ${days} days, ${name}${perCourse ? ` of course ${course.id}` : ""}: ${figure.problems.length ? "WRONG" : "ok"}` +
              ` (${figure.indexes.join(", ") || "no learners' rows"}), ${figure.rowsRead.toLocaleString("en-IN")} learners' rows,` +
              ` best ${Math.min(...figure.ms).toFixed(1)} ms (${figure.ms.map((t) => t.toFixed(1)).join(", ")})`,
          );
        }
      }
    }
  } finally {
    await client.end();
  }
  const wrong = figures.flatMap((f) =>
    f.problems.map(
      (p) => `${f.period} days, ${f.query}${f.courseId ? ` of course ${f.courseId}` : ""}: ${p}`,
    ),
  );
  if (wrong.length)
    throw new Error(`The analytics' query plans read learners' tables whole:\n  ${wrong.join("\n  ")}`);
  console.warn("");
  return figures;
}

// Run on its own: `npx tsx bench/analytics-plans.ts <database url>` (or BENCH_DATABASE_URL).
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error("usage: npx tsx bench/analytics-plans.ts postgres://…");
  checkAnalyticsPlans(url).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
