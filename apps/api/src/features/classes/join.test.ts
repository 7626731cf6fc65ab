import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  buildAssignment,
  buildClass,
  buildCourse,
  buildUser,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { classMembers } from "../../platform/db/schema.js";
import { as, buildWorld, type World } from "./test/world.js";

let ctx: TestContext;
let w: World;
const clock = new TestClock("2026-11-02T10:00:00+05:30");

beforeAll(async () => {
  // Many sign-ups from one address: the per-address sign-up limit must not answer for these tests.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 10_000 }, { clock });
  w = await buildWorld(ctx.app);
});
afterAll(() => ctx.close());

const lookup = (code: string, who: TestUser | null = null, headers: Record<string, string> = {}) =>
  call(ctx.app, "GET", `/api/classes/join/${encodeURIComponent(code)}`, { cookie: who?.cookie, headers });
const join = (who: TestUser | null, code: string, extra: Record<string, unknown> = {}) =>
  as(ctx.app, who, "POST", "/api/classes/join", { code, ...extra });
const isMember = async (classId: number, userId: string) =>
  (
    await ctx.app.db
      .select()
      .from(classMembers)
      .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
  ).length === 1;
const newClass = (spec: Parameters<typeof buildClass>[1] = { organisationId: 0 }) =>
  buildClass(ctx.app, { ...spec, organisationId: w.org.id });

describe("looking a code up (the join page)", () => {
  it("shows anyone the class, its organisation and language, typed in any case or spacing", async () => {
    const c = await newClass({ organisationId: 0, name: "Hindi batch", language: "hi", joinCode: "HQ7K3M" });
    for (const typed of ["HQ7K3M", "hq7k3m", "hq7-k3m", " HQ7 K3M "]) {
      const res = await lookup(typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toEqual({
        class_name: "Hindi batch",
        organisation_name: "Sunrise School",
        organisation_kind: "school",
        language: "hi",
        status: "open",
        message: null,
        member: false,
      });
    }
    expect(c.id).toBeGreaterThan(0);
  });

  it("says whether the signed-in learner is already in it, and so is never kept by a shared cache", async () => {
    const res = await lookup(w.cls.joinCode, w.learner);
    expect(res.json().member).toBe(true);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect((await lookup(w.cls.joinCode)).headers["cache-control"]).toBe("private, no-store");
    expect((await lookup(w.cls.joinCode, w.stranger)).json().member).toBe(false);
  });

  it("answers an unknown code with a clear message, and a malformed one with how codes look", async () => {
    const unknown = await lookup("ZZZZ99");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      "No class has this code. Check the code with your teacher and try again.",
    );
    const hindi = await lookup("ZZZZ99", null, { "accept-language": "hi" });
    expect(hindi.json().message).toBe("इस कोड की कोई क्लास नहीं मिली। अपने शिक्षक से कोड जाँचें और फिर से कोशिश करें।");
    for (const bad of ["AB", "ABC$%", "x".repeat(41), "AB\u0000CD"]) {
      const res = await lookup(bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await lookup("AB!")).json().message).toBe(
      "params.code: Enter the class code: 4 to 12 letters and digits, like 7KQ4MX.",
    );
  });
});

