import net from "node:net";

/**
 * A connection attempt that heard nothing for the connect timeout: the path accepts and stays silent (a
 * balancer or NAT that completes the TCP handshake and forwards nothing), or nothing answers the SYN.
 * It carries Node's own code for a timed-out connect, so errors.ts counts it as "database unavailable"
 * by its code. pg's own connectionTimeoutMillis is not used for this: it rejects with a bare
 * `Error("timeout expired")` that has no code (pg 8.23, client.js), which only its wording tells apart.
 */
export class DatabaseConnectTimeoutError extends Error {
  readonly code = "ETIMEDOUT";

  constructor(ms: number) {
    super(`the database sent nothing within ${ms} ms of connecting`);
    this.name = "DatabaseConnectTimeoutError";
  }
}

/**
 * The sockets under this process's PostgreSQL connections (pool, listener, migrations), made here and
 * handed to pg through its documented `stream` option, so that this code can:
 * - give up on a connection that never answers while it is being opened (DatabaseConnectTimeoutError);
 * - destroy connections whose path froze when the database closes: pg's end() sends Terminate and then
 *   waits for the server to close the socket, which a frozen path never delivers.
 */
export class SocketSet {
  private readonly open = new Set<net.Socket>();

  constructor(private readonly connectTimeoutMs: number) {}

  /** A socket for one new connection; silent for connectTimeoutMs before ready(), it is destroyed. */
  make(): net.Socket {
    const socket = new net.Socket();
    this.open.add(socket);
    socket.once("close", () => this.open.delete(socket));
    // Any byte either way restarts the clock; a handshake that goes quiet ends with a coded error.
    socket.setTimeout(this.connectTimeoutMs, () =>
      socket.destroy(new DatabaseConnectTimeoutError(this.connectTimeoutMs)),
    );
    return socket;
  }

  /** The connection is open (pg answered connect()): from now on an idle socket is quiet by right. */
  ready(socket: net.Socket): void {
    socket.setTimeout(0);
  }

  /** Sockets not closed yet. */
  get size(): number {
    return this.open.size;
  }

  /** Waits up to graceMs for every socket to close by itself, then destroys the rest. */
  async closeAll(graceMs: number): Promise<void> {
    await Promise.race([Promise.all([...this.open].map(closed)), delay(graceMs)]);
    for (const socket of this.open) socket.destroy();
  }
}

/** Asks a client to end (Terminate) and destroys its socket if the server has not closed it within graceMs. */
export async function endWithin(
  client: { end(): Promise<void> },
  socket: net.Socket,
  graceMs: number,
): Promise<void> {
  client.end().catch(() => undefined);
  await Promise.race([closed(socket), delay(graceMs)]);
  socket.destroy();
}

const closed = (socket: net.Socket) =>
  socket.closed ? Promise.resolve() : new Promise<void>((resolve) => socket.once("close", () => resolve()));

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });
