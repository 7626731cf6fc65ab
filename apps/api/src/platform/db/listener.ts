import { randomBytes } from "node:crypto";
import type net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { endWithin, type SocketSet } from "./sockets.js";

/** Warnings are required; info (the listener coming back) is optional. */
export type DatabaseLog = Pick<FastifyBaseLogger, "warn"> & Partial<Pick<FastifyBaseLogger, "info">>;

export interface ListenHandlers {
  onNotify(payload: string): void;
  onReset(): void;
  onLiveChange?(live: boolean): void;
}

export interface ListenerOptions {
  /** Every this often the connection NOTIFYs itself; an echo that does not come back in time ends it. */
  heartbeatMs: number;
  connectTimeoutMs: number;
  /** Where the connection's socket comes from: it gives up on a connect that hears nothing. */
  sockets: SocketSet;
  log?: DatabaseLog;
}

/** The listener's state for metrics (platform/metrics). */
export interface ListenerStats {
  live: boolean;
  /** Times the connection was lost (broken or silent) and a new one scheduled, since start. */
  reconnects: number;
  /** When (ms since the epoch) it last proved it hears notifications: its connect or a heartbeat's echo. */
  lastHeardAt: number | undefined;
}

/** Shows in pg_stat_activity, so an operator can tell the listener from the pool's connections. */
export const LISTENER_APPLICATION_NAME = "arthshala-listener";
const RECONNECT_MAX_MS = 10_000;
/** How long a connection that is let go may take to close before its socket is destroyed (a frozen path never closes it). */
export const END_GRACE_MS = 1_000;

/**
 * One dedicated PostgreSQL connection per instance that LISTENs on every channel the caches need (a
 * pooled connection would be handed to queries). A connection can die silently (a frozen network path
 * keeps the socket open), so it NOTIFYs itself every `heartbeatMs` on a channel of its own: when the
 * echo does not arrive within the next beat, the connection is dropped and reopened with backoff.
 * Whenever notifications may have been missed (lost, not up yet, back again) every subscriber's onReset
 * runs and live() is false until the connection is back, so the caches it guards stop trusting themselves.
 */
export class SharedListener {
  private readonly subscribers = new Map<string, Set<ListenHandlers>>();
  private readonly heartbeatChannel = `arthshala_hb_${randomBytes(6).toString("hex")}`;
  private client: pg.Client | undefined;
  private socket: net.Socket | undefined;
  private isLive = false;
  private stopped = false;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private beat: NodeJS.Timeout | undefined;
  private delay = 500;
  private awaitedEcho: string | undefined;
  private beats = 0;
  private lostCount = 0;
  private heardAt: number | undefined;

  constructor(
    private readonly url: string,
    private readonly options: ListenerOptions,
  ) {}

  get live(): boolean {
    return this.isLive;
  }

  get stats(): ListenerStats {
    return { live: this.isLive, reconnects: this.lostCount, lastHeardAt: this.heardAt };
  }

  /** Subscribes to a channel; the handlers hear onReset/onLiveChange(true) once it is listened to. */
  async add(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
    let set = this.subscribers.get(channel);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
    }
    set.add(handlers);
    if (!this.client && !this.connecting && !this.retry) {
      this.stopped = false;
      this.connecting = this.connect();
    } else if (this.isLive && this.client) {
      const client = this.client;
      if (isNew) {
        try {
          await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (err) {
          this.lost(client, err as Error);
        }
      }
      if (this.isLive && this.client === client) {
        handlers.onReset();
        handlers.onLiveChange?.(true);
      }
    }
    return async () => {
      set.delete(handlers);
      if (set.size > 0) return;
      this.subscribers.delete(channel);
      if (this.subscribers.size === 0) await this.stop();
    };
  }

  /** Ends the connection, also one still opening; bounded even when the path to the server froze. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.beat);
    this.retry = undefined;
    const { client, socket } = this;
    this.client = undefined;
    this.socket = undefined;
    this.setLive(false);
    // A connect() still running fails once its socket is gone, so waiting for it is short too.
    if (client && socket) await endWithin(client, socket, END_GRACE_MS);
    await this.connecting;
  }

  private async connect(): Promise<void> {
    const socket = this.options.sockets.make();
    const client = new pg.Client({
      connectionString: this.url,
      stream: () => socket,
      // Each statement here is tiny; one that takes longer than a beat means the path is dead.
      query_timeout: this.options.heartbeatMs + this.options.connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: LISTENER_APPLICATION_NAME,
    });
    this.client = client;
    this.socket = socket;
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client));
    client.on("notification", (msg) => this.deliver(msg.channel, msg.payload ?? ""));
    try {
      await client.connect();
      this.options.sockets.ready(socket);
      // Channels subscribed while this runs are listened to as well, before anyone is told it is live.
      const listened = new Set<string>();
      for (;;) {
        const next = [this.heartbeatChannel, ...this.subscribers.keys()].find((c) => !listened.has(c));
        if (next === undefined) break;
        await client.query(`LISTEN ${pg.escapeIdentifier(next)}`);
        listened.add(next);
      }
      if (this.stopped || this.client !== client) {
        await endWithin(client, socket, END_GRACE_MS);
        return;
      }
      if (this.delay > 500) this.options.log?.info?.({}, "database listener reconnected");
      this.delay = 500;
      this.awaitedEcho = undefined;
      this.heardAt = Date.now();
      this.setLive(true);
      clearInterval(this.beat);
      this.beat = setInterval(() => this.heartbeat(client), this.options.heartbeatMs);
      this.beat.unref();
    } catch (err) {
      this.lost(client, err as Error);
    } finally {
      this.connecting = undefined;
    }
  }

  private heartbeat(client: pg.Client): void {
    if (this.client !== client) return;
    if (this.awaitedEcho) {
      // The last beat's echo never came back within a whole interval: the connection is not hearing.
      this.lost(client, new Error(`no heartbeat echo within ${this.options.heartbeatMs} ms`));
      return;
    }
    const token = `${++this.beats}`;
    this.awaitedEcho = token;
    client
      .query("select pg_notify($1, $2)", [this.heartbeatChannel, token])
      .catch((err: Error) => this.lost(client, err));
  }

  private deliver(channel: string, payload: string): void {
    if (channel === this.heartbeatChannel) {
      if (payload === this.awaitedEcho) {
        this.awaitedEcho = undefined;
        this.heardAt = Date.now();
      }
      return;
    }
    for (const handlers of this.subscribers.get(channel) ?? []) handlers.onNotify(payload);
  }

  /** Drops `client` (once), tells every subscriber, and schedules a new connection. */
  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client) return;
    const socket = this.socket;
    this.client = undefined;
    this.socket = undefined;
    clearInterval(this.beat);
    this.setLive(false);
    // A frozen connection never closes by itself: its socket goes after a short grace.
    if (socket) void endWithin(client, socket, END_GRACE_MS);
    if (this.stopped) return;
    this.lostCount++;
    this.options.log?.warn({ err }, "database listener lost; reconnecting");
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connecting = this.connect();
    }, this.delay);
    this.retry.unref();
    this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS);
  }

  private setLive(live: boolean): void {
    const changed = this.isLive !== live;
    this.isLive = live;
    // Either way notifications may have been missed: every cache forgets, then learns whether to trust.
    for (const set of this.subscribers.values()) {
      for (const handlers of set) {
        handlers.onReset();
        if (changed || live) handlers.onLiveChange?.(live);
      }
    }
  }
}
