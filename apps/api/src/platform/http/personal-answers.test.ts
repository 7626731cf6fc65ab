import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  type BuiltCourse,
  buildAdmin,
  buildCourse,
  buildUser,
  cardUrl,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { apiRoutes, sampleRequest, sendRequest } from "../../../test/route-samples.js";
import type { RouteRecord } from "./access.js";

/**
 * Issue 25: personal JSON answers (/api/auth/me, /api/account, /api/home/getdata, ...) carried no
 * Cache-Control, so a browser's disk cache or a shared cache could keep them. Every route is called as a
 * signed-in user and as a visitor, with a request its own schemas accept.
 */

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let course: BuiltCourse;

beforeAll(async () => {
  // Many calls from one address: the per-address limits must not answer instead of the routes.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 100_000, FORM_RATE_LIMIT: 100_000 });
  admin = await buildAdmin(ctx.app);
  learner = await buildUser(ctx.app);
  course = await buildCourse(ctx.app);
  expect((await completeCard(ctx.app, learner, course, 0, 0)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const name = (r: RouteRecord) => `${r.method} ${r.url}`;
const noStore = (cacheControl: unknown) => String(cacheControl ?? "").includes("no-store");
/** Routes a mailed link's token reaches (config oneTimeLink): `no-store` whoever asks. */
const ONE_TIME_LINK_ROUTES = [
  "GET /api/reminders/stop",
  "POST /api/reminders/stop",
  "POST /api/newsletter/confirm",
  "POST /api/newsletter/unsubscribe",
  "POST /api/auth/email/verify",
  "POST /api/auth/password/reset",
  // A guardian's consent link (features/guardian) and the download it mails.
  "POST /api/guardian/link",
  "POST /api/guardian/answer",
  "POST /api/guardian/revoke",
  "POST /api/guardian/export",
  "GET /api/guardian/export",
  "POST /api/guardian/delete",
];

/** The API's own description (Swagger UI, OpenAPI): the same for everyone, and it never reads the session. */
const describesApi = (r: RouteRecord) => r.url.startsWith("/api/docs") || r.url === "/api/openapi.json";

/** Calls that end the session they are made with: each gets a session of its own. */
const ENDS_SESSION = new Set([
  "POST /api/auth/signout",
  "POST /api/account/sessions/:id/revoke",
  "POST /api/account/sessions/revoke-others",
  "POST /api/account/delete",
]);

/** Public routes whose answer differs for a signed-in learner: a visitor's answer is not for sharing either. */
const PERSONAL_PUBLIC = [
  "GET /api/auth/session",
  "GET /api/courses/getall",
  "POST /api/courses/course/:id",
  "POST /api/courses/course/:courseId/module/:moduleId/card/:cardId",
  "POST /api/courses/course/:courseId/module/:moduleId/card/:cardId/check",
  // Says whether the signed-in learner is already in the class (issue 40).
  "GET /api/classes/join/:code",
];

/**
 * A request each route's schemas accept, with the built course's ids in the learning paths and the
 * spec's identity fields (`email`, `userId`) naming the caller, or left out for a visitor.
 */
function requestFor(route: RouteRecord, user?: TestUser) {
  const { parts, refused } = sampleRequest(route, { email: user?.email ?? "visitor@example.in" });
  expect(refused).toEqual([]);
  if (route.url.startsWith("/api/courses/course/")) {
    const m = course.modules[0]!;
    parts.params = { ...parts.params, id: String(course.id), courseId: String(course.id) };
    parts.params = { ...parts.params, moduleId: String(m.id), cardId: String(m.cardIds[0]) };
  }
  const body = parts.body as Record<string, unknown> | undefined;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const { email, userId, ...rest } = body;
    const schema = (route.schema as { body?: z.ZodType } | undefined)?.body;
    if (user && "userId" in body) parts.body = { ...body, userId: user.id };
    else if (!user && schema?.safeParse(rest).success) parts.body = rest;
  }
  return parts;
}

describe("Cache-Control on answers that depend on who is asking", () => {
  it("answers every signed-in request with private, no-store", async () => {
    const missing: string[] = [];
    for (const route of apiRoutes(ctx.app).filter((r) => !describesApi(r))) {
      const user = ENDS_SESSION.has(name(route)) ? await buildAdmin(ctx.app) : admin;
      const res = await sendRequest(ctx.app, route, requestFor(route, user), user.cookie);
      // A route's own stricter value (no-store on a download) is kept; anything else is ours.
      const header = res.headers["cache-control"];
      if (!(header === "private, no-store" || header === "no-store")) {
        missing.push(`${name(route)} → ${res.statusCode} cache-control: ${header}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("answers visitors private, no-store on user and admin routes and on public routes that read the session", async () => {
    const missing: string[] = [];
    for (const route of apiRoutes(ctx.app)) {
      if (route.access === "public" && !PERSONAL_PUBLIC.includes(name(route))) continue;
      const res = await sendRequest(ctx.app, route, requestFor(route));
      if (res.headers["cache-control"] !== "private, no-store") {
        missing.push(`${name(route)} → ${res.statusCode} cache-control: ${res.headers["cache-control"]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps the caching of public answers that are the same for everyone", async () => {
    const shared: string[] = [];
    for (const route of apiRoutes(ctx.app)) {
      if (route.access !== "public" || PERSONAL_PUBLIC.includes(name(route))) continue;
      const res = await sendRequest(ctx.app, route, requestFor(route));
      // Signing in or up sets a cookie: such an answer is never for sharing.
      if (res.headers["set-cookie"]) {
        expect(res.headers["cache-control"], name(route)).toBe("private, no-store");
        continue;
      }
      // A health probe tells this instance's state now: it is the same for everyone, and never stored;
      // an answer to a mailed link's token is never stored either (platform.test checks each).
      if (name(route) === "GET /api/health" || ONE_TIME_LINK_ROUTES.includes(name(route))) {
        expect(res.headers["cache-control"], name(route)).toBe("no-store");
        continue;
      }
      expect(noStore(res.headers["cache-control"]), name(route)).toBe(false);
      if (route.method === "GET" && res.statusCode === 200) shared.push(name(route));
    }
    expect(shared).toEqual(
      expect.arrayContaining(["GET /api/site", "GET /api/team", "GET /api/sbi/savings"]),
    );
  });

  it("names every public GET whose answer differs for a signed-in learner as personal", async () => {
    const differing: string[] = [];
    for (const route of apiRoutes(ctx.app)) {
      if (route.access !== "public" || route.method !== "GET") continue;
      const parts = requestFor(route);
      const visitor = await sendRequest(ctx.app, route, parts);
      const signedIn = await sendRequest(ctx.app, route, parts, learner.cookie);
      if (visitor.body !== signedIn.body) differing.push(name(route));
    }
    // The comparison sees a difference where there is one...
    expect(differing).toEqual(expect.arrayContaining(["GET /api/auth/session", "GET /api/courses/getall"]));
    // ...and every such route is one whose visitors' answers are personal too (checked above).
    expect(differing.filter((r) => !PERSONAL_PUBLIC.includes(r))).toEqual([]);
  });

  it("says so on the calls the issue names", async () => {
    for (const url of ["/api/auth/me", "/api/account", "/api/account/sessions"]) {
      const res = await call(ctx.app, "GET", url, { cookie: learner.cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("private, no-store");
    }
    const home = await call(ctx.app, "POST", "/api/home/getdata", { cookie: learner.cookie, body: {} });
    expect(home.statusCode).toBe(200);
    expect(home.headers["cache-control"]).toBe("private, no-store");
    const progress = await call(ctx.app, "POST", cardUrl(course, 0, 1), { cookie: learner.cookie, body: {} });
    expect(progress.statusCode).toBe(200);
    expect(progress.headers["cache-control"]).toBe("private, no-store");
  });
});
