import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, TEST_ORIGIN, type TestContext } from "../../../test/harness.js";

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

describe("cross-site request forgery check", () => {
  const getall = (opts: { cookie?: string; origin?: string | null; headers?: Record<string, string> }) =>
    call(ctx.app, "POST", "/api/articles/getall", { body: { limit: 1, offset: 0 }, ...opts });

  it("serves a curl-like POST with no Origin and no cookie", async () => {
    const res = await getall({ origin: null });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a foreign Origin even without a cookie (no sign-in forged from another site)", async () => {
    const signin = await call(ctx.app, "POST", "/api/auth/signin", {
      body: { email: learner.email, password: learner.password },
      origin: "https://evil.example",
    });
    expect(signin.statusCode).toBe(403);
    const res = await getall({ origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Cross-site requests are not allowed.");
    const bySite = await getall({ origin: null, headers: { "sec-fetch-site": "cross-site" } });
    expect(bySite.statusCode).toBe(403);
  });

  it("refuses a cookie-carrying request without a matching Origin or Sec-Fetch-Site: same-origin", async () => {
    const learner = await buildUser(ctx.app);
    expect((await getall({ origin: null, cookie: learner.cookie })).statusCode).toBe(403);
    // Any Cookie header counts: a browser sends whatever cookies it holds, not only ours.
    expect((await getall({ origin: null, cookie: "theme=dark" })).statusCode).toBe(403);
    const typed = await getall({
      origin: null,
      cookie: learner.cookie,
      headers: { "sec-fetch-site": "none" },
    });
    expect(typed.statusCode).toBe(403);
    const sameSite = await getall({
      origin: null,
      cookie: learner.cookie,
      headers: { "sec-fetch-site": "same-site" },
    });
    expect(sameSite.statusCode).toBe(403);
  });

  it("accepts a cookie-carrying request with the site's Origin or Sec-Fetch-Site: same-origin", async () => {
    const learner = await buildUser(ctx.app);
    expect((await getall({ origin: TEST_ORIGIN, cookie: learner.cookie })).statusCode).toBe(200);
    const bySite = await getall({
      origin: null,
      cookie: learner.cookie,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(bySite.statusCode).toBe(200);
  });

  it("says so in the OpenAPI description", async () => {
    const doc = (await call(ctx.app, "GET", "/api/openapi.json")).json();
    expect(doc.info.description).toContain("no Origin header and no Cookie header");
  });
});
