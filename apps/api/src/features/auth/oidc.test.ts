import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories.js";
import {
  call,
  createTestApp,
  sessionCookie,
  TEST_ORIGIN,
  type TestContext,
  uniqueEmail,
} from "../../../test/harness.js";
import { startTestIdp, type TestIdp } from "../../../test/oidc-idp.js";
import { oidcLogins, users } from "../../platform/db/schema.js";

const CALLBACK = `${TEST_ORIGIN}/api/auth/oidc/callback`;
const CLIENT = { client_id: "arthshala-test", client_secret: "test-secret", redirect_uris: [CALLBACK] };

let idp: TestIdp;
let ctx: TestContext;

beforeAll(async () => {
  idp = await startTestIdp({ clients: [CLIENT] });
  ctx = await createTestApp({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: CLIENT.client_id,
    OIDC_CLIENT_SECRET: CLIENT.client_secret,
    // Every test here starts and finishes sign-ins from the same address.
    AUTH_RATE_LIMIT: 1000,
  });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
});

/** A browser's cookie store for the IdP, just enough for one sign-in (one host, paths ignored). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const eqAt = pair.indexOf("=");
      const name = pair.slice(0, eqAt).trim();
      const value = pair.slice(eqAt + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]!) < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

const unescapeHtml = (s: string) => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));

/**
 * Walks a sign-in the way a browser would: our login route → the IdP's authorize URL → its login page
 * (types `login`) → its consent page (Allow, or Deny when `deny`) → the redirect to our callback, which is
 * returned as a path + query to inject into the app. The callback itself is not called.
 */
async function signInAtIdp(login: string, opts: { deny?: boolean; popup?: boolean } = {}): Promise<string> {
  const start = await call(ctx.app, "GET", `/api/auth/oidc/login${opts.popup === false ? "" : "?popup=1"}`);
  expect(start.statusCode).toBe(302);
  let url = new URL(start.headers.location as string);
  expect(url.origin).toBe(idp.issuer);
  const jar = new CookieJar();
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(CALLBACK)) return `${url.pathname}${url.search}`;
    expect(url.origin, `left the IdP for ${url.href}`).toBe(idp.issuer);
    const res = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: jar.header(),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form?.toString(),
    });
    jar.store(res);
    form = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get("location")!, url);
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    const base = url.pathname.replace(/\/(login|confirm|abort)$/, "");
    if (html.includes('name="login"')) {
      url = new URL(opts.deny ? `${base}/abort` : `${base}/login`, url);
      form = new URLSearchParams({ login });
    } else if (html.includes("/confirm")) {
      url = new URL(opts.deny ? `${base}/abort` : `${base}/confirm`, url);
      form = new URLSearchParams();
    } else {
      throw new Error(`unexpected IdP page at ${url.href}: ${unescapeHtml(html).slice(0, 500)}`);
    }
  }
  throw new Error("the IdP never redirected back to the app");
}

const callback = (pathAndQuery: string) => call(ctx.app, "GET", pathAndQuery);

/** Where a failed callback sends the browser, with its message decoded. */
function errorOf(res: LightMyRequestResponse): string | null {
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string, TEST_ORIGIN);
  expect(location.pathname).toBe("/auth/done");
  return location.searchParams.get("error");
}

function expectNoSession(res: LightMyRequestResponse): void {
  expect(res.cookies.filter((c) => c.name.endsWith("arthshala_session") && c.value)).toEqual([]);
}

async function me(cookie?: string) {
  return call(ctx.app, "GET", "/api/auth/me", { cookie });
}

