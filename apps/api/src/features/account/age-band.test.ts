/**
 * The learner's age band on GET/PATCH /api/account (issue 39): their own only, one of four. Since issue 40
 * it can't be taken back to none (it decides whether a guardian must agree), and under 18 names the
 * guardian (features/guardian/guardian.test.ts has the rest).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const account = async (u: TestUser) =>
  (await call(ctx.app, "GET", "/api/account", { cookie: u.cookie })).json();
const patch = (u: TestUser | null, body: unknown) =>
  call(ctx.app, "PATCH", "/api/account", { cookie: u?.cookie, body });

describe("the age band", () => {
  it("is not given at first (an older account), is saved and changed, but not taken back", async () => {
    const learner = await buildUser(ctx.app);
    expect((await account(learner)).age_band).toBeNull();
    const saved = await patch(learner, { age_band: "18-25" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().age_band).toBe("18-25");
    expect((await account(learner)).age_band).toBe("18-25");
    expect((await patch(learner, { age_band: "60-plus" })).json().age_band).toBe("60-plus");
    expect((await patch(learner, { age_band: null })).statusCode).toBe(400);
    expect((await account(learner)).age_band).toBe("60-plus");
  });

  it("changes only the caller's own account, and needs a sign-in", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await patch(a, { age_band: "26-59" });
    // B's change, even naming A in the body, touches B alone.
    const named = await patch(b, { age_band: "60-plus", email: a.email, user_id: a.id });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ email: b.email, age_band: "60-plus" });
    expect((await account(a)).age_band).toBe("26-59");
    expect((await patch(null, { age_band: "18-25" })).statusCode).toBe(401);
  });

  it("refuses anything but one of the four bands, with a clear message", async () => {
    const learner = await buildUser(ctx.app);
    for (const body of [{ age_band: "19" }, { age_band: 19 }, { age_band: "18-25 " }, {}]) {
      const answer = await patch(learner, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    const answer = await patch(learner, { age_band: "old" });
    expect(answer.json().message).toMatch(/Choose an age band/);
    expect((await account(learner)).age_band).toBeNull();
  });
});
