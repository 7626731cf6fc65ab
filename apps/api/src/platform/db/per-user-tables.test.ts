import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/harness.js";
import { type Db, selectRows } from "./client.js";
import { PER_USER_TABLES } from "./per-user-tables.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/**
 * Every `table.column` the database ties to an account, from its own catalogue: each user_id column of
 * a table, each column with a foreign key to users, and users.id itself.
 */
async function accountColumns(db: Db): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select c.table_name || '.' || c.column_name as name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name = 'user_id'
      union
      select r.relname || '.' || a.attname from pg_constraint k
        join pg_class r on r.oid = k.conrelid
        join pg_namespace n on n.oid = r.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
        where k.contype = 'f' and k.confrelid = 'public.users'::regclass and n.nspname = 'public'
      union
      select 'users.id'`,
  );
  return rows.map((r) => r.name).sort();
}

const registered = () =>
  PER_USER_TABLES.map((t) => `${t.table}.${"column" in t.owner ? t.owner.column : t.owner.address}`);

/** The account columns with no entry in the registry: what the guard reports. */
async function unregistered(db: Db): Promise<string[]> {
  const known = new Set(registered());
  return (await accountColumns(db)).filter((column) => !known.has(column));
}

const HOW = "add an entry to apps/api/src/platform/db/per-user-tables.ts for";

describe("the per-user tables registry (export, deletion and take-back read it)", () => {
  it("has an entry for every table the database ties to an account", async () => {
    const missing = await unregistered(ctx.app.db);
    expect(missing, `${HOW}: ${missing.join(", ")}`).toEqual([]);
  });

  it("names only tables and columns that exist, once each", async () => {
    const columns = await selectRows<{ name: string }>(
      ctx.app.db,
      sql`select table_name || '.' || column_name as name from information_schema.columns
        where table_schema = 'public'`,
    );
    const existing = new Set(columns.map((c) => c.name));
    expect(registered().filter((c) => !existing.has(c))).toEqual([]);
    const tables = PER_USER_TABLES.map((t) => t.table);
    expect(tables.filter((t, i) => tables.indexOf(t) !== i)).toEqual([]);
    // The account's own row goes last: deleting it cascades, which would unlink rows a step still needs.
    expect(tables.at(-1)).toBe("users");
  });

  it("fails, naming them, for a new table with a user_id or a foreign key to users and no entry", async () => {
    await ctx.app.db.execute(sql`create table probe_planted_notes (id int, user_id uuid, note text)`);
    await ctx.app.db.execute(
      sql`create table probe_shared_lists (id int, owner uuid references users (id) on delete cascade)`,
    );
    try {
      expect(await unregistered(ctx.app.db)).toEqual([
        "probe_planted_notes.user_id",
        "probe_shared_lists.owner",
      ]);
    } finally {
      await ctx.app.db.execute(sql`drop table probe_planted_notes, probe_shared_lists`);
    }
    expect(await unregistered(ctx.app.db)).toEqual([]);
  });
});
