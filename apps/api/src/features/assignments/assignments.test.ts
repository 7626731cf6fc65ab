import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  type BuiltCourse,
  buildAdmin,
  buildAssignment,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { classes, classMembers, contentTranslations, courses, modules } from "../../platform/db/schema.js";

let ctx: TestContext;
// India time: 10 am on Tuesday 1 December 2026.
const clock = new TestClock("2026-12-01T10:00:00+05:30");

let owner: TestUser;
let facilitator: TestUser;
let otherFacilitator: TestUser;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let org: { id: number };
let otherOrg: { id: number };
let cls: { id: number };
let otherClass: { id: number };
let course: BuiltCourse;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  owner = await buildFacilitator(ctx.app, { name: "Owner Facilitator" });
  facilitator = await buildFacilitator(ctx.app);
  otherFacilitator = await buildFacilitator(ctx.app, { name: "Other Facilitator" });
  admin = await buildAdmin(ctx.app);
  member = await buildUser(ctx.app, { name: "Asha Member" });
  outsider = await buildUser(ctx.app, { name: "Ravi Outsider" });
  org = await buildOrganisation(ctx.app, { owner, facilitators: [facilitator] });
  otherOrg = await buildOrganisation(ctx.app, { owner: otherFacilitator, name: "Other School" });
  cls = await buildClass(ctx.app, { organisationId: org.id, name: "Class 11 A", members: [member] });
  otherClass = await buildClass(ctx.app, {
    organisationId: otherOrg.id,
    name: "Other Class",
    members: [outsider],
  });
  course = await buildCourse(ctx.app, {
    title: "Saving 101",
    modules: [
      { title: "Why save", cards: [{}, {}] },
      { title: "Where to save", cards: [{}, {}, {}] },
    ],
  });
});
afterAll(() => ctx.close());

const path = (classId: number, rest = "") => `/api/classes/${classId}/assignments${rest}`;
const list = (user: TestUser | null, classId = cls.id) =>
  call(ctx.app, "GET", path(classId), { cookie: user?.cookie });
const assignable = (user: TestUser | null, classId = cls.id) =>
  call(ctx.app, "GET", path(classId, "/assignable"), { cookie: user?.cookie });
const create = (user: TestUser | null, body: unknown, classId = cls.id, headers?: Record<string, string>) =>
  call(ctx.app, "POST", path(classId), { cookie: user?.cookie, body, headers });
const patch = (user: TestUser | null, id: number, body: unknown, classId = cls.id) =>
  call(ctx.app, "PATCH", path(classId, `/${id}`), { cookie: user?.cookie, body });
const remove = (user: TestUser | null, id: number, classId = cls.id) =>
  call(ctx.app, "DELETE", path(classId, `/${id}`), { cookie: user?.cookie });
const mine = (user: TestUser | null, headers?: Record<string, string>) =>
  call(ctx.app, "GET", "/api/assignments", { cookie: user?.cookie, headers });

/** A fresh course with one module of `cards` cards (each test its own, so the unique item never clashes). */
const freshCourse = (spec: Parameters<typeof buildCourse>[1] = {}) =>
  buildCourse(ctx.app, { modules: [{ title: "Only module", cards: [{}, {}] }], ...spec });

