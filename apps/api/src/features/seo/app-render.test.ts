import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { holdForms, scriptJson } from "./app-render.js";

/**
 * The server's page render, with a stand-in for the web app's built entry-server.js: it reads through
 * the fetch it is given, as the real one does, and draws what it read. The real render is driven in
 * the browser tests (e2e/server-render.spec.ts).
 */
const FAKE_RENDERER = `
let renders = 0;
export async function renderApp({ url, language, fetch }) {
  renders += 1;
  if (url.startsWith("/boom")) throw new Error("render failed");
  if (url.startsWith("/slow")) await new Promise((r) => setTimeout(r, 5000));
  const session = await (await fetch("/api/auth/session")).json();
  const notes = [];
  for (const [method, target] of [["POST", "/api/articles/getall"], ["PUT", "/api/account"], ["GET", "https://evil.example/"]]) {
    try {
      const res = await fetch(target, { method, body: method === "POST" ? JSON.stringify({ limit: 1, offset: 0 }) : undefined });
      notes.push(method + " " + res.status);
    } catch (e) {
      notes.push(method + " refused");
    }
  }
  const name = session.user ? session.user.name : "visitor";
  return {
    html: "<main><h1>" + name + "</h1><p>" + notes.join(", ") + "</p><p>render " + renders + "</p></main>",
    state: { who: name, tricky: "</script><script>alert(1)</script>\\u2028" },
    language,
  };
}`;

const INDEX = `<!doctype html><html lang="en"><head><title>Arthshala</title></head><body><div id="root"></div><script type="module" src="/assets/index-x.js"></script></body></html>`;

let ctx: TestContext;
let web: string;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-render-"));
  web = path.join(dir, "dist");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await mkdir(`${web}-ssr`);
  await writeFile(path.join(web, "index.html"), INDEX);
  await writeFile(path.join(`${web}-ssr`, "entry-server.js"), FAKE_RENDERER);
  ctx = await createTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await ctx.close();
  await rm(path.dirname(web), { recursive: true, force: true });
});

