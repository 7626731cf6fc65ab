import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, type TestUser } from "../../../test/factories.js";
import { createTestApp, type TestContext } from "../../../test/harness.js";
import { PNG } from "../../../test/multipart.js";
import { UPLOAD_LIMITS } from "../storage/storage.js";

/** Over a real socket: fastify.inject has no connection to keep alive. */

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.app);
});
afterAll(() => ctx.close());

describe("a refused upload on a keep-alive connection", () => {
  /** One request on the agent; resolves with the response (body read) or the socket error. */
  const send = (
    agent: http.Agent,
    port: number,
    opts: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer },
  ) =>
    new Promise<{ status?: number; headers?: http.IncomingHttpHeaders; error?: string }>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, agent, ...opts }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers }));
      });
      req.on("error", (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
      req.end(opts.body);
    });

  // Over the image limit by more than the socket buffers hold: a few MB over, the rest fits in them
  // and the stall does not show.
  const OVER_BY = 25 * 1024 * 1024;
  const bigPng = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.image + OVER_BY, 1)]);

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it.each([
    { refusal: "an image over its limit", field: "file", status: 413, boundaryInHeader: true },
    { refusal: "a file in the wrong field", field: "picture", status: 400, boundaryInHeader: true },
    {
      refusal: "a body whose Content-Type names no boundary",
      field: "file",
      status: 400,
      boundaryInHeader: false,
    },
  ])(
    "refuses $refusal with Connection: close, so the next request does not wait on the unread body",
    async ({ field, status, boundaryInHeader }) => {
      const { port } = ctx.app.server.address() as AddressInfo;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const boundary = "----arthshala-keepalive";
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          bigPng,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const upload = await send(agent, port, {
          method: "POST",
          path: "/api/uploads?kind=image",
          headers: {
            "content-type": boundaryInHeader
              ? `multipart/form-data; boundary=${boundary}`
              : "multipart/form-data",
            cookie: admin.cookie,
            origin: `http://127.0.0.1:${port}`,
          },
          body,
        });
        const next = await Promise.race([
          send(agent, port, { method: "GET", path: "/api/health" }),
          new Promise<{ error: string }>((resolve) => setTimeout(() => resolve({ error: "hung" }), 5000)),
        ]);
        expect(next).toMatchObject({ status: 200 });
        // The server may close while the client is still writing: a reset is an acceptable end too.
        if (upload.status !== undefined) {
          expect(upload.status).toBe(status);
          expect(upload.headers?.connection).toBe("close");
        } else {
          expect(["ECONNRESET", "EPIPE"]).toContain(upload.error);
        }
      } finally {
        agent.destroy();
      }
    },
  );
});
