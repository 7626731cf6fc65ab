// A TCP proxy in front of PostgreSQL that fails the way a network path does, for scripts/pg-path-check.mjs:
// - silent (the start mode { mode: "silent" }): connections are accepted and then hear nothing (a balancer
//   or NAT that completes the TCP handshake and forwards nothing): no byte, no FIN, no RST;
// - forward(): connections made from now on pass both ways (the start mode unless told otherwise);
// - freeze(): every open connection stops passing anything in either direction, its closing included
//   (a stuck NAT: the peers never hear of each other again), and new connections are silent as above.
// Each socket is half-open capable, so an end (FIN) is passed on only while the path forwards.
import net from "node:net";

/**
 * Starts the proxy on a free loopback port; `mode` is "forward" or "silent" for the first connections.
 * `target` ({ host, port }) is read at each connection, so it may be filled in while the proxy is silent.
 */
export async function startTcpProxy(target, { mode = "forward" } = {}) {
  let forwarding = mode === "forward";
  const held = new Set();
  const pairs = new Set();

  const hold = (socket) => {
    held.add(socket);
    socket.on("data", () => undefined); // read and drop, so the peer's writes never block
    const drop = () => {
      held.delete(socket);
      socket.destroy();
    };
    socket
      .on("end", () => undefined)
      .on("close", drop)
      .on("error", drop);
  };

  const pass = (client) => {
    const upstream = net.connect({ host: target.host, port: target.port, allowHalfOpen: true });
    const pair = { client, upstream, frozen: false };
    pairs.add(pair);
    const forward = (from, to) => {
      from.on("data", (chunk) => {
        if (!pair.frozen) to.write(chunk);
      });
      from.on("end", () => {
        if (!pair.frozen) to.end();
      });
    };
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      // A frozen path tells neither peer: the other socket stays open until close().
      if (pair.frozen) return;
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on("close", end).on("error", end);
  };

  const server = net.createServer({ allowHalfOpen: true }, (client) =>
    forwarding ? pass(client) : hold(client),
  );
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();

  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** Connections passing bytes right now. */
    get forwarding() {
      return [...pairs].filter((p) => !p.frozen).length;
    },
    /** Connections that hear nothing (silent from the start, or frozen). */
    get silent() {
      return held.size + [...pairs].filter((p) => p.frozen).length;
    },
    forward() {
      forwarding = true;
    },
    freeze() {
      forwarding = false;
      for (const pair of pairs) pair.frozen = true;
    },
    async close() {
      for (const socket of held) socket.destroy();
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      held.clear();
      pairs.clear();
      await new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
