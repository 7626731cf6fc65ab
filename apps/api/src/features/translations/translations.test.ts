import { SCHEME_LISTS } from "@arthshala/contracts/schemes-catalog";
import { sql } from "drizzle-orm";
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
import { selectRows } from "../../platform/db/client.js";
import { CONTENT_DIR, seedContent } from "../../platform/db/seed.js";
import { seedSchemes } from "../../platform/db/seed-schemes.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
});
afterAll(async () => {
  await ctx.close();
});

const hindi = { "accept-language": "hi" };
const put = (admin: TestUser, path: string, body: unknown) =>
  call(ctx.app, "PUT", `/api/admin/translations/${path}`, { cookie: admin.cookie, body });

describe("content in Hindi", () => {
  it("seeds every course and article in Hindi, and serves them to a Hindi reader", async () => {
    const seeded = await seedContent(ctx.app.db, undefined, CONTENT_DIR);
    expect(seeded.translationsAdded).toBeGreaterThan(30);
    const courses = (await call(ctx.app, "GET", "/api/courses/getall", { headers: hindi })).json();
    expect(courses.length).toBeGreaterThanOrEqual(4);
    const moneyBasics = courses.find((c: { title: string }) => c.title.startsWith("पैसों"));
    expect(moneyBasics).toBeTruthy();
    const english = (await call(ctx.app, "GET", "/api/courses/getall")).json();
    expect(english.find((c: { id: number }) => c.id === moneyBasics.id).title).toMatch(/^Money Basics/);
    for (const course of courses) {
      const roadmap = (
        await call(ctx.app, "POST", `/api/courses/course/${course.id}`, { body: {}, headers: hindi })
      ).json();
      expect(roadmap.language, course.title).toBe("hi");
    }
    const articles = (
      await call(ctx.app, "POST", "/api/articles/getall", { body: { limit: 37, offset: 0 }, headers: hindi })
    ).json();
    expect(articles.length).toBeGreaterThanOrEqual(18);
    expect(articles.filter((a: { language: string }) => a.language !== "hi")).toEqual([]);
    expect(articles.find((a: { slug: string }) => a.slug === "ppf-basics").title).toMatch(
      /^PPF की बुनियादी बातें/,
    );
  });

  it("has every learner-facing course, module, card, article and scheme in Hindi, listing any that is not", async () => {
    // Run before this file builds items of its own (English only on purpose, below).
    await seedContent(ctx.app.db, undefined, CONTENT_DIR);
    const missing = await selectRows<{ item: string }>(
      ctx.app.db,
      sql`select x.entity || ' ' || x.id || ': ' || x.name as item from (
          select 'course' as entity, id, title as name from courses where deleted_at is null
          union all select 'module', id, title from modules where deleted_at is null
          union all select 'card', id, title from cards where deleted_at is null
          union all select 'article', id, title from articles where deleted_at is null and status = 'published'
          union all select 'bank_product', id, product_name from bank_products where retired_on is null
        ) x
        where not exists (select 1 from content_translations t
          where t.entity = x.entity and t.entity_id = x.id and t.locale = 'hi')
        order by 1`,
    );
    expect(missing.map((m) => m.item)).toEqual([]);
  });

  it("serves a scheme page's texts in Hindi, with its figures as they are", async () => {
    const nsc = SCHEME_LISTS.find((l) => l.key === "govt/nsc")!;
    const [english] = (await call(ctx.app, "GET", nsc.api)).json();
    const [inHindi] = (await call(ctx.app, "GET", nsc.api, { headers: hindi })).json();
    expect(inHindi.product_name).toMatch(/[\u0900-\u097F]/);
    expect(inHindi.features.length).toBe(english.features.length);
    expect(inHindi.features.join(" ")).toMatch(/[\u0900-\u097F]/);
    expect(inHindi.eligibility.join(" ")).toMatch(/[\u0900-\u097F]/);
    expect(inHindi.rate).toMatch(/7\.7%/);
    for (const same of ["rate_bps", "as_of", "lock_in_months", "min_amount_paise", "tax", "sources"] as const)
      expect(inHindi[same]).toEqual(english[same]);
  });

  it("keeps a course without a Hindi version in English, and says so", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{ title: "Only English" }] }] });
    const roadmap = (
      await call(ctx.app, "POST", `/api/courses/course/${course.id}`, { body: {}, headers: hindi })
    ).json();
    expect(roadmap.language).toBe("en");
    // In the list too, so the Hindi interface can mark its English title and description as English.
    const listed = (await call(ctx.app, "GET", "/api/courses/getall", { headers: hindi })).json();
    expect(listed.find((c: { id: number }) => c.id === course.id).language).toBe("en");
    const translated = listed.filter((c: { title: string }) => /[\u0900-\u097F]/u.test(c.title));
    expect(translated.length).toBeGreaterThanOrEqual(4);
    expect(translated.every((c: { language: string }) => c.language === "hi")).toBe(true);
  });
});

