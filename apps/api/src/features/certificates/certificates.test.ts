import { CERTIFICATE_ID_PATTERN } from "@arthshala/contracts/certificate-rules";
import type { Certificate } from "@arthshala/contracts/certificates";
import { eq } from "drizzle-orm";
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
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { pdfStreams } from "../../../test/pdf-streams.js";
import {
  cards,
  certificates,
  classes,
  contentTranslations,
  courseActivity,
  organisations,
  users,
} from "../../platform/db/schema.js";

let ctx: TestContext;
// 01:00 on 15 November in India is still 14 November in UTC: the certificate's date is India's.
const clock = new TestClock("2026-11-15T01:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://arthshala.example" }, { clock });
});
afterAll(() => ctx.close());

/** A course of two short modules (three cards), every card text: finished by completing each. */
const shortCourse = (title = "Saving 101") =>
  buildCourse(ctx.app, { title, modules: [{ cards: [{}, {}] }, { cards: [{}] }] });

async function finish(learner: TestUser, course: BuiltCourse) {
  for (const [m, mod] of course.modules.entries()) {
    for (const c of mod.cardIds.keys()) {
      const res = await completeCard(ctx.app, learner, course, m, c);
      expect(res.statusCode, res.body).toBe(200);
    }
  }
}

const list = async (learner: TestUser, headers: Record<string, string> = {}) => {
  const res = await call(ctx.app, "GET", "/api/certificates", { cookie: learner.cookie, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Certificate[];
};
const mine = async (learner: TestUser, course: BuiltCourse) => {
  const found = (await list(learner)).find((c) => c.course_id === course.id);
  expect(found).toBeDefined();
  return found!;
};

describe("issuing", () => {
  it("issues one certificate when the last card of the course is completed, and never a second", async () => {
    const course = await shortCourse("Budget basics");
    const learner = await buildUser(ctx.app, { name: "Asha Verma" });
    // Every card but the last: no certificate yet.
    await completeCard(ctx.app, learner, course, 0, 0);
    await completeCard(ctx.app, learner, course, 0, 1);
    expect((await list(learner)).filter((c) => c.course_id === course.id)).toEqual([]);

    const last = await completeCard(ctx.app, learner, course, 1, 0);
    expect(last.json().course_completed).toBe(true);
    const [certificate, ...others] = await list(learner);
    expect(others).toEqual([]);
    expect(certificate).toMatchObject({
      course_id: course.id,
      course_title: "Budget basics",
      learner_name: "Asha Verma",
      organisation_name: null,
      issued_on: "2026-11-15",
      revoked_at: null,
    });
    expect(certificate!.id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(certificate!.verify_url).toBe(`https://arthshala.example/verify/${certificate!.id}`);

    // A replay of the last card, a later rename, and a card added to the course and completed change nothing.
    expect((await completeCard(ctx.app, learner, course, 1, 0)).statusCode).toBe(200);
    await ctx.app.db.update(users).set({ name: "Asha V." }).where(eq(users.id, learner.id));
    const [added] = await ctx.app.db
      .insert(cards)
      .values({
        moduleId: course.modules[1]!.id,
        title: "Card 2.2",
        contentType: "text",
        contentText: "One more.",
        allottedFinstars: 5,
        orderIndex: 1,
      })
      .returning({ id: cards.id });
    await ctx.app.contentChanges.announce(ctx.app.db);
    course.modules[1]!.cardIds.push(added!.id);
    expect((await completeCard(ctx.app, learner, course, 1, 1)).json().course_completed).toBe(true);
    expect(await list(learner)).toEqual([certificate]);
  });

  it("names the organisation when the course, or a module of it, is assigned to the learner's class", async () => {
    const facilitator = await buildFacilitator(ctx.app);
    const org = await buildOrganisation(ctx.app, { owner: facilitator, name: "Sunrise Public School" });
    const inClass = await buildUser(ctx.app, { name: "Ravi Kumar" });
    const byModule = await buildUser(ctx.app, { name: "Meena Das" });
    const outside = await buildUser(ctx.app, { name: "Kabir Shah" });
    const course = await shortCourse("Banking basics");
    const wholeCourse = await buildClass(ctx.app, { organisationId: org.id, members: [inClass] });
    await buildAssignment(ctx.app, { classId: wholeCourse.id, courseId: course.id });
    const oneModule = await buildClass(ctx.app, { organisationId: org.id, members: [byModule] });
    await buildAssignment(ctx.app, {
      classId: oneModule.id,
      courseId: course.id,
      moduleId: course.modules[0]!.id,
    });
    // A class the learner is in that was assigned another course does not count.
    const other = await shortCourse("Another course");
    const unrelated = await buildClass(ctx.app, { organisationId: org.id, members: [outside] });
    await buildAssignment(ctx.app, { classId: unrelated.id, courseId: other.id });

    for (const learner of [inClass, byModule, outside]) await finish(learner, course);
    expect((await mine(inClass, course)).organisation_name).toBe("Sunrise Public School");
    expect((await mine(byModule, course)).organisation_name).toBe("Sunrise Public School");
    expect((await mine(outside, course)).organisation_name).toBeNull();
    const rows = await ctx.app.db
      .select({ userId: certificates.userId, classId: certificates.classId })
      .from(certificates)
      .where(eq(certificates.courseId, course.id));
    expect(new Map(rows.map((r) => [r.userId, r.classId]))).toEqual(
      new Map([
        [inClass.id, wholeCourse.id],
        [byModule.id, oneModule.id],
        [outside.id, null],
      ]),
    );

    // The organisation's later rename, or the class's end, does not rewrite what was issued.
    await ctx.app.db
      .update(organisations)
      .set({ name: "Sunrise School" })
      .where(eq(organisations.id, org.id));
    await ctx.app.db.delete(classes).where(eq(classes.id, wholeCourse.id));
    expect((await mine(inClass, course)).organisation_name).toBe("Sunrise Public School");
  });

  it("gives learners who finished a course before certificates existed theirs on their first read of the list", async () => {
    const course = await shortCourse("Finished long ago");
    const learner = await buildUser(ctx.app, { name: "Old Timer" });
    await finish(learner, course);
    // As before this feature: the course finished on 2 March 2025 (India time), no certificate; finished
    // before the course test existed too (migration 0022 marks such rows test_required false).
    await ctx.app.db.delete(certificates).where(eq(certificates.userId, learner.id));
    await ctx.app.db
      .update(courseActivity)
      .set({ completedAt: new Date("2025-03-01T20:00:00Z"), testRequired: false })
      .where(eq(courseActivity.userId, learner.id));

    const first = await list(learner);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      course_id: course.id,
      learner_name: "Old Timer",
      issued_on: "2025-03-02",
    });
    expect(await list(learner)).toEqual(first);
  });

  it("owes nothing for a course finished since the course test exists: the test decides there", async () => {
    const course = await shortCourse("Finished lately");
    const learner = await buildUser(ctx.app, { name: "New Comer" });
    await finish(learner, course);
    await ctx.app.db.delete(certificates).where(eq(certificates.userId, learner.id));
    expect(await list(learner)).toEqual([]);
  });
});

describe("the learner's own certificates", () => {
  let owner: TestUser;
  let other: TestUser;
  let certificate: Certificate;

  beforeAll(async () => {
    const course = await shortCourse("Own course");
    owner = await buildUser(ctx.app, { name: "Priya Nair" });
    other = await buildUser(ctx.app, { name: "Someone Else" });
    await finish(owner, course);
    certificate = await mine(owner, course);
  });

  it("reads one, revokes it (the first time kept) and restores it", async () => {
    const path = `/api/certificates/${certificate.id}`;
    const one = await call(ctx.app, "GET", path, { cookie: owner.cookie });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(certificate);
    expect(one.headers["cache-control"]).toBe("private, no-store");

    const revoked = await call(ctx.app, "POST", `${path}/revoke`, { cookie: owner.cookie });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).toBe(clock.now().toISOString());
    clock.advanceDays(1);
    const again = await call(ctx.app, "POST", `${path}/revoke`, { cookie: owner.cookie });
    expect(again.json().revoked_at).toBe(revoked.json().revoked_at);
    clock.advanceDays(-1);

    const restored = await call(ctx.app, "POST", `${path}/restore`, { cookie: owner.cookie });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(certificate);
  });

  it("is a 404 for anyone else, who can neither read, download, revoke nor restore it; 401 signed out", async () => {
    const base = `/api/certificates/${certificate.id}`;
    const attempts: Array<["GET" | "POST", string]> = [
      ["GET", base],
      ["GET", `${base}.pdf`],
      ["POST", `${base}/revoke`],
      ["POST", `${base}/restore`],
    ];
    for (const [method, url] of attempts) {
      const res = await call(ctx.app, method, url, { cookie: other.cookie });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("Priya");
      expect((await call(ctx.app, method, url)).statusCode, url).toBe(401);
    }
    expect((await call(ctx.app, "GET", "/api/certificates")).statusCode).toBe(401);
    expect(await list(other)).toEqual([]);
    // Still the owner's, unrevoked.
    const still = await call(ctx.app, "GET", base, { cookie: owner.cookie });
    expect(still.json().revoked_at).toBeNull();
  });

  it("refuses malformed ids with a 400 before any lookup, and reads an id written in capitals", async () => {
    const urls = (id: string) => [
      `/api/certificates/${id}`,
      `/api/certificates/${id}.pdf`,
      `/api/verify/${id}`,
    ];
    for (const bad of [
      "k7m2q9x4%00p8r3t6w",
      "x".repeat(90),
      "k7m2q9x4p8r3t6w!",
      "short",
      "k7m2q9x4p8r3t6wi",
    ]) {
      for (const url of urls(bad)) {
        const res = await call(ctx.app, "GET", url, { cookie: owner.cookie });
        expect(res.statusCode, url.slice(0, 60)).toBe(400);
        expect(res.json().message).toMatch(/^params\.id: /);
      }
    }
    // Past Fastify's longest path parameter (100 characters) the router itself refuses it.
    for (const url of urls("x".repeat(10_000))) {
      const res = await call(ctx.app, "GET", url, { cookie: owner.cookie });
      expect(res.statusCode).toBe(414);
      expect(res.json().error).toBeTruthy();
    }
    const upper = await call(ctx.app, "GET", `/api/certificates/${certificate.id.toUpperCase()}`, {
      cookie: owner.cookie,
    });
    expect(upper.json().id).toBe(certificate.id);
    expect(
      (await call(ctx.app, "GET", "/api/certificates/0000000000000000", { cookie: owner.cookie })).statusCode,
    ).toBe(404);
  });
});

