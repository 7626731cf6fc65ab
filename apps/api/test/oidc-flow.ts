import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { App } from "../src/app.js";
import { call } from "./harness.js";

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

/** Where the IdP sent the browser back: the callback's path + query, and the app's cookie for the attempt. */
export interface IdpCallback {
  path: string;
  /** `name=value` of the cookie our login route set in the browser that started the sign-in. */
  cookie: string;
}

/**
 * Walks a sign-in the way a browser would: our login route → the IdP's authorize URL → its login page
 * (types `login`) → its consent page (Allow, or Deny when `deny`) → the redirect to our callback, which is
 * returned (with the browser's cookie for the attempt) to inject into the app. The callback is not called.
 */
export async function walkIdpSignIn(
  app: App,
  issuer: string,
  callbackUrl: string,
  login: string,
  opts: { deny?: boolean; popup?: boolean; next?: string } = {},
): Promise<IdpCallback> {
  const query = new URLSearchParams(opts.popup === false ? {} : { popup: "1" });
  if (opts.next !== undefined) query.set("next", opts.next);
  const start = await call(app, "GET", `/api/auth/oidc/login${query.size ? `?${query}` : ""}`);
  expect(start.statusCode).toBe(302);
  const attempt = start.cookies.find((c) => c.name.endsWith("arthshala_oidc"));
  expect(attempt?.httpOnly).toBe(true);
  const cookie = `${attempt?.name}=${attempt?.value}`;
  let url = new URL(start.headers.location as string);
  expect(url.origin).toBe(issuer);
  const jar = new CookieJar();
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.href.startsWith(callbackUrl)) return { path: `${url.pathname}${url.search}`, cookie };
    expect(url.origin, `left the IdP for ${url.href}`).toBe(issuer);
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

/** Calls our callback from the browser that started the sign-in (its attempt cookie, and any other). */
export function completeCallback(
  app: App,
  callback: IdpCallback,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return call(app, "GET", callback.path, { cookie: [callback.cookie, cookie].filter(Boolean).join("; ") });
}

/** A whole sign-in at the test IdP, ending with the app's callback response (302 to /auth/done). */
export async function signInWithIdp(
  app: App,
  issuer: string,
  callbackUrl: string,
  login: string,
): Promise<LightMyRequestResponse> {
  return completeCallback(app, await walkIdpSignIn(app, issuer, callbackUrl, login));
}
