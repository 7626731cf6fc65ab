// A PostgreSQL instance of its own for a check that stops and starts it: initdb into a temporary folder,
// its own free port, its socket in that folder. The machine's server (port 5432) is never touched.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** The newest Debian-style PostgreSQL install (/usr/lib/postgresql/<ver>/bin), or PG_BIN. */
function findBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error(`no initdb under ${base}/<version>/bin (set PG_BIN to its folder)`);
  return path.join(base, versions[0], "bin");
}

/** A port nobody listens on: the OS picks one for a listener on port 0, which is then closed. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, run its programs as the `postgres` OS user. */
function asPostgres(bin, args, cwd) {
  const runAsRoot = process.getuid?.() === 0;
  const [cmd, argv] = runAsRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { cwd, encoding: "utf8", timeout: 60_000 });
  if (r.status !== 0) {
    throw new Error(`${path.basename(bin)} ${args.join(" ")} failed (${r.status}): ${r.stderr || r.stdout}`);
  }
  return r.stdout;
}

/** Creates (initdb) and starts an instance; returns its URL and stop/start/destroy. */
export async function createThrowawayPostgres() {
  const bin = findBin();
  const root = mkdtempSync(path.join(os.tmpdir(), "arthshala-pg-"));
  const pgdata = path.join(root, "data");
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout);
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout);
    if (!uid) throw new Error("running as root needs a `postgres` OS user to run PostgreSQL as");
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  const ctl = (...args) => asPostgres(path.join(bin, "pg_ctl"), ["-D", pgdata, ...args], root);
  try {
    asPostgres(
      path.join(bin, "initdb"),
      ["-D", pgdata, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
      root,
    );
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  // Loopback only, socket in our folder (not /var/run/postgresql), and a log beside the data.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root}`;
  let running = false;
  const pg = {
    root,
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      ctl("start", "-w", "-t", "30", "-l", path.join(root, "postgres.log"), "-o", options);
      running = true;
    },
    /** `-m fast`: clients are disconnected (57P01) and a shutdown checkpoint is written, as in a restart. */
    stop(mode = "fast") {
      ctl("stop", "-w", "-t", "30", "-m", mode);
      running = false;
    },
    /** Stops it if running and removes the folder; safe to call twice. */
    destroy() {
      if (running) {
        try {
          pg.stop("immediate");
        } catch {
          // Already gone: removing the folder is what is left to do.
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    pg.start();
  } catch (err) {
    pg.destroy();
    throw err;
  }
  return pg;
}
