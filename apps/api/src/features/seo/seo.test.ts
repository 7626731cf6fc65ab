import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildCourse } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { wrap } from "./og-image.js";

let ctx: TestContext;
let web: string;
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="The shell's own description" />
<title>Arthshala</title></head><body><div id="root"></div><script type="module" src="/assets/index-x.js"></script></body></html>`;

beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), "arthshala-seo-web-"));
  await mkdir(path.join(web, "assets"));
  await writeFile(path.join(web, "index.html"), INDEX);
  ctx = await createTestApp({ WEB_DIST_DIR: web, PUBLIC_URL: "https://arthshala.example" });
});
afterAll(async () => {
  await ctx.close();
  await rm(web, { recursive: true, force: true });
});

const head = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe("public pages before any script runs", () => {
  it("a course page carries its own title, description, canonical link, share image and text", async () => {
    const course = await buildCourse(ctx.app, { title: "Saving <basics> & more" });
    const res = await call(ctx.app, "GET", `/courses/course/${course.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(head(html, /<title>([^<]*)<\/title>/)).toBe("Saving &lt;basics&gt; &amp; more · Arthshala");
    expect(html).not.toContain("The shell's own description");
    expect(html).toContain(
      `<link rel="canonical" href="https://arthshala.example/courses/course/${course.id}" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="https://arthshala.example/og/course/${course.id}.png?v=`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The card list is readable without scripts, and the SPA's root and bundle are untouched.
    const noscript = head(html, /<noscript>([\s\S]*?)<\/noscript>/) ?? "";
    expect(noscript).toContain(`/courses/course/${course.id}/module/${course.modules[0]!.id}/card/`);
    expect(html).toContain('<div id="root"></div><script type="module" src="/assets/index-x.js">');
    expect(html).not.toContain("<basics>");
  });

  it("an article page shows the article's text; drafts and unknown ids get the plain shell", async () => {
    const published = await buildArticle(ctx.app, {
      title: "UPI safety",
      content: "## Never share your PIN\n\nA bank will **never** ask for it. <script>alert(1)</script>",
    });
    const draft = await buildArticle(ctx.app, { title: "Secret draft", status: "draft" });
    const page = await call(ctx.app, "GET", `/articles?article=${published.id}&utm_source=x`);
    expect(head(page.body, /<title>([^<]*)<\/title>/)).toBe("UPI safety · Arthshala");
    expect(page.body).toContain("<p>Never share your PIN</p>");
    expect(page.body).toContain("A bank will never ask for it. &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.body).toContain('<meta property="og:type" content="article" />');
    for (const url of [
      `/articles?article=${draft.id}`,
      "/articles?article=999999",
      "/courses/course/999999",
      "/no-such-page",
    ]) {
      const res = await call(ctx.app, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });

  it("the landing, list, scheme and calculator pages each describe themselves", async () => {
    const pages: Array<[string, string]> = [
      ["/", "Arthshala — Financial education made easy"],
      ["/courses", "Courses · Arthshala"],
      ["/articles", "Articles · Arthshala"],
      ["/fin-tools/ppf-calculator", "PPF calculator · Arthshala"],
      ["/fin-tools/income-tax-calculator", "Income-tax calculator · Arthshala"],
      ["/privacy-policy", "Privacy Policy · Arthshala"],
    ];
    for (const [url, title] of pages) {
      const res = await call(ctx.app, "GET", url);
      expect(head(res.body, /<title>([^<]*)<\/title>/), url).toBe(title);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
    const scheme = await call(ctx.app, "GET", "/fd");
    expect(head(scheme.body, /<title>([^<]*)<\/title>/)).toMatch(/· Arthshala$/);
    expect(scheme.body).toContain("not affiliated with any bank");
  });

  it("signed-in pages stay the plain shell (nothing private is ever rendered on the server)", async () => {
    for (const url of [
      "/home",
      "/account",
      "/admin/courses",
      "/fin-tools/expensetracker",
      "/notifications",
    ]) {
      expect((await call(ctx.app, "GET", url)).body, url).toBe(INDEX);
    }
  });
});

describe("robots.txt, sitemap.xml and share images", () => {
  it("robots.txt keeps crawlers off private pages and points at the sitemap", async () => {
    const res = await call(ctx.app, "GET", "/robots.txt");
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.body).toContain("Disallow: /admin");
    expect(res.body).toContain("Disallow: /api/");
    expect(res.body).toContain("Disallow: /account");
    expect(res.body).toContain("Disallow: /join/");
    // Learner pages are left crawlable (they show a crawler the sign-in; none is in the sitemap).
    expect(res.body).not.toMatch(/Disallow: \/(home|policies|fin-tools)/);
    expect(res.body).toContain("Sitemap: https://arthshala.example/sitemap.xml");
  });

  it("the sitemap lists published courses and articles, not drafts, and follows content changes", async () => {
    const before = (await call(ctx.app, "GET", "/sitemap.xml")).body;
    const course = await buildCourse(ctx.app, { title: "Sitemap course" });
    const article = await buildArticle(ctx.app, { title: "Sitemap article" });
    const draft = await buildArticle(ctx.app, { title: "Sitemap draft", status: "draft" });
    const res = await call(ctx.app, "GET", "/sitemap.xml");
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).not.toBe(before);
    expect(res.body).toContain(`<loc>https://arthshala.example/courses/course/${course.id}</loc>`);
    expect(res.body).toContain(`<loc>https://arthshala.example/articles?article=${article.id}</loc>`);
    expect(res.body).not.toContain(`article=${draft.id}<`);
    expect(res.body).toContain("<loc>https://arthshala.example/fin-tools/sip-calculator</loc>");
  });

  it("draws a PNG share image for a course and the site; unknown or malformed ids are 404/400", async () => {
    const course = await buildCourse(ctx.app, {
      title: "A very long course title that has to wrap onto more than one line",
    });
    const image = await call(ctx.app, "GET", `/og/course/${course.id}.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    // 1200×630, read from the IHDR chunk.
    expect(image.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(image.rawPayload.readUInt32BE(20)).toBe(630);
    expect((await call(ctx.app, "GET", "/og/site.png")).statusCode).toBe(200);
    expect((await call(ctx.app, "GET", "/og/course/999999.png")).statusCode).toBe(404);
    expect((await call(ctx.app, "GET", "/og/course/abc.png")).statusCode).toBe(400);
    expect((await call(ctx.app, "GET", "/og/user/1.png")).statusCode).toBe(400);
  });

  it("wraps titles at word boundaries into at most three lines", () => {
    expect(wrap("one two three", 7, 3)).toEqual(["one two", "three"]);
    expect(wrap("a b c d e f g h", 3, 2)).toEqual(["a b", "c d…"]);
  });
});
