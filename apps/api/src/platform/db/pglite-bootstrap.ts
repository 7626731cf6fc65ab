import { existsSync } from "node:fs";
import { cp, rename, rm } from "node:fs/promises";
import path from "node:path";
import { API_ROOT } from "../paths.js";

/**
 * A migrated, empty PGlite data directory, written by `npm run build` (apps/api/build.mjs).
 * Running initdb on an empty directory takes a second PGlite instance and peaks near 900 MB; copying
 * this directory instead costs a file copy. Migrations still run after it, so a template older than
 * the code only means a few more of them to apply.
 */
export const PGLITE_TEMPLATE = path.join(API_ROOT, "dist/pglite-template");

/**
 * Fills an empty dataDir from the template, so PGlite opens it as an existing database. A plain copy
 * on the Node side rather than PGlite's `loadDataDir` tarball: that reads the whole tarball into memory
 * and the process kept about 60 MB more for the rest of its life.
 */
export async function bootstrapPgliteDir(dataDir: string, template: string = PGLITE_TEMPLATE): Promise<void> {
  // PG_VERSION is what PGlite itself looks for to decide whether a database exists there.
  if (existsSync(path.join(dataDir, "PG_VERSION")) || !existsSync(path.join(template, "PG_VERSION"))) return;
  // Copy beside it, then rename: a copy cut short never looks like a database.
  const partial = `${dataDir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await cp(template, partial, { recursive: true });
  await rm(dataDir, { recursive: true, force: true }); // an empty folder left by an earlier failed start
  await rename(partial, dataDir);
}
