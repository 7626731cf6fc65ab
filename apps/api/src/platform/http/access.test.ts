import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

let ctx: TestContext;
let learner: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  learner = await buildUser(ctx.app);
  admin = await buildAdmin(ctx.app);
});
afterAll(() => ctx.close());

/** Fills path parameters so the guard, not the router, answers. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1").replace("*", "x");
const apiRoutes = () =>
  ctx.app.routeRecords.filter(
    (r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS",
  );

describe("route access declarations", () => {
  it("every registered route declares public, user or admin", () => {
    expect(ctx.app.routeRecords.length).toBeGreaterThan(10);
    const undeclared = ctx.app.routeRecords.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it("anonymous callers get 401 on every user and admin route", async () => {
    const guarded = apiRoutes().filter((r) => r.access !== "public");
    expect(guarded.length).toBeGreaterThan(2);
    for (const r of guarded) {
      const res = await call(ctx.app, r.method as "GET", concrete(r.url));
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json()).toEqual({ error: "Unauthorized", message: expect.any(String) });
    }
  });

  it("learners get 403 on every admin route; admins pass the guard", async () => {
    const adminRoutes = apiRoutes().filter((r) => r.access === "admin");
    expect(adminRoutes.length).toBeGreaterThan(1);
    for (const r of adminRoutes) {
      const asLearner = await call(ctx.app, r.method as "GET", concrete(r.url), { cookie: learner.cookie });
      expect(asLearner.statusCode, `${r.method} ${r.url}`).toBe(403);
      const asAdmin = await call(ctx.app, r.method as "GET", concrete(r.url), { cookie: admin.cookie });
      expect([401, 403], `${r.method} ${r.url}`).not.toContain(asAdmin.statusCode);
    }
  });
});

describe("cross-site request refusal", () => {
  it("refuses an unsafe request from another origin or with no origin information", async () => {
    const body = { email: "x@example.in", password: "whatever-123" };
    const evil = await call(ctx.app, "POST", "/api/auth/signin", { body, origin: "https://evil.example" });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe("Cross-site requests are not allowed.");
    const none = await call(ctx.app, "POST", "/api/auth/signin", { body, origin: null });
    expect(none.statusCode).toBe(403);
    const crossSite = await call(ctx.app, "POST", "/api/auth/signin", {
      body,
      origin: null,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("accepts a same-origin request by Origin or by Sec-Fetch-Site", async () => {
    const body = { email: learner.email, password: learner.password };
    expect((await call(ctx.app, "POST", "/api/auth/signin", { body })).statusCode).toBe(200);
    const bySite = await call(ctx.app, "POST", "/api/auth/signin", {
      body,
      origin: null,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(bySite.statusCode).toBe(200);
  });
});
