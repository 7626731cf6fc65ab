import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { API_ROOT } from "../paths.js";
import { type DatabaseLog, type ListenerStats, type ListenHandlers, SharedListener } from "./listener.js";

export type { DatabaseLog, ListenHandlers };

import { acquireDataDirLock } from "./lock.js";
import { bootstrapPgliteDir } from "./pglite-bootstrap.js";
import { guardPool } from "./pool-guard.js";
import { type AcquireWatcher, timeAcquires } from "./pool-waits.js";
import { createPool } from "./postgres.js";
import * as schema from "./schema.js";
import { endWithin, SocketSet } from "./sockets.js";
import { retryStaleConnections } from "./stale-connection-retry.js";

export const MIGRATIONS_DIR = path.join(API_ROOT, "drizzle");

/** The drizzle database both drivers give; features only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * LISTENs on a channel. onReset runs whenever notifications may have been missed (the connection
   * broke, it is not up yet, or it came back), so a cache can stop trusting itself; live() says
   * whether it is listening right now. Returns a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Whether notifications reach this instance right now (false while the listener reconnects). */
  listening(): boolean;
  /**
   * For a shutdown that cannot wait any longer: database work in flight fails now (a 503 for its
   * request) and new work is refused, so nothing waits on a connection whose path froze. close() follows.
   */
  interrupt(): void;
  /** The pool's and the listener's state now, for metrics (platform/metrics). */
  stats?(): DatabaseStats;
  /** PostgreSQL only: tells `watcher` how long each checkout waited for a connection; returns how to stop. */
  watchAcquires?(watcher: AcquireWatcher): () => void;
  close(): Promise<void>;
}

export interface DatabaseStats {
  /** PostgreSQL only (PGlite is one connection inside this process, with no queue of its own to see). */
  pool?: { max: number; total: number; idle: number; waiting: number };
  listener: ListenerStats;
}

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      statementTimeoutMs?: number;
      listenHeartbeatMs?: number;
      /** A connection that hears nothing for this long while opening is given up (tests shorten it). */
      connectTimeoutMs?: number;
    }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; instance: PGlite };

export interface OpenOptions {
  /** Where pool warnings go (a server passes its pino logger); without one they are handled silently. */
  log?: DatabaseLog;
}

/**
 * The settings' defaults (config.ts reads DB_POOL_SIZE, DB_STATEMENT_TIMEOUT_MS, DB_LISTEN_HEARTBEAT_MS).
 * connectTimeoutMs: a request while PostgreSQL is down or silent fails after this long (then answers 503)
 * instead of hanging, and start-up tries again.
 */
export const POSTGRES_DEFAULTS = {
  poolSize: 10,
  statementTimeoutMs: 10_000,
  listenHeartbeatMs: 5_000,
  connectTimeoutMs: 5_000,
};
/** At close, how long connections may take to close by themselves before their sockets are destroyed. */
const CLOSE_GRACE_MS = 1_000;

