import { handleMessages } from "@arthshala/contracts/handles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awardFinScore, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { ensureHandle } from "../../platform/auth/handles.js";
import { users } from "../../platform/db/schema.js";
import { handleMessagesHi } from "../../platform/i18n/messages-hi.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000, LEADERBOARD_CACHE_SECONDS: 0 });
});
afterAll(async () => {
  await ctx.close();
});

const account = async (user: TestUser) =>
  (await call(ctx.app, "GET", "/api/account", { cookie: user.cookie })).json();
const patch = (user: TestUser | null, body: unknown, headers: Record<string, string> = {}) =>
  call(ctx.app, "PATCH", "/api/account", { cookie: user?.cookie, body, headers });
const clearHandle = (user: TestUser) =>
  ctx.app.db.update(users).set({ handle: null }).where(eq(users.id, user.id));

describe("leaderboard handles", () => {
  it("are made at sign-up from the name's ASCII letters and digits, unique for two of the same name", async () => {
    const a = await buildUser(ctx.app, { name: "Asha Joshi" });
    const b = await buildUser(ctx.app, { name: "Asha Jain" });
    const hindi = await buildUser(ctx.app, { name: "आशा जोशी" });
    const [ha, hb] = [(await account(a)).handle, (await account(b)).handle];
    expect(ha).toMatch(/^asha-j-\d{4}$/);
    expect(hb).toMatch(/^asha-j-\d{4}$/);
    expect(ha).not.toBe(hb);
    expect((await account(hindi)).handle).toMatch(/^learner-\d{4}$/);
    expect(ha).not.toContain(a.email.split("@")[0]);
  });

  it("are made the first time they are needed for an older account, once, even when asked at once", async () => {
    const old = await buildUser(ctx.app, { name: "Kabir Rao" });
    await clearHandle(old);
    const answers = await Promise.all([account(old), account(old), account(old), account(old)]);
    const handles = new Set(answers.map((a) => a.handle));
    expect(handles.size).toBe(1);
    expect([...handles][0]).toMatch(/^kabir-r-\d{4}$/);
    const [row] = await ctx.app.db.select({ handle: users.handle }).from(users).where(eq(users.id, old.id));
    expect(row?.handle).toBe([...handles][0]);
  });

  it("step past a handle someone holds (the unique index decides), with longer digits after clashes", async () => {
    const holder = await buildUser(ctx.app, { name: "Asha Joshi" });
    await ctx.app.db.update(users).set({ handle: "asha-j-5500" }).where(eq(users.id, holder.id));
    const late = await buildUser(ctx.app, { name: "Asha Joshi" });
    await clearHandle(late);
    expect(await ensureHandle(ctx.app.db, late.id, () => 0.5)).toBe("asha-j-550000");
  });

  it("are made for learners on the board who have none, and the board shows them, never an email", async () => {
    const ranked = await buildUser(ctx.app, { name: "Zoya Board" });
    await awardFinScore(ctx.app, ranked.id, 990, "handle-board-zoya");
    await clearHandle(ranked);
    const viewer = await buildUser(ctx.app, { name: "Viewer One" });
    const board = (await call(ctx.app, "GET", "/api/home/leaderboard", { cookie: viewer.cookie })).json();
    const zoya = board.entries.find((e: { name: string }) => e.name === "Zoya B.");
    expect(zoya).toMatchObject({
      handle: expect.stringMatching(/^zoya-b-\d{4}$/),
      picture: null,
      you: false,
    });
    expect(board.you.handle).toBe((await account(viewer)).handle);
    expect(JSON.stringify(board)).not.toContain(ranked.email);
  });
});

describe("PATCH /api/account { handle }", () => {
  it("lets the learner choose a handle, stored trimmed and in lowercase, and keep it", async () => {
    const me = await buildUser(ctx.app, { name: "Meera Kulkarni" });
    const res = await patch(me, { handle: "  Meera_K " });
    expect(res.statusCode).toBe(200);
    expect(res.json().handle).toBe("meera_k");
    expect((await account(me)).handle).toBe("meera_k");
    expect((await patch(me, { handle: "meera_k" })).statusCode).toBe(200);
  });

  it("refuses bad handles with a clear 400 on the handle field", async () => {
    const me = await buildUser(ctx.app, { email: "riya.sen@example.in", name: "Riya Sen" });
    const cases: Array<[unknown, string]> = [
      ["ab", handleMessages.length],
      ["a".repeat(21), handleMessages.length],
      ["riya sen", handleMessages.characters],
      ["4riya", handleMessages.start],
      ["-riya", handleMessages.start],
      ["riya@example.in", handleMessages.email],
      ["riya.sen", handleMessages.email],
      ["admin", handleMessages.reserved],
      ["arthshala-help", handleMessages.reserved],
      ["support_2", handleMessages.reserved],
    ];
    for (const [handle, message] of cases) {
      const res = await patch(me, { handle });
      expect(res.statusCode, String(handle)).toBe(400);
      expect(res.json()).toMatchObject({ field: "handle", message: `handle: ${message}` });
    }
    for (const body of [{ handle: "ri\u0000ya" }, { handle: "r".repeat(10_000) }, { handle: 42 }, {}]) {
      expect((await patch(me, body)).statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const before = (await account(me)).handle;
    expect(before).toMatch(/^riya-s-\d{4}$/);
  });

  it("answers 409 for a handle another learner holds, whatever its case, in English and in Hindi", async () => {
    const a = await buildUser(ctx.app, { name: "Asha Joshi" });
    const b = await buildUser(ctx.app, { name: "Asha Jain" });
    expect((await patch(a, { handle: "asha_the_saver" })).statusCode).toBe(200);
    const taken = await patch(b, { handle: "Asha_The_Saver" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: "handle", message: handleMessages.taken });
    const hindi = await patch(b, { handle: "asha_the_saver" }, { "accept-language": "hi-IN" });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe(handleMessagesHi.taken);
    const bad = await patch(b, { handle: "admin" }, { "accept-language": "hi-IN" });
    expect(bad.json().message).toBe(`handle: ${handleMessagesHi.reserved}`);
  });

  it("changes only the asker's own handle: another learner's stays, and is not theirs to read here", async () => {
    const a = await buildUser(ctx.app, { name: "Owner Learner" });
    const b = await buildUser(ctx.app, { name: "Other Learner" });
    const mine = (await account(a)).handle;
    // A body naming the other learner changes nothing of theirs: identity is the session's.
    const res = await patch(b, { handle: "other_one", email: a.email, user_id: a.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: b.email, handle: "other_one" });
    expect((await account(a)).handle).toBe(mine);
    expect(JSON.stringify(await account(b))).not.toContain(mine);
    expect((await patch(null, { handle: "nobody_here" })).statusCode).toBe(401);
  });
});
