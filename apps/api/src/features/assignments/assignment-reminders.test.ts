import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  type BuiltCourse,
  buildAssignment,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, deliveredMail, type TestContext } from "../../../test/harness.js";
import {
  assignmentReminders,
  classes,
  classMembers,
  guardianConsents,
  mailQueue,
  users,
} from "../../platform/db/schema.js";
import { FakeBrowser, LocalPushService } from "../reminders/test/local-push-service.js";
import { ASSIGNMENT_HEADER, assignmentMailRenderer } from "./reminder-job.js";

let ctx: TestContext;
let pushService: LocalPushService;
// Monday 2 December 2030, India time.
const clock = new TestClock("2030-12-02T08:00:00+05:30");
let facilitator: TestUser;
let org: { id: number };

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  pushService = new LocalPushService();
  await pushService.start();
  ctx.app.reminders.push.agent = pushService.agent;
  facilitator = await buildFacilitator(ctx.app);
  org = await buildOrganisation(ctx.app, { owner: facilitator });
});
afterAll(async () => {
  await ctx.close();
  await pushService.stop();
});

const at = (iso: string) => clock.set(iso);
const runJob = () => ctx.app.assignmentReminders.run();
const dueMails = async (user: TestUser) =>
  (await deliveredMail(ctx.app, user.email)).filter((m) => /^(Due |कल तक|आज तक)/.test(m.subject));

