/**
 * The boards' queries EXPLAINed on the populated database, exactly as the server sends them: with
 * 100,000 learners a plan that sorts the learners instead of reading the board's index took 288–745 ms
 * per load (issue 25). Prints each plan's execution time and throws when one is wrong, so the bench
 * stops before measuring a slow board.
 */
import { indiaDay } from "@arthshala/contracts/india-time";
import { weekStart } from "@arthshala/contracts/leaderboard-rules";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { boardPlanProblems, boardQueries } from "../apps/api/src/features/home/board-queries.js";

export async function checkBoardPlans(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dialect = new PgDialect();
  const wrong: string[] = [];
  try {
    for (const board of boardQueries(weekStart(indiaDay(new Date())))) {
      const { sql, params } = dialect.sqlToQuery(board.query);
      const { rows } = await client.query(`explain (analyze, format json) ${sql}`, params);
      const plan = rows[0]["QUERY PLAN"];
      const problems = boardPlanProblems(plan, board);
      console.warn(
        `  plan of the ${board.name}: ${problems.length ? "WRONG" : "ok"}, ${plan[0]["Execution Time"].toFixed(2)} ms`,
      );
      for (const p of problems) wrong.push(`${board.name}: ${p}`);
    }
  } finally {
    await client.end();
  }
  if (wrong.length)
    throw new Error(`The boards' query plans do not use their indexes:\n  ${wrong.join("\n  ")}`);
}
