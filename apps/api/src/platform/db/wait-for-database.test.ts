import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { startSilentServer } from "../../../test/silent-server.js";
import { openWhenReachable } from "./wait-for-database.js";

function recordingLog() {
  const warnings: Array<{ obj: { err?: { code?: unknown }; attempt?: number }; msg: string }> = [];
  const log = {
    warn: (obj: never, msg: string) => warnings.push({ obj, msg }),
    info: () => undefined,
  } as unknown as FastifyBaseLogger;
  return { warnings, log };
}

describe("starting while the path to PostgreSQL is silent", () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>> | undefined;
  afterEach(async () => {
    await silent?.close();
    silent = undefined;
  });

  // Issue 37: an instance started behind a path that accepts and forwards nothing exited with a stack
  // trace ("timeout expired" was not on the list of errors worth waiting out).
  it("waits a connect timeout out like a refused connection, and tries again", async () => {
    silent = await startSilentServer();
    const { warnings, log } = recordingLog();
    let sleeps = 0;
    const database = await openWhenReachable(
      { kind: "postgres", url: silent.url(), connectTimeoutMs: 200 },
      log,
      () => sleeps >= 2, // stop after the second retry is scheduled
      async () => {
        sleeps++;
      },
    );
    expect(database).toBeUndefined();
    expect(warnings.map((w) => w.msg)).toEqual([
      expect.stringContaining("database unavailable at start; retrying in 1 s"),
      expect.stringContaining("database unavailable at start; retrying in 2 s"),
    ]);
    expect(warnings.every((w) => w.obj.err?.code === "ETIMEDOUT")).toBe(true);
    // Each attempt reached the silent end, and gave its connection up rather than leaving it open.
    expect(silent.accepted).toBe(2);
    await expect.poll(() => silent?.closed).toBe(2);
  });
});
