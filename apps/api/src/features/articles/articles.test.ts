import { gunzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildArticle, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { multipartBody, PNG, SVG } from "../../../test/multipart.js";
import { articleRatings, articles, contentTranslations, readingTasks } from "../../platform/db/schema.js";
import { markdownExcerpt } from "./excerpt.js";
import { readingMinutes } from "./reading-time.js";

let ctx: TestContext;
let admin: TestUser;
const ids: number[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.app);
  // 70 published articles, newest first by index, plus a draft and a deleted one that readers never see.
  for (let i = 0; i < 70; i++)
    ids.push((await buildArticle(ctx.app, { title: `Article ${i}`, minutesAgo: i })).id);
  await buildArticle(ctx.app, { title: "Secret draft", status: "draft", minutesAgo: -5 });
  const gone = await buildArticle(ctx.app, { title: "Deleted one", minutesAgo: -6 });
  await ctx.app.db.update(articles).set({ deletedAt: new Date() }).where(eq(articles.id, gone.id));
});
afterAll(() => ctx.close());

const page = async (limit: number, offset: number, user?: TestUser) =>
  (
    await call(ctx.app, "POST", "/api/articles/getall", { body: { limit, offset }, cookie: user?.cookie })
  ).json();

describe("reading", () => {
  it("pages newest first: 37, then 30, then a short page that ends the list", async () => {
    const first = await page(37, 0);
    expect(first).toHaveLength(37);
    expect(first[0].title).toBe("Article 0");
    expect(first[36].title).toBe("Article 36");
    const second = await page(30, 37);
    expect(second).toHaveLength(30);
    expect(second[0].title).toBe("Article 37");
    const third = await page(30, 67);
    expect(third.map((a: { title: string }) => a.title)).toEqual(["Article 67", "Article 68", "Article 69"]);
    expect(await page(30, 70)).toEqual([]);
    const all = [...first, ...second, ...third].map((a: { id: number }) => a.id);
    expect(new Set(all).size).toBe(70);
    expect(all).toEqual(ids);
  });

  it("gives the landing page its 15 and the spec's fields", async () => {
    const landing = await page(15, 0);
    expect(landing).toHaveLength(15);
    expect(landing[0]).toEqual({
      language: "en",
      id: ids[0],
      slug: null,
      title: "Article 0",
      content: "## Start here\n\nPay yourself first.",
      content_text: "Pay yourself first.",
      content_html:
        '<h3 class="pt-2 text-lg font-bold text-slate-900">Start here</h3>\n<p class="leading-relaxed">Pay yourself first.</p>',
      reading_minutes: 1,
      image_url: null,
      rating: 0,
      rating_count: 0,
      status: "published",
      created_at: expect.any(String),
    });
  });

  it("refuses bad paging and keeps drafts from readers", async () => {
    for (const body of [{ limit: 0 }, { limit: 500 }, { offset: -1 }, { limit: "many" }]) {
      expect(
        (await call(ctx.app, "POST", "/api/articles/getall", { body })).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const titles = (await page(100, 0)).map((a: { title: string }) => a.title);
    expect(titles).not.toContain("Secret draft");
    expect(titles).not.toContain("Deleted one");
    const [draft] = await ctx.app.db.select().from(articles).where(eq(articles.title, "Secret draft"));
    expect((await call(ctx.app, "GET", `/api/articles/${draft!.id}`)).statusCode).toBe(404);
    expect(
      (await call(ctx.app, "GET", `/api/articles/${draft!.id}`, { cookie: admin.cookie })).statusCode,
    ).toBe(200);
    expect((await call(ctx.app, "GET", `/api/articles/${ids[3]}`)).json().title).toBe("Article 3");
  });

  it("gives admins the paged list with drafts and the total; learners can't ask for it", async () => {
    const res = await call(ctx.app, "POST", "/api/articles/getall", {
      body: { limit: 10, offset: 0, admin: true },
      cookie: admin.cookie,
    });
    const body = res.json();
    expect(body.total).toBe(71);
    expect(body.articles).toHaveLength(10);
    expect(body.articles[0].title).toBe("Secret draft");
    const learner = await buildUser(ctx.app);
    const refused = await call(ctx.app, "POST", "/api/articles/getall", {
      body: { admin: true },
      cookie: learner.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("served pages", () => {
  it("gzips the cached page for browsers and shows an admin's new article at once", async () => {
    const zipped = await call(ctx.app, "POST", "/api/articles/getall", {
      body: { limit: 37, offset: 0 },
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toContain("application/json");
    const list = JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8"));
    expect(list).toEqual(await page(37, 0));
    const form = multipartBody({ title: "Fresh off the press", content: "New." });
    await call(ctx.app, "POST", "/api/articles/add", {
      body: form.body,
      headers: form.headers,
      cookie: admin.cookie,
    });
    expect((await page(37, 0))[0].title).toBe("Fresh off the press");
    const [row] = await ctx.app.db.select().from(articles).where(eq(articles.title, "Fresh off the press"));
    await call(ctx.app, "DELETE", `/api/articles/${row!.id}`, { cookie: admin.cookie });
    expect((await page(37, 0))[0].title).not.toBe("Fresh off the press");
  });
});

describe("ratings", () => {
  const rate = (user: TestUser, articleId: number, rating: unknown) =>
    call(ctx.app, "POST", "/api/articles/rate", {
      body: { email: user.email, articleId, rating },
      cookie: user.cookie,
    });
  const fetchRating = (user: TestUser, articleId: number) =>
    call(ctx.app, "POST", "/api/articles/fetchrating", {
      body: { email: user.email, articleId },
      cookie: user.cookie,
    });

  it("keeps one rating per learner per article and the average exact", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const article = ids[10]!;
    expect((await fetchRating(a, article)).json()).toEqual({ rating: null });
    expect((await rate(a, article, 5)).json()).toEqual({ rating: 5, average: 5, rating_count: 1 });
    expect((await rate(b, article, 2)).json()).toEqual({ rating: 2, average: 3.5, rating_count: 2 });
    expect((await rate(a, article, 3)).json()).toEqual({ rating: 3, average: 2.5, rating_count: 2 });
    expect((await fetchRating(a, article)).json()).toEqual({ rating: 3 });
    expect((await fetchRating(b, article)).json()).toEqual({ rating: 2 });
    const listed = (await page(37, 0)).find((x: { id: number }) => x.id === article);
    expect(listed).toMatchObject({ rating: 2.5, rating_count: 2 });
    const rows = await ctx.app.db.select().from(articleRatings).where(eq(articleRatings.articleId, article));
    expect(rows).toHaveLength(2);
  });

  it("accepts 1 to 5 only, from signed-in learners only, for real articles", async () => {
    const user = await buildUser(ctx.app);
    for (const bad of [0, 6, 2.5, "4", null]) {
      const res = await rate(user, ids[11]!, bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect((await rate(user, ids[11]!, 0)).json().message).toContain(
      "Rating must be a whole number from 1 to 5.",
    );
    expect((await rate(user, 99_999, 4)).statusCode).toBe(404);
    const anon = await call(ctx.app, "POST", "/api/articles/rate", {
      body: { articleId: ids[11], rating: 4 },
    });
    expect(anon.statusCode).toBe(401);
    const spoof = await call(ctx.app, "POST", "/api/articles/rate", {
      body: { email: admin.email, articleId: ids[11], rating: 1 },
      cookie: user.cookie,
    });
    expect(spoof.statusCode).toBe(403);
    expect(
      await ctx.app.db.select().from(articleRatings).where(eq(articleRatings.articleId, ids[11]!)),
    ).toEqual([]);
  });
});

describe("reading tasks", () => {
  it("counts an article once per India day per learner", async () => {
    const user = await buildUser(ctx.app);
    const task = (articleId: number) =>
      call(ctx.app, "POST", "/api/articles/updatetask", {
        body: { email: user.email, articleId },
        cookie: user.cookie,
      });
    expect((await task(ids[0]!)).json()).toEqual({ recorded: true });
    expect((await task(ids[0]!)).json()).toEqual({ recorded: false });
    expect((await task(ids[1]!)).json()).toEqual({ recorded: true });
    const rows = await ctx.app.db.select().from(readingTasks).where(eq(readingTasks.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(
      (await call(ctx.app, "POST", "/api/articles/updatetask", { body: { articleId: ids[0] } })).statusCode,
    ).toBe(401);
    const other = await buildUser(ctx.app);
    const theirs = await ctx.app.db
      .select()
      .from(readingTasks)
      .where(and(eq(readingTasks.userId, other.id), eq(readingTasks.articleId, ids[0]!)));
    expect(theirs).toEqual([]);
  });
});

describe("admin articles", () => {
  const post = (
    fields: Record<string, string>,
    files: Parameters<typeof multipartBody>[1] = [],
    user = admin,
  ) => {
    const form = multipartBody(fields, files);
    return call(ctx.app, "POST", "/api/articles/add", {
      body: form.body,
      headers: form.headers,
      cookie: user.cookie,
    });
  };

  it("posts an article with an image and an excerpt made from the Markdown", async () => {
    const res = await post(
      {
        title: "UPI frauds",
        content: "## Never share your PIN\n\nYou **never** need it to *receive* money.",
      },
      [{ name: "image", filename: "upi.png", type: "image/png", content: PNG }],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: "UPI frauds",
      content_text: "Never share your PIN You never need it to receive money.",
      status: "published",
    });
    expect(res.json().image_url).toMatch(/^\/uploads\/.+\.png$/);
    expect((await page(1, 0))[0].title).toBe("UPI frauds");
  });

  it("stores script and HTML payloads as text (the reader renders Markdown without raw HTML)", async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await post({ title: "<b>bold</b>", content: payload });
    expect(res.statusCode).toBe(201);
    const got = (await call(ctx.app, "GET", `/api/articles/${res.json().id}`)).json();
    expect(got.content).toBe(payload);
    expect(got.title).toBe("<b>bold</b>");
    expect(got.content_text).not.toContain("<script>");
    // What readers' browsers draw is HTML the API sanitised: nothing of the payload is an element.
    expect(got.content_html).not.toMatch(/<script|<img|onerror/);
  });

  it("refuses missing fields, non-image files and learners", async () => {
    expect((await post({ title: "", content: "x" })).json().message).toBe("title: Title is required.");
    expect((await post({ title: "T" })).json().message).toBe("content: Content is required.");
    expect(
      (
        await post({ title: "T", content: "x" }, [
          { name: "image", filename: "a.svg", type: "image/svg+xml", content: SVG },
        ])
      ).statusCode,
    ).toBe(415);
    const learner = await buildUser(ctx.app);
    expect((await post({ title: "T", content: "x" }, [], learner)).statusCode).toBe(403);
  });

  it("refuses control characters in the title and content with a 400 naming the field", async () => {
    const title = await post({ title: "UPI\u0000", content: "x" });
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe("title: must not contain control characters");
    const content = await post({ title: "UPI", content: "## Heading\n\nBody\u0000" });
    expect(content.json().message).toBe("content: must not contain control characters");
    const ok = await post({ title: "UPI", content: "## Heading\r\n\n\tBody" });
    expect(ok.statusCode).toBe(201);
  });

  it("edits, drafts, deletes softly and restores", async () => {
    const { id } = await buildArticle(ctx.app, { title: "Draft me" });
    const form = multipartBody({ title: "Draft me later", content: "Soon.", status: "draft" });
    const edited = await call(ctx.app, "PUT", `/api/articles/${id}`, {
      body: form.body,
      headers: form.headers,
      cookie: admin.cookie,
    });
    expect(edited.json()).toMatchObject({ title: "Draft me later", status: "draft" });
    expect((await call(ctx.app, "GET", `/api/articles/${id}`)).statusCode).toBe(404);
    expect((await call(ctx.app, "DELETE", `/api/articles/${id}`, { cookie: admin.cookie })).json()).toEqual({
      id,
      message: "Article deleted.",
    });
    expect((await call(ctx.app, "GET", `/api/articles/${id}`, { cookie: admin.cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await call(ctx.app, "POST", `/api/articles/${id}/restore`, { cookie: admin.cookie })).json().title,
    ).toBe("Draft me later");
  });
});

describe("markdownExcerpt", () => {
  it("strips Markdown and HTML and cuts on a word", () => {
    expect(markdownExcerpt("# Title\n\n- one\n- [two](https://x.in)\n\n<b>three</b>")).toBe(
      "Title one two three",
    );
    const long = markdownExcerpt("word ".repeat(100), 30);
    expect(long.endsWith("…")).toBe(true);
    expect(long.length).toBeLessThanOrEqual(31);
  });
});

describe("reading time", () => {
  const words = (n: number, word = "money") => Array.from({ length: n }, () => word).join(" ");

  it("is the words at 200 a minute, to the nearest minute, at least 1, whatever the script", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("Pay yourself first.")).toBe(1);
    expect(readingMinutes(words(299))).toBe(1);
    expect(readingMinutes(words(300))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
    // Hindi words split on spaces as English ones do; a danda between spaces is not a word.
    expect(readingMinutes(`${words(799, "बचत")} ।`)).toBe(4);
    // Markdown's syntax, link targets and pictures are not read.
    const marked = `## Title\n\n${words(100)}\n\n- [a link](https://example.com/a/b) ![chart](/c.png)\n\n> ${words(97)}`;
    expect(readingMinutes(marked)).toBe(1);
    expect(readingMinutes(`${words(150)} ${"`x` ".repeat(150)}`)).toBe(2);
  });

  it("comes with every article answer, and a Hindi reader gets the translation's", async () => {
    const form = multipartBody({ title: "A long read", content: `## Why\n\n${words(1000)}` });
    const added = await call(ctx.app, "POST", "/api/articles/add", {
      body: form.body,
      headers: form.headers,
      cookie: admin.cookie,
    });
    expect(added.statusCode).toBe(201);
    const { id, slug } = added.json() as { id: number; slug: string };
    expect(added.json().reading_minutes).toBe(5);
    expect((await call(ctx.app, "GET", `/api/articles/${id}`)).json().reading_minutes).toBe(5);
    expect((await call(ctx.app, "GET", `/api/articles/slug/${slug}`)).json().reading_minutes).toBe(5);
    expect((await page(37, 0)).find((a: { id: number }) => a.id === id)?.reading_minutes).toBe(5);
    const admins = await call(ctx.app, "POST", "/api/articles/getall", {
      body: { limit: 10, offset: 0, admin: true },
      cookie: admin.cookie,
    });
    expect(admins.json().articles.find((a: { id: number }) => a.id === id)?.reading_minutes).toBe(5);

    await ctx.app.db.insert(contentTranslations).values({
      entity: "article",
      entityId: id,
      locale: "hi",
      fields: { title: "लंबा लेख", content: `## क्यों\n\n${words(600, "पैसा")}` },
    });
    await ctx.app.contentChanges.announce(ctx.app.db);
    const hindi = { headers: { "accept-language": "hi" } };
    const one = (await call(ctx.app, "GET", `/api/articles/${id}`, hindi)).json();
    expect(one).toMatchObject({ language: "hi", title: "लंबा लेख", reading_minutes: 3 });
    const listed = await call(ctx.app, "POST", "/api/articles/getall", { body: { limit: 37 }, ...hindi });
    expect(listed.json().find((a: { id: number }) => a.id === id)?.reading_minutes).toBe(3);
    // English readers still get the English text's.
    expect((await call(ctx.app, "GET", `/api/articles/${id}`)).json().reading_minutes).toBe(5);
  });
});
