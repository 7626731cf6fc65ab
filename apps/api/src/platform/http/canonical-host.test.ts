import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, deliveredMail, type TestContext, uniqueEmail } from "../../../test/harness.js";
import { testConfig } from "../config.js";
import { isOtherLoopbackName, registerCanonicalHost } from "./canonical-host.js";
import { isLoopbackName } from "./loopback.js";

/** A bare server with the hook and a page and an API route, for the rules without a database. */
async function serverFor(PUBLIC_URL: string | undefined, PORT = 3000) {
  const app = Fastify();
  registerCanonicalHost(app, testConfig({ PUBLIC_URL, PORT }));
  app.get("/*", async () => "page");
  await app.ready();
  return app;
}

describe("one public origin for a local install", () => {
  it("knows this machine's names", () => {
    for (const name of ["localhost", "arthshala.localhost", "127.0.0.1", "127.1.2.3", "[::1]"]) {
      expect(isLoopbackName(name)).toBe(true);
    }
    for (const name of ["arthshala.in", "192.168.1.5", "10.0.0.1", "0.0.0.0", "localhost.example.com"]) {
      expect(isLoopbackName(name)).toBe(false);
    }
    const target = new URL("http://localhost:3000");
    expect(isOtherLoopbackName("127.0.0.1:3000", target)).toBe(true);
    expect(isOtherLoopbackName("[::1]:3000", target)).toBe(true);
    expect(isOtherLoopbackName("localhost:3000", target)).toBe(false);
    expect(isOtherLoopbackName("127.0.0.1:5173", target)).toBe(false); // another server (Vite)
    expect(isOtherLoopbackName("192.168.1.5:3000", target)).toBe(false); // a phone on the LAN
    expect(isOtherLoopbackName("not a host", target)).toBe(false);
  });

  it("sends a page asked for on 127.0.0.1 to the same page on localhost, and leaves the API alone", async () => {
    const app = await serverFor(undefined); // PUBLIC_URL's default: http://localhost:$PORT
    const page = await app.inject({ url: "/courses/3?tab=roadmap", headers: { host: "127.0.0.1:3000" } });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe("http://localhost:3000/courses/3?tab=roadmap");
    const head = await app.inject({ method: "HEAD", url: "/", headers: { host: "[::1]:3000" } });
    expect(head.headers.location).toBe("http://localhost:3000/");
    const navigation = { host: "127.0.0.1:3000", "sec-fetch-mode": "navigate" };
    expect((await app.inject({ url: "/", headers: navigation })).statusCode).toBe(302);
    for (const [url, host] of [
      ["/courses", "localhost:3000"], // the public origin itself
      ["/api/health", "127.0.0.1:3000"], // health checks, scripts, the app's own calls
      ["/courses", "192.168.1.5:3000"],
      ["/courses", "127.0.0.1:8080"], // another port: a proxy in front
    ] as const) {
      expect((await app.inject({ url, headers: { host } })).statusCode, `${host}${url}`).toBe(200);
    }
    // What a page or a script fetches (an image, fetch() in Node or a browser) is answered where it is asked.
    for (const mode of ["no-cors", "cors", "same-origin"]) {
      const headers = { host: "127.0.0.1:3000", "sec-fetch-mode": mode };
      expect((await app.inject({ url: "/uploads/a.png", headers })).statusCode, mode).toBe(200);
    }
    await app.close();
  });

  it("redirects nothing when the public origin is a real name", async () => {
    const app = await serverFor("https://arthshala.in");
    expect((await app.inject({ url: "/", headers: { host: "127.0.0.1:3000" } })).statusCode).toBe(200);
    expect((await app.inject({ url: "/", headers: { host: "localhost:3000" } })).statusCode).toBe(200);
    await app.close();
  });
});

describe("mailed links", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
  });
  afterAll(() => ctx.close());

  it("name the public origin, whichever host name the learner used", async () => {
    const email = uniqueEmail("other-host");
    const headers = { host: "127.0.0.1:3000" };
    const origin = "http://127.0.0.1:3000";
    const signup = await call(ctx.app, "POST", "/api/auth/signup", {
      headers,
      origin,
      body: { email, password: "chai-and-biscuits-42", name: "Asha" },
    });
    expect(signup.statusCode).toBe(201);
    await call(ctx.app, "POST", "/api/auth/password/forgot", { headers, origin, body: { email } });
    const mails = await deliveredMail(ctx.app, email);
    const links = mails.flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);
    expect(links.some((l) => l.startsWith("http://localhost:3000/verify-email?token="))).toBe(true);
    expect(links.some((l) => l.startsWith("http://localhost:3000/reset-password?token="))).toBe(true);
    expect(links.filter((l) => l.includes("127.0.0.1"))).toEqual([]);
  });
});
