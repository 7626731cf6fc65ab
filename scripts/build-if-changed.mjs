// `npm start` runs this first (prestart): it builds only when the last finished build is not of the
// current sources, and otherwise says so in one line and lets the built server start at once.
//
//   node scripts/build-if-changed.mjs          build (npm run build) unless the build is up to date
//   node scripts/build-if-changed.mjs --check  only say whether it is; exit 1 when a build is due
//   --begin / --end                             npm's prebuild / postbuild hooks of `npm run build`
//
// A build is up to date when a record of it exists, it finished, its outputs are there, and the content
// of every source and config file that goes into it is what it was when that build began. Every
// `npm run build` (by hand, npm test, the benchmarks) keeps the record: --begin (prebuild) hashes the
// sources and forgets the last record, --end (postbuild, run only when the build succeeded) keeps it.
// So a change of any input, a missing output, or a build that failed or was stopped means a new build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Folders whose files go into the build: the web app, the API (with its migrations) and the contracts. */
export const INPUT_DIRS = ["apps/web", "apps/api", "packages/contracts"];
/** Root files that change what gets built: dependencies and the shared TypeScript settings. */
export const INPUT_FILES = ["package.json", "package-lock.json", "tsconfig.base.json"];
/** What `npm run build` leaves behind; without one of them there is nothing whole to start. */
export const OUTPUTS = [
  "apps/web/dist/index.html",
  "apps/web/dist-ssr/entry-server.js",
  "apps/api/dist/main.js",
];

/** Build outputs, installed packages, test and tool output: never inputs. */
const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  "dist-ssr",
  "coverage",
  "test-results",
  "playwright-report",
]);
/** Tests do not go into the build: changing one needs no rebuild. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

const recordFile = (root) => path.join(root, "node_modules/.cache/arthshala/build.json");
const pendingFile = (root) => path.join(root, "node_modules/.cache/arthshala/build-pending.json");

/** Every input file (path relative to root, with forward slashes) and the SHA-1 of its content. */
export async function hashInputs(root = ROOT) {
  const files = {};
  const add = async (rel) => {
    files[rel] = createHash("sha1")
      .update(await readFile(path.join(root, rel)))
      .digest("hex");
  };
  const walk = async (rel) => {
    let entries;
    try {
      entries = await readdir(path.join(root, rel), { withFileTypes: true });
    } catch {
      return; // a folder that is not there (yet)
    }
    for (const e of entries) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) {
        // Dot folders are caches (.vite, .turbo); dot files (.env) are read by Vite and stay inputs.
        if (!SKIPPED_DIRS.has(e.name) && !e.name.startsWith(".")) await walk(child);
      } else if (
        e.isFile() &&
        !TEST_FILE.test(e.name) &&
        e.name !== ".DS_Store" &&
        !e.name.endsWith(".tsbuildinfo")
      ) {
        await add(child);
      }
    }
  };
  for (const dir of INPUT_DIRS) await walk(dir);
  for (const file of INPUT_FILES) if (existsSync(path.join(root, file))) await add(file);
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Whether a build is due, and why, in words for the console: `{ due: false, builtAt }` or
 * `{ due: true, reason }`. `record` is what the last finished build kept ({ builtAt, files }).
 */
export function decide(record, files, missingOutputs) {
  if (!record?.files) return { due: true, reason: "no finished build recorded" };
  if (missingOutputs.length > 0) return { due: true, reason: `${missingOutputs[0]} is missing` };
  const changed = [];
  for (const [file, hash] of Object.entries(files)) {
    if (record.files[file] !== hash) changed.push(record.files[file] ? file : `${file} (new)`);
  }
  for (const file of Object.keys(record.files)) if (!(file in files)) changed.push(`${file} (removed)`);
  if (changed.length === 0) return { due: false, builtAt: record.builtAt };
  const shown = changed.slice(0, 3).join(", ");
  const more = changed.length > 3 ? ` and ${changed.length - 3} more` : "";
  return {
    due: true,
    reason: `${changed.length === 1 ? "1 file" : `${changed.length} files`} changed since the last build: ${shown}${more}`,
  };
}

/** The state of the build in root: decide() on the files as they are now. */
export async function buildState(root = ROOT) {
  const files = await hashInputs(root);
  const missing = OUTPUTS.filter((f) => !existsSync(path.join(root, f)));
  return decide(await readJson(recordFile(root)), files, missing);
}

/** prebuild: hash the sources the build is about to read, and forget the record of the last build. */
export async function beginBuild(root = ROOT, now = new Date()) {
  const files = await hashInputs(root);
  await mkdir(path.dirname(recordFile(root)), { recursive: true });
  await rm(recordFile(root), { force: true });
  await writeFile(pendingFile(root), JSON.stringify({ builtAt: now.toISOString(), files }));
}

/**
 * postbuild (npm runs it only after a successful build): the hashed sources are now the built ones.
 * Returns when the build began, or undefined when it was not begun through prebuild.
 */
export async function endBuild(root = ROOT) {
  const pending = await readJson(pendingFile(root));
  if (!pending) return undefined;
  await rename(pendingFile(root), recordFile(root));
  return pending.builtAt;
}

function ago(iso) {
  const s = Math.round((Date.now() - Date.parse(iso)) / 1000);
  if (!Number.isFinite(s)) return "earlier";
  if (s < 90) return `${s} s ago`;
  if (s < 90 * 60) return `${Math.round(s / 60)} min ago`;
  if (s < 36 * 3600) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} days ago`;
}

async function main(arg) {
  if (arg === "--begin") return beginBuild();
  if (arg === "--end") {
    const began = await endBuild();
    const took = began ? ` in ${Math.round((Date.now() - Date.parse(began)) / 1000)} s` : "";
    console.warn(`\n✔ Built${took}:`);
    try {
      const { summary } = await import("./build-summary.mjs");
      for (const line of summary(ROOT)) console.warn(line);
    } catch (err) {
      console.warn(`  (no summary: ${err instanceof Error ? err.message : err})`);
    }
    return;
  }
  const state = await buildState();
  if (!state.due) {
    const then = arg === "--check" ? "." : "; starting it. `npm run build` rebuilds anyway.";
    console.warn(`✔ The build is up to date with the sources (built ${ago(state.builtAt)})${then}`);
    return;
  }
  if (arg === "--check") {
    console.warn(`✖ A build is due: ${state.reason}.`);
    process.exitCode = 1;
    return;
  }
  console.warn(`▶ Building (${state.reason}); this takes a minute or two.`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (r.status !== 0) {
    console.error("✖ The build failed: nothing was started. Fix the error above and run the command again.");
    process.exitCode = r.status ?? 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main(process.argv[2]);
}
