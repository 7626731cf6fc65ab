import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { PATIENCE_MS } from "../../../test/patience.js";

let ctx: TestContext;
let web: string;

beforeAll(async () => {
  // A stand-in for the built SPA, so the static rules are tested without running Vite.
  web = path.join(process.env.TMPDIR ?? "/tmp", `arthshala-web-${process.pid}-${Date.now()}`);
  await mkdir(path.join(web, "assets"), { recursive: true });
  await writeFile(path.join(web, "index.html"), "<!doctype html><title>Arthshala</title><div id=root></div>");
  await writeFile(path.join(web, "robots.txt"), "User-agent: *\nAllow: /\n");
  await writeFile(path.join(web, "favicon.ico"), Buffer.from([0, 0, 1, 0, 1, 0]));
  await writeFile(
    path.join(web, "assets", "index-abc123.js"),
    `console.warn(${JSON.stringify("x".repeat(4000))})`,
  );
  ctx = await createTestApp({ WEB_DIST_DIR: web });
});
afterAll(() => ctx.close());

describe("health and docs", () => {
  it("GET /api/health checks the database", async () => {
    const res = await call(ctx.app, "GET", "/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ database: "ok" });
    // With PostgreSQL the change listener connects on its own just after the start (a CI run asked
    // first and read "reconnecting"): the instance says ok once it listens.
    await expect
      .poll(async () => (await call(ctx.app, "GET", "/api/health")).json(), { timeout: PATIENCE_MS })
      .toEqual({ status: "ok", database: "ok", listener: "ok" });
  });

  it("serves an OpenAPI document built from the zod schemas, and the docs page", async () => {
    const doc = (await call(ctx.app, "GET", "/api/openapi.json")).json();
    expect(doc.openapi).toMatch(/^3\./);
    const signup = doc.paths["/api/auth/signup"].post;
    expect(signup.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
    const ui = await call(ctx.app, "GET", "/api/docs/");
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });
});

describe("errors", () => {
  it("answers unknown API paths with 404 JSON, never the SPA", async () => {
    for (const url of ["/api/nope", "/api/courses/getall/extra", "/api"]) {
      const res = await call(ctx.app, "GET", url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: "Not Found", message: expect.stringContaining("No such path") });
    }
    const post = await call(ctx.app, "POST", "/api/nope", { body: {} });
    expect(post.statusCode).toBe(404);
  });

  it("never leaks a stack trace", async () => {
    const res = await call(ctx.app, "POST", "/api/auth/signin", {
      body: "x".repeat(2 * 1024 * 1024),
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json()).toEqual({ error: "Payload Too Large", message: "The request is too large." });
  });
});

describe("security headers", () => {
  it("sends CSP with frame-ancestors none, nosniff, and no HSTS over plain HTTP", async () => {
    const res = await call(ctx.app, "GET", "/api/health");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS and a Secure __Host- cookie when served over HTTPS", async () => {
    const secure = await createTestApp(
      { PUBLIC_URL: "https://arthshala.example" },
      { database: ctx.database },
    );
    const res = await call(secure.app, "POST", "/api/auth/signup", {
      origin: "https://arthshala.example",
      body: { email: `hsts-${Date.now()}@example.in`, password: "long-enough-pw", name: "H" },
    });
    expect(res.headers["strict-transport-security"]).toContain("max-age=31536000");
    const cookie = (name: string) => res.cookies.find((c) => c.name === name);
    expect(cookie("__Host-arthshala_session")).toMatchObject({ secure: true, httpOnly: true });
    // The known-device cookie (platform/auth/known-device.ts) is Secure too, and sent to the API only.
    expect(cookie("__Secure-arthshala_device")).toMatchObject({ secure: true, httpOnly: true, path: "/api" });
    await secure.close();
  });
});

describe("API answers to a one-time link's token", () => {
  // Step 15: a browser or proxy must keep neither the link's answer nor, with it, the token in its address.
  it.each([
    { method: "GET", url: "/api/reminders/stop?token=r1%3Aabc.def" },
    { method: "POST", url: "/api/reminders/stop?token=r1%3Aabc.def" },
    { method: "POST", url: "/api/newsletter/unsubscribe?token=abc.def" },
    { method: "POST", url: "/api/newsletter/confirm", body: { token: "abc.def" } },
    { method: "POST", url: "/api/auth/email/verify", body: { token: "A".repeat(43) } },
    {
      method: "POST",
      url: "/api/auth/password/reset",
      body: { token: "A".repeat(43), password: "monsoon-kettle-raga-71" },
    },
  ] as const)("$method $url answers Cache-Control: no-store", async ({ method, url, ...rest }) => {
    const res = await call(ctx.app, method, url, {
      origin: null,
      ...("body" in rest ? { body: rest.body } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("the single-page app", () => {
  it("serves index.html for page paths, uncached, so the SPA router decides", async () => {
    for (const url of ["/", "/home", "/courses/course/3", "/no/such/page"]) {
      const res = await call(ctx.app, "GET", url, { headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("never lets a page a one-time link opens be stored: its address carries the token", async () => {
    for (const url of [
      "/unsubscribe?token=abc.def",
      "/newsletter/confirm?token=abc.def",
      "/verify-email?token=abc",
      "/reset-password?token=abc",
      "/auth/done?error=cancelled",
    ]) {
      const res = await call(ctx.app, "GET", url, { headers: { accept: "text/html" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const res = await call(ctx.app, "GET", "/assets/index-abc123.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends a hashed script only the headers a script uses; pages keep the document ones", async () => {
    const script = await call(ctx.app, "GET", "/assets/index-abc123.js");
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers.etag).toBeTruthy();
    for (const name of ["content-security-policy", "x-frame-options", "referrer-policy", "last-modified"]) {
      expect(script.headers[name], name).toBeUndefined();
    }
    const page = await call(ctx.app, "GET", "/courses");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("serves /favicon.ico as a real file, robots.txt its own (not a stale build's) and 404s missing files", async () => {
    const robots = await call(ctx.app, "GET", "/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Disallow: /admin");
    expect((await call(ctx.app, "GET", "/favicon.ico")).statusCode).toBe(200);
    expect((await call(ctx.app, "GET", "/assets/missing-123.js")).statusCode).toBe(404);
    expect((await call(ctx.app, "GET", "/uploads/missing.png")).statusCode).toBe(404);
  });
});
