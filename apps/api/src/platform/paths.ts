import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The API's folder (apps/api), found by walking up to the nearest package.json. The same code runs
 * from the TypeScript sources (apps/api/src/platform/) and from the build (apps/api/dist/, one bundle
 * with shared chunks), so a fixed number of `..` from this file would be right in only one of them.
 */
function findApiRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot(import.meta.dirname);
export const REPO_ROOT = path.resolve(API_ROOT, "../..");
