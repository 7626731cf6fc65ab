import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../src/platform/db/client.js";

/** A fresh database for one test file, cloned from the migrated template (PGlite, or PostgreSQL in CI). */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject("pgTemplateDb");
    const name = `arthshala_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: target.href, poolSize: 5 });
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const tar = await readFile(inject("pgliteTemplate"));
  const instance = await PGlite.create({ loadDataDir: new Blob([tar]) });
  return openDatabase({ kind: "pglite", instance });
}
