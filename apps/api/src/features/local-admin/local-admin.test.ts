import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

let ctx: TestContext;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  learner = await buildUser(ctx.app);
});
afterAll(() => ctx.close());

const URL = "/api/internal/admin/role";
const asCli = (body: unknown, token = ctx.app.localAdminToken, extra: Record<string, string> = {}) =>
  // The CLI sends no Origin: this route is not a browser's, so the CSRF check does not apply to it.
  call(ctx.app, "POST", URL, { body, origin: null, headers: { authorization: `Bearer ${token}`, ...extra } });

describe("POST /api/internal/admin/role (npm run admin while the server runs)", () => {
  it("changes the role with the server's token, and the session sees it at once", async () => {
    const res = await asCli({ email: learner.email.toUpperCase(), role: "Admin" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: learner.email, role: "Admin" });
    const me = await call(ctx.app, "GET", "/api/admin/outbox", { cookie: learner.cookie });
    expect(me.statusCode).toBe(200);
    expect((await asCli({ email: learner.email, role: "Learner" })).json().role).toBe("Learner");
  });

  it("answers 404 for an email with no account", async () => {
    const res = await asCli({ email: "nobody@example.in", role: "Admin" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("No account with the email nobody@example.in");
  });

  it("refuses a missing or wrong token, a caller on another machine, and a proxied request", async () => {
    const body = { email: learner.email, role: "Admin" };
    expect((await call(ctx.app, "POST", URL, { body, origin: null })).statusCode).toBe(403);
    expect((await asCli(body, "not-the-token")).statusCode).toBe(403);
    const remote = await ctx.app.inject({
      method: "POST",
      url: URL,
      remoteAddress: "203.0.113.7",
      headers: { authorization: `Bearer ${ctx.app.localAdminToken}` },
      payload: body,
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toBe("Local admin calls are only accepted from this machine.");
    const proxied = await asCli(body, undefined, { "x-forwarded-for": "203.0.113.7" });
    expect(proxied.statusCode).toBe(403);
    const still = await call(ctx.app, "GET", "/api/admin/outbox", { cookie: learner.cookie });
    expect(still.statusCode).toBe(403);
  });

  it("is left out of the public API document", async () => {
    const doc = (await call(ctx.app, "GET", "/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).not.toContain(URL);
  });
});
