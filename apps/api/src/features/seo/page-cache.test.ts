import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCourse, buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

/**
 * Which pages the server keeps, with a stand-in for the web app's built entry-server.js: it counts its
 * renders (globalThis, so the test reads the same count) and knows a few of the real route table's
 * patterns, as the real one's pagePattern does (apps/web/src/entry-server.tsx).
 */
const FAKE_RENDERER = `
const PATTERNS = ["/", "/courses", "/courses/course/:courseId", "/courses/course/:courseId/module/:moduleId/finish",
  "/courses/course/:courseId/module/:moduleId/done", "/articles", "/articles/:slug", "/about", "/home"];
const matchers = PATTERNS.map((p) => [p, new RegExp("^" + p.replace(/:[^/]+/g, "[^/]+") + "/?$", "i")]);
export function pagePattern(pathname) {
  return matchers.find(([, re]) => re.test(pathname))?.[0] ?? null;
}
export async function renderApp({ url, language, fetch }) {
  globalThis.__fakeRenders = (globalThis.__fakeRenders ?? 0) + 1;
  const session = await (await fetch("/api/auth/session")).json();
  const who = session.user ? session.user.name : "visitor";
  const title = url === "/page-not-found" ? "Page Not Found" : url;
  return { html: "<main><h1>" + title + "</h1><p>" + who + "</p></main>", state: { who }, language };
}`;

const INDEX = `<!doctype html><html lang="en"><head><title>Arthshala</title></head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let web: string;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-page-cache-"));
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

const renders = () => (globalThis as { __fakeRenders?: number }).__fakeRenders ?? 0;
const root = (html: string) => html.match(/<div id="root"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";

describe("the page cache keeps real pages only", () => {
  it("answers made-up paths 404 with a not-found page drawn once, and they never push a real page out", async () => {
    const courses = await call(ctx.app, "GET", "/courses");
    expect(courses.statusCode).toBe(200);
    expect(root(courses.body)).toContain("<h1>/courses</h1>");
    const before = renders();

    // More made-up paths than the cache holds pages (400).
    const bodies = new Set<string>();
    for (let i = 0; i < 420; i++) {
      const res = await call(ctx.app, "GET", `/made-up-${i}-${Math.random().toString(36).slice(2)}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      bodies.add(res.body);
    }
    // One drawing of the not-found page, served to them all.
    expect(bodies.size).toBe(1);
    expect(root([...bodies][0]!)).toContain("<h1>Page Not Found</h1><p>visitor</p>");
    expect(renders()).toBe(before + 1);

    // /courses is still the page drawn before, from the cache.
    const again = await call(ctx.app, "GET", "/courses");
    expect(again.body).toBe(courses.body);
    expect(renders()).toBe(before + 1);
  });

  it("a learner's made-up path is a 404 the app draws for them; nothing is drawn or kept", async () => {
    const learner = await buildUser(ctx.app, { name: "Kavya Lost" });
    const before = renders();
    const res = await call(ctx.app, "GET", "/nowhere/at/all", { cookie: learner.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body).toBe(INDEX);
    expect(renders()).toBe(before);
  });

  it("a page of missing content, or another spelling of a page's address, gets the shell and no render", async () => {
    await call(ctx.app, "GET", "/courses");
    const before = renders();
    const cases: Array<[string, number]> = [
      ["/courses/course/999999", 404], // no such course
      ["/articles/no-such-article", 404], // no such slug
      ["/courses/course/0001", 404], // a real-looking id written another way
      ["/COURSES", 200], // the route table ignores case and a trailing slash; the cache does not
      ["/courses/", 200],
      ["/articles?article=999999", 200], // the list, with an article nobody wrote: the app says so
      ["/articles?article=abc", 200],
    ];
    for (const [url, status] of cases) {
      const res = await call(ctx.app, "GET", url);
      expect(res.statusCode, url).toBe(status);
      expect(root(res.body), url).toBe("");
    }
    expect(renders()).toBe(before);
  });

  it("keeps a real page with an id, drawn once at its own address", async () => {
    const course = await buildCourse(ctx.app, { title: "Kept course" });
    const first = await call(ctx.app, "GET", `/courses/course/${course.id}`);
    expect(first.statusCode).toBe(200);
    expect(root(first.body)).toContain(`<h1>/courses/course/${course.id}</h1>`);
    const before = renders();
    const again = await call(ctx.app, "GET", `/courses/course/${course.id}?utm_source=share`);
    expect(again.body).toBe(first.body);
    expect(renders()).toBe(before);
  });

  it("a module's review round and celebration are pages of a real module (200), and 404 for a made-up one", async () => {
    const course = await buildCourse(ctx.app, { title: "Celebrated course" });
    const other = await buildCourse(ctx.app, { title: "Another course" });
    const moduleId = course.modules[0]!.id;
    for (const end of ["finish", "done"]) {
      const res = await call(ctx.app, "GET", `/courses/course/${course.id}/module/${moduleId}/${end}`);
      expect(res.statusCode, end).toBe(200);
      expect(res.body).toContain("<title>Module 1 · Celebrated course · Arthshala</title>");
      // Another course's module, or none, is not this course's page.
      const wrong = `/courses/course/${course.id}/module/${other.modules[0]!.id}/${end}`;
      expect((await call(ctx.app, "GET", wrong)).statusCode, wrong).toBe(404);
      expect(
        (await call(ctx.app, "GET", `/courses/course/${course.id}/module/999999/${end}`)).statusCode,
      ).toBe(404);
    }
  });
});