describe("joining", () => {
  it("needs a signed-in account; joins once, and a second join is no error", async () => {
    const c = await newClass({ organisationId: 0, name: "Class 9 C" });
    const learner = await buildUser(ctx.app);
    expect((await join(null, c.joinCode)).statusCode).toBe(401);
    const first = await join(learner, c.joinCode.toLowerCase());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      class_id: c.id,
      class_name: "Class 9 C",
      organisation_name: "Sunrise School",
      language: "en",
      already_member: false,
      message: "You joined Class 9 C.",
    });
    const again = await join(learner, c.joinCode);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ already_member: true, message: "You are already in Class 9 C." });
    expect(await isMember(c.id, learner.id)).toBe(true);
    const hindi = await call(ctx.app, "POST", "/api/classes/join", {
      cookie: learner.cookie,
      body: { code: c.joinCode },
      headers: { "accept-language": "hi" },
    });
    expect(hindi.json().message).toBe("आप पहले से Class 9 C में हैं।");
  });

  it("refuses an unknown code, and bad input, with clear messages", async () => {
    const res = await join(w.stranger, "ZZZZ98");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("No class has this code");
    for (const body of [
      {},
      { code: 123456 },
      { code: "" },
      { code: "A\u0000BCD" },
      { code: "ABCD", share_email: "yes" },
    ]) {
      const bad = await as(ctx.app, w.stranger, "POST", "/api/classes/join", body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("refuses an archived class", async () => {
    const c = await newClass({ organisationId: 0 });
    await as(ctx.app, w.owner, "PATCH", `/api/classes/${c.id}`, { archived: true });
    const res = await join(w.stranger, c.joinCode);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This class has been archived and is not taking new learners.");
    expect((await lookup(c.joinCode)).json()).toMatchObject({
      status: "archived",
      message: "This class has been archived and is not taking new learners.",
    });
    expect(await isMember(c.id, w.stranger.id)).toBe(false);
  });

  it("takes learners through its end date's India day, and refuses them from the next", async () => {
    const c = await newClass({ organisationId: 0, endsOn: "2026-11-02" });
    const early = await buildUser(ctx.app);
    const late = await buildUser(ctx.app);
    clock.set("2026-11-02T23:50:00+05:30");
    expect((await join(early, c.joinCode)).statusCode).toBe(200);
    clock.set("2026-11-03T00:05:00+05:30"); // 18:35 UTC on the 2nd: already the 3rd in India
    const res = await join(late, c.joinCode);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This class has ended and is not taking new learners.");
    expect((await lookup(c.joinCode)).json().status).toBe("ended");
    // A learner already in it still is.
    expect((await join(early, c.joinCode)).json().already_member).toBe(true);
    clock.set("2026-11-02T10:00:00+05:30");
  });

  it("refuses a full class, but not a learner already in it", async () => {
    const inside = await buildUser(ctx.app);
    const c = await newClass({ organisationId: 0, capacity: 1, members: [inside] });
    const res = await join(w.stranger, c.joinCode);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This class is full. Ask your teacher whether a place can be made.");
    expect((await lookup(c.joinCode)).json().status).toBe("full");
    expect((await join(inside, c.joinCode)).statusCode).toBe(200);
  });

  it("gives the last seats to exactly as many learners as there are, however many race for them", async () => {
    const c = await newClass({ organisationId: 0, capacity: 3 });
    const racers = await Promise.all(Array.from({ length: 8 }, () => buildUser(ctx.app)));
    const answers = await Promise.all(racers.map((r) => join(r, c.joinCode)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe("This class is full. Ask your teacher whether a place can be made.");
    const members = await ctx.app.db.select().from(classMembers).where(eq(classMembers.classId, c.id));
    expect(members).toHaveLength(3);
    const detail = (await as(ctx.app, w.owner, "GET", `/api/classes/${c.id}`)).json();
    expect(detail).toMatchObject({ members_count: 3, status: "full" });
  });

  it("limits code attempts per learner, counted in the database", async () => {
    const guesser = await buildUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await join(guesser, `ZZZ${100 + i}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    const limited = await join(guesser, w.cls.joinCode);
    expect(limited.statusCode).toBe(429);
    // Another learner is not held back by this one's guesses.
    const other = await buildUser(ctx.app);
    expect((await join(other, w.otherCls.joinCode)).statusCode).toBe(200);
  });
});

describe("a learner's own classes (/account)", () => {
  it("lists each class with its organisation and the content its facilitators can see", async () => {
    const learner = await buildUser(ctx.app);
    const course = await buildCourse(ctx.app, { title: "Money basics" });
    const a = await newClass({ organisationId: 0, name: "Morning", language: "hi" });
    await buildAssignment(ctx.app, { classId: a.id, courseId: course.id, dueOn: "2026-11-20" });
    await buildAssignment(ctx.app, { classId: a.id, courseId: course.id, moduleId: course.modules[1]!.id });
    await join(learner, a.joinCode);
    await join(learner, w.otherCls.joinCode);
    const res = await as(ctx.app, learner, "GET", "/api/account/classes");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const list = res.json().classes;
    expect(list.map((c: { name: string }) => c.name).sort()).toEqual(["B.Com year 1", "Morning"]);
    const morning = list.find((c: { name: string }) => c.name === "Morning");
    expect(morning).toMatchObject({
      id: a.id,
      language: "hi",
      organisation: { name: "Sunrise School", kind: "school" },
      share_email: false,
      archived: false,
      ended: false,
      ends_on: null,
    });
    expect(morning.assigned).toEqual([
      {
        course_id: course.id,
        course_title: "Money basics",
        module_id: null,
        module_title: null,
        due_on: "2026-11-20",
      },
      {
        course_id: course.id,
        course_title: "Money basics",
        module_id: course.modules[1]!.id,
        module_title: "Module 2",
        due_on: null,
      },
    ]);
    // Another learner's classes are not in it.
    expect(JSON.stringify(list)).not.toContain("Class 11 A");
    expect((await as(ctx.app, null, "GET", "/api/account/classes")).statusCode).toBe(401);
  });

  it("shares the email with a class only by the learner's own choice, and only their own row", async () => {
    const c = await newClass({ organisationId: 0, name: "Sharing" });
    const learner = await buildUser(ctx.app);
    await join(learner, c.joinCode);
    const on = await as(ctx.app, learner, "PATCH", `/api/account/classes/${c.id}`, { share_email: true });
    expect(on.json().classes[0]).toMatchObject({ id: c.id, share_email: true });
    const seen = (await as(ctx.app, w.facilitator, "GET", `/api/classes/${c.id}/members`)).json();
    expect(seen.members[0].email).toBe(learner.email);
    // Not a member: nothing to change, and nobody else's row moves.
    const notMine = await as(ctx.app, learner, "PATCH", `/api/account/classes/${w.cls.id}`, {
      share_email: true,
    });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe("You are not in this class.");
    const [theirs] = await ctx.app.db
      .select()
      .from(classMembers)
      .where(and(eq(classMembers.classId, w.cls.id), eq(classMembers.userId, w.learner.id)));
    expect(theirs!.shareEmail).toBe(false);
    expect((await as(ctx.app, learner, "PATCH", `/api/account/classes/${c.id}`, {})).statusCode).toBe(400);
    expect(
      (await as(ctx.app, learner, "PATCH", `/api/account/classes/${c.id}`, { share_email: "true" }))
        .statusCode,
    ).toBe(400);
  });

  it("leaves in one call, and the code it answers with undoes it, email choice included", async () => {
    const c = await newClass({ organisationId: 0, name: "Leaving" });
    const learner = await buildUser(ctx.app);
    await join(learner, c.joinCode, { share_email: true });
    const left = await as(ctx.app, learner, "DELETE", `/api/account/classes/${c.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: "You left Leaving.", code: c.joinCode, share_email: true });
    expect(await isMember(c.id, learner.id)).toBe(false);
    expect((await as(ctx.app, learner, "DELETE", `/api/account/classes/${c.id}`)).statusCode).toBe(404);
    const undo = await join(learner, left.json().code, { share_email: left.json().share_email });
    expect(undo.json().already_member).toBe(false);
    const mine = (await as(ctx.app, learner, "GET", "/api/account/classes")).json().classes;
    expect(mine[0]).toMatchObject({ id: c.id, share_email: true });
  });

  it("never lets a learner take someone else out of a class", async () => {
    const res = await as(ctx.app, w.stranger, "DELETE", `/api/account/classes/${w.otherCls.id}`);
    expect(res.statusCode).toBe(404);
    expect(await isMember(w.otherCls.id, w.otherLearner.id)).toBe(true);
    // A learner has no facilitator's calls either, even in their own class.
    expect((await as(ctx.app, w.learner, "GET", `/api/classes/${w.cls.id}/members`)).statusCode).toBe(403);
    expect((await as(ctx.app, w.learner, "DELETE", `/api/account/classes/not-a-number`)).statusCode).toBe(
      400,
    );
  });
});