describe("the public check", () => {
  it("shows only what the certificate shows, says when it was revoked, and verifies again when restored", async () => {
    const facilitator = await buildFacilitator(ctx.app);
    const org = await buildOrganisation(ctx.app, {
      owner: facilitator,
      name: "Lotus Bank Outreach",
      kind: "bank",
    });
    const course = await shortCourse("Credit and digital payments");
    await ctx.app.db.insert(contentTranslations).values({
      entity: "course",
      entityId: course.id,
      locale: "hi",
      fields: { title: "क्रेडिट और डिजिटल पेमेंट" },
    });
    await ctx.app.contentChanges.announce(ctx.app.db);
    const learner = await buildUser(ctx.app, { name: "श्रीया क्षेत्रपाल", email: "shriya@example.in" });
    const cls = await buildClass(ctx.app, { organisationId: org.id, members: [learner] });
    await buildAssignment(ctx.app, { classId: cls.id, courseId: course.id });
    await finish(learner, course);
    const { id } = await mine(learner, course);

    const verify = () => call(ctx.app, "GET", `/api/verify/${id}`);
    const valid = await verify();
    expect(valid.statusCode).toBe(200);
    expect(valid.headers["cache-control"]).toBe("no-cache");
    expect(valid.json()).toEqual({
      status: "valid",
      id,
      learner_name: "श्रीया क्षेत्रपाल",
      course_title: "Credit and digital payments",
      organisation_name: "Lotus Bank Outreach",
      issued_on: "2026-11-15",
    });
    // Exactly those fields (toEqual above): no user id, email or class.
    for (const secret of [learner.id, learner.email, "class"]) expect(valid.body).not.toContain(secret);
    const inHindi = await call(ctx.app, "GET", `/api/verify/${id}`, { headers: { "accept-language": "hi" } });
    expect(inHindi.json().course_title).toBe("क्रेडिट और डिजिटल पेमेंट");

    await call(ctx.app, "POST", `/api/certificates/${id}/revoke`, { cookie: learner.cookie });
    const revoked = await verify();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ status: "revoked", id });

    await call(ctx.app, "POST", `/api/certificates/${id}/restore`, { cookie: learner.cookie });
    expect((await verify()).json()).toEqual(valid.json());

    const missing = await call(ctx.app, "GET", "/api/verify/zzzzzzzzzzzzzzzz");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-cache");
  });
});

