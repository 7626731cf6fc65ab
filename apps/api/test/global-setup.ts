import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/platform/db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: a tarball of a migrated data directory. PostgreSQL: the migrated template database's name. */
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

/** Migrates once; every test file then clones this template instead of migrating again. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `arthshala_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ kind: "postgres", url: target.href, poolSize: 1 });
    await database.close();
    project.provide("pgTemplateDb", name);
    project.provide("pgliteTemplate", "");
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-tpl-"));
  const instance = await PGlite.create();
  const database = await openDatabase({ kind: "pglite", instance });
  const dump = await instance.dumpDataDir("none");
  await database.close();
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("pgTemplateDb", "");
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
