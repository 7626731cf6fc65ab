// `npm test`: every check in order, stopping at the first failure, with a timing per step.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";

const BROWSER = "browser tests (Chromium)";
const steps = [
  ["engines of installed packages", "node", ["scripts/check-engines.mjs"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["unit, component and API tests (PGlite)", "npx", ["vitest", "run"]],
  ["build", "npm", ["run", "build"]],
  [BROWSER, "npm", ["run", "test:e2e"]],
];

/**
 * TEST_BESIDE_BROWSER: a shell command started when the browser stage starts and awaited after it,
 * its output kept in TEST_BESIDE_BROWSER_LOG and printed at the end. CI (.ci/run) runs its PostgreSQL
 * pass there: the browser tests leave part of the cores idle while pages wait, and that pass's checks
 * need the build. Unset (a person's `npm test`): nothing else runs.
 */
function startBeside() {
  const command = process.env.TEST_BESIDE_BROWSER;
  if (!command) return null;
  const log = process.env.TEST_BESIDE_BROWSER_LOG ?? "/tmp/arthshala-beside-browser.log";
  const fd = openSync(log, "w");
  const child = spawn("bash", ["-c", command], {
    stdio: ["ignore", fd, fd],
    env: process.env,
    detached: true,
  });
  closeSync(fd);
  const started = Date.now();
  const done = new Promise((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  return { command, log, child, started, done };
}

async function finishBeside(beside, stop) {
  if (!beside) return 0;
  if (stop) {
    try {
      process.kill(-beside.child.pid, "SIGTERM");
    } catch {}
  }
  const code = await beside.done;
  console.warn(`\n▶ beside the browser tests: ${beside.command}\n`);
  process.stderr.write(readFileSync(beside.log, "utf8"));
  const seconds = ((Date.now() - beside.started) / 1000).toFixed(1);
  console.warn(
    code === 0 ? `✔ ${beside.command} (${seconds} s)` : `\n✖ ${beside.command} failed (exit ${code}).`,
  );
  return code;
}

const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.warn(`\n▶ ${name}`);
  const beside = name === BROWSER ? startBeside() : null;
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${r.status}).`);
    await finishBeside(beside, true);
    process.exit(r.status ?? 1);
  }
  console.warn(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  if ((await finishBeside(beside, false)) !== 0) process.exit(1);
}
console.warn(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
