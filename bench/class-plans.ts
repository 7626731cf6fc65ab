/**
 * The class dashboard's and class leaderboard's queries EXPLAINed on the populated database, exactly as
 * the server builds them (apps/api/src/features/class-progress/queries.ts), for a few of the bench's
 * classes: three runs each, printing the plan's shape, its execution times and how many rows it read from
 * the learners' tables. Throws when a plan reads a whole table of learners (a Seq Scan of users,
 * learner_stats, class_members, card_progress, finstar_ledger or class_assignments) or reaches one
 * through an index that does not lead with the class or the learner (card_progress_card_idx reads every
 * learner's rows of a card), so the bench stops before measuring a dashboard that does.
 */
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import {
  classPlanProblems,
  classQueries,
  LEARNER_TABLE_KEYS,
} from "../apps/api/src/features/class-progress/queries.js";
import { indiaWeekStart } from "../apps/api/src/features/class-progress/service.js";

interface Node {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  Plans?: Node[];
}

function planShape(node: Node): string {
  const here = node["Index Name"]
    ? `${node["Node Type"]} on ${node["Index Name"]}`
    : node["Relation Name"]
      ? `${node["Node Type"]} on ${node["Relation Name"]}`
      : node["Node Type"];
  const children = (node.Plans ?? []).map(planShape);
  return children.length ? `${here} (${children.join(", ")})` : here;
}

/** Rows the plan read from each learners' table, over all loops. */
function rowsRead(node: Node, into = new Map<string, number>()): Map<string, number> {
  const table = node["Relation Name"];
  if (table && LEARNER_TABLE_KEYS[table])
    into.set(table, (into.get(table) ?? 0) + (node["Actual Rows"] ?? 0) * (node["Actual Loops"] ?? 1));
  for (const child of node.Plans ?? []) rowsRead(child, into);
  return into;
}

/** The class's live assigned cards, as the dashboard expands its assignments. */
const ASSIGNED_CARDS = `select k.id from class_assignments a
  join courses co on co.id = a.course_id and co.deleted_at is null
  join modules m on m.course_id = a.course_id and (a.module_id is null or m.id = a.module_id) and m.deleted_at is null
  join cards k on k.module_id = m.id and k.deleted_at is null
  where a.class_id = $1 order by k.id`;

export async function checkClassPlans(databaseUrl: string, classIds: readonly number[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dialect = new PgDialect();
  const wrong: string[] = [];
  const { since } = indiaWeekStart(new Date());
  try {
    for (const classId of classIds) {
      const members = (
        await client.query<{ user_id: string }>("select user_id from class_members where class_id = $1", [
          classId,
        ])
      ).rows.map((r) => r.user_id);
      const cards = (await client.query<{ id: number }>(ASSIGNED_CARDS, [classId])).rows.map((r) => r.id);
      console.warn(`  class ${classId}: ${members.length} learners, ${cards.length} assigned cards`);
      for (const q of classQueries(classId, members, cards, since)) {
        const { sql, params } = dialect.sqlToQuery(q.query);
        const runs: Node[] = [];
        const times: number[] = [];
        for (let i = 0; i < 3; i++) {
          const { rows } = await client.query(`explain (analyze, format json) ${sql}`, params);
          runs.push(rows[0]["QUERY PLAN"][0].Plan);
          times.push(rows[0]["QUERY PLAN"][0]["Execution Time"]);
        }
        const problems = classPlanProblems([{ Plan: runs[0] }]);
        const read = [...rowsRead(runs[0] as Node)].map(([t, n]) => `${t} ${n}`).join(", ");
        console.warn(
          `    ${q.name}: ${problems.length ? "WRONG" : "ok"}, ${times.map((t) => t.toFixed(2)).join(", ")} ms; read ${read || "nothing"}`,
        );
        console.warn(`      ${planShape(runs[0] as Node)}`);
        for (const p of problems) wrong.push(`class ${classId}, ${q.name}: ${p}`);
      }
    }
  } finally {
    await client.end();
  }
  if (wrong.length)
    throw new Error(`The class queries read whole tables of learners:\n  ${wrong.join("\n  ")}`);
}
