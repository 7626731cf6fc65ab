/**
 * `npm run bench:startup`: how long `npm start` takes to answer, and how much memory it holds.
 *
 * For each database (PGlite, then PostgreSQL) it starts the server twice: on an empty data directory or
 * database (first start) and again on the same one (warm restart). It times spawn → first 200 on
 * /api/health (polled every 50 ms), then reads the RSS of the server process (the one listening on
 * the port) and of the whole process tree the command made, right after the first 200 and again
 * after an idle period, and the CPU time the tree used until ready. The build is not timed: run `npm run build` first (this script does not).
 *
 *   --idle <s>      seconds to stay idle before the second reading (default 120)
 *   --db <which>    pglite | postgres | both (default both)
 *   --cmd <shell>   the start command (default `npm start --ignore-scripts`, which skips prestart's build)
 *   PG_URL          PostgreSQL server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432)
 */
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, readlink, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { freePort } from "./free-port.js";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    idle: { type: "string", default: "120" },
    db: { type: "string", default: "both" },
    cmd: { type: "string", default: "npm start --ignore-scripts" },
  },
});
const idleSeconds = Number(args.idle);
const pgServer = process.env.PG_URL ?? "postgres://postgres@127.0.0.1:5432";

interface Memory {
  serverRssMb: number;
  serverPeakMb: number;
  treeRssMb: number;
  treeProcesses: string[];
}

interface Row {
  scenario: string;
  "ready ms": number;
  "cpu ms": number;
  "server RSS MB": number;
  "server peak MB": number;
  "tree RSS MB": number;
  "idle server RSS MB": number;
  "idle server peak MB": number;
  "idle tree RSS MB": number;
  processes: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The pid and every descendant, walking /proc/<pid>/task/<tid>/children. */
async function processTree(pid: number): Promise<number[]> {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    const tasks = await readdir(`/proc/${out[i]}/task`).catch(() => []);
    for (const tid of tasks) {
      const kids = await readFile(`/proc/${out[i]}/task/${tid}/children`, "utf8").catch(() => "");
      for (const k of kids.trim().split(/\s+/).filter(Boolean)) out.push(Number(k));
    }
  }
  return out;
}

async function statusKb(pid: number, field: "VmRSS" | "VmHWM" | "Name"): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  return status.match(new RegExp(`${field}:\\s+(\\S+)`))?.[1] ?? "0";
}

const mb = (kb: string) => Math.round(Number(kb) / 1024);

/**
 * CPU time (user + system, ms) the tree has used, children it already reaped included. On a shared,
 * busy machine the wall-clock time to ready swings with the load; this does far less.
 */
async function cpuMs(tree: number[]): Promise<number> {
  let ticks = 0;
  for (const pid of tree) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    // Fields after the ")" that closes the command name: utime, stime, cutime, cstime are the 12th-15th.
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(f[i] ?? 0), 0);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** The process in the tree holding the listening socket on `port`: that one is the server. */
async function listenerPid(tree: number[], port: number): Promise<number | undefined> {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const lines = (await readFile(table, "utf8").catch(() => "")).split("\n").slice(1);
    for (const line of lines) {
      const f = line.trim().split(/\s+/);
      if (f[1]?.endsWith(hex) && f[3] === "0A" && f[9]) inodes.add(f[9]); // 0A = LISTEN
    }
  }
  for (const pid of tree) {
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
    for (const fd of fds) {
      const link = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
      const inode = link.match(/^socket:\[(\d+)\]$/)?.[1];
      if (inode && inodes.has(inode)) return pid;
    }
  }
  return undefined;
}

async function memory(leader: number, server: number): Promise<Memory> {
  const tree = await processTree(leader);
  let treeKb = 0;
  const names: string[] = [];
  for (const pid of tree) {
    treeKb += Number(await statusKb(pid, "VmRSS"));
    names.push(await statusKb(pid, "Name"));
  }
  return {
    serverRssMb: mb(await statusKb(server, "VmRSS")),
    serverPeakMb: mb(await statusKb(server, "VmHWM")),
    treeRssMb: Math.round(treeKb / 1024),
    treeProcesses: names,
  };
}

async function run(scenario: string, env: Record<string, string>): Promise<Row> {
  const port = await freePort();
  const started = performance.now();
  // Its own process group, so the whole tree (npm, sh, loaders, server) is stopped together.
  const child = spawn("/bin/sh", ["-c", `exec ${args.cmd}`], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: "warn", NODE_ENV: "production" },
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  let readyMs = -1;
  while (readyMs < 0) {
    if (exited) throw new Error(`${scenario}: the start command exited before answering`);
    if (performance.now() - started > 120_000) throw new Error(`${scenario}: no 200 within 120 s`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) readyMs = Math.round(performance.now() - started);
    } catch {}
    if (readyMs < 0) await sleep(50);
  }
  const tree = await processTree(child.pid!);
  const cpu = await cpuMs(tree);
  const server = await listenerPid(tree, port);
  if (!server) throw new Error(`${scenario}: no process in the tree listens on ${port}`);
  const first = await memory(child.pid!, server);
  await sleep(idleSeconds * 1000);
  const idle = await memory(child.pid!, server);
  const gone = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid!, "SIGTERM");
  await Promise.race([gone, sleep(15_000)]);
  const row: Row = {
    scenario,
    "ready ms": readyMs,
    "cpu ms": cpu,
    "server RSS MB": first.serverRssMb,
    "server peak MB": first.serverPeakMb,
    "tree RSS MB": first.treeRssMb,
    "idle server RSS MB": idle.serverRssMb,
    "idle server peak MB": idle.serverPeakMb,
    "idle tree RSS MB": idle.treeRssMb,
    processes: first.treeProcesses.join(" "),
  };
  console.warn(JSON.stringify(row));
  return row;
}

async function main() {
  const rows: Row[] = [];
  console.warn(`Start command: ${args.cmd}; idle ${idleSeconds} s; ${os.cpus().length} cores`);
  if (args.db === "pglite" || args.db === "both") {
    const tmp = await mkdtemp(path.join(os.tmpdir(), "arthshala-startup-"));
    try {
      const env = { DATA_DIR: path.join(tmp, "data"), DATABASE_URL: "" };
      rows.push(await run("PGlite first start", env));
      rows.push(await run("PGlite warm restart", env));
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
  if (args.db === "postgres" || args.db === "both") {
    const name = `arthshala_startup_${process.pid}`;
    const admin = new pg.Client({ connectionString: `${pgServer}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const tmp = await mkdtemp(path.join(os.tmpdir(), "arthshala-startup-"));
    try {
      const env = { DATA_DIR: path.join(tmp, "data"), DATABASE_URL: `${pgServer}/${name}` };
      rows.push(await run("PostgreSQL first start", env));
      rows.push(await run("PostgreSQL warm restart", env));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(tmp, { recursive: true, force: true });
    }
  }
  console.table(rows.map(({ processes: _, ...r }) => r));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
