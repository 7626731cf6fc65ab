import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type OpenOptions, openDatabase } from "../src/platform/db/client.js";

export interface TestDatabase extends Database {
  /** PostgreSQL only: the URL of this file's own database (tests that stop it need its name). */
  url?: string;
}

/** A fresh database for one test file, cloned from the migrated template (PGlite, or PostgreSQL in CI). */
export async function openTestDatabase(options: OpenOptions = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject("pgTemplateDb");
    const name = `arthshala_t_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: target.href, poolSize: 5 }, options);
    return {
      ...database,
      url: target.href,
      async close() {
        // close() waits until the pool's connections are really gone, so the forced drop below has
        // none of ours to terminate; the pool's error listener covers any it still finds.
        await database.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const tar = await readFile(inject("pgliteTemplate"));
  const instance = await PGlite.create({ loadDataDir: new Blob([tar]) });
  return openDatabase({ kind: "pglite", instance }, options);
}

/** One statement on a connection of its own (create, drop, alter database, terminate backends). */
export async function adminQuery(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  // This client is not the one being dropped, but a server restart mid-test must not crash the runner.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
