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
import { completeCallback, type IdpCallback, walkIdpSignIn } from "../../../test/oidc-flow.js";
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

const signInAtIdp = (login: string, opts: { deny?: boolean; popup?: boolean; next?: string } = {}) =>
  walkIdpSignIn(ctx.app, idp.issuer, CALLBACK, login, opts);

/** The callback from the browser that started the sign-in, or a bare URL from a browser with no attempt. */
const callback = (to: IdpCallback | string) =>
  typeof to === "string" ? call(ctx.app, "GET", to) : completeCallback(ctx.app, to);

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
  it("keeps the language the device had chosen as a new account's, so its mail is in that language", async () => {
    const email = uniqueEmail("meera.hindi");
    const res = await completeCallback(ctx.app, await signInAtIdp(email), "arthshala.language=hi");
    expect((await me(sessionCookie(res))).json().language).toBe("hi");
    // An existing account's saved choice is never changed by a later sign-in from another device.
    await call(ctx.app, "PUT", "/api/account/preferences", {
      cookie: sessionCookie(res),
      body: { language: "en" },
    });
    const again = await completeCallback(ctx.app, await signInAtIdp(email), "arthshala.language=hi");
    expect((await me(sessionCookie(again))).json().language).toBe("en");
  });

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
      email_verified: true,
      language: null,
      // The identity provider says no age: the app asks it before anything is saved.
      age_band: null,
      guardian: null,
    });
    expect(row!.oidcIssuer).toBe(idp.issuer);
    expect(row!.oidcSubject).toBe(email);
    // A leaderboard handle is made at this sign-up too, from the name and never the email.
    expect(row!.handle).toMatch(/^asha-[a-z]-\d{4}$/);
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
    const local = await buildUser(ctx.app, {
      email: uniqueEmail("local"),
      name: "Kiran Local",
      verified: true,
    });
    const res = await callback(await signInAtIdp(local.email));
    expect(res.headers.location).toBe("/auth/done?popup=1");
    const profile = (await me(sessionCookie(res))).json();
    expect(profile.sub).toBe(local.id);
    expect(profile.name).toBe("Kiran Local");
    const rows = await ctx.app.db.select().from(users).where(eq(users.email, local.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.oidcIssuer).toBe(idp.issuer);
    // The owner had proved the address, so their password still works too.
    const signin = await call(ctx.app, "POST", "/api/auth/signin", {
      body: { email: local.email, password: local.password },
    });
    expect(signin.statusCode).toBe(200);
  });

  it("refuses a state it never issued, and a tampered one, without using up the real attempt", async () => {
    const real = await signInAtIdp(uniqueEmail("state"));
    const tampered = new URL(real.path, TEST_ORIGIN);
    tampered.searchParams.set("state", `${tampered.searchParams.get("state")}x`);
    const bad = await callback({ ...real, path: `${tampered.pathname}${tampered.search}` });
    expect(errorOf(bad)).toBe("expired");
    expectNoSession(bad);

    const never = await callback("/api/auth/oidc/callback?code=abc&state=never-issued");
    expect(errorOf(never)).toBe("expired");
    expectNoSession(never);

    const missing = await callback("/api/auth/oidc/callback?code=abc");
    expect(errorOf(missing)).toBe("expired");
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
    expect(errorOf(replay)).toBe("expired");
    expectNoSession(replay);
  });

  it("refuses a code the IdP never issued for this attempt (exchange fails) and starts no session", async () => {
    const started = await signInAtIdp(uniqueEmail("code"));
    const url = new URL(started.path, TEST_ORIGIN);
    url.searchParams.set("code", "not-a-real-code");
    const res = await callback({ ...started, path: `${url.pathname}${url.search}` });
    expect(errorOf(res)).toBe("refused");
    expectNoSession(res);
  });

  it("refuses an email the IdP has not verified and creates no user", async () => {
    const email = uniqueEmail("unverified");
    const res = await callback(await signInAtIdp(email));
    expect(errorOf(res)).toBe("email_unverified");
    expectNoSession(res);
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("turns an error from the IdP (the person pressed Deny) into an error redirect", async () => {
    const url = await signInAtIdp(uniqueEmail("deny"), { deny: true });
    expect(new URL(url.path, TEST_ORIGIN).searchParams.get("error")).toBe("access_denied");
    const res = await callback(url);
    // The issuer's own words are not passed on: /auth/done shows only the app's text for a code.
    expect(errorOf(res)).toBe("cancelled");
    expectNoSession(res);

    const injected = await callback(
      "/api/auth/oidc/callback?error=access_denied&error_description=Call+0800+to+claim+your+prize&state=x",
    );
    expect(errorOf(injected)).toBe("cancelled");
    expectNoSession(injected);
  });

  it("keeps the login row in the database only until the callback", async () => {
    const started = await signInAtIdp(uniqueEmail("row"));
    const state = new URL(started.path, TEST_ORIGIN).searchParams.get("state")!;
    expect(await ctx.app.db.select().from(oidcLogins).where(eq(oidcLogins.state, state))).toHaveLength(1);
    await callback(started);
    expect(await ctx.app.db.select().from(oidcLogins).where(eq(oidcLogins.state, state))).toEqual([]);
  });

  it("a full-page sign-in (no popup) ends at /auth/done without popup=1", async () => {
    const res = await callback(await signInAtIdp(uniqueEmail("page"), { popup: false }));
    expect(res.headers.location).toBe("/auth/done");
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
  });
});

