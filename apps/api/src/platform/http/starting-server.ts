import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from "fastify";

/**
 * What answers on the port while the instance waits for its database at start: 503 with Retry-After for
 * every request, and a health body that says why, so a load balancer keeps the instance out of rotation
 * without seeing a refused connection or a crash loop. Closed just before the real app listens.
 */
export async function startWaitingServer(
  host: string,
  port: number,
  logger: FastifyServerOptions["logger"],
): Promise<{ address: string; port: number; log: FastifyBaseLogger; close(): Promise<void> }> {
  const server = Fastify({ logger, forceCloseConnections: true });
  server.all("/*", async (request, reply) => {
    reply
      .code(503)
      .header("retry-after", "5")
      .header("cache-control", "no-store")
      .header("connection", "close");
    if (request.url.split("?")[0] === "/api/health") {
      return { status: "starting", database: "unavailable", listener: "reconnecting" };
    }
    return {
      error: "Service Unavailable",
      message: "The service is temporarily unavailable. Please try again shortly.",
    };
  });
  const address = await server.listen({ host, port });
  const bound = server.server.address();
  return {
    address,
    port: typeof bound === "object" && bound ? bound.port : port,
    log: server.log,
    close: () => server.close(),
  };
}
