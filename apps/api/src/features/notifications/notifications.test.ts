import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildAdmin, buildCourse, buildUser, completeCard, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { multipartBody } from "../../../test/multipart.js";
import { broadcastNotifications, notifications } from "../../platform/db/schema.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-20T10:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const list = (user: TestUser, body: unknown = {}) =>
  call(ctx.app, "POST", "/api/home/notifications", { cookie: user.cookie, body });
const unseen = async (user: TestUser) =>
  (
    await call(ctx.app, "POST", "/api/home/hasunseen", { cookie: user.cookie, body: { email: user.email } })
  ).json();
const markSeen = (user: TestUser, body: unknown = {}) =>
  call(ctx.app, "POST", "/api/home/updatenotifications", { cookie: user.cookie, body });

/** An admin posts an article through the API, as the admin pages do. */
async function publishArticle(admin: TestUser, title: string, status = "published") {
  const form = multipartBody({ title, content: "Plain words about money.", status });
  const res = await call(ctx.app, "POST", "/api/articles/add", {
    cookie: admin.cookie,
    body: form.body,
    headers: form.headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; slug: string };
}

describe("a learner's own notifications", () => {
  it("says once when a module and a course are finished, newest first, then marks them seen", async () => {
    const course = await buildCourse(ctx.app, {
      title: "Tiny course",
      modules: [{ title: "Only module", cards: [{}] }],
    });
    const learner = await buildUser(ctx.app);
    expect(await unseen(learner)).toBe(false);
    clock.set("2026-11-20T11:00:00+05:30");
    await completeCard(ctx.app, learner, course, 0, 0);
    await completeCard(ctx.app, learner, course, 0, 0); // a repeat notifies nothing

    const items = (await list(learner, { email: learner.email })).json();
    const own = items.filter((n: { id: string }) => n.id.startsWith("p"));
    expect(own.map((n: { kind: string }) => n.kind).sort()).toEqual(["courseCompleted", "moduleCompleted"]);
    expect(own.find((n: { kind: string }) => n.kind === "moduleCompleted")).toMatchObject({
      content: '✅ You finished the module "Only module" in Tiny course.',
      link: `/courses/course/${course.id}`,
      seen: false,
      created_at: "2026-11-20T05:30:00.000Z",
    });
    expect(await unseen(learner)).toBe(true);
    expect((await markSeen(learner)).json()).toEqual({ ok: true });
    expect(await unseen(learner)).toBe(false);
    expect((await list(learner)).json().every((n: { seen: boolean }) => n.seen)).toBe(true);
  });

  it("says each notification in the reader's language when read; a row without its facts stays as stored", async () => {
    const course = await buildCourse(ctx.app, {
      title: "Hindi reader's course",
      modules: [{ title: "First steps", cards: [{}] }],
    });
    const learner = await buildUser(ctx.app);
    await completeCard(ctx.app, learner, course, 0, 0);
    const hindi = { "accept-language": "hi" };
    const read = async (headers?: Record<string, string>) =>
      (
        await call(ctx.app, "POST", "/api/home/notifications", { cookie: learner.cookie, body: {}, headers })
      ).json() as { kind: string; content: string }[];
    const inHindi = await read(hindi);
    expect(inHindi.find((n) => n.kind === "moduleCompleted")?.content).toBe(
      '✅ आपने Hindi reader\'s course का मॉड्यूल "First steps" पूरा कर लिया।',
    );
    expect(inHindi.find((n) => n.kind === "courseCompleted")?.content).toBe(
      '🎓 आपने "Hindi reader\'s course" कोर्स पूरा कर लिया। बहुत बढ़िया!',
    );
    // The same rows in English, as stored.
    expect((await read()).find((n) => n.kind === "courseCompleted")?.content).toBe(
      '🎓 You completed the course "Hindi reader\'s course". Well done!',
    );
    // A row from before notifications kept their facts keeps working: its stored English.
    await ctx.app.db.update(notifications).set({ params: null }).where(eq(notifications.userId, learner.id));
    expect((await read(hindi)).find((n) => n.kind === "courseCompleted")?.content).toBe(
      '🎓 You completed the course "Hindi reader\'s course". Well done!',
    );
  });

  it("keeps one learner's notifications and seen state away from another", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}] }] });
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await completeCard(ctx.app, a, course, 0, 0);
    await markSeen(b);
    expect(await unseen(a)).toBe(true);
    const seenByB = (await list(b)).json().filter((n: { id: string }) => n.id.startsWith("p"));
    expect(seenByB).toEqual([]);
    expect((await list(b, { email: a.email })).statusCode).toBe(403);
    expect((await markSeen(b, { email: a.email })).statusCode).toBe(403);
    expect(await unseen(a)).toBe(true);
  });

  it("marks seen only what was shown: one that arrives after the list loaded stays unseen", async () => {
    const course = await buildCourse(ctx.app, {
      modules: [
        { title: "First", cards: [{}] },
        { title: "Second", cards: [{}] },
      ],
    });
    const learner = await buildUser(ctx.app);
    clock.set("2026-11-20T12:00:00+05:30");
    await completeCard(ctx.app, learner, course, 0, 0);
    const shown = (await list(learner)).json();
    clock.set("2026-11-20T12:05:00+05:30");
    await completeCard(ctx.app, learner, course, 1, 0);
    await markSeen(learner, { until: shown[0].created_at });
    const after = (await list(learner)).json().filter((n: { id: string }) => n.id.startsWith("p"));
    expect(
      after
        .filter((n: { seen: boolean }) => !n.seen)
        .map((n: { kind: string }) => n.kind)
        .sort(),
    ).toEqual(["courseCompleted", "moduleCompleted"]);
    expect(await unseen(learner)).toBe(true);
  });

  it("refuses bad input and visitors", async () => {
    const learner = await buildUser(ctx.app);
    expect((await list(learner, { limit: 0 })).statusCode).toBe(400);
    expect((await list(learner, { offset: -5 })).statusCode).toBe(400);
    expect((await markSeen(learner, { until: "yesterday" })).statusCode).toBe(400);
    expect((await markSeen(learner, { until: "2026-11-20T12:00:00\u0000Z" })).statusCode).toBe(400);
    for (const path of ["hasunseen", "notifications", "updatenotifications"]) {
      expect((await call(ctx.app, "POST", `/api/home/${path}`, { body: {} })).statusCode).toBe(401);
    }
  });
});