describe("the PDF", () => {
  let learner: TestUser;
  let certificate: Certificate;

  beforeAll(async () => {
    const course = await shortCourse("Saving for a goal");
    await ctx.app.db.insert(contentTranslations).values({
      entity: "course",
      entityId: course.id,
      locale: "hi",
      fields: { title: "लक्ष्य के लिए बचत" },
    });
    await ctx.app.contentChanges.announce(ctx.app.db);
    learner = await buildUser(ctx.app, { name: "श्री अनिल" });
    await finish(learner, course);
    certificate = await mine(learner, course);
  });

  it("is one page of real PDF, an attachment, with its font embedded", async () => {
    const res = await call(ctx.app, "GET", `/api/certificates/${certificate.id}.pdf?lang=en`, {
      cookie: learner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="arthshala-certificate-${certificate.id}.pdf"`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdf.toString("latin1");
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    // The vendored Noto Sans, subset into the file (TrueType outlines).
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Medium/);
    expect(text).toContain("/FontFile2");
    const streams = pdfStreams(pdf);
    // The verification address is a link on the page.
    expect(text).toContain(`(${certificate.verify_url})`);
    expect(streams).not.toBe("");
  });

  it("is drawn in Hindi for ?lang=hi, or for a learner whose language is Hindi", async () => {
    const hindiPdf = async (query: string) => {
      const res = await call(ctx.app, "GET", `/api/certificates/${certificate.id}.pdf${query}`, {
        cookie: learner.cookie,
      });
      expect(res.statusCode).toBe(200);
      return pdfStreams(res.rawPayload);
    };
    // The fonts' character maps say what each drawn glyph stands for: shaped Devanagari has one glyph
    // for a conjunct, as प्र (प, virama, र) of "प्रमाणपत्र" and श्र of the learner's "श्री".
    const hasDevanagari = (streams: string) =>
      /<092a 094d 0930>/i.test(streams) && /<0936 094d 0930>/i.test(streams);
    expect(hasDevanagari(await hindiPdf("?lang=hi"))).toBe(true);
    await ctx.app.db.update(users).set({ language: "hi" }).where(eq(users.id, learner.id));
    ctx.app.sessions.forgetUser(learner.id);
    expect(hasDevanagari(await hindiPdf(""))).toBe(true);
    const bad = await call(ctx.app, "GET", `/api/certificates/${certificate.id}.pdf?lang=fr`, {
      cookie: learner.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});