/**
 * Opens the database and applies the committed migrations. A PGlite directory is locked for this
 * process until close() (one writer: see lock.ts); a second opener gets DataDirLockedError.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target, options);
  if ("instance" in target) return openPglite(target.instance, () => undefined);
  // PGlite creates its directory without `recursive`, so make the parent (where the lock lives) first.
  await mkdir(path.dirname(target.dataDir), { recursive: true });
  const lock = acquireDataDirLock(target.dataDir);
  try {
    await bootstrapPgliteDir(target.dataDir);
    return await openPglite(await PGlite.create(target.dataDir), lock.release);
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function openPglite(client: PGlite, release: () => void): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: "pglite",
    // In-process: nothing can be missed, so it is live from the start.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onNotify);
      handlers.onLiveChange?.(true);
      return async () => stop();
    },
    listening: () => true,
    interrupt: () => undefined, // in-process: nothing can freeze between it and the server
    stats: () => ({ listener: { live: true, reconnects: 0, lastHeardAt: undefined } }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(
  target: Extract<DatabaseTarget, { kind: "postgres" }>,
  options: OpenOptions,
): Promise<Database> {
  const settings = { ...POSTGRES_DEFAULTS, ...definedOnly(target) };
  // Migrations run on a connection of their own, without the request-sized statement timeout.
  await migrateOnce(target.url, settings.connectTimeoutMs);
  // Every connection's socket, so close() can destroy those whose path froze (pg's end() waits for them).
  const sockets = new SocketSet(settings.connectTimeoutMs);
  const pool = createPool({
    url: target.url,
    poolSize: settings.poolSize,
    statementTimeoutMs: settings.statementTimeoutMs,
    connectTimeoutMs: settings.connectTimeoutMs,
    sockets,
    log: options.log,
  });
  retryStaleConnections(pool);
  const watchAcquires = timeAcquires(pool);
  const guard = guardPool(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = new SharedListener(target.url, {
    heartbeatMs: settings.listenHeartbeatMs,
    connectTimeoutMs: settings.connectTimeoutMs,
    sockets,
    log: options.log,
  });
  return {
    db,
    kind: "postgres",
    listen: (channel, handlers) => listener.add(channel, handlers),
    listening: () => listener.live,
    interrupt: () => {
      guard.interrupt();
      void listener.stop();
    },
    stats: () => ({
      pool: {
        max: settings.poolSize,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      },
      listener: listener.stats,
    }),
    watchAcquires,
    close: async () => {
      await listener.stop();
      // A handler whose client hung up may still be querying: let checked-out clients come back first
      // (unless interrupt() already cut them), then cut what is still running: on a frozen path it
      // would never come back.
      if (!guard.interrupted) await waitUntil(() => guard.inUse === 0, 5_000);
      guard.interrupt();
      // pool.end() resolves once every client is released and asked to end. Let the connections really
      // close, so whoever drops the database next finds none; those whose path froze never do, and
      // their sockets are destroyed after a grace.
      const ended = pool.end();
      await sockets.closeAll(CLOSE_GRACE_MS);
      await Promise.race([ended, new Promise((r) => setTimeout(r, CLOSE_GRACE_MS).unref())]);
    },
  };
}

/** Any fixed number: the advisory lock every instance takes to migrate (released when its connection ends). */
const MIGRATION_LOCK_KEY = 7_250_410;

/** Applies the committed migrations on a short-lived connection with no statement timeout. */
async function migrateOnce(url: string, connectTimeoutMs: number): Promise<void> {
  // A connect that hears nothing fails with a coded error (sockets.ts), which start-up waits out.
  const sockets = new SocketSet(connectTimeoutMs);
  const socket = sockets.make();
  const client = new pg.Client({ connectionString: url, stream: () => socket });
  // PostgreSQL going away mid-migration is an error of connect() or query(), not a crash.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (err) {
    socket.destroy();
    throw err;
  }
  sockets.ready(socket);
  try {
    // Instances of a fleet may start together: one migrates while the others wait, then find nothing to do.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await endWithin(client, socket, CLOSE_GRACE_MS);
  }
}

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

async function waitUntil(done: () => boolean, ms: number): Promise<void> {
  for (let waited = 0; !done() && waited < ms; waited += 50) {
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Rows of a raw SQL query: both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A trivial query, given up after timeoutMs so a health check answers even while connects hang. */
export async function pingDatabase(database: Database, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // race() listens to both, so a ping that fails after the timeout is not an unhandled rejection.
    await Promise.race([database.db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function databaseTargetFromConfig(config: {
  DATABASE_URL?: string;
  DATA_DIR: string;
  DB_POOL_SIZE?: number;
  DB_STATEMENT_TIMEOUT_MS?: number;
  DB_LISTEN_HEARTBEAT_MS?: number;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? {
        kind: "postgres",
        url: config.DATABASE_URL,
        poolSize: config.DB_POOL_SIZE,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        listenHeartbeatMs: config.DB_LISTEN_HEARTBEAT_MS,
      }
    : { kind: "pglite", dataDir: path.join(config.DATA_DIR, "db") };
}