describe("the same-page sign-in returns to the page it began on (?next=), never to another site", () => {
  const nextOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string, TEST_ORIGIN);
    expect(location.origin).toBe(TEST_ORIGIN);
    expect(location.pathname).toBe("/auth/done");
    return location.searchParams.get("next");
  };

  it("carries a path on this site through the identity provider to /auth/done", async () => {
    const res = await callback(
      await signInAtIdp(uniqueEmail("next"), { popup: false, next: "/courses/course/3?from=roadmap" }),
    );
    expect(res.headers.location).toBe("/auth/done?next=%2Fcourses%2Fcourse%2F3%3Ffrom%3Droadmap");
    expect(nextOf(res)).toBe("/courses/course/3?from=roadmap");
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
  });

  it("keeps the way back when sign-in fails, so the learner can try again from there", async () => {
    const res = await callback(
      await signInAtIdp(uniqueEmail("next-denied"), { popup: false, next: "/articles", deny: true }),
    );
    expect(errorOf(res)).toBe("cancelled");
    expect(nextOf(res)).toBe("/articles");
  });

  it.each([
    "//evil.example",
    "//evil.example/courses",
    "https://evil.example",
    "/\\evil.example",
    "/.//evil.example",
    "javascript:alert(document.cookie)",
    "/api/auth/oidc/login",
  ])("ignores next=%s: the sign-in ends at /auth/done with no way elsewhere", async (evil) => {
    const start = await call(ctx.app, "GET", `/api/auth/oidc/login?next=${encodeURIComponent(evil)}`);
    expect(start.statusCode).toBe(302);
    const attempt = start.cookies.find((c) => c.name === "arthshala_oidc");
    const state = new URL(start.headers.location as string).searchParams.get("state");
    expect(attempt?.value).toBe(state);

    const res = await callback(await signInAtIdp(uniqueEmail("evil"), { popup: false, next: evil }));
    expect(res.headers.location).toBe("/auth/done");
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
  });

  it("refuses a way back with a control character in it (400), like any string the API takes", async () => {
    const start = await call(
      ctx.app,
      "GET",
      `/api/auth/oidc/login?next=${encodeURIComponent("/\t/evil.example")}`,
    );
    expect(start.statusCode).toBe(400);
    expect(start.cookies.find((c) => c.name === "arthshala_oidc")).toBeUndefined();
  });

  it("checks the cookie's way back too: a browser that wrote its own gets home", async () => {
    const started = await signInAtIdp(uniqueEmail("cookie-next"), { popup: false, next: "/courses" });
    expect(decodeURIComponent(started.cookie)).toMatch(/~\/courses$/);
    const forged = `${started.cookie.replace(/~.*$/, "")}~${encodeURIComponent("//evil.example")}`;
    const res = await callback({ ...started, cookie: forged });
    expect(res.headers.location).toBe("/auth/done");
    expect((await me(sessionCookie(res))).statusCode).toBe(200);
  });

  it("a popup's sign-in ignores next: the popup closes and its opener decides", async () => {
    const res = await callback(await signInAtIdp(uniqueEmail("popup-next"), { next: "/articles" }));
    expect(res.headers.location).toBe("/auth/done?popup=1");
  });
});

