// Every installed package must run on every Node version the root package.json's `engines` claims.
// `npm ci` only warns (EBADENGINE) about the Node that runs it; this fails for any claimed version,
// so a dependency that drops Node 20 (or a 22.x minor) shows up in `npm test` on any machine.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";

const root = path.resolve(import.meta.dirname, "..");
const claimed = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node;

/** [package folder, its engines.node] for every package under node_modules, nested ones included. */
function* packages(dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const p = path.join(dir, name);
    if (name.startsWith("@")) {
      yield* packages(p);
      continue;
    }
    const manifest = path.join(p, "package.json");
    if (existsSync(manifest)) {
      const range = JSON.parse(readFileSync(manifest, "utf8")).engines?.node;
      if (typeof range === "string") yield [path.relative(root, p), range];
    }
    yield* packages(path.join(p, "node_modules"));
  }
}

const bad = [];
for (const [where, range] of packages(path.join(root, "node_modules"))) {
  // A range that semver cannot read (e.g. "0.8.x || >= 0.10") is an old package, not a new requirement.
  if (!semver.validRange(range)) continue;
  if (!semver.subset(claimed, range)) bad.push(`  ${where}: node ${range}`);
}
if (bad.length) {
  console.error(`These packages do not accept every Node version that engines.node (${claimed}) claims:`);
  console.error(bad.join("\n"));
  console.error("Pin or override them (see root package.json `overrides`), or change engines.node honestly.");
  process.exit(1);
}
console.warn(`engines: every installed package accepts node ${claimed}`);
