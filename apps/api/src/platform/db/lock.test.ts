import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, liveLockHolder, lockFileFor } from "./lock.js";

let root: string;
let dbDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "arthshala-lock-"));
  dbDir = path.join(root, "db");
});
afterAll(() => rm(root, { recursive: true, force: true }));

const holder = (pid: number) => ({
  pid,
  hostname: os.hostname(),
  startedAt: "2026-01-01T00:00:00.000Z",
  command: "x",
});
const writeLock = (pid: number) => writeFileSync(lockFileFor(dbDir), JSON.stringify(holder(pid)));

/** A process that exists for the length of a test: its pid is a live holder. */
function idleProcess(): ChildProcess {
  return spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
}

/** The pid of a process that has exited: nobody has it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((r) => child.once("exit", r));
  return child.pid!;
}

describe("the DATA_DIR lock", () => {
  it("is taken with this pid, refused to a second opener, and released", () => {
    const lock = acquireDataDirLock(dbDir);
    expect(lock.file).toBe(path.join(root, ".arthshala.lock"));
    expect(JSON.parse(readFileSync(lock.file, "utf8"))).toMatchObject({ pid: process.pid });
    expect(liveLockHolder(dbDir)?.pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dbDir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    expect(liveLockHolder(dbDir)).toBeNull();
  });

  it("refuses while another live process holds it, naming the pid and what to do", () => {
    const other = idleProcess();
    try {
      writeLock(other.pid!);
      let error: unknown;
      try {
        acquireDataDirLock(dbDir);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      const message = (error as Error).message;
      expect(message).toContain(`in use by another Arthshala process (pid ${other.pid}`);
      expect(message).toContain("Stop that process first");
      expect(message).toContain("npm run admin");
    } finally {
      other.kill();
    }
  });

  it("takes over a stale lock whose process is gone", async () => {
    writeLock(await deadPid());
    expect(liveLockHolder(dbDir)).toBeNull();
    const lock = acquireDataDirLock(dbDir);
    expect(JSON.parse(readFileSync(lock.file, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock naming its own pid that it does not hold (a restarted container reuses pids)", () => {
    writeLock(process.pid);
    const lock = acquireDataDirLock(dbDir);
    expect(() => acquireDataDirLock(dbDir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it("takes over an unreadable lock file", () => {
    writeFileSync(lockFileFor(dbDir), "");
    acquireDataDirLock(dbDir).release();
    expect(existsSync(lockFileFor(dbDir))).toBe(false);
  });
});