describe("login CSRF: a callback belongs to the browser that started it", () => {
  it("refuses an attacker's callback link opened by a signed-in victim, who stays themselves", async () => {
    const victim = await buildUser(ctx.app, { email: uniqueEmail("victim"), verified: true });
    // The attacker signs in at the IdP in their own browser, stops before the callback and sends the link.
    const attackers = await signInAtIdp(uniqueEmail("attacker"));
    const opened = await call(ctx.app, "GET", attackers.path, { cookie: victim.cookie });
    expect(errorOf(opened)).toBe("expired");
    expectNoSession(opened);
    expect((await me(victim.cookie)).json().email).toBe(victim.email);

    // A victim with a sign-in of their own in flight holds another attempt's cookie: refused too.
    const victimsOwn = await signInAtIdp(victim.email);
    const crossed = await completeCallback(
      ctx.app,
      { ...attackers, cookie: victimsOwn.cookie },
      victim.cookie,
    );
    expect(errorOf(crossed)).toBe("expired");
    expectNoSession(crossed);
    expect((await me(victim.cookie)).json().email).toBe(victim.email);

    // Nothing was used up: each attempt still completes in the browser that started it.
    const attackerDone = await callback(attackers);
    expect(attackerDone.headers.location).toBe("/auth/done?popup=1");
    expect((await me(sessionCookie(attackerDone))).json().email).not.toBe(victim.email);
  });

  it("sets the attempt's cookie HttpOnly and short-lived, and clears it at the callback", async () => {
    const start = await call(ctx.app, "GET", "/api/auth/oidc/login");
    const set = start.cookies.find((c) => c.name === "arthshala_oidc");
    expect(set).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth/oidc", maxAge: 600 });
    const state = new URL(start.headers.location as string).searchParams.get("state");
    expect(set?.value).toBe(state);
    const done = await callback(await signInAtIdp(uniqueEmail("cleared"), { popup: false }));
    expect(done.headers.location).toBe("/auth/done");
    const cleared = done.cookies.find((c) => c.name === "arthshala_oidc");
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe("GET /api/auth/providers", () => {
  it("says oidc:true when an issuer is configured", async () => {
    const res = await call(ctx.app, "GET", "/api/auth/providers");
    expect(res.json()).toEqual({ oidc: true });
  });

  it("says oidc:false in the default configuration, and the login route falls back to /signin", async () => {
    // Sign-ins above came from the same address, counted in the same database.
    const plain = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { database: ctx.database });
    try {
      expect((await call(plain.app, "GET", "/api/auth/providers")).json()).toEqual({ oidc: false });
      const login = await call(plain.app, "GET", "/api/auth/oidc/login?popup=1");
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toBe("/signin?popup=1");
      // The same page's way back goes along to the form; another site's is dropped.
      const back = await call(plain.app, "GET", "/api/auth/oidc/login?next=%2Fcourses%2Fcourse%2F3");
      expect(back.headers.location).toBe("/signin?next=%2Fcourses%2Fcourse%2F3");
      const evil = await call(plain.app, "GET", "/api/auth/oidc/login?next=%2F%2Fevil.example");
      expect(evil.headers.location).toBe("/signin");
    } finally {
      await plain.close();
    }
  });
});
