// `npm run typecheck`: TypeScript over every project, one after another. The native compiler (TypeScript 7)
// checks one project on several threads, so two projects side by side on a 2-core machine only contend
// (measured on this machine, loaded: 40 s one at a time, 59 s two at a time; TypeScript 5.9, one core
// per project, two at a time: 91 s). TYPECHECK_PARALLEL overrides.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// TypeScript 7, the native compiler (the same language and checks, about four times faster here); the
// `typescript` package stays at 5.9 for what needs its JavaScript API (editors' tsserver, i18next's types).
const tsc = path.join(root, "node_modules/typescript-native/bin/tsc");
// The largest first, so the small ones fill in beside them.
const projects = ["apps/web", "apps/api", "e2e", "packages/contracts", "bench"];
const parallel = Math.max(1, Math.min(projects.length, Number(process.env.TYPECHECK_PARALLEL) || 1));

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