describe("who may do what (operation × role)", () => {
  it("anonymous callers get 401 everywhere", async () => {
    const a = await buildAssignment(ctx.app, { classId: cls.id, courseId: (await freshCourse()).id });
    for (const res of [
      await list(null),
      await assignable(null),
      await create(null, { course_id: course.id }),
      await patch(null, a.id, { due_on: null }),
      await remove(null, a.id),
      await mine(null),
    ])
      expect(res.statusCode).toBe(401);
  });

  it("learners, in the class or not, get 403 on the facilitator's calls and change nothing", async () => {
    const c = await freshCourse();
    const a = await buildAssignment(ctx.app, { classId: cls.id, courseId: c.id });
    for (const learner of [member, outsider]) {
      expect((await list(learner)).statusCode).toBe(403);
      expect((await assignable(learner)).statusCode).toBe(403);
      expect(
        (await create(learner, { course_id: course.id, module_id: course.modules[0]!.id })).statusCode,
      ).toBe(403);
      expect((await patch(learner, a.id, { due_on: "2026-12-20" })).statusCode).toBe(403);
      expect((await remove(learner, a.id)).statusCode).toBe(403);
    }
    const after = (await list(facilitator)).json().assignments;
    expect(after.find((x: { id: number }) => x.id === a.id)).toMatchObject({ due_on: null });
  });

  it("a facilitator of another organisation gets 404 on every call, as for a class that does not exist", async () => {
    const c = await freshCourse();
    const a = await buildAssignment(ctx.app, { classId: cls.id, courseId: c.id });
    for (const who of [otherFacilitator]) {
      for (const res of [
        await list(who),
        await assignable(who),
        await create(who, { course_id: c.id, module_id: c.modules[0]!.id }),
        await patch(who, a.id, { due_on: "2026-12-20" }),
        await remove(who, a.id),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe((await list(facilitator, 999_999)).json().message);
      }
    }
    expect((await list(facilitator)).json().assignments.some((x: { id: number }) => x.id === a.id)).toBe(
      true,
    );
  });

  it("the organisation's facilitator, its owner and an admin may list, assign, change and remove", async () => {
    for (const who of [facilitator, owner, admin]) {
      const c = await freshCourse();
      const created = await create(who, {
        course_id: c.id,
        module_id: c.modules[0]!.id,
        due_on: "2026-12-05",
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      expect(created.json()).toEqual({
        id,
        course_id: c.id,
        course_title: "Saving 101",
        module_id: c.modules[0]!.id,
        module_title: "Only module",
        due_on: "2026-12-05",
        finished: 0,
        withdrawn: false,
      });
      expect((await list(who)).statusCode).toBe(200);
      expect((await assignable(who)).statusCode).toBe(200);
      const changed = await patch(who, id, { due_on: "2026-12-09" });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().due_on).toBe("2026-12-09");
      expect((await patch(who, id, { due_on: null })).json().due_on).toBeNull();
      expect((await remove(who, id)).json()).toEqual({ ok: true });
      expect((await remove(who, id)).statusCode).toBe(404);
    }
  });

  it("answers are personal: private, no-store", async () => {
    expect((await list(facilitator)).headers["cache-control"]).toBe("private, no-store");
    expect((await mine(member)).headers["cache-control"]).toBe("private, no-store");
  });
});

describe("across classes and organisations", () => {
  it("an assignment is reached only through its own class, even by the same organisation's facilitator", async () => {
    const sibling = await buildClass(ctx.app, { organisationId: org.id, name: "Class 11 B" });
    const c = await freshCourse();
    const theirs = await buildAssignment(ctx.app, { classId: otherClass.id, courseId: c.id });
    const sisters = await buildAssignment(ctx.app, { classId: sibling.id, courseId: c.id });
    // Another organisation's assignment, named through our class: not found, untouched.
    expect((await patch(facilitator, theirs.id, { due_on: "2026-12-20" })).statusCode).toBe(404);
    expect((await remove(facilitator, theirs.id)).statusCode).toBe(404);
    // A sibling class's assignment through the wrong class: not found either.
    expect((await patch(facilitator, sisters.id, { due_on: "2026-12-20" })).statusCode).toBe(404);
    expect((await remove(facilitator, sisters.id)).statusCode).toBe(404);
    // Through its own class it is there.
    expect((await patch(facilitator, sisters.id, { due_on: "2026-12-20" }, sibling.id)).statusCode).toBe(200);
    const other = (await list(otherFacilitator, otherClass.id)).json();
    expect(other.assignments.find((x: { id: number }) => x.id === theirs.id)).toMatchObject({ due_on: null });
  });

  it("offers and accepts only courses the class may see: Arthshala's, its organisation's own, published ones", async () => {
    const ours = await freshCourse({ title: "Our own course", organisationId: org.id });
    const theirs = await freshCourse({ title: "Their own course", organisationId: otherOrg.id });
    const published = await freshCourse({ title: "Their published course", organisationId: otherOrg.id });
    await ctx.app.db
      .update(courses)
      .set({ publishedToAllAt: new Date() })
      .where(eq(courses.id, published.id));
    const deleted = await freshCourse({ title: "Withdrawn course" });
    await ctx.app.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, deleted.id));

    const offered = (await assignable(facilitator)).json().courses as { id: number; modules: unknown[] }[];
    const ids = offered.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([course.id, ours.id, published.id]));
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(deleted.id);
    expect(offered.find((c) => c.id === course.id)!.modules).toEqual([
      { id: course.modules[0]!.id, title: "Why save" },
      { id: course.modules[1]!.id, title: "Where to save" },
    ]);
    // The other organisation's picker does not offer our own course.
    const theirOffer = (await assignable(otherFacilitator, otherClass.id)).json().courses as { id: number }[];
    expect(theirOffer.map((c) => c.id)).not.toContain(ours.id);

    for (const c of [ours, published])
      expect((await create(facilitator, { course_id: c.id })).statusCode).toBe(201);
    for (const c of [theirs, deleted]) {
      const res = await create(facilitator, { course_id: c.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: "course_id",
        message: "course_id: This course cannot be assigned to this class.",
      });
    }
    // A course that does not exist says the same: ids tell nothing.
    expect((await create(facilitator, { course_id: 2_000_000_000 })).json().message).toBe(
      "course_id: This course cannot be assigned to this class.",
    );
  });
});