describe("news for everyone", () => {
  it("announces a published article with one row, to learners who joined before it, each with their own seen state", async () => {
    const admin = await buildAdmin(ctx.app);
    clock.set("2026-11-21T09:00:00+05:30");
    const before1 = await buildUser(ctx.app);
    const before2 = await buildUser(ctx.app);
    await markSeen(before1);
    await markSeen(before2);
    const rowsBefore = (await ctx.app.db.select().from(broadcastNotifications)).length;

    const draft = await publishArticle(admin, "Budget like a pro", "draft");
    expect((await ctx.app.db.select().from(broadcastNotifications)).length).toBe(rowsBefore);
    const article = await publishArticle(admin, "Your first SIP");
    expect((await ctx.app.db.select().from(broadcastNotifications)).length).toBe(rowsBefore + 1);
    expect(await unseen(before1)).toBe(true);
    expect(await unseen(before2)).toBe(true);
    const news = (await list(before1)).json().find((n: { kind: string }) => n.kind === "articlePublished");
    expect(news).toMatchObject({
      content: '📰 New article: "Your first SIP".',
      link: `/articles/${article.slug}`,
    });
    expect(draft.id).not.toBe(article.id);

    await markSeen(before1);
    expect(await unseen(before1)).toBe(false);
    expect(await unseen(before2)).toBe(true); // per-learner seen state
    // No personal rows were written for either learner.
    const personal = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, before2.id));
    expect(personal).toEqual([]);

    // A learner who joins afterwards does not get old news.
    clock.set("2026-11-21T10:00:00+05:30");
    const later = await buildUser(ctx.app);
    expect((await list(later)).json().some((n: { kind: string }) => n.kind === "articlePublished")).toBe(
      false,
    );
  });

  it("announces a course once, when it gets its first card", async () => {
    const admin = await buildAdmin(ctx.app);
    clock.set("2026-11-22T09:00:00+05:30");
    const learner = await buildUser(ctx.app);
    await markSeen(learner);
    const course = multipartBody({
      title: "Taxes made easy",
      description: "Your first ITR.",
      modules_count: 1,
      duration: 10,
    });
    const created = await call(ctx.app, "POST", "/api/courses/add", {
      cookie: admin.cookie,
      body: course.body,
      headers: course.headers,
    });
    const courseId = created.json().id as number;
    const mod = await call(ctx.app, "POST", `/api/modules/add/${courseId}`, {
      cookie: admin.cookie,
      body: { title: "Start", description: "", order_index: 0 },
    });
    expect(await unseen(learner)).toBe(false); // nothing to learn yet
    for (const title of ["One", "Two"]) {
      const card = multipartBody({
        title,
        content_type: "text",
        content_text: "Words.",
        allotted_finstars: 5,
        order_index: 0,
      });
      const res = await call(ctx.app, "POST", `/api/cards/add/${mod.json().id}`, {
        cookie: admin.cookie,
        body: card.body,
        headers: card.headers,
      });
      expect(res.statusCode).toBe(201);
    }
    const news = (await list(learner)).json().filter((n: { kind: string }) => n.kind === "coursePublished");
    expect(news).toEqual([
      expect.objectContaining({
        content: '📚 New course: "Taxes made easy". Take a look!',
        link: `/courses/course/${courseId}`,
      }),
    ]);
  });
});
