import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * One writer for the embedded database. PGlite has no lock between processes: two processes on one
 * directory lose each other's writes or corrupt it (STACK.md pitfall 12). Every opener of a PGlite
 * directory (server, seed, admin) takes this lock first: a file holding the pid, created atomically
 * (written aside, then hard-linked into place, which fails if the name exists, so it is never half-written).
 *
 * The lock is judged by pid on this machine. A holder whose pid is gone (killed, crashed, machine
 * rebooted) left a stale lock, which the next opener takes over.
 */

export interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  command: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Arthshala process (pid ${holder.pid}, ` +
        `started ${holder.startedAt}). Only one process may open it at a time. Stop that process first ` +
        "(Ctrl+C in its terminal), then run this again; to make someone Admin while the server runs, use " +
        "`npm run admin -- grant <email>`, which talks to the running server. " +
        `(If no such process is running, delete ${lockFile}.)`,
    );
    this.name = "DataDirLockedError";
  }
}

/** Lock files this process holds: a lock naming our own pid that is not here is a leftover of a past run. */
const heldHere = new Set<string>();

export function lockFileFor(dataDir: string): string {
  return path.join(path.dirname(dataDir), ".arthshala.lock");
}

/** The live process holding the lock on dataDir, or null when it is free or stale. */
export function liveLockHolder(dataDir: string): LockHolder | null {
  const file = lockFileFor(dataDir);
  const holder = readHolder(file);
  if (!holder) return null;
  if (holder.pid === process.pid) return heldHere.has(file) ? holder : null;
  return isAlive(holder.pid) ? holder : null;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Takes the lock on dataDir or throws DataDirLockedError naming the live holder. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFileFor(dataDir);
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(" "),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, me)) {
      heldHere.add(file);
      installExitHook();
      return { file, release: () => releaseIfOurs(file) };
    }
    const holder = readHolder(file);
    const live = liveLockHolder(dataDir);
    if (live) throw new DataDirLockedError(dataDir, file, live);
    // Stale (or unreadable, i.e. half-written by a process that died): clear it, unless someone else
    // replaced it in the meantime, and try again.
    if (sameHolder(readHolder(file), holder)) removeQuietly(file);
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(dataDir, file, holder ?? { ...me, pid: 0, command: "unknown" });
}

function tryCreate(file: string, me: LockHolder): boolean {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, `${JSON.stringify(me)}\n`, { mode: 0o644 });
  try {
    linkSync(aside, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    removeQuietly(aside);
  }
}

let exitHookInstalled = false;

/** A process that ends without closing the database (process.exit, an uncaught error) still lets go. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const file of [...heldHere]) releaseIfOurs(file);
  });
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockHolder>;
    return typeof parsed.pid === "number" ? (parsed as LockHolder) : null;
  } catch {
    return null;
  }
}

/** process.kill(pid, 0) sends nothing: it only asks whether the pid exists. EPERM means it does. */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function sameHolder(a: LockHolder | null, b: LockHolder | null): boolean {
  return a?.pid === b?.pid && a?.startedAt === b?.startedAt;
}

function releaseIfOurs(file: string): void {
  if (!heldHere.has(file)) return;
  heldHere.delete(file);
  if (readHolder(file)?.pid === process.pid) removeQuietly(file);
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}