describe("creating, changing and removing", () => {
  it("refuses a module of another course and a withdrawn module", async () => {
    const c = await freshCourse();
    const other = await freshCourse();
    const res = await create(facilitator, { course_id: c.id, module_id: other.modules[0]!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: "module_id",
      message: "module_id: This module is not part of the chosen course.",
    });
    await ctx.app.db.update(modules).set({ deletedAt: new Date() }).where(eq(modules.id, c.modules[0]!.id));
    expect((await create(facilitator, { course_id: c.id, module_id: c.modules[0]!.id })).statusCode).toBe(
      400,
    );
  });

  it("refuses a due day in the past (India time) with a clear message, in Hindi too; today is fine", async () => {
    const c = await freshCourse();
    const past = await create(facilitator, { course_id: c.id, due_on: "2026-11-30" });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      field: "due_on",
      message: "due_on: Choose today or a later day: a due date cannot be in the past.",
    });
    const hindi = await create(facilitator, { course_id: c.id, due_on: "2026-11-30" }, cls.id, {
      "accept-language": "hi",
    });
    expect(hindi.json().message).toMatch(/[\u0900-\u097F]/);
    // 00:30 on 1 December in India is still 30 November in UTC: India's day decides.
    clock.set("2026-12-01T00:30:00+05:30");
    const today = await create(facilitator, { course_id: c.id, due_on: "2026-12-01" });
    expect(today.statusCode, today.body).toBe(201);
    expect((await patch(facilitator, today.json().id, { due_on: "2026-11-30" })).statusCode).toBe(400);
    clock.set("2026-12-01T10:00:00+05:30");
  });

  it("the same item twice is a 409 with a clear message; the course and a module of it are different items", async () => {
    const c = await freshCourse();
    expect((await create(facilitator, { course_id: c.id, module_id: c.modules[0]!.id })).statusCode).toBe(
      201,
    );
    const again = await create(facilitator, {
      course_id: c.id,
      module_id: c.modules[0]!.id,
      due_on: "2026-12-10",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "This is already assigned to the class. Change its due date in the list instead.",
    );
    expect((await create(facilitator, { course_id: c.id })).statusCode).toBe(201);
    expect((await create(facilitator, { course_id: c.id, module_id: null })).statusCode).toBe(409);
    // Two at once (two tabs): one row, one 409.
    const d = await freshCourse();
    const both = await Promise.all([
      create(facilitator, { course_id: d.id }),
      create(facilitator, { course_id: d.id }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses to assign anything new to an archived class", async () => {
    const archived = await buildClass(ctx.app, { organisationId: org.id, name: "Last year" });
    await ctx.app.db.update(classes).set({ archivedAt: new Date() }).where(eq(classes.id, archived.id));
    const res = await create(facilitator, { course_id: course.id }, archived.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This class is archived: nothing new can be assigned to it.");
    expect((await list(facilitator, archived.id)).json().class).toMatchObject({ archived: true });
  });

  it("refuses bad input with a clear 400: wrong types, NUL bytes, huge values, impossible dates, bad ids", async () => {
    const bodies: unknown[] = [
      {},
      { course_id: "abc" },
      { course_id: -1 },
      { course_id: 1.5 },
      { course_id: 99_999_999_999 },
      { course_id: "0x10" },
      { course_id: course.id, module_id: "1\u0000" },
      { course_id: course.id, due_on: "2026-12-10\u0000" },
      { course_id: course.id, due_on: "2026-02-30" },
      { course_id: course.id, due_on: "10/12/2026" },
      { course_id: course.id, due_on: "99999-12-10" },
      { course_id: course.id, due_on: "2101-01-01" },
      { course_id: course.id, due_on: 20261210 },
      { course_id: course.id, due_on: "x".repeat(100_000) },
      [],
    ];
    for (const body of bodies) {
      const res = await create(facilitator, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999", "%00"]) {
      expect((await list(facilitator, bad as unknown as number)).statusCode, bad).toBe(400);
      expect((await patch(facilitator, bad as unknown as number, { due_on: null })).statusCode, bad).toBe(
        400,
      );
      expect((await remove(facilitator, bad as unknown as number)).statusCode, bad).toBe(400);
    }
    const a = await buildAssignment(ctx.app, { classId: cls.id, courseId: (await freshCourse()).id });
    for (const body of [{}, { due_on: "tomorrow" }, { due_on: 5 }, { due_on: "2026-13-01" }])
      expect((await patch(facilitator, a.id, body)).statusCode, JSON.stringify(body)).toBe(400);
  });
});

describe("the facilitator's list", () => {
  it("says how many learners of the class finished each item (a count only), not counting other classes", async () => {
    const c = await freshCourse({ modules: [{ title: "Two cards", cards: [{}, {}] }, { cards: [{}] }] });
    const cls2 = await buildClass(ctx.app, { organisationId: org.id, name: "Counted" });
    const [done1, done2, half, stranger] = await Promise.all([
      buildUser(ctx.app),
      buildUser(ctx.app),
      buildUser(ctx.app),
      buildUser(ctx.app),
    ]);
    await ctx.app.db
      .insert(classMembers)
      .values([done1!, done2!, half!].map((u) => ({ classId: cls2.id, userId: u.id })));
    const moduleItem = await buildAssignment(ctx.app, {
      classId: cls2.id,
      courseId: c.id,
      moduleId: c.modules[0]!.id,
    });
    const courseItem = await buildAssignment(ctx.app, {
      classId: cls2.id,
      courseId: c.id,
      dueOn: "2026-12-04",
    });
    for (const u of [done1!, done2!, stranger!]) {
      await completeCard(ctx.app, u, c, 0, 0);
      await completeCard(ctx.app, u, c, 0, 1);
    }
    await completeCard(ctx.app, done1!, c, 1, 0);
    await completeCard(ctx.app, half!, c, 0, 0);
    const body = (await list(facilitator, cls2.id)).json();
    expect(body.members).toBe(3);
    expect(body.today).toBe("2026-12-01");
    // Due first, then the undated.
    expect(body.assignments.map((a: { id: number }) => a.id)).toEqual([courseItem.id, moduleItem.id]);
    expect(body.assignments[0]).toMatchObject({ finished: 1, module_id: null, module_title: null });
    expect(body.assignments[1]).toMatchObject({ finished: 2, module_title: "Two cards" });
    // Names, emails and user ids are not in it.
    expect(JSON.stringify(body)).not.toMatch(new RegExp(`${done1!.id}|${done1!.email}|Asha`));
  });

  it("marks an item whose course or module was withdrawn by its authors", async () => {
    const c = await freshCourse();
    const cls3 = await buildClass(ctx.app, { organisationId: org.id, name: "Withdrawn" });
    await buildAssignment(ctx.app, { classId: cls3.id, courseId: c.id, moduleId: c.modules[0]!.id });
    await ctx.app.db.update(modules).set({ deletedAt: new Date() }).where(eq(modules.id, c.modules[0]!.id));
    expect((await list(facilitator, cls3.id)).json().assignments[0]).toMatchObject({ withdrawn: true });
  });
});

describe("a learner's own assignments", () => {
  it("lists their classes' assignments with their own status, by due day, and nothing of other classes", async () => {
    const learner = await buildUser(ctx.app);
    const peer = await buildUser(ctx.app);
    const c = await freshCourse({
      title: "Budgeting",
      modules: [
        { title: "Needs and wants", cards: [{}, {}] },
        { title: "A monthly plan", cards: [{}, {}] },
      ],
    });
    const a = await buildClass(ctx.app, {
      organisationId: org.id,
      name: "Evening batch",
      members: [learner, peer],
    });
    const b = await buildClass(ctx.app, {
      organisationId: otherOrg.id,
      name: "Bank camp",
      members: [learner],
    });
    const notMine = await buildClass(ctx.app, { organisationId: org.id, name: "Not mine", members: [peer] });
    const gone = await buildClass(ctx.app, { organisationId: org.id, name: "Archived", members: [learner] });
    await ctx.app.db.update(classes).set({ archivedAt: new Date() }).where(eq(classes.id, gone.id));
    const m1 = await buildAssignment(ctx.app, {
      classId: a.id,
      courseId: c.id,
      moduleId: c.modules[0]!.id,
      dueOn: "2026-12-08",
    });
    const m2 = await buildAssignment(ctx.app, {
      classId: a.id,
      courseId: c.id,
      moduleId: c.modules[1]!.id,
      dueOn: "2026-12-03",
    });
    const whole = await buildAssignment(ctx.app, { classId: b.id, courseId: c.id });
    await buildAssignment(ctx.app, { classId: notMine.id, courseId: course.id });
    await buildAssignment(ctx.app, { classId: gone.id, courseId: course.id });

    // The peer's progress is theirs: it moves nothing for the learner.
    await completeCard(ctx.app, peer, c, 1, 0);
    await completeCard(ctx.app, peer, c, 1, 1);
    await completeCard(ctx.app, learner, c, 0, 0);

    let body = (await mine(learner)).json();
    expect(body.today).toBe("2026-12-01");
    expect(body.assignments).toEqual([
      {
        id: m2.id,
        class_id: a.id,
        class_name: "Evening batch",
        course_id: c.id,
        course_title: "Budgeting",
        module_id: c.modules[1]!.id,
        module_title: "A monthly plan",
        due_on: "2026-12-03",
        status: "not_started",
        completed_cards: 0,
        total_cards: 2,
        card_id: c.modules[1]!.cardIds[0],
      },
      expect.objectContaining({
        id: m1.id,
        status: "in_progress",
        completed_cards: 1,
        total_cards: 2,
        card_id: c.modules[0]!.cardIds[1],
      }),
      expect.objectContaining({
        id: whole.id,
        class_name: "Bank camp",
        module_id: null,
        status: "in_progress",
        total_cards: 4,
        card_id: null,
      }),
    ]);

    await completeCard(ctx.app, learner, c, 0, 1);
    body = (await mine(learner)).json();
    expect(body.assignments[1]).toMatchObject({
      id: m1.id,
      status: "done",
      card_id: c.modules[0]!.cardIds[0],
    });
    expect(
      (await mine(outsider))
        .json()
        .assignments.every((x: { class_id: number }) => x.class_id === otherClass.id),
    ).toBe(true);
    // Removed from the class: gone from the list.
    await remove(facilitator, m2.id, a.id);
    expect((await mine(learner)).json().assignments.map((x: { id: number }) => x.id)).toEqual([
      m1.id,
      whole.id,
    ]);
  });

  it("says titles in the learner's language where a translation exists", async () => {
    const learner = await buildUser(ctx.app);
    const c = await freshCourse({ title: "Saving 101" });
    const k = await buildClass(ctx.app, { organisationId: org.id, members: [learner] });
    await buildAssignment(ctx.app, { classId: k.id, courseId: c.id, moduleId: c.modules[0]!.id });
    await ctx.app.db.insert(contentTranslations).values([
      { entity: "course", entityId: c.id, locale: "hi", fields: { title: "बचत 101" } },
      { entity: "module", entityId: c.modules[0]!.id, locale: "hi", fields: { title: "बचत क्यों" } },
    ]);
    const [item] = (await mine(learner, { "accept-language": "hi" })).json().assignments;
    expect(item).toMatchObject({ course_title: "बचत 101", module_title: "बचत क्यों" });
    const [english] = (await mine(learner)).json().assignments;
    expect(english).toMatchObject({ course_title: "Saving 101", module_title: "Only module" });
  });
});