/** A confirmed learner with email reminders on at `hour` (India time), optionally in Hindi. */
async function emailLearner(hour: number, language?: "hi") {
  const user = await buildUser(ctx.app, { verified: true, name: "Asha Learner" });
  if (language) await ctx.app.db.update(users).set({ language }).where(eq(users.id, user.id));
  const res = await call(ctx.app, "PUT", "/api/reminders", {
    cookie: user.cookie,
    body: { email: true, hour },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

/** A class of `members` with a module of a fresh two-card course assigned, due on `dueOn`. */
async function assigned(members: TestUser[], dueOn: string, name = "Class 9 B") {
  const course = await buildCourse(ctx.app, {
    title: "Money basics",
    modules: [{ title: "Saving first", cards: [{}, {}] }],
  });
  const cls = await buildClass(ctx.app, { organisationId: org.id, name, members });
  const assignment = await buildAssignment(ctx.app, {
    classId: cls.id,
    courseId: course.id,
    moduleId: course.modules[0]!.id,
    dueOn,
  });
  return { course, cls, assignment };
}

const finish = async (user: TestUser, course: BuiltCourse) => {
  await completeCard(ctx.app, user, course, 0, 0);
  await completeCard(ctx.app, user, course, 0, 1);
};

describe("the assignment reminder", () => {
  it("goes once, on the India day before the due day, from the learner's hour, with a link to the module", async () => {
    const learner = await emailLearner(18);
    const { course, assignment } = await assigned([learner], "2030-12-05");
    // Two days before, and the day before ahead of the learner's hour: nothing.
    at("2030-12-03T19:00:00+05:30");
    await runJob();
    at("2030-12-04T17:55:00+05:30");
    await runJob();
    expect(await dueMails(learner)).toHaveLength(0);

    at("2030-12-04T18:05:00+05:30");
    expect((await runJob()).emails).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await dueMails(learner);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Due tomorrow: Saving first for Class 9 B");
    expect(mail!.text).toContain("Hi Asha Learner,");
    expect(mail!.text).toContain(
      "Class 9 B asked you to finish “Saving first” (Money basics) by Thu, 5 Dec.",
    );
    const m = course.modules[0]!;
    expect(mail!.text).toContain(
      `http://localhost:3000/courses/course/${course.id}/module/${m.id}/card/${m.cardIds[0]}`,
    );
    expect(mail!.text).toContain("/api/reminders/stop?token=");
    // The renderer's note to itself does not leave with the mail.
    expect(JSON.stringify(mail!.headers ?? {})).not.toContain(ASSIGNMENT_HEADER);

    // Later that evening and on the due day: still the one.
    at("2030-12-04T21:00:00+05:30");
    await runJob();
    at("2030-12-05T09:00:00+05:30");
    await runJob();
    expect(await dueMails(learner)).toHaveLength(1);
    const claims = await ctx.app.db
      .select()
      .from(assignmentReminders)
      .where(eq(assignmentReminders.assignmentId, assignment.id));
    expect(claims.map((c) => c.userId)).toEqual([learner.id]);
  });

  it("goes to nobody who finished it, turned reminders off, never turned them on, or is not in the class", async () => {
    const finished = await emailLearner(9);
    const off = await emailLearner(9);
    const never = await buildUser(ctx.app, { verified: true });
    const halfway = await emailLearner(9);
    const elsewhere = await emailLearner(9);
    const { course } = await assigned([finished, off, never, halfway], "2030-12-11");
    await assigned([elsewhere], "2030-12-25", "Another class");
    await finish(finished, course);
    await completeCard(ctx.app, halfway, course, 0, 0);
    await call(ctx.app, "PUT", "/api/reminders", { cookie: off.cookie, body: { email: false } });
    at("2030-12-10T10:00:00+05:30");
    await runJob();
    expect(await dueMails(finished)).toHaveLength(0);
    expect(await dueMails(off)).toHaveLength(0);
    expect(await dueMails(never)).toHaveLength(0);
    expect(await dueMails(elsewhere)).toHaveLength(0);
    // Started but not finished: reminded.
    expect(await dueMails(halfway)).toHaveLength(1);
  });

  it("goes to nobody in an archived class, nor to an under-18 whose guardian has not consented", async () => {
    const archivedMember = await emailLearner(9);
    const waiting = await emailLearner(9);
    const { cls } = await assigned([archivedMember], "2030-12-13", "Archived class");
    await ctx.app.db.update(classes).set({ archivedAt: new Date() }).where(eq(classes.id, cls.id));
    await assigned([waiting], "2030-12-13", "Young class");
    await ctx.app.db.update(users).set({ ageBand: "under-18" }).where(eq(users.id, waiting.id));
    await ctx.app.db
      .insert(guardianConsents)
      .values({ userId: waiting.id, guardianEmail: "parent@example.in", tokenHash: `hash-${waiting.id}` });
    at("2030-12-12T10:00:00+05:30");
    await runJob();
    expect(await dueMails(archivedMember)).toHaveLength(0);
    expect(await dueMails(waiting)).toHaveLength(0);
  });

  it("goes at once when assigned less than a day before it is due: the day before, or on the day", async () => {
    const learner = await emailLearner(7);
    const late = await emailLearner(23);
    const course = await buildCourse(ctx.app, { modules: [{ title: "Last-minute module", cards: [{}] }] });
    const cls = await buildClass(ctx.app, {
      organisationId: org.id,
      name: "Crash course",
      members: [learner, late],
    });
    // Assigned at 8 pm on the day before, for a learner whose hour (11 pm) has not come: sent at once.
    at("2030-12-15T20:00:00+05:30");
    const made = await call(ctx.app, "POST", `/api/classes/${cls.id}/assignments`, {
      cookie: facilitator.cookie,
      body: { course_id: course.id, module_id: course.modules[0]!.id, due_on: "2030-12-16" },
    });
    expect(made.statusCode, made.body).toBe(201);
    at("2030-12-15T20:05:00+05:30");
    await runJob();
    expect((await dueMails(late)).map((m) => m.subject)).toEqual([
      "Due tomorrow: Last-minute module for Crash course",
    ]);
    expect(await dueMails(learner)).toHaveLength(1);

    // Assigned on the due day itself: "today".
    const today = await buildCourse(ctx.app, { modules: [{ title: "Today's module", cards: [{}] }] });
    at("2030-12-16T11:00:00+05:30");
    await call(ctx.app, "POST", `/api/classes/${cls.id}/assignments`, {
      cookie: facilitator.cookie,
      body: { course_id: today.id, module_id: today.modules[0]!.id, due_on: "2030-12-16" },
    });
    await runJob();
    const subjects = (await dueMails(learner)).map((m) => m.subject);
    expect(subjects).toContain("Due today: Today's module for Crash course");
    // Never after the due day.
    const missed = await assigned([learner], "2030-12-16", "Missed");
    at("2030-12-17T09:00:00+05:30");
    await runJob();
    expect(
      await ctx.app.db
        .select()
        .from(assignmentReminders)
        .where(eq(assignmentReminders.assignmentId, missed.assignment.id)),
    ).toHaveLength(0);
  });

  it("is sent once only across two instances' runs racing", async () => {
    const learners = await Promise.all([emailLearner(10), emailLearner(10), emailLearner(10)]);
    const { assignment } = await assigned(learners, "2030-12-20", "Racing class");
    const second = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock, database: ctx.database });
    try {
      at("2030-12-19T10:30:00+05:30");
      const runs = await Promise.all([
        runJob(),
        second.app.assignmentReminders.run(),
        runJob(),
        second.app.assignmentReminders.run(),
      ]);
      expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(3);
      expect(runs.reduce((n, r) => n + r.emails, 0)).toBe(3);
      await second.app.mailQueue.worker.settle();
    } finally {
      await second.close();
    }
    for (const learner of learners) expect(await dueMails(learner)).toHaveLength(1);
    const queued = await ctx.app.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, "assignment_reminder")));
    expect(queued.filter((q) => q.subject?.includes("Racing class"))).toHaveLength(3);
    expect(
      await ctx.app.db
        .select()
        .from(assignmentReminders)
        .where(eq(assignmentReminders.assignmentId, assignment.id)),
    ).toHaveLength(3);
  });

  it("writes in a Hindi learner's language, titles included where translated", async () => {
    const learner = await emailLearner(9, "hi");
    const { course } = await assigned([learner], "2030-12-24", "कक्षा 10 अ");
    at("2030-12-23T09:30:00+05:30");
    await runJob();
    const [mail] = await dueMails(learner);
    expect(mail!.subject).toBe("कल तक पूरा करें: Saving first (कक्षा 10 अ)");
    expect(mail!.text).toContain("नमस्ते Asha Learner,");
    expect(mail!.text).toContain(
      "कक्षा 10 अ ने आपको “Saving first” (Money basics) मंगल, 24 दिस॰ तक पूरा करने के लिए दिया है।",
    );
    expect(mail!.html).toContain('<html lang="hi">');
    // Read as the Hindi walk reads a page: the learner's name and the course's own (English) titles aside.
    const words = [mail!.subject, ...mail!.text.split("\n").slice(1)]
      .map((line) => line.replaceAll("Saving first", "").replaceAll("Money basics", ""))
      .filter(Boolean);
    expect(latinSentences(words)).toEqual([]);
    expect(mail!.text).toContain(`/courses/course/${course.id}/module/`);
  });

  it("checks again as the mail goes out: none once the learner finished, left, or stopped reminders", async () => {
    const learner = await emailLearner(9);
    const { course, cls, assignment } = await assigned([learner], "2030-12-27");
    const render = assignmentMailRenderer(ctx.app.db, clock);
    const row = {
      id: 1,
      kind: "assignment_reminder" as const,
      to: learner.email,
      subject: "Due tomorrow: Saving first for Class 9 B",
      text: "…",
      headers: { [ASSIGNMENT_HEADER]: String(assignment.id), "Content-Language": "en" },
      newsletter_id: null,
      subscription_id: null,
      attempts: 1,
    };
    at("2030-12-26T09:05:00+05:30");
    expect(await render(row)).toEqual({
      to: learner.email,
      subject: row.subject,
      text: "…",
      headers: { "Content-Language": "en" },
    });
    at("2030-12-28T00:10:00+05:30");
    expect(await render(row)).toEqual({
      skip: "The assignment was removed or its day passed before it was sent.",
    });
    at("2030-12-26T09:30:00+05:30");
    await finish(learner, course);
    expect(await render(row)).toEqual({ skip: "The learner finished it before it was sent." });
    await ctx.app.db.delete(classMembers).where(eq(classMembers.classId, cls.id));
    expect(await render(row)).toEqual({ skip: "The learner left the class before it was sent." });
    await call(ctx.app, "PUT", "/api/reminders", { cookie: learner.cookie, body: { email: false } });
    expect(await render(row)).toEqual({ skip: "The learner turned email reminders off before it was sent." });
  });

  it("notifies a learner's devices once, in their language, opening the module", async () => {
    const learner = await buildUser(ctx.app);
    const browser = new FakeBrowser();
    const pathname = `/push/assignment-${learner.id}`;
    const sub = await call(ctx.app, "POST", "/api/reminders/push-subscription", {
      cookie: learner.cookie,
      body: { endpoint: pushService.endpoint(pathname), keys: browser.keys() },
    });
    expect(sub.statusCode, sub.body).toBe(200);
    await call(ctx.app, "PUT", "/api/reminders", { cookie: learner.cookie, body: { hour: 12 } });
    const { course, assignment } = await assigned([learner], "2030-12-31", "Push class");
    at("2030-12-30T12:00:00+05:30");
    expect((await runJob()).pushes).toBe(1);
    await runJob();
    const received = pushService.requests.filter((r) => r.path === pathname);
    expect(received).toHaveLength(1);
    // Kept until the due day ends: 12 noon on the 30th to midnight after the 31st.
    expect(Number(received[0]!.headers.ttl)).toBe(36 * 3600);
    const m = course.modules[0]!;
    expect(JSON.parse(browser.decrypt(received[0]!.body))).toEqual({
      title: "Due tomorrow: Saving first",
      body: "For Push class. Tap to open it.",
      url: `/courses/course/${course.id}/module/${m.id}/card/${m.cardIds[0]}`,
      tag: `assignment-${assignment.id}`,
    });
    // No confirmed address: no mail, only the push.
    expect(await dueMails(learner)).toHaveLength(0);
  });
});
