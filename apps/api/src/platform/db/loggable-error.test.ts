import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext, uniqueEmail } from "../../../test/harness.js";
import { loggableMessage } from "./loggable-error.js";

let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  ctx = await createTestApp({ LOG_LEVEL: "error" }, { logStream });
});
afterAll(() => ctx.close());

describe("database errors in the log", () => {
  it("logs a failed query's SQL state and text but never its parameters", async () => {
    const secret = `secret-${Date.now()}`;
    const err = await ctx.app.db.execute(sql`select ${secret}::int as n`).catch((e: unknown) => e);
    expect(String((err as Error).message)).toContain(secret); // drizzle puts the parameters in its message
    logLines.length = 0;
    ctx.app.log.error({ err }, "request failed");
    const line = logLines.join("");
    expect(line).toContain("22P02"); // invalid_text_representation
    expect(line).toContain("select $1::int as n");
    expect(line).not.toContain(secret);
  });

  it("keeps parameters out of a wrapped database error's message, as the newsletter worker stores it", async () => {
    const secret = `secret-${Date.now()}`;
    const dbErr = await ctx.app.db.execute(sql`select ${secret}::int as n`).catch((e: unknown) => e);
    const wrapped = new Error("newsletter could not be built", { cause: dbErr });
    const message = loggableMessage(wrapped);
    expect(message).toBe(
      'newsletter could not be built: Failed query: select $1::int as n: invalid input syntax for type integer: "…"',
    );
    expect(loggableMessage(new Error("SMTP said no"))).toBe("SMTP said no");
  });

  it("keeps the argon2 hash and the email out of a failed sign-up's log line", async () => {
    // Force a failure the service does not expect, on this file's own database copy.
    await ctx.app.db.execute(sql`alter table users add constraint no_boom check (name <> 'Boom')`);
    try {
      logLines.length = 0;
      const email = uniqueEmail("boom");
      const res = await call(ctx.app, "POST", "/api/auth/signup", {
        body: { email, password: "long-enough-pw", name: "Boom" },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: "Internal Server Error",
        message: "Something went wrong on our side.",
      });
      const line = logLines.join("");
      expect(line).toContain("request failed");
      expect(line).toContain("no_boom");
      expect(line).not.toContain("$argon2id$");
      expect(line).not.toContain(email);
    } finally {
      await ctx.app.db.execute(sql`alter table users drop constraint no_boom`);
    }
  });
});
