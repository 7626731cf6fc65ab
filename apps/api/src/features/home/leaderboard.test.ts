import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { awardFinScore, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

let ctx: TestContext;
// A Wednesday; the India week began on Monday 16 November at 00:00 IST (Sunday 18:30 UTC).
const clock = new TestClock("2026-11-18T12:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const board = (user: TestUser, kind = "all") =>
  call(ctx.app, "GET", `/api/home/leaderboard?board=${kind}`, { cookie: user.cookie });
const rankOnHome = async (user: TestUser) =>
  (await call(ctx.app, "POST", "/api/home/getdata", { cookie: user.cookie, body: {} })).json().userData.rank;

/** A learner with a FinScore, awarded (by default) before this week started. */
async function scored(name: string, points: number, at = new Date("2026-11-10T10:00:00+05:30")) {
  const user = await buildUser(ctx.app, { name });
  if (points) await awardFinScore(ctx.app, user.id, points, `${name}-${points}`, at);
  return user;
}

describe("the leaderboard", () => {
  let top: TestUser;
  let tiedA: TestUser;
  let tiedB: TestUser;
  let third: TestUser;

  beforeAll(async () => {
    top = await scored("Zara Khan", 900);
    tiedA = await scored("Priya Sharma", 800);
    tiedB = await scored("Arjun Mehta", 800);
    third = await scored("Meera Iyer", 700);
  });

  it("ranks by FinScore with ties sharing a rank, shows display names, and marks the asker", async () => {
    const res = await board(tiedB);
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.board).toBe("all");
    expect(data.since).toBeNull();
    expect(data.entries.slice(0, 4)).toEqual([
      {
        rank: 1,
        name: "Zara K.",
        handle: expect.stringMatching(/^zara-k-\d{4}$/),
        picture: null,
        score: 900,
        you: false,
      },
      {
        rank: 2,
        name: "Priya S.",
        handle: expect.stringMatching(/^priya-s-\d{4}$/),
        picture: null,
        score: 800,
        you: false,
      },
      {
        rank: 2,
        name: "Arjun M.",
        handle: expect.stringMatching(/^arjun-m-\d{4}$/),
        picture: null,
        score: 800,
        you: true,
      },
      {
        rank: 4,
        name: "Meera I.",
        handle: expect.stringMatching(/^meera-i-\d{4}$/),
        picture: null,
        score: 700,
        you: false,
      },
    ]);
    expect(data.you).toEqual({
      rank: 2,
      name: "Arjun M.",
      handle: data.entries[2].handle,
      picture: null,
      score: 800,
      hidden: false,
      in_list: true,
    });
    expect(await rankOnHome(tiedA)).toBe(2);
    expect(await rankOnHome(third)).toBe(4);
  });

  it("never sends an email, an account id or an identity-provider subject", async () => {
    const body = (await board(top)).body;
    for (const u of [top, tiedA, tiedB, third]) {
      expect(body).not.toContain(u.email);
      expect(body).not.toContain(u.id);
    }
    expect(body).not.toMatch(/@|user_sub|"sub"|"email"/);
  });

  it("shows a learner outside the top 50 below the list with their rank", async () => {
    for (let i = 0; i < 50; i++) await scored(`Runner ${i}`, 600 + i);
    const low = await scored("Kabir Rao", 100);
    const data = (await board(low)).json();
    expect(data.entries).toHaveLength(50);
    expect(data.entries.some((e: { you: boolean }) => e.you)).toBe(false);
    expect(data.you).toMatchObject({ name: "Kabir R.", score: 100, in_list: false });
    expect(data.you.rank).toBe(55); // 4 + 50 learners above
    expect(await rankOnHome(low)).toBe(55);
  });

  it("lets a learner hide: others stop seeing them, they still see their own rank", async () => {
    const hide = await call(ctx.app, "POST", "/api/home/leaderboard/visibility", {
      cookie: top.cookie,
      body: { hidden: true },
    });
    expect(hide.json()).toEqual({ hidden: true });
    const seenByOthers = (await board(tiedA)).json();
    expect(seenByOthers.entries.map((e: { name: string }) => e.name)).not.toContain("Zara K.");
    expect(seenByOthers.you.rank).toBe(1); // the tie at 800 now leads
    const own = (await board(top)).json();
    expect(own.you).toMatchObject({ hidden: true, rank: 1, score: 900, in_list: false });
    expect(
      (await call(ctx.app, "POST", "/api/home/getdata", { cookie: top.cookie, body: {} })).json().userData,
    ).toMatchObject({ leaderboard_hidden: true, rank: 1 });
    await call(ctx.app, "POST", "/api/home/leaderboard/visibility", {
      cookie: top.cookie,
      body: { hidden: false },
    });
    expect((await board(tiedA)).json().entries[0].name).toBe("Zara K.");
  });

  it("ranks this week's gains from Monday 00:00 India time", async () => {
    const early = await scored("Sunday Night", 0);
    await awardFinScore(ctx.app, early.id, 500, "sunday", new Date("2026-11-15T23:59:00+05:30"));
    const fresh = await scored("Ira Newcomer", 0);
    await awardFinScore(ctx.app, fresh.id, 40, "monday", new Date("2026-11-16T00:01:00+05:30"));
    await awardFinScore(ctx.app, fresh.id, 5, "wednesday", new Date("2026-11-18T09:00:00+05:30"));
    const week = (await board(fresh, "week")).json();
    expect(week.since).toBe("2026-11-16");
    expect(week.entries[0]).toEqual({
      rank: 1,
      name: "Ira N.",
      handle: expect.stringMatching(/^ira-n-\d{4}$/),
      picture: null,
      score: 45,
      you: true,
    });
    expect(week.entries.map((e: { name: string }) => e.name)).not.toContain("Sunday N.");
    // Last week's champion starts this week at 0, below the list.
    expect((await board(early, "week")).json().you).toMatchObject({ rank: null, score: 0, in_list: false });
  });

  it("leaves a learner with no points unranked, never '#1' of the learners without any", async () => {
    const newcomer = await scored("Nia Newcomer", 0);
    expect(await rankOnHome(newcomer)).toBeNull();
    const all = (await board(newcomer)).json();
    expect(all.you).toEqual({
      rank: null,
      name: "Nia N.",
      handle: expect.stringMatching(/^nia-n-\d{4}$/),
      picture: null,
      score: 0,
      hidden: false,
      in_list: false,
    });
    expect(all.entries.some((e: { you: boolean }) => e.you)).toBe(false);
    expect((await board(newcomer, "week")).json().you).toMatchObject({ rank: null, score: 0 });
    // Their first points put them on the board, ranked among the learners with points: below all four.
    await awardFinScore(ctx.app, newcomer.id, 5, "nia-first", new Date("2026-11-10T10:00:00+05:30"));
    const rank = await rankOnHome(newcomer);
    expect(rank).toBeGreaterThan(4);
    expect((await board(newcomer)).json().you).toMatchObject({ rank, score: 5 });
  });

  it("is for signed-in learners, and refuses an unknown board", async () => {
    expect((await call(ctx.app, "GET", "/api/home/leaderboard")).statusCode).toBe(401);
    expect((await board(top, "everyone")).statusCode).toBe(400);
    const bad = await call(ctx.app, "POST", "/api/home/leaderboard/visibility", {
      cookie: top.cookie,
      body: { hidden: "yes" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("with the leaderboard cached for a minute", () => {
  it("shows the asker's own change at once, and other learners' within the cache time", async () => {
    const cached = await createTestApp(
      { LEADERBOARD_CACHE_SECONDS: 60, AUTH_RATE_LIMIT: 1000 },
      { clock, database: ctx.database },
    );
    try {
      const a = await buildUser(cached.app, { name: "Cache Alpha" });
      const b = await buildUser(cached.app, { name: "Cache Beta" });
      await awardFinScore(cached.app, a.id, 990, "cache-a");
      const before = (await call(cached.app, "GET", "/api/home/leaderboard", { cookie: b.cookie })).json();
      await awardFinScore(cached.app, b.id, 995, "cache-b");
      const after = (await call(cached.app, "GET", "/api/home/leaderboard", { cookie: b.cookie })).json();
      expect(after.entries[0]).toMatchObject({ name: "Cache B.", score: 995, you: true, rank: 1 });
      const seenByA = (await call(cached.app, "GET", "/api/home/leaderboard", { cookie: a.cookie })).json();
      // A's view still comes from the cached list: B's new score arrives when it expires.
      expect(seenByA.entries.map((e: { name: string }) => e.name)).not.toContain("Cache B.");
      expect(before.entries.length).toBe(seenByA.entries.length);
    } finally {
      await cached.app.close();
    }
  });
});
