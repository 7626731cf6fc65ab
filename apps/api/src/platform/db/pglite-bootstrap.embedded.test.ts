import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, selectRows } from "./client.js";
import { bootstrapPgliteDir } from "./pglite-bootstrap.js";

let tmp: string;
let template: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "arthshala-bootstrap-"));
  template = path.join(tmp, "template");
  // A migrated directory, as the build makes; from the suite's tarball when the PGlite pass made one.
  const tarball = inject("pgliteTemplate");
  const instance = tarball
    ? await PGlite.create(template, { loadDataDir: new Blob([await readFile(tarball)]) })
    : await PGlite.create(template);
  const database = await openDatabase({ kind: "pglite", instance });
  await database.close();
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe("first start of the embedded database from the build's template", () => {
  it("copies the migrated template into an empty directory, then leaves the database alone", async () => {
    const dir = path.join(tmp, "data/db");
    await mkdir(dir, { recursive: true }); // an empty folder, as a start that failed early leaves
    await bootstrapPgliteDir(dir, template);
    expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    const database = await openDatabase({ kind: "pglite", instance: await PGlite.create(dir) });
    await database.db.execute(sql`insert into app_settings (key, value) values ('probe', 'kept')`);
    await database.close();
    // A directory holding a database is never overwritten from the template.
    await bootstrapPgliteDir(dir, template);
    const again = await openDatabase({ kind: "pglite", instance: await PGlite.create(dir) });
    const rows = await selectRows<{ value: string }>(
      again.db,
      sql`select value from app_settings where key = 'probe'`,
    );
    expect(rows).toEqual([{ value: "kept" }]);
    await again.close();
  });

  it("leaves the directory to PGlite's own initdb when there is no template (running from the sources)", async () => {
    const dir = path.join(tmp, "other");
    await bootstrapPgliteDir(dir, path.join(tmp, "missing"));
    expect(existsSync(dir)).toBe(false);
  });
});
