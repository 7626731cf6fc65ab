/**
 * The boards' queries EXPLAINed on the populated database, exactly as the server sends them: with
 * 100,000 learners a plan that sorts the learners instead of reading the board's index took 288–745 ms
 * per load (issue 25), and a rank below the top list grouped every learner, 130–270 ms (issue 37).
 * Prints each plan's execution time and throws when one is wrong, or when a rank's count (the best of
 * three runs, so one stall of a busy machine does not decide) takes 5 ms or more, so the bench stops
 * before measuring a slow board.
 */
import { indiaDay } from "@arthshala/contracts/india-time";
import { weekStart } from "@arthshala/contracts/leaderboard-rules";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { boardPlanProblems, boardQueries } from "../apps/api/src/features/home/board-queries.js";

/** A rank's count must take less than this (issue 37). */
const RANK_MS = 5;

interface Node {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: Node[];
}

/** "Aggregate > Index Only Scan on learner_stats_board_idx": the plan's nodes, outermost first. */
function planShape(node: Node): string {
  const here = node["Index Name"] ? `${node["Node Type"]} on ${node["Index Name"]}` : node["Node Type"];
  return [here, ...(node.Plans ?? []).map(planShape)].join(" > ");
}

export async function checkBoardPlans(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dialect = new PgDialect();
  const wrong: string[] = [];
  try {
    for (const board of boardQueries(weekStart(indiaDay(new Date())))) {
      const { sql, params } = dialect.sqlToQuery(board.query);
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const { rows } = await client.query(`explain (analyze, format json) ${sql}`, params);
        runs.push(rows[0]["QUERY PLAN"]);
      }
      const plan = runs[0];
      const times = runs.map((r) => r[0]["Execution Time"] as number);
      const problems = boardPlanProblems(plan, board);
      if (board.reads === "score counts" && Math.min(...times) >= RANK_MS)
        problems.push(`counting took ${Math.min(...times).toFixed(2)} ms, not under ${RANK_MS} ms`);
      console.warn(
        `  plan of the ${board.name}: ${problems.length ? "WRONG" : "ok"} (${planShape(plan[0].Plan)}), ${times.map((t) => t.toFixed(2)).join(", ")} ms`,
      );
      for (const p of problems) wrong.push(`${board.name}: ${p}`);
    }
  } finally {
    await client.end();
  }
  if (wrong.length)
    throw new Error(`The boards' query plans do not use their indexes:\n  ${wrong.join("\n  ")}`);
}