const root = (html: string) => html.match(/<div id="root"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";
const state = (html: string) =>
  JSON.parse(
    html.match(/<script type="application\/json" id="rendered-state">([^<]*)<\/script>/)?.[1] ?? "null",
  );

describe("pages drawn on the server", () => {
  it("draws a visitor's page from the API's public answers, and keeps it", async () => {
    const first = await call(ctx.app, "GET", "/courses");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.body).toContain('<div id="root" data-rendered-lang="en">');
    // Reads (GET, and the spec's POST reads) reach the API; nothing else leaves the render.
    expect(root(first.body)).toContain("<h1>visitor</h1><p>POST 200, PUT refused, GET refused</p>");
    expect(state(first.body).who).toBe("visitor");
    const again = await call(ctx.app, "GET", "/courses");
    expect(root(again.body)).toBe(root(first.body)); // the same render, from the cache
    // Made-up query strings do not make a render each: the page is drawn from its path.
    const spam = await call(ctx.app, "GET", "/courses?utm=x&cache=buster");
    expect(root(spam.body)).toBe(root(first.body));
  });

  it("draws a learner's page with their own session, for them alone", async () => {
    const asha = await buildUser(ctx.app, { name: "Asha Render" });
    const ravi = await buildUser(ctx.app, { name: "Ravi Render" });
    const mine = await call(ctx.app, "GET", "/home", { cookie: asha.cookie });
    expect(root(mine.body)).toContain("<h1>Asha Render</h1>");
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    const theirs = await call(ctx.app, "GET", "/home", { cookie: ravi.cookie });
    expect(root(theirs.body)).toContain("<h1>Ravi Render</h1>");
    expect(theirs.body).not.toContain("Asha");
    const visitor = await call(ctx.app, "GET", "/home");
    expect(root(visitor.body)).toContain("<h1>visitor</h1>");
  });

  it("writes the data so that nothing in it can close the script element", async () => {
    const res = await call(ctx.app, "GET", "/about");
    const script = res.body.match(/id="rendered-state">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).not.toContain("</script");
    expect(script).not.toContain("<");
    expect(state(res.body).tricky).toBe("</script><script>alert(1)</script>\u2028");
    expect(scriptJson({ a: "<!-- & \u2029" })).toBe('{"a":"\\u003c!-- \\u0026 \\u2029"}');
  });

  it("draws in the learner's saved language, else the device's cookie, else the browser's", async () => {
    const lang = (html: string) => html.match(/data-rendered-lang="(\w+)"/)?.[1];
    const hindiBrowser = await call(ctx.app, "GET", "/help", {
      headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" },
    });
    expect(lang(hindiBrowser.body)).toBe("hi");
    expect(hindiBrowser.body).toContain('<html lang="hi"');
    const deviceEnglish = await call(ctx.app, "GET", "/help", {
      headers: { "accept-language": "hi-IN", cookie: "arthshala.language=en" },
    });
    expect(lang(deviceEnglish.body)).toBe("en");
    const learner = await buildUser(ctx.app, { name: "Meera Hindi" });
    const saved = await call(ctx.app, "PUT", "/api/account/preferences", {
      cookie: learner.cookie,
      body: { language: "hi" },
    });
    expect(saved.statusCode).toBeLessThan(300);
    const theirs = await call(ctx.app, "GET", "/home", {
      cookie: `${learner.cookie}; arthshala.language=en`,
    });
    expect(lang(theirs.body)).toBe("hi");
  });

  it("serves the plain shell when the render fails or takes too long; the app then draws the page", async () => {
    for (const url of ["/boom", "/slow"]) {
      const res = await call(ctx.app, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain("rendered-state");
    }
  });

  it("holds controls until the app runs: buttons and choices disabled, fields read-only", () => {
    expect(
      holdForms(
        '<form><input name="password" type="password"><button type="submit" class="b">Sign in</button></form>',
      ),
    ).toBe(
      '<form><input name="password" type="password" readonly data-until-app=""><button type="submit" class="b" disabled data-until-app="">Sign in</button></form>',
    );
    expect(holdForms('<textarea name="m"></textarea>')).toBe(
      '<textarea name="m" readonly data-until-app=""></textarea>',
    );
    expect(holdForms('<input type="submit" value="Go">')).toBe(
      '<input type="submit" value="Go" disabled data-until-app="">',
    );
    // Every button waits: a press before the app runs would be lost.
    expect(holdForms('<button type="button">Menu</button>')).toBe(
      '<button type="button" disabled data-until-app="">Menu</button>',
    );
    // Choices have no read-only state: a pick before the app runs would be undone by its form.
    expect(holdForms('<input type="radio" name="language" value="hi">')).toBe(
      '<input type="radio" name="language" value="hi" disabled data-until-app="">',
    );
    expect(holdForms('<input type="checkbox" name="n">')).toBe(
      '<input type="checkbox" name="n" disabled data-until-app="">',
    );
    expect(holdForms('<select name="month"><option>May</option></select>')).toBe(
      '<select name="month" disabled data-until-app=""><option>May</option></select>',
    );
    // Quoted values are read whole, and a void element keeps its closing slash.
    expect(holdForms("<input placeholder=\"a > b\" title='x>y'/>")).toBe(
      '<input placeholder="a > b" title=\'x>y\' readonly data-until-app=""/>',
    );
    expect(holdForms('<button title="Not disabled here">Go</button>')).toBe(
      '<button title="Not disabled here" disabled data-until-app="">Go</button>',
    );
    // Read as HTML, not searched as text: what a style sheet or a comment says is no control
    // (React 19 writes <style> elements into the page), and only real start tags are marked.
    const notControls = '<style>b::before{content:"<button>"}</style><!-- <input name="c"> -->';
    expect(holdForms(notControls)).toBe(notControls);
    // What the app drew disabled or read-only, and hidden fields, are left as they are.
    for (const tag of [
      '<button type="submit" disabled="">Wait</button>',
      '<input type="checkbox" name="n" disabled="">',
      '<input name="x" readonly="">',
      '<input type="hidden" name="t" value="1">',
    ]) {
      expect(holdForms(tag)).toBe(tag);
    }
  });

  it("compresses the page for browsers that accept it", async () => {
    const br = await call(ctx.app, "GET", "/courses", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("<h1>visitor</h1>");
    const gz = await call(ctx.app, "GET", "/courses", { headers: { "accept-encoding": "gzip;q=1, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain("<h1>visitor</h1>");
    const plain = await call(ctx.app, "GET", "/courses", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
  });
});
