import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildAdmin,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

/**
 * Issue 40: the visitor page cache (page-renderer.ts) must never hold an organisation's own course. A
 * stand-in for the web app's entry-server.js draws what the API tells its asker, as the real pages do:
 * the course list's titles, and a course page's title (or "missing").
 */
const FAKE_RENDERER = `
const PATTERNS = ["/", "/courses", "/courses/course/:courseId"];
const matchers = PATTERNS.map((p) => [p, new RegExp("^" + p.replace(/:[^/]+/g, "[^/]+") + "/?$", "i")]);
export function pagePattern(pathname) {
  return matchers.find(([, re]) => re.test(pathname))?.[0] ?? null;
}
export async function renderApp({ url, language, fetch }) {
  let body = "";
  if (url === "/courses") {
    const list = await (await fetch("/api/courses/getall")).json();
    body = list.map((c) => "<li>" + c.title + "</li>").join("");
  }
  const course = url.match(/^\\/courses\\/course\\/(\\d+)$/);
  if (course) {
    const res = await fetch("/api/courses/course/" + course[1], { method: "POST", body: "{}" });
    body = res.ok ? "<h1>" + (await res.json()).title + "</h1>" : "<h1>missing</h1>";
  }
  return { html: "<main>" + body + "</main>", state: {}, language };
}`;

const INDEX = `<!doctype html><html lang="en"><head><title>Arthshala</title></head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let web: string;
let member: TestUser;
let admin: TestUser;
let organisationId: number;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-org-pages-"));
  web = path.join(dir, "dist");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await mkdir(`${web}-ssr`);
  await writeFile(path.join(web, "index.html"), INDEX);
  await writeFile(path.join(`${web}-ssr`, "entry-server.js"), FAKE_RENDERER);
  ctx = await createTestApp({ WEB_DIST_DIR: web });
  const owner = await buildFacilitator(ctx.app);
  organisationId = (await buildOrganisation(ctx.app, { owner })).id;
  member = await buildUser(ctx.app, { name: "Class Member" });
  await buildClass(ctx.app, { organisationId, members: [member] });
  admin = await buildAdmin(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await rm(path.dirname(web), { recursive: true, force: true });
});

const page = (url: string, user?: TestUser) => call(ctx.app, "GET", url, { cookie: user?.cookie });
const publish = (courseId: number, toAll: boolean) =>
  call(ctx.app, "PUT", `/api/courses/${courseId}/audience`, {
    cookie: admin.cookie,
    body: { published_to_all: toAll },
  });

describe("visitor pages and an organisation's own course", () => {
  it("a member's pages show it and are never kept; a visitor's, drawn after, never hold it", async () => {
    await buildCourse(ctx.app, { title: "Everyone's course" });
    const course = await buildCourse(ctx.app, { title: "Members-only course", organisationId });

    // The member first, so a page or head kept from their visit would reach the visitor after them.
    const mine = await page("/courses", member);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.body).toContain("<li>Members-only course</li>");
    const mineCourse = await page(`/courses/course/${course.id}`, member);
    expect(mineCourse.headers["cache-control"]).toBe("private, no-store");
    expect(mineCourse.body).toContain("<h1>Members-only course</h1>");

    const list = await page("/courses");
    expect(list.headers["cache-control"]).toBe("no-cache");
    expect(list.body).toContain("<li>Everyone's course</li>");
    expect(list.body).not.toContain("Members-only course");
    // Its own address is a missing course's to a visitor: the shell, 404, nothing drawn or kept.
    const visitorCourse = await page(`/courses/course/${course.id}`);
    expect(visitorCourse.statusCode).toBe(404);
    expect(visitorCourse.body).not.toContain("Members-only course");
    expect(visitorCourse.body).toBe(INDEX);
    // Asked again, from the cache, the same.
    expect((await page("/courses")).body).toBe(list.body);
    expect((await page(`/courses/course/${course.id}`)).body).toBe(INDEX);
    // The sitemap, made for everyone, leaves it out.
    expect((await page("/sitemap.xml")).body).not.toContain(`/courses/course/${course.id}<`);
  });

  it("publishing to everyone replaces the kept pages with ones that hold it; taking it back removes it again", async () => {
    const course = await buildCourse(ctx.app, { title: "Soon for everyone", organisationId });
    expect((await page("/courses")).body).not.toContain("Soon for everyone");

    expect((await publish(course.id, true)).statusCode).toBe(200);
    expect((await page("/courses")).body).toContain("<li>Soon for everyone</li>");
    const drawn = await page(`/courses/course/${course.id}`);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.body).toContain("<title>Soon for everyone · Arthshala</title>");
    expect(drawn.body).toContain("<h1>Soon for everyone</h1>");

    expect((await publish(course.id, false)).statusCode).toBe(200);
    expect((await page("/courses")).body).not.toContain("Soon for everyone");
    const gone = await page(`/courses/course/${course.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain("Soon for everyone");
  });
});
