import { madeHandle } from "@arthshala/contracts/handles";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../db/client.js";
import { isUniqueViolation } from "../db/errors.js";

/** Tries before giving up: four with four digits, then six-digit ones; a clash is rare even at scale. */
const ATTEMPTS = 10;

/**
 * The learner's leaderboard handle, made now when they have none ("asha-j-4821"): at sign-up, and the
 * first time an older account's handle is needed. Race-safe: the update only fills an empty handle with
 * one nobody holds, the unique index on lower(handle) settles two requests choosing the same one at the
 * same moment (the loser tries another), and a request that finds the handle already filled by another
 * returns that one. Runs on its own (not inside a caller's transaction): a unique violation would end it.
 */
export async function ensureHandle(db: Db, userId: string, random = Math.random): Promise<string | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [row] = await selectRows<{ handle: string | null; name: string }>(
      db,
      sql`select handle, name from users where id = ${userId}`,
    );
    if (!row) return null;
    if (row.handle) return row.handle;
    const candidate = madeHandle(row.name, attempt, random);
    try {
      const [set] = await selectRows<{ handle: string }>(
        db,
        sql`update users set handle = ${candidate}
          where id = ${userId} and handle is null
            and not exists (select 1 from users other where lower(other.handle) = ${candidate})
          returning handle`,
      );
      if (set) return set.handle;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error(`no free handle found for user ${userId} after ${ATTEMPTS} tries`);
}

/** Handles for learners who have none yet (a leaderboard's rows), one by one; returns id → handle. */
export async function ensureHandles(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  const made = new Map<string, string>();
  for (const id of userIds) {
    const handle = await ensureHandle(db, id);
    if (handle) made.set(id, handle);
  }
  return made;
}
