import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Certificate } from "@arthshala/contracts/certificates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCourse, buildUser, completeCard, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

/**
 * /verify/<id> is drawn on the server but never kept (features/seo/page-renderer.ts): a revoke must show
 * on the next visit. A stand-in for the web app's built entry-server.js reads the public check through
 * the fetch it is given, as the real page does, and counts its renders.
 */
const FAKE_RENDERER = `
const PATTERNS = ["/", "/courses", "/verify/:id"];
const matchers = PATTERNS.map((p) => [p, new RegExp("^" + p.replace(/:[^/]+/g, "[^/]+") + "/?$", "i")]);
export function pagePattern(pathname) {
  return matchers.find(([, re]) => re.test(pathname))?.[0] ?? null;
}
export async function renderApp({ url, language, fetch }) {
  globalThis.__verifyRenders = (globalThis.__verifyRenders ?? 0) + 1;
  let text = url;
  if (url.startsWith("/verify/")) {
    const res = await fetch("/api/verify/" + url.slice(8));
    const body = await res.json();
    text = res.status === 200 ? body.status + " " + (body.learner_name ?? "") : "missing";
  }
  return { html: "<main><h1>" + text + "</h1></main>", state: {}, language };
}`;

const INDEX = `<!doctype html><html lang="en"><head><title>Arthshala</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let web: string;
let learner: TestUser;
let certificate: Certificate;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-verify-page-"));
  web = path.join(dir, "dist");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await mkdir(`${web}-ssr`);
  await writeFile(path.join(web, "index.html"), INDEX);
  await writeFile(path.join(`${web}-ssr`, "entry-server.js"), FAKE_RENDERER);
  ctx = await createTestApp({ WEB_DIST_DIR: web });
  const course = await buildCourse(ctx.app, { title: "Verified course", modules: [{ cards: [{}] }] });
  learner = await buildUser(ctx.app, { name: "Neha Gupta" });
  expect((await completeCard(ctx.app, learner, course, 0, 0)).statusCode).toBe(200);
  [certificate] = (await call(ctx.app, "GET", "/api/certificates", { cookie: learner.cookie })).json();
});
afterAll(async () => {
  await ctx.close();
  await rm(path.dirname(web), { recursive: true, force: true });
});

const renders = () => (globalThis as { __verifyRenders?: number }).__verifyRenders ?? 0;
const root = (html: string) => html.match(/<div id="root"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";

describe("a certificate's public page", () => {
  it("is drawn afresh for every visitor, so a revoke shows at once, and is never kept or indexed", async () => {
    const page = `/verify/${certificate.id}`;
    const sizes = ctx.app.pageCacheSizes();
    const first = await call(ctx.app, "GET", page);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(root(first.body)).toBe("<main><h1>valid Neha Gupta</h1></main>");
    expect(first.body).toContain("<title>Certificate check · Arthshala</title>");
    expect(first.body).toContain('<meta name="robots" content="noindex" />');
    expect(first.body).toMatch(/<meta name="description" content="Check a certificate from Arthshala/);

    const before = renders();
    const revoke = await call(ctx.app, "POST", `/api/certificates/${certificate.id}/revoke`, {
      cookie: learner.cookie,
    });
    expect(revoke.statusCode).toBe(200);
    const after = await call(ctx.app, "GET", page);
    expect(root(after.body)).toBe("<main><h1>revoked </h1></main>");
    expect(after.body).not.toContain("Neha Gupta");
    expect(renders()).toBe(before + 1);

    await call(ctx.app, "POST", `/api/certificates/${certificate.id}/restore`, { cookie: learner.cookie });
    expect(root((await call(ctx.app, "GET", page)).body)).toBe("<main><h1>valid Neha Gupta</h1></main>");
    // Nothing of it went into the visitor page caches.
    expect(ctx.app.pageCacheSizes()).toEqual(sizes);
  });

  it("answers a certificate nobody holds with a 404 the app explains, drawing nothing", async () => {
    const before = renders();
    for (const id of ["zzzzzzzzzzzzzzzz", "not-an-id", certificate.id.toUpperCase()]) {
      const res = await call(ctx.app, "GET", `/verify/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(root(res.body)).toBe("");
    }
    expect(renders()).toBe(before);
  });
});
