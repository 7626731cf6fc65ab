import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildAdmin,
  buildArticle,
  buildCourse,
  buildUser,
  cardUrl,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

/** Step 4: bad input is refused at the edge (400), never read leniently into a different row. */

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.app);
});
afterAll(() => ctx.close());

describe("strict path ids", () => {
  const lenient = ["%201", "1%20", "0x10", "1e1", "01", "+1", "-1", "0", "1.0", "99999999999"];

  it("answers 400 for every lenient spelling, on every kind of id", async () => {
    const course = await buildCourse(ctx.app);
    const { id: articleId } = await buildArticle(ctx.app);
    const urls = (id: string) => [
      ["DELETE", `/api/courses/${id}`],
      ["GET", `/api/articles/${id}`],
      ["POST", `/api/courses/course/${id}`],
      ["GET", `/api/modules/${id}`],
      ["GET", `/api/cards/item/${id}`],
      ["DELETE", `/api/cards/${id}`],
      ["POST", `/api/courses/course/${course.id}/module/${id}/card/1`],
    ];
    for (const id of lenient) {
      for (const [method, url] of urls(id)) {
        const res = await call(ctx.app, method as "GET", url!, { cookie: admin.cookie, body: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().message, `${method} ${url}`).toMatch(/^params\.\w+: /);
      }
    }
    expect((await call(ctx.app, "GET", `/api/articles/${articleId}`)).statusCode).toBe(200);
    expect((await call(ctx.app, "POST", cardUrl(course, 0, 0), { body: {} })).statusCode).toBe(200);
  });

  it("refuses a lenient article id in a JSON body too", async () => {
    const learner = await buildUser(ctx.app);
    const { id } = await buildArticle(ctx.app);
    const rate = (articleId: unknown) =>
      call(ctx.app, "POST", "/api/articles/rate", { body: { articleId, rating: 4 }, cookie: learner.cookie });
    for (const bad of [` ${id}`, `0x${id.toString(16)}`, `${id}.0`, id + 0.5, 99_999_999_999]) {
      expect((await rate(bad)).statusCode, String(bad)).toBe(400);
    }
    expect((await rate(id)).statusCode).toBe(200);
    expect((await rate(String(id))).statusCode).toBe(200);
  });
});

describe("Content-Security-Policy", () => {
  it("loads images only from this site and data: URIs (blob: for an admin's local preview)", async () => {
    const res = await call(ctx.app, "GET", "/api/health");
    const directives = String(res.headers["content-security-policy"]).split(";");
    expect(directives).toContain("img-src 'self' data: blob:");
  });
});