describe("OIDC sign-in against a real provider", () => {
  it("signs a new user in: session cookie, profile from the ID token, Learner by default", async () => {
    const email = uniqueEmail("asha.rao");
    const res = await callback(await signInAtIdp(email));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/auth/done?popup=1");
    const profile = await me(sessionCookie(res));
    expect(profile.statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
    expect(profile.json()).toEqual({
      email,
      name: expect.stringMatching(/^Asha Rao /),
      picture: null,
      roles: ["Learner"],
      sub: row!.id,
    });
    expect(row!.oidcIssuer).toBe(idp.issuer);
    expect(row!.oidcSubject).toBe(email);
  });

  it("takes the role from the roles claim: a login starting with admin is an Admin", async () => {
    const res = await callback(await signInAtIdp(uniqueEmail("admin")));
    expect(res.headers.location).toBe("/auth/done?popup=1");
    expect((await me(sessionCookie(res))).json().roles).toEqual(["Admin"]);
  });

  it("lower-cases the email and signs the same person in again as the same user", async () => {
    const email = uniqueEmail("Meera");
    const first = await me(sessionCookie(await callback(await signInAtIdp(email))));
    const again = await me(sessionCookie(await callback(await signInAtIdp(email.toUpperCase()))));
    expect(first.json().email).toBe(email.toLowerCase());
    expect(again.json().sub).toBe(first.json().sub);
  });

  it("links a local account with the same verified email instead of creating a duplicate", async () => {
    const local = await buildUser(ctx.app, { email: uniqueEmail("local"), name: "Kiran Local" });
    const res = await callback(await signInAtIdp(local.email));
    expect(res.headers.location).toBe("/auth/done?popup=1");
    const profile = (await me(sessionCookie(res))).json();
    expect(profile.sub).toBe(local.id);
    expect(profile.name).toBe("Kiran Local");
    const rows = await ctx.app.db.select().from(users).where(eq(users.email, local.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.oidcIssuer).toBe(idp.issuer);
    // The password still works too.
    const signin = await call(ctx.app, "POST", "/api/auth/signin", {
      body: { email: local.email, password: local.password },
    });
    expect(signin.statusCode).toBe(200);
  });

  it("refuses a state it never issued, and a tampered one, without using up the real attempt", async () => {
    const real = await signInAtIdp(uniqueEmail("state"));
    const tampered = new URL(real, TEST_ORIGIN);
    tampered.searchParams.set("state", `${tampered.searchParams.get("state")}x`);
    const bad = await callback(`${tampered.pathname}${tampered.search}`);
    expect(errorOf(bad)).toMatch(/expired or was already used/);
    expectNoSession(bad);

    const never = await callback("/api/auth/oidc/callback?code=abc&state=never-issued");
    expect(errorOf(never)).toMatch(/expired or was already used/);
    expectNoSession(never);

    const missing = await callback("/api/auth/oidc/callback?code=abc");
    expect(errorOf(missing)).toMatch(/missing its state/);
    expectNoSession(missing);
    expect((await me()).statusCode).toBe(401);

    const ok = await callback(real);
    expect(ok.headers.location).toBe("/auth/done?popup=1");
    expect((await me(sessionCookie(ok))).statusCode).toBe(200);
  });

  it("refuses a replayed callback: the state and the code are single use", async () => {
    const url = await signInAtIdp(uniqueEmail("replay"));
    const first = await callback(url);
    expect(first.headers.location).toBe("/auth/done?popup=1");
    const replay = await callback(url);
    expect(errorOf(replay)).toMatch(/expired or was already used/);
    expectNoSession(replay);
  });

  it("refuses a code the IdP never issued for this attempt (exchange fails) and starts no session", async () => {
    const url = new URL(await signInAtIdp(uniqueEmail("code")), TEST_ORIGIN);
    url.searchParams.set("code", "not-a-real-code");
    const res = await callback(`${url.pathname}${url.search}`);
    expect(errorOf(res)).toBe("The identity provider did not confirm this sign-in. Please try again.");
    expectNoSession(res);
  });

  it("refuses an email the IdP has not verified and creates no user", async () => {
    const email = uniqueEmail("unverified");
    const res = await callback(await signInAtIdp(email));
    expect(errorOf(res)).toBe("Your email address is not verified with the identity provider.");
    expectNoSession(res);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("turns an error from the IdP (the person pressed Deny) into an error redirect", async () => {
    const url = await signInAtIdp(uniqueEmail("deny"), { deny: true });
    expect(new URL(url, TEST_ORIGIN).searchParams.get("error")).toBe("access_denied");
    const res = await callback(url);
    expect(errorOf(res)).toBe("The user cancelled the sign-in.");
    expectNoSession(res);

    const bare = await callback("/api/auth/oidc/callback?error=access_denied&state=whatever");
    expect(errorOf(bare)).toBe("Sign-in was cancelled.");
    expectNoSession(bare);
  });

  it("keeps the login row in the database only until the callback", async () => {
    const url = new URL(await signInAtIdp(uniqueEmail("row")), TEST_ORIGIN);
    const state = url.searchParams.get("state")!;
    expect(await ctx.app.db.select().from(oidcLogins).where(eq(oidcLogins.state, state))).toHaveLength(1);
    await callback(`${url.pathname}${url.search}`);
    expect(await ctx.app.db.select().from(oidcLogins).where(eq(oidcLogins.state, state))).toEqual([]);
  });

  it("a full-page sign-in (no popup) ends at /auth/done without popup=1", async () => {
    const res = await callback(await signInAtIdp(uniqueEmail("page"), { popup: false }));
    expect(res.headers.location).toBe("/auth/done");
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
  });
});

describe("GET /api/auth/providers", () => {
  it("says oidc:true when an issuer is configured", async () => {
    const res = await call(ctx.app, "GET", "/api/auth/providers");
    expect(res.json()).toEqual({ oidc: true });
  });

  it("says oidc:false in the default configuration, and the login route falls back to /signin", async () => {
    const plain = await createTestApp({}, { database: ctx.database });
    try {
      expect((await call(plain.app, "GET", "/api/auth/providers")).json()).toEqual({ oidc: false });
      const login = await call(plain.app, "GET", "/api/auth/oidc/login?popup=1");
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toBe("/signin?popup=1");
    } finally {
      await plain.close();
    }
  });
});
