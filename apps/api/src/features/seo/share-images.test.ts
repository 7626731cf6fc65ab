import diagnostics from "node:diagnostics_channel";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildCourse } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { articles, courses } from "../../platform/db/schema.js";
import { OG_RENDERS_AT_ONCE, OG_RENDERS_WAITING } from "./routes.js";

let ctx: TestContext;
let web: string;
let origin: string;
const INDEX = `<!doctype html><html lang="en"><head><title>Arthshala</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), "arthshala-og-web-"));
  await mkdir(path.join(web, "assets"));
  await writeFile(path.join(web, "index.html"), INDEX);
  ctx = await createTestApp({ WEB_DIST_DIR: web, PUBLIC_URL: "https://arthshala.example" });
  // /api/health is asked over a real socket, as a load balancer's probe is: its answer needs turns of
  // the event loop, whichever database the tests run on.
  origin = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  // Once first: fetch loads its HTTP client on first use, which is not what the tests compare.
  await (await fetch(`${origin}/api/health`)).arrayBuffer();
});
afterAll(async () => {
  await ctx.close();
  await rm(web, { recursive: true, force: true });
});

/** The share image a page names in its head, as a path with its query. */
const ogImage = (html: string) =>
  html.match(/<meta property="og:image" content="https:\/\/arthshala\.example([^"]+)"/)?.[1] ?? "";

describe("share images", () => {
  it("are drawn while the server keeps answering /api/health", async () => {
    const course = await buildCourse(ctx.app, { title: "Drawn off the event loop" });
    await ctx.app.courseContent.course(course.id); // only the drawing is left to do
    const route = "/og/:kind/:id.png";
    const order: string[] = [];
    let health: Promise<unknown> | undefined;
    const onStart = (message: unknown) => {
      if (health || (message as { route?: { url?: string } }).route?.url !== route) return;
      health = fetch(`${origin}/api/health`).then(async (res) => {
        await res.arrayBuffer();
        order.push(`health ${res.status}`);
      });
    };
    diagnostics.subscribe("tracing:fastify.request.handler:start", onStart);
    try {
      const image = await call(ctx.app, "GET", `/og/course/${course.id}.png`);
      order.push(`image ${image.statusCode}`);
      await health;
    } finally {
      diagnostics.unsubscribe("tracing:fastify.request.handler:start", onStart);
    }
    expect(order).toEqual(["health 200", "image 200"]);
  });

  it("are drawn a few at a time; past the queue the answer is 503 with Retry-After, not a pile-up", async () => {
    const queue = ctx.app.shareImageRenders;
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every drawing slot busy and every waiting place taken, as by a burst of uncached images.
    const busy = Array.from({ length: OG_RENDERS_AT_ONCE + OG_RENDERS_WAITING }, () => queue.run(() => gate));
    expect(queue.load).toEqual({ running: OG_RENDERS_AT_ONCE, waiting: OG_RENDERS_WAITING });
    const article = await buildArticle(ctx.app, { title: "Waits its turn" });
    const refused = await call(ctx.app, "GET", `/og/article/${article.id}.png`);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.json()).toMatchObject({ error: "Service Unavailable" });
    release();
    await Promise.all(busy);
    const drawn = await call(ctx.app, "GET", `/og/article/${article.id}.png`);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });

  it("treat an id beyond PostgreSQL's integer range like any bad id: 400, never 500", async () => {
    for (const id of ["2147483648", "99999999999", "0", "01", "-1"]) {
      const res = await call(ctx.app, "GET", `/og/course/${id}.png`);
      expect(res.statusCode, id).toBe(400);
    }
    expect((await call(ctx.app, "GET", "/og/course/2147483647.png")).statusCode).toBe(404);
    expect((await call(ctx.app, "GET", "/og/article/2147483648.png")).statusCode).toBe(400);
  });
});

describe("versioned share image URLs", () => {
  it("a page names its image by version; that URL is kept a year, any other only briefly", async () => {
    const course = await buildCourse(ctx.app, { title: "Versioned title" });
    const page = await call(ctx.app, "GET", `/courses/course/${course.id}`);
    const image = ogImage(page.body);
    expect(image).toMatch(new RegExp(`^/og/course/${course.id}\\.png\\?v=[\\w-]+$`));
    const current = await call(ctx.app, "GET", image);
    expect(current.statusCode).toBe(200);
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const other of [`/og/course/${course.id}.png`, `/og/course/${course.id}.png?v=old`]) {
      const res = await call(ctx.app, "GET", other);
      expect(res.statusCode, other).toBe(200);
      expect(res.headers["cache-control"], other).toBe("public, max-age=300");
    }

    // The title changes (as an admin's edit does, with its time): the page names a new URL, and the
    // old one is no longer kept for long.
    await ctx.app.db
      .update(courses)
      .set({ title: "A new title", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(courses.id, course.id));
    await ctx.app.contentChanges.announce(ctx.app.db);
    const renamed = ogImage((await call(ctx.app, "GET", `/courses/course/${course.id}`)).body);
    expect(renamed).toMatch(new RegExp(`^/og/course/${course.id}\\.png\\?v=`));
    expect(renamed).not.toBe(image);
    expect((await call(ctx.app, "GET", image)).headers["cache-control"]).toBe("public, max-age=300");
    const fresh = await call(ctx.app, "GET", renamed);
    expect(fresh.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(fresh.rawPayload.equals(current.rawPayload)).toBe(false);
  });

  it("articles, cards and the site's own image are versioned too", async () => {
    const article = await buildArticle(ctx.app, { title: "An article to share" });
    const articleImage = ogImage((await call(ctx.app, "GET", `/articles?article=${article.id}`)).body);
    expect(articleImage).toMatch(new RegExp(`^/og/article/${article.id}\\.png\\?v=`));
    expect((await call(ctx.app, "GET", articleImage)).headers["cache-control"]).toContain("immutable");
    await ctx.app.db
      .update(articles)
      .set({ title: "Renamed article", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(articles.id, article.id));
    await ctx.app.contentChanges.announce(ctx.app.db);
    expect(ogImage((await call(ctx.app, "GET", `/articles?article=${article.id}`)).body)).not.toBe(
      articleImage,
    );

    const course = await buildCourse(ctx.app);
    const card = `/courses/course/${course.id}/module/${course.modules[0]!.id}/card/${course.modules[0]!.cardIds[0]}`;
    expect(ogImage((await call(ctx.app, "GET", card)).body)).toMatch(
      new RegExp(`^/og/course/${course.id}\\.png\\?v=`),
    );

    const site = ogImage((await call(ctx.app, "GET", "/about")).body);
    expect(site).toMatch(/^\/og\/site\.png\?v=[\w-]+$/);
    expect((await call(ctx.app, "GET", site)).headers["cache-control"]).toContain("immutable");
    expect((await call(ctx.app, "GET", "/og/site.png")).headers["cache-control"]).toBe("public, max-age=300");
  });

  it("sitemap.xml is kept minutes, not an hour, so a content change shows soon", async () => {
    const res = await call(ctx.app, "GET", "/sitemap.xml");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
  });
});
