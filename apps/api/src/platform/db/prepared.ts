import type { Db } from "./client.js";

/**
 * Prepared statements for hot paths, built once per database handle: drizzle skips rebuilding the SQL
 * and PostgreSQL reuses the plan. Call as `prepared(db, build)` with a module-level `build` function.
 */
const cache = new WeakMap<Db, Map<unknown, unknown>>();

export function prepared<T>(db: Db, build: (db: Db) => T): T {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let statement = perDb.get(build) as T | undefined;
  if (!statement) {
    statement = build(db);
    perDb.set(build, statement);
  }
  return statement;
}
