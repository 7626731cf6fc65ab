import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildAdmin, buildCourse, buildUser, cardUrl, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { multipartBody } from "../../../test/multipart.js";
import { notifications } from "../../platform/db/schema.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-20T10:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const hindi = { "accept-language": "hi" };
type Item = { kind: string; content: string };
const read = async (user: TestUser, headers?: Record<string, string>) =>
  (
    await call(ctx.app, "POST", "/api/home/notifications", { cookie: user.cookie, body: {}, headers })
  ).json() as Item[];
const said = (items: Item[], kind: string) => items.filter((n) => n.kind === kind).map((n) => n.content);
const translate = async (admin: TestUser, path: string, title: string) =>
  expect(
    (
      await call(ctx.app, "PUT", `/api/admin/translations/${path}/hi`, {
        cookie: admin.cookie,
        body: { title },
      })
    ).statusCode,
  ).toBe(200);

/** An admin publishes through the API, as the admin pages do: each announces itself to every learner. */
async function publishArticle(admin: TestUser, title: string): Promise<number> {
  const form = multipartBody({ title, content: "Plain words about money.", status: "published" });
  const res = await call(ctx.app, "POST", "/api/articles/add", { cookie: admin.cookie, ...form });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}
async function publishCourse(admin: TestUser, title: string): Promise<number> {
  const course = multipartBody({ title, description: "Words.", modules_count: 1, duration: 10 });
  const id = (await call(ctx.app, "POST", "/api/courses/add", { cookie: admin.cookie, ...course })).json().id;
  const mod = await call(ctx.app, "POST", `/api/modules/add/${id}`, {
    cookie: admin.cookie,
    body: { title: "Start", description: "", order_index: 0 },
  });
  const card = multipartBody({ title: "One", content_type: "text", content_text: "Words.", order_index: 0 });
  const res = await call(ctx.app, "POST", `/api/cards/add/${mod.json().id}`, {
    cookie: admin.cookie,
    ...card,
  });
  expect(res.statusCode).toBe(201);
  return id;
}

describe("names inside notifications (issue 29)", () => {
  it("names courses, modules and articles by their Hindi titles for a Hindi reader, English where none", async () => {
    const admin = await buildAdmin(ctx.app);
    const learner = await buildUser(ctx.app);
    const course = await buildCourse(ctx.app, {
      title: "Money basics",
      modules: [{ title: "Needs vs wants", cards: [{}] }],
    });
    await translate(admin, `course/${course.id}`, "पैसों की बुनियादी बातें");
    await translate(admin, `module/${course.modules[0]!.id}`, "ज़रूरत बनाम चाहत");
    // Completed in Hindi: the row still keeps the English names (an English reader sees English).
    await call(ctx.app, "POST", cardUrl(course, 0, 0, "/updateCard"), {
      cookie: learner.cookie,
      body: { status: "completed", userAnswer: null },
      headers: hindi,
    });
    const article = await publishArticle(admin, "Your first SIP");
    await translate(admin, `article/${article}`, "आपकी पहली SIP");
    const translated = await publishCourse(admin, "Taxes made easy");
    await translate(admin, `course/${translated}`, "टैक्स आसान भाषा में");
    await publishCourse(admin, "Only in English"); // no Hindi: its English name

    const inHindi = await read(learner, hindi);
    expect(said(inHindi, "moduleCompleted")).toEqual([
      '✅ आपने पैसों की बुनियादी बातें का मॉड्यूल "ज़रूरत बनाम चाहत" पूरा कर लिया।',
    ]);
    expect(said(inHindi, "courseCompleted")).toEqual([
      '🎓 आपने "पैसों की बुनियादी बातें" कोर्स पूरा कर लिया। बहुत बढ़िया!',
    ]);
    expect(said(inHindi, "articlePublished")).toEqual(['📰 नया लेख: "आपकी पहली SIP"।']);
    expect(said(inHindi, "coursePublished")).toEqual([
      '📚 नया कोर्स: "Only in English"। एक नज़र डालें!',
      '📚 नया कोर्स: "टैक्स आसान भाषा में"। एक नज़र डालें!',
    ]);

    const inEnglish = await read(learner);
    expect(said(inEnglish, "moduleCompleted")).toEqual([
      '✅ You finished the module "Needs vs wants" in Money basics.',
    ]);
    expect(said(inEnglish, "articlePublished")).toEqual(['📰 New article: "Your first SIP".']);
    expect(said(inEnglish, "coursePublished")).toEqual([
      '📚 New course: "Only in English". Take a look!',
      '📚 New course: "Taxes made easy". Take a look!',
    ]);

    // A row from before rows kept ids: its stored names, in a Hindi sentence.
    await ctx.app.db
      .update(notifications)
      .set({ params: sql`${notifications.params} - 'courseId' - 'moduleId'` })
      .where(eq(notifications.userId, learner.id));
    expect(said(await read(learner, hindi), "moduleCompleted")).toEqual([
      '✅ आपने Money basics का मॉड्यूल "Needs vs wants" पूरा कर लिया।',
    ]);
  });

  it("names a built-in budget category in Hindi, a learner's own as written, and the month in Hindi", async () => {
    clock.set("2026-11-03T11:00:00+05:30");
    const learner = await buildUser(ctx.app);
    const tracker = (path: string, body: unknown) =>
      call(ctx.app, "POST", `/api/fin-tools/expensetracker${path}`, { cookie: learner.cookie, body });
    await tracker("/categories/add", { name: "Chai" });
    const budget = (category: string, limit: number) => ({ category, limit, month: "November", year: 2026 });
    await tracker("/budgets", { budgets: [budget("Monthly", 250)] });
    expect(
      (await tracker("/budgets", { budgets: [budget("Food", 100), budget("Chai", 100)] })).statusCode,
    ).toBe(200);
    for (const category of ["Food", "Chai"]) {
      const spend = { title: "Too much", category, type: "expense", amount: 150, date: "2026-11-02" };
      expect((await tracker("/transaction", { transaction: spend })).statusCode).toBe(200);
    }
    expect(said(await read(learner, hindi), "budgetExceeded").sort()).toEqual([
      '⚠️ नवंबर 2026 में "Chai" पर आपका खर्च बजट से ज़्यादा हो गया है।',
      '⚠️ नवंबर 2026 में "खाना" पर आपका खर्च बजट से ज़्यादा हो गया है।',
      "⚠️ नवंबर 2026 में आपका खर्च महीने के बजट से ज़्यादा हो गया है।",
    ]);
    expect(said(await read(learner), "budgetExceeded").sort()).toEqual([
      "⚠️ You've spent more than your Chai budget for November 2026.",
      "⚠️ You've spent more than your Food budget for November 2026.",
      "⚠️ You've spent more than your monthly budget for November 2026.",
    ]);
  });
});
