import type net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { SocketSet } from "./sockets.js";

export interface PoolSettings {
  url: string;
  /** Connections this instance's pool may hold (the listener holds one more). */
  poolSize: number;
  /** PostgreSQL cancels a statement after this long; the client gives up on a silent connection soon after. */
  statementTimeoutMs: number;
  connectTimeoutMs: number;
  /** Where each connection's socket comes from (and is destroyed at close if its path froze). */
  sockets: SocketSet;
  log?: Pick<FastifyBaseLogger, "warn">;
}

/** Idle connections are closed after this long, so a quiet server holds few backends. */
const IDLE_TIMEOUT_MS = 30_000;
/** The client waits this much longer than the server's own statement timeout before it gives up. */
const CLIENT_GRACE_MS = 2_000;
/** Shows in pg_stat_activity beside the listener's LISTENER_APPLICATION_NAME. */
export const POOL_APPLICATION_NAME = "arthshala";

/** The message node-postgres gives a query that had no answer within query_timeout. */
export const QUERY_TIMEOUT_MESSAGE = "Query read timeout";

/**
 * A pooled connection that cannot take the process down or hold the pool hostage:
 * - it always has an 'error' listener. pg-pool removes its own while a client is checked out (inside
 *   db.transaction), so PostgreSQL ending the connection between two statements would otherwise be an
 *   unhandled 'error' event, and Node exits (STACK.md pitfall 16);
 * - a query with no answer within query_timeout (a frozen network path: no FIN, no RST, nothing) ends
 *   the connection, so the pool replaces it instead of handing the dead socket to the next request;
 * - its socket comes from `sockets`, which gives up on a connect that hears nothing.
 */
function resilientClient(sockets: SocketSet, log: PoolSettings["log"]) {
  return class ResilientClient extends pg.Client {
    private lostLogged = false;
    readonly socket: net.Socket;

    constructor(config?: pg.ClientConfig) {
      const socket = sockets.make();
      super({ ...config, stream: () => socket });
      this.socket = socket;
      this.on("error", (err) => {
        if (this.lostLogged) return;
        this.lostLogged = true;
        log?.warn({ err }, "database connection lost; the pool will reconnect");
      });
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query has many overloads; this passes them through
    override query(...args: any[]): any {
      const result = (super.query as (...a: unknown[]) => unknown)(...args);
      if (result instanceof Promise) {
        result.catch((err: Error) => {
          if (err?.message === QUERY_TIMEOUT_MESSAGE) this.abandon();
        });
      }
      return result;
    }

    /** Ends this connection for good: with a query in flight, end() destroys the socket at once. */
    abandon(): void {
      if (!this.lostLogged) {
        this.lostLogged = true;
        log?.warn({}, "database connection stopped answering; replacing it");
      }
      this.end().catch(() => undefined);
    }
  };
}

export function createPool(settings: PoolSettings): pg.Pool {
  const Client = resilientClient(settings.sockets, settings.log);
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    // TCP keepalive finds a peer that vanished (a crashed host, a dropped route) without waiting for a query.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    application_name: POOL_APPLICATION_NAME,
    // The server cancels a slow statement itself (57014); the client's own timeout only fires when the
    // server cannot be heard at all. A transaction left open by a vanished client ends on its own too.
    statement_timeout: settings.statementTimeoutMs,
    query_timeout: settings.statementTimeoutMs + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: Math.max(settings.statementTimeoutMs * 3, 30_000),
    Client,
  } as pg.PoolConfig);
  // An idle client's error also reaches the pool, which has already dropped it; the client's own
  // listener above has logged it.
  pool.on("error", () => undefined);
  // Connected: its socket may now be quiet for as long as it likes.
  pool.on("connect", (client) =>
    settings.sockets.ready((client as unknown as { socket: net.Socket }).socket),
  );
  return pool;
}