describe("translating as an admin", () => {
  it("shows a Hindi card, checks a Hindi answer as its English option, and pays for it once", async () => {
    const admin = await buildAdmin(ctx.app);
    const course = await buildCourse(ctx.app, {
      modules: [{ cards: [{ title: "Insured?", contentType: "question" }, { title: "Plain card" }] }],
    });
    const [cardId, plainId] = course.modules[0]!.cardIds as [number, number];
    const saved = await put(admin, `card/${cardId}/hi`, {
      title: "बीमा कितना?",
      content_text: "एक बैंक में जमा पर कितना बीमा है?",
      options: ["₹1 लाख", "₹5 लाख", "₹10 लाख"],
      explanation: "DICGC हर जमाकर्ता को हर बैंक में ₹5 लाख तक का बीमा देता है।",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().english.options).toEqual(["₹1 lakh", "₹5 lakh", "₹10 lakh"]);

    const learner = await buildUser(ctx.app);
    const view = (
      await call(ctx.app, "POST", cardUrl(course, 0, 0), { cookie: learner.cookie, body: {}, headers: hindi })
    ).json();
    expect(view).toMatchObject({
      language: "hi",
      title: "बीमा कितना?",
      options: ["₹1 लाख", "₹5 लाख", "₹10 लाख"],
    });
    const answered = await call(ctx.app, "POST", cardUrl(course, 0, 0, "/updateCard"), {
      cookie: learner.cookie,
      body: { status: "completed", userAnswer: "₹5 लाख" },
      headers: hindi,
    });
    expect(answered.json()).toMatchObject({
      is_correct: true,
      awarded_finstars: 5,
      userAnswer: "₹5 लाख",
      correct_answer: "₹5 लाख",
    });
    // The same learner in English sees their answer in English: it was stored as the English option.
    const inEnglish = (
      await call(ctx.app, "POST", cardUrl(course, 0, 0), { cookie: learner.cookie, body: {} })
    ).json();
    expect(inEnglish).toMatchObject({ language: "en", userAnswer: "₹5 lakh", correct_answer: "₹5 lakh" });
    const again = await call(ctx.app, "POST", cardUrl(course, 0, 0, "/updateCard"), {
      cookie: learner.cookie,
      body: { status: "completed", userAnswer: "₹5 lakh" },
    });
    expect(again.json().awarded_finstars).toBe(0);
    // A card nobody translated is English, even for a Hindi reader.
    const plain = (
      await call(ctx.app, "POST", cardUrl(course, 0, 1), { cookie: learner.cookie, body: {}, headers: hindi })
    ).json();
    expect(plain).toMatchObject({ language: "en", title: "Plain card" });
    expect(plainId).toBeGreaterThan(0);
  });

  it("refuses a wrong number of options, fields an item does not have, and learners", async () => {
    const admin = await buildAdmin(ctx.app);
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{ contentType: "question" }] }] });
    const cardId = course.modules[0]!.cardIds[0]!;
    expect((await put(admin, `card/${cardId}/hi`, { options: ["एक"] })).json().message).toContain(
      "one translated option",
    );
    const article = await buildArticle(ctx.app, { title: "Only English" });
    expect((await put(admin, `article/${article.id}/hi`, { options: ["x"] })).statusCode).toBe(400);
    expect((await put(admin, `article/${article.id}/hi`, { title: "x\u0000" })).statusCode).toBe(400);
    expect((await put(admin, "article/999999/hi", { title: "कुछ" })).statusCode).toBe(404);
    expect((await put(admin, `article/${article.id}/fr`, { title: "Bonjour" })).statusCode).toBe(400);
    const ok = await put(admin, `article/${article.id}/hi`, {
      title: "सिर्फ़ अंग्रेज़ी नहीं",
      content: "अब हिन्दी में भी।",
    });
    // The list excerpt follows the translated text.
    expect(ok.json().fields).toEqual({
      title: "सिर्फ़ अंग्रेज़ी नहीं",
      content: "अब हिन्दी में भी।",
      content_text: "अब हिन्दी में भी।",
    });
    const read = (await call(ctx.app, "GET", `/api/articles/${article.id}`, { headers: hindi })).json();
    expect(read).toMatchObject({ language: "hi", title: "सिर्फ़ अंग्रेज़ी नहीं" });
    const learner = await buildUser(ctx.app);
    expect((await put(learner, `article/${article.id}/hi`, { title: "x" })).statusCode).toBe(403);
  });
});

