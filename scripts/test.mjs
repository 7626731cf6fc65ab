// `npm test`: every check in order, stopping at the first failure, with a timing per step.
import { spawnSync } from "node:child_process";

const steps = [
  ["engines of installed packages", "node", ["scripts/check-engines.mjs"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit, component and API tests (PGlite)", "npx", ["vitest", "run"]],
  ["build", "npm", ["run", "build"]],
  ["browser tests (Chromium)", "npm", ["run", "test:e2e"]],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.warn(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${r.status}).`);
    process.exit(r.status ?? 1);
  }
  console.warn(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.warn(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
