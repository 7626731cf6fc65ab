import net from "node:net";

/**
 * A TCP server that accepts connections and never answers (a path that completes the TCP handshake and
 * forwards nothing), for connect-timeout tests. `closed` counts connections whose client went away.
 */
export async function startSilentServer(): Promise<{
  url(database?: string): string;
  readonly accepted: number;
  readonly closed: number;
  close(): Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  let closed = 0;
  const server = net.createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on("data", () => undefined); // read and drop the client's startup message
    socket.on("error", () => undefined);
    socket.on("close", () => {
      closed++;
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: (database = "silent") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    get accepted() {
      return accepted;
    },
    get closed() {
      return closed;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
