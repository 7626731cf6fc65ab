// `npm run typecheck`: TypeScript over every project, several at once. One tsc runs on one core, and the
// five projects do not depend on each other's output (each reads the sources it imports), so on a
// 2-core machine two at a time take about half as long as one after another.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const tsc = path.join(root, "node_modules/typescript/bin/tsc");
// The largest first, so the small ones fill in beside them.
const projects = ["apps/web", "apps/api", "e2e", "packages/contracts", "bench"];
const parallel = Math.max(1, Math.min(projects.length, os.availableParallelism()));

/** Runs tsc on one project; its output is printed whole when it ends, so projects never interleave. */
function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, "-p", project, "--pretty"], { cwd: root });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      console.log(`${code === 0 ? "✔" : "✖"} tsc -p ${project} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (queue.length > 0) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
