import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startSilentServer } from "../../../test/silent-server.js";
import { isDatabaseUnavailable } from "./errors.js";
import { DatabaseConnectTimeoutError, SocketSet } from "./sockets.js";

/**
 * A connect through a path that accepts and then says nothing, against the installed pg (8.23): what pg
 * itself reports, and what a connection made on a SocketSet socket reports instead.
 */
describe("a connect that hears nothing", () => {
  let silent: Awaited<ReturnType<typeof startSilentServer>> | undefined;
  afterEach(async () => {
    await silent?.close();
    silent = undefined;
  });

  it("pg's own connect timeout rejects with an Error that has no code (so it is not what we rely on)", async () => {
    silent = await startSilentServer();
    const client = new pg.Client({ connectionString: silent.url(), connectionTimeoutMillis: 200 });
    const err = (await client.connect().catch((e: unknown) => e)) as Error & { code?: unknown };
    expect(err).toBeInstanceOf(Error);
    expect(Object.getPrototypeOf(err)).toBe(Error.prototype);
    expect(err.code).toBeUndefined();
  });

  it("a SocketSet socket gives up with ETIMEDOUT, which counts as the database being unavailable", async () => {
    silent = await startSilentServer();
    const sockets = new SocketSet(200);
    const socket = sockets.make();
    const client = new pg.Client({ connectionString: silent.url(), stream: () => socket });
    const err = await client.connect().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DatabaseConnectTimeoutError);
    expect((err as { code?: unknown }).code).toBe("ETIMEDOUT");
    expect(isDatabaseUnavailable(err)).toBe(true);
    // The attempt left nothing open on either side.
    await expect.poll(() => sockets.size).toBe(0);
    await expect.poll(() => silent?.closed).toBe(1);
  });

  it("a ready socket may stay quiet, and closeAll destroys it when it does not close by itself", async () => {
    silent = await startSilentServer();
    const sockets = new SocketSet(100);
    const socket = sockets.make();
    socket.connect(Number(new URL(silent.url()).port), "127.0.0.1");
    sockets.ready(socket);
    // Quiet for longer than the connect timeout: still open, as an idle pooled connection must be.
    await new Promise((r) => setTimeout(r, 300));
    expect(socket.destroyed).toBe(false);
    await sockets.closeAll(50);
    expect(socket.destroyed).toBe(true);
    await expect.poll(() => sockets.size).toBe(0);
  });
});
