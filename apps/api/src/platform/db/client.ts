import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.js";

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../drizzle");

/** The drizzle database both drivers give; features only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; instance: PGlite };

/** Opens the database and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      kind: "postgres",
      close: async () => {
        // A handler whose client hung up may still be querying: let checked-out clients come back first.
        for (let i = 0; i < 50 && pool.totalCount > pool.idleCount; i++) {
          await new Promise((r) => setTimeout(r, 100));
        }
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if ("instance" in target) {
    client = target.instance;
  } else {
    // PGlite creates its directory without `recursive`, so make the parent first.
    await mkdir(path.dirname(target.dataDir), { recursive: true });
    client = await PGlite.create(target.dataDir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query: both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function pingDatabase(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}

export function databaseTargetFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(config.DATA_DIR, "db") };
}
