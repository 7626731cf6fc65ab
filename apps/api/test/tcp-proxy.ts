import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that can misbehave the way a network path does: `freeze()` stops
 * forwarding on every connection open now, in both directions, closing included (a stuck NAT or a
 * half-dead balancer: no byte, no FIN, no RST, the peers just stop hearing each other; a frozen pair's
 * sockets stay open until close()); connections made later pass as usual. `refuse()` closes the listener, so new connections are refused, and `accept()` opens
 * it again on the same port.
 */
export interface TcpProxy {
  port: number;
  url(database: string): string;
  /** How many connections are open through the proxy (frozen ones included). */
  readonly open: number;
  freeze(): void;
  /** Freezes only the connection whose upstream socket has this local port (pg_stat_activity's client_port). */
  freezeUpstream(localPort: number): boolean;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; frozen: boolean }>();
  const onConnection = (client: net.Socket) => {
    // Half-open sockets, so an end (FIN) is passed on only while the pair is not frozen.
    const upstream = net.connect({ port: target.port, host: target.host, allowHalfOpen: true });
    const pair = { client, upstream, frozen: false };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on("data", (chunk) => {
        // A frozen pair swallows what it reads: neither side hears the other again.
        if (!pair.frozen) to.write(chunk);
      });
      from.on("end", () => {
        if (!pair.frozen) to.end();
      });
    };
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      // Nor does either side hear the other one go.
      if (pair.frozen) return;
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  };
  let server = net.createServer({ allowHalfOpen: true }, onConnection);
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(p, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
    });
  const boundPort = await listen(port);
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port: boundPort,
    url: (database) => `postgres://postgres@127.0.0.1:${boundPort}/${database}`,
    get open() {
      return pairs.size;
    },
    freeze() {
      for (const pair of pairs) pair.frozen = true;
    },
    freezeUpstream(localPort) {
      for (const pair of pairs) {
        if (pair.upstream.localPort === localPort) {
          pair.frozen = true;
          return true;
        }
      }
      return false;
    },
    refuse: stopListening,
    async accept() {
      server = net.createServer({ allowHalfOpen: true }, onConnection);
      await listen(boundPort);
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      pairs.clear();
      if (server.listening) await stopListening();
    },
  };
}
