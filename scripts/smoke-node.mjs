// `node scripts/smoke-node.mjs 22 24`: runs the built server on other Node majors than the one running
// this script. For each, it fetches the official Node binary from the npm registry (the node-<os>-<cpu>
// packages carry it; nothing else is downloaded), starts `apps/api/dist/main.js` on a free port and a
// fresh embedded database, checks /api/health and the SPA, and stops it with SIGTERM expecting exit 0.
// Run `npm run build` first. Extra args after `--` are a command to run with that Node first on PATH,
// e.g. `-- npx vitest run --project api`. `--fetch 22 24` only downloads them.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const argv = process.argv.slice(2);
// `--fetch`: only download the binaries (.ci/run starts this early, beside other stages).
const fetchOnly = argv[0] === "--fetch";
if (fetchOnly) argv.shift();
const dash = argv.indexOf("--");
const majors = dash < 0 ? argv : argv.slice(0, dash);
const extra = dash < 0 ? [] : argv.slice(dash + 1);
const cache = path.join(os.homedir(), ".cache", "arthshala-node");

/** The bin folder of the newest release of a Node major, unpacked once into ~/.cache. */
async function nodeBin(major) {
  const pkg = `node-${process.platform}-${process.arch}@${major}`;
  const dir = path.join(cache, String(major));
  if (!existsSync(path.join(dir, "package/bin/node"))) {
    await mkdir(dir, { recursive: true });
    const tgz = execFileSync("npm", ["pack", pkg, "--silent"], { cwd: dir, encoding: "utf8" }).trim();
    execFileSync("tar", ["xzf", tgz], { cwd: dir });
    await rm(path.join(dir, tgz));
  }
  return path.join(dir, "package/bin");
}

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function smoke(bin) {
  const port = await freePort();
  const tmp = await mkdtemp(path.join(os.tmpdir(), "arthshala-smoke-"));
  const child = spawn(path.join(bin, "node"), ["apps/api/dist/main.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: tmp, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exit = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  let failure;
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    let health;
    while (!health && Date.now() < deadline) {
      health = await fetch(`${base}/api/health`).then(
        (r) => (r.ok ? r.json() : undefined),
        () => undefined,
      );
      if (!health) await new Promise((r) => setTimeout(r, 200));
    }
    if (health?.database !== "ok") throw new Error("no healthy answer from /api/health within 60 s");
    const page = await fetch(`${base}/`);
    if (page.status !== 200) throw new Error(`GET / answered ${page.status}`);
  } catch (err) {
    failure = err;
  }
  child.kill("SIGTERM");
  const code = await exit;
  await rm(tmp, { recursive: true, force: true });
  if (failure) throw failure;
  if (code !== 0) throw new Error(`the server exited with ${code} after SIGTERM`);
}

if (fetchOnly) {
  for (const major of majors) await nodeBin(major);
  process.exit(0);
}

for (const major of majors) {
  const bin = await nodeBin(major);
  const version = execFileSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" }).trim();
  const t = Date.now();
  await smoke(bin);
  console.warn(
    `✔ Node ${version}: the built server starts, answers and stops cleanly (${Date.now() - t} ms)`,
  );
  if (extra.length) {
    const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
    const r = spawnSync(extra[0], extra.slice(1), { cwd: root, stdio: "inherit", env });
    if (r.status !== 0) {
      console.error(`✖ Node ${version}: ${extra.join(" ")} failed (exit ${r.status})`);
      process.exit(r.status ?? 1);
    }
  }
}
