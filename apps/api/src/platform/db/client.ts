import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { API_ROOT } from "../paths.js";
import { acquireDataDirLock } from "./lock.js";
import { bootstrapPgliteDir } from "./pglite-bootstrap.js";
import * as schema from "./schema.js";
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
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onReset(): void;
  onLiveChange?(live: boolean): void;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; instance: PGlite };

export interface OpenOptions {
  /** Where pool warnings go (a server passes its pino logger); without one they are handled silently. */
  log?: Pick<FastifyBaseLogger, "warn">;
}

/** A request while PostgreSQL is down fails after this long (then answers 503) instead of hanging. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Idle connections are closed after this long, so a quiet server holds few backends. */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * Opens the database and applies the committed migrations. A PGlite directory is locked for this
 * process until close() (one writer: see lock.ts); a second opener gets DataDirLockedError.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === "postgres") return openPostgres(target.url, target.poolSize ?? 10, options);
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
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(url: string, max: number, options: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
  });
  // The server ending an idle connection (restart, pg_terminate_backend, drop database … with (force))
  // makes the pool emit 'error'; with no listener Node would kill the process. The pool has already
  // dropped that client and opens a new one on the next query, so a warning is all it takes.
  pool.on("error", (err) => {
    options.log?.warn({ err }, "database connection lost; the pool will reconnect");
  });
  retryStaleConnections(pool);
  // pool.end() resolves once it has *asked* its clients to end; these are the ones not yet gone.
  const open = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    open.add(client);
    client.once("end", () => open.delete(client));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  try {
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } catch (err) {
    await pool.end();
    throw err;
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    listen: async (channel, handlers) => {
      const stop = listenWithReconnect(url, channel, handlers, options.log);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      // A handler whose client hung up may still be querying: let checked-out clients come back first.
      await waitUntil(() => pool.totalCount === pool.idleCount, 5_000);
      await pool.end();
      // Then let the connections really close, so whoever drops the database next finds none.
      await waitUntil(() => open.size === 0, 2_000);
    },
  };
}

/**
 * A dedicated connection that LISTENs (a pooled one would be handed to queries), reopened with backoff
 * after PostgreSQL ends it; every (re)connect calls onReset, since notifications sent meanwhile are lost.
 */
function listenWithReconnect(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  log: OpenOptions["log"],
): () => Promise<void> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      handlers.onLiveChange?.(false);
      handlers.onReset();
      if (stopped) return;
      if (err) log?.warn({ err }, "database listener lost; reconnecting");
      retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 30_000);
    };
    c.on("error", onLost);
    c.on("end", () => onLost());
    c.on("notification", (msg) => handlers.onNotify(msg.payload ?? ""));
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void (await c.end().catch(() => undefined));
      delay = 500;
      handlers.onReset();
      handlers.onLiveChange?.(true);
    } catch (err) {
      onLost(err as Error);
      await c.end().catch(() => undefined);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

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
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: "postgres", url: config.DATABASE_URL }
    : { kind: "pglite", dataDir: path.join(config.DATA_DIR, "db") };
}
