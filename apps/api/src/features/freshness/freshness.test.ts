import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildAdmin, buildArticle, buildCourse, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { articles, bankProducts, cards, contentReviews } from "../../platform/db/schema.js";
import { CONTENT_DIR } from "../../platform/db/seed.js";
import { seedSchemes } from "../../platform/db/seed-schemes.js";

let ctx: TestContext;
// 29 November 2026, late evening in India: already the 29th there, whatever the server's zone.
const clock = new TestClock("2026-11-29T23:30:00+05:30");
let admin: TestUser;
let learner: TestUser;
let taxCard: number;
let freshCard: number;
let oldCard: number;
let undatedCard: number;
let oldArticle: number;
let ppf: number;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  await seedSchemes(ctx.app.db, CONTENT_DIR);
  admin = await buildAdmin(ctx.app, { name: "Asha Admin" });
  learner = await buildUser(ctx.app);
  const course = await buildCourse(ctx.app, {
    title: "Tax and savings",
    modules: [
      { title: "Rules", cards: [{ title: "80C limit" }, { title: "PPF rate" }, { title: "Old fact" }, {}] },
    ],
  });
  [taxCard, freshCard, oldCard, undatedCard] = course.modules[0]!.cardIds as [number, number, number, number];
  const date = (id: number, asOf: string, freshness: "financial_year" | null = null) =>
    ctx.app.db.update(cards).set({ asOf, freshness }).where(eq(cards.id, id));
  await date(taxCard, "2026-03-20", "financial_year"); // FY 2025-26: stale since 1 April 2026
  await date(freshCard, "2026-04-02", "financial_year"); // FY 2026-27: current
  await date(oldCard, "2025-11-28"); // a year and a day
  oldArticle = (await buildArticle(ctx.app, { title: "An old article" })).id;
  await ctx.app.db.update(articles).set({ asOf: "2025-06-01" }).where(eq(articles.id, oldArticle));
  const [product] = await ctx.app.db
    .update(bankProducts)
    .set({ asOf: "2026-08-14" })
    .where(eq(bankProducts.listKey, "sbi/ppf"))
    .returning({ id: bankProducts.id });
  ppf = product!.id;
  // Every other product current, so the queue holds only what this test dated.
  await ctx.app.db.update(bankProducts).set({ asOf: "2026-11-01" }).where(eq(bankProducts.listKey, "sbi/fd"));
  await ctx.app.contentChanges.announce(ctx.app.db);
});
afterAll(() => ctx.close());

const queue = (user: TestUser) => call(ctx.app, "GET", "/api/admin/freshness", { cookie: user.cookie });
const stillTrue = (user: TestUser | undefined, kind: string, id: number | string) =>
  call(ctx.app, "POST", `/api/admin/freshness/${kind}/${id}/still-true`, { cookie: user?.cookie });
const mine = (items: { kind: string; id: number }[]) =>
  items.filter(
    (i) =>
      (i.kind === "card" && [taxCard, freshCard, oldCard, undatedCard].includes(i.id)) ||
      (i.kind === "article" && i.id === oldArticle) ||
      (i.kind === "scheme" && i.id === ppf),
  );

describe("the freshness queue", () => {
  it("lists stale cards, articles and schemes with why, oldest first", async () => {
    const res = await queue(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toBe("2026-11-29");
    expect(mine(body.items)).toEqual([
      {
        kind: "article",
        id: oldArticle,
        title: "An old article",
        context: null,
        as_of: "2025-06-01",
        reason: "checked over a year ago",
        edit_path: `/admin/articles/${oldArticle}/edit`,
      },
      expect.objectContaining({ kind: "card", id: oldCard, reason: "checked over a year ago" }),
      {
        kind: "card",
        id: taxCard,
        title: "80C limit",
        context: "Tax and savings › Rules",
        as_of: "2026-03-20",
        reason: "tax rule from FY 2025-26",
        edit_path: `/admin/cards/${taxCard}/edit`,
      },
      expect.objectContaining({
        kind: "scheme",
        id: ppf,
        as_of: "2026-08-14",
        reason: "scheme rate of Jul–Sep 2026 quarter",
        edit_path: `/admin/schemes/${ppf}`,
      }),
    ]);
    const days = body.items.map((i: { as_of: string }) => i.as_of);
    expect(days).toEqual([...days].sort());
  });

  it("is for admins only: visitors 401, learners 403, and a learner can't re-date", async () => {
    expect((await call(ctx.app, "GET", "/api/admin/freshness")).statusCode).toBe(401);
    expect((await queue(learner)).statusCode).toBe(403);
    expect((await stillTrue(learner, "card", taxCard)).statusCode).toBe(403);
    expect((await stillTrue(undefined, "card", taxCard)).statusCode).toBe(401);
    const [row] = await ctx.app.db.select().from(cards).where(eq(cards.id, taxCard));
    expect(row?.asOf).toBe("2026-03-20");
    expect(await ctx.app.db.select().from(contentReviews)).toEqual([]);
  });

  it("refuses a bad kind or id (400) and an unknown, deleted or undated item (404)", async () => {
    expect((await stillTrue(admin, "course", taxCard)).statusCode).toBe(400);
    expect((await stillTrue(admin, "card", "abc")).statusCode).toBe(400);
    expect((await stillTrue(admin, "card", 0)).statusCode).toBe(400);
    expect((await stillTrue(admin, "card", 99_999_999)).statusCode).toBe(404);
    expect((await stillTrue(admin, "scheme", 99_999_999)).statusCode).toBe(404);
    expect((await stillTrue(admin, "card", undatedCard)).statusCode).toBe(404);
    await ctx.app.db.update(cards).set({ deletedAt: new Date() }).where(eq(cards.id, undatedCard));
    expect((await stillTrue(admin, "card", undatedCard)).statusCode).toBe(404);
    expect(await ctx.app.db.select().from(contentReviews)).toEqual([]);
  });

  it("'Still true' re-dates to today's India day, records who and when, and the item leaves the queue", async () => {
    const res = await stillTrue(admin, "card", taxCard);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: "card",
      id: taxCard,
      title: "80C limit",
      reviewer_name: "Asha Admin",
      reviewed_at: expect.any(String),
      previous_as_of: "2026-03-20",
      as_of: "2026-11-29",
    });
    const [row] = await ctx.app.db.select().from(cards).where(eq(cards.id, taxCard));
    expect(row).toMatchObject({ asOf: "2026-11-29", freshness: "financial_year" });
    const [review] = await ctx.app.db.select().from(contentReviews);
    expect(review).toMatchObject({
      itemKind: "card",
      itemId: taxCard,
      reviewerId: admin.id,
      previousAsOf: "2026-03-20",
      asOf: "2026-11-29",
    });
    expect(review!.reviewedAt.getTime()).toBe(clock.now().getTime());

    expect((await stillTrue(admin, "scheme", ppf)).statusCode).toBe(200);
    expect((await stillTrue(admin, "article", oldArticle)).statusCode).toBe(200);
    const body = (await queue(admin)).json();
    expect(mine(body.items).map((i) => [i.kind, i.id])).toEqual([["card", oldCard]]);
    expect(
      body.checked.map((c: { kind: string; reviewer_name: string }) => [c.kind, c.reviewer_name]),
    ).toEqual([
      ["article", "Asha Admin"],
      ["scheme", "Asha Admin"],
      ["card", "Asha Admin"],
    ]);
    // The learners' scheme pages say the new day.
    const [list] = (await call(ctx.app, "GET", "/api/sbi/ppf")).json();
    expect(list.as_of).toBe("2026-11-29");
  });
});
