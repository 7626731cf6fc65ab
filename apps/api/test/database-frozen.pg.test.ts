import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, selectRows } from "../src/platform/db/client.js";
import { DatabaseClosedError, isDatabaseUnavailable } from "../src/platform/db/errors.js";
import { openTestDatabase, type TestDatabase } from "./database.js";
import { PATIENCE_MS } from "./patience.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

/**
 * Issue 37's stop after a database freeze, against a real PostgreSQL behind a TCP proxy whose freeze
 * passes nothing either way, not even a close (a .pg.test.ts file: CI's PostgreSQL pass). The timeouts
 * that would otherwise end a frozen statement are set far beyond the hang guard, so only the code under
 * test can end it. Waits are bounded only to stop a hang.
 */
const HANG_GUARD_MS = PATIENCE_MS;
const NEVER_MS = 10 * PATIENCE_MS;

/** Resolves with what `p` settles to, or throws once the hang guard passes. */
async function settled<T>(what: string, p: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`never happened: ${what}`)), HANG_GUARD_MS);
  });
  try {
    return await Promise.race([
      p.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      guard,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const quietLog = { warn: () => undefined, info: () => undefined };

describe("a database whose network path froze", () => {
  let template: TestDatabase;
  const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  const dbName = () => new URL(template.url ?? "").pathname.slice(1);
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    template = await openTestDatabase();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await template.close();
  });

  async function openThroughProxy(
    settings: { poolSize?: number; statementTimeoutMs?: number } = {},
  ): Promise<{ proxy: TcpProxy; database: Database }> {
    const proxy = await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    cleanups.push(() => proxy.close());
    const database = await openDatabase(
      {
        kind: "postgres",
        url: proxy.url(dbName()),
        poolSize: settings.poolSize ?? 3,
        statementTimeoutMs: settings.statementTimeoutMs ?? NEVER_MS,
        listenHeartbeatMs: NEVER_MS,
      },
      { log: quietLog },
    );
    return { proxy, database };
  }

  /** Listener up and two pooled connections open, then the path freezes with a statement in flight. */
  async function frozenWithWorkInFlight(database: Database, proxy: TcpProxy) {
    await database.listen("frozen_test", { onNotify: () => undefined, onReset: () => undefined });
    await Promise.all([1, 2].map(() => selectRows(database.db, sql`select 1 as one`)));
    proxy.freeze();
    const inFlight = selectRows(database.db, sql`select 2 as two`);
    inFlight.catch(() => undefined);
    // The statement is on its way into the frozen path: its connection is checked out.
    await new Promise((r) => setTimeout(r, 100));
    return { inFlight }; // not the promise itself: an async function would wait for it
  }

  it("closes, failing the statement in flight, though no connection can close by itself", async () => {
    const { proxy, database } = await openThroughProxy();
    const { inFlight } = await frozenWithWorkInFlight(database, proxy);

    const closed = await settled("close() to return", database.close());
    expect(closed.error).toBeUndefined();
    const statement = await settled("the frozen statement to fail", inFlight);
    expect(isDatabaseUnavailable(statement.error)).toBe(true);
  });

  it("interrupt() fails the work in flight at once and refuses more, with errors that answer 503", async () => {
    const { proxy, database } = await openThroughProxy();
    cleanups.push(() => database.close());
    const { inFlight } = await frozenWithWorkInFlight(database, proxy);
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 3`);
    });
    transaction.catch(() => undefined);

    database.interrupt();
    const statement = await settled("the frozen statement to fail", inFlight);
    expect(isDatabaseUnavailable(statement.error)).toBe(true);
    const tx = await settled("the waiting transaction to fail", transaction);
    expect(isDatabaseUnavailable(tx.error)).toBe(true);
    const later = await settled("a new statement to be refused", selectRows(database.db, sql`select 4`));
    expect(isDatabaseUnavailable(later.error)).toBe(true);
    expect(later.error).toBeInstanceOf(Error);
    expect(String((later.error as Error).cause ?? later.error)).toContain(new DatabaseClosedError().message);
  });

  it("gives the pool slot of a transaction whose BEGIN met a dead connection back", async () => {
    // One connection, and a client-side query timeout that ends a frozen statement.
    const { proxy, database } = await openThroughProxy({ poolSize: 1, statementTimeoutMs: 300 });
    await selectRows(database.db, sql`select 1`);
    proxy.freeze(); // the pool's one idle connection hears nothing again; new ones pass

    const failed = await settled(
      "the transaction to fail",
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(failed.error)).toBe(true);
    // drizzle never releases a client whose BEGIN failed: without the pool's own release, the only
    // slot stays taken and this statement waits for a connection until it gives up.
    const [row] = await selectRows<{ ok: number }>(database.db, sql`select 5 as ok`);
    expect(row?.ok).toBe(5);
    // Nor does a stop after the freeze wait for that slot (a held client kept pool.end() from returning).
    const closed = await settled("close() to return", database.close());
    expect(closed.error).toBeUndefined();
  });
});
