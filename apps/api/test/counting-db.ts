import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Db } from "../src/platform/db/client.js";
import * as schema from "../src/platform/db/schema.js";

/**
 * The same database as `db` (its PGlite instance or PostgreSQL pool) through a drizzle instance that counts
 * every statement it sends, transactions' included: for tests that a write's statements grow with its
 * batches, not its rows.
 */
export function countingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const counted =
    client instanceof PGlite
      ? drizzlePglite(client, { schema, logger })
      : drizzlePg(client as pg.Pool, { schema, logger });
  return { db: counted as unknown as Db, statements };
}