describe("removing a translation", () => {
  it("puts the English back for learners, by DELETE or by saving nothing, and derives an article's excerpt", async () => {
    const admin = await buildAdmin(ctx.app);
    const article = await buildArticle(ctx.app, { title: "Save first" });
    const saved = await put(admin, `article/${article.id}/hi`, {
      title: "पहले बचत",
      content: "## क्यों\n\n**पहले** बचाएँ, फिर खर्च करें।",
    });
    expect(saved.json().fields.content_text).toBe("क्यों पहले बचाएँ, फिर खर्च करें।");
    const list = () =>
      call(ctx.app, "GET", `/api/articles/${article.id}`, { headers: hindi }).then((r) => r.json());
    expect(await list()).toMatchObject({ language: "hi", content_text: "क्यों पहले बचाएँ, फिर खर्च करें।" });

    const removed = await call(ctx.app, "DELETE", `/api/admin/translations/article/${article.id}/hi`, {
      cookie: admin.cookie,
    });
    expect(removed.json()).toMatchObject({ fields: {}, updated_at: null, english: { title: "Save first" } });
    expect(await list()).toMatchObject({ language: "en", title: "Save first" });

    await put(admin, `article/${article.id}/hi`, { title: "पहले बचत" });
    expect((await list()).language).toBe("hi");
    const emptied = await put(admin, `article/${article.id}/hi`, {});
    expect(emptied.json().updated_at).toBeNull();
    expect((await list()).language).toBe("en");
  });

  it("names the field at fault for a form to place the message", async () => {
    const admin = await buildAdmin(ctx.app);
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{ contentType: "question" }] }] });
    const cardId = course.modules[0]!.cardIds[0]!;
    expect((await put(admin, `card/${cardId}/hi`, { options: ["एक"] })).json().field).toBe("options");
    expect((await put(admin, `course/${course.id}/hi`, { content: "x" })).json().field).toBe("content");
  });
});

describe("a scheme product's Hindi description", () => {
  it("is read and written beside the English, shown to Hindi readers of the list, and removed", async () => {
    await seedSchemes(ctx.app.db, CONTENT_DIR);
    const admin = await buildAdmin(ctx.app);
    const list = (headers?: Record<string, string>) =>
      call(ctx.app, "GET", "/api/sbi/savings", { headers }).then((r) => r.json());
    const [product] = await list();
    const english: string = product.description;
    expect(english).toMatch(/\w/);
    const path = `/api/admin/translations/bank_product/${product.id}/hi`;

    // Seeded from content/hi/schemes: the form shows its description; the page's other texts stay out of it.
    const seeded = await call(ctx.app, "GET", path, { cookie: admin.cookie });
    expect(seeded.statusCode).toBe(200);
    expect(Object.keys(seeded.json().fields)).toEqual(["description"]);
    expect(seeded.json().english).toEqual({ description: english });
    const seededName = (await list(hindi)).find((p: { id: number }) => p.id === product.id).product_name;
    expect(seededName).toMatch(/[\u0900-\u097F]/);

    const hindiText = "एक साधारण बचत खाता: पैसा सुरक्षित रखें और जब चाहें निकालें।";
    const saved = await put(admin, `bank_product/${product.id}/hi`, { description: hindiText });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fields: { description: hindiText },
      english: { description: english },
    });
    const read = (await call(ctx.app, "GET", path, { cookie: admin.cookie })).json();
    expect(read.fields).toEqual({ description: hindiText });
    expect(read.updated_at).toEqual(expect.any(String));
    // Hindi readers of the list see it, with the page's seeded Hindi texts kept; English readers see English.
    const inHindi = (await list(hindi)).find((p: { id: number }) => p.id === product.id);
    expect(inHindi).toMatchObject({ description: hindiText, product_name: seededName });
    expect((await list()).find((p: { id: number }) => p.id === product.id).description).toBe(english);

    // A product translates its description only.
    const title = await put(admin, `bank_product/${product.id}/hi`, { title: "बचत खाता" });
    expect(title.statusCode).toBe(400);
    expect(title.json().field).toBe("title");

    // An unknown product is 404 for every call; learners and visitors may not use them.
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const res = await call(ctx.app, method, "/api/admin/translations/bank_product/999999/hi", {
        cookie: admin.cookie,
        ...(method === "PUT" ? { body: { description: "कुछ" } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    const learner = await buildUser(ctx.app);
    expect((await call(ctx.app, "GET", path, { cookie: learner.cookie })).statusCode).toBe(403);
    expect((await put(learner, `bank_product/${product.id}/hi`, { description: "x" })).statusCode).toBe(403);
    expect((await call(ctx.app, "GET", path)).statusCode).toBe(401);

    // Removing the translation shows the whole product in English again.
    const removed = await call(ctx.app, "DELETE", path, { cookie: admin.cookie });
    expect(removed.json()).toMatchObject({ fields: {}, updated_at: null, english: { description: english } });
    expect((await list(hindi)).find((p: { id: number }) => p.id === product.id)).toMatchObject({
      description: english,
      product_name: product.product_name,
    });
  });
});

describe("a learner's language", () => {
  it("is kept on the account and in the session", async () => {
    const learner = await buildUser(ctx.app);
    expect(
      (await call(ctx.app, "GET", "/api/auth/session", { cookie: learner.cookie })).json().user.language,
    ).toBeNull();
    const set = await call(ctx.app, "PUT", "/api/account/preferences", {
      cookie: learner.cookie,
      body: { language: "hi" },
    });
    expect(set.json().language).toBe("hi");
    expect(
      (await call(ctx.app, "GET", "/api/auth/session", { cookie: learner.cookie })).json().user.language,
    ).toBe("hi");
    expect(
      (
        await call(ctx.app, "PUT", "/api/account/preferences", {
          cookie: learner.cookie,
          body: { language: "fr" },
        })
      ).statusCode,
    ).toBe(400);
  });
});
