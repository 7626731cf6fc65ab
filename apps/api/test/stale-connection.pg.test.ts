import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retryStaleConnections } from "../src/platform/db/stale-connection-retry.js";
import { adminQuery, openTestDatabase, type TestDatabase } from "./database.js";

/**
 * The race behind a flaky CI run, made deterministic: PostgreSQL has terminated a pooled connection,
 * but the client has not read the notice yet (its socket is paused here), so the pool hands it out.
 * PostgreSQL only (a .pg.test.ts file), like the other outage tests.
 */
describe("a pooled connection that died unnoticed", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  /** A one-client pool whose only idle client's backend is gone, with the notice still unread. */
  async function poolWithUnnoticedDeadClient(): Promise<{ pool: pg.Pool; resume: () => void }> {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    pool.on("error", () => undefined);
    const client = await pool.connect();
    const pid = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]?.pid;
    const socket = (client as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream;
    socket.pause();
    await adminQuery(database.url ?? "", `select pg_terminate_backend(${pid})`);
    for (let i = 0; i < 100; i++) {
      const alive = await adminQuery(database.url ?? "", `select 1 from pg_stat_activity where pid = ${pid}`);
      if (alive.length === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    client.release();
    return { pool, resume: () => socket.resume() };
  }

  it("fails the query without the retry (the reproduction holds)", async () => {
    const { pool, resume } = await poolWithUnnoticedDeadClient();
    const result = pool.query("select 1 as one");
    resume();
    await expect(result).rejects.toMatchObject({ code: "57P01" });
    await pool.end();
  });

  it("answers on a fresh connection with the retry", async () => {
    const { pool, resume } = await poolWithUnnoticedDeadClient();
    retryStaleConnections(pool);
    const result = pool.query("select 1 as one");
    resume();
    expect((await result).rows).toEqual([{ one: 1 }]);
    await pool.end();
  });
});
