import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCourse, buildUser, completeCard, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext, uniqueEmail } from "../../../test/harness.js";
import { contactMessages, feedback, mailQueue } from "../../platform/db/schema.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    AUTH_RATE_LIMIT: 1000,
    FORM_RATE_LIMIT: 1000,
    SUPPORT_EMAIL: "support@arthshala.test",
  });
});
afterAll(async () => {
  await ctx.close();
});

const answers = (email = uniqueEmail("fb")) => ({
  name: "Kavya",
  email,
  q1_helpfulness: 5,
  q2_difficulty: "Just right",
  q3_navigation: 4,
  q4_design: "Good",
  q5_confusing: "No",
  q5_details: "",
  q6_favFeature: "FinTools",
  q7_returnLikelihood: 5,
  additionalFeedback: "Loved the tracker!",
});
const sendFeedback = (body: unknown, user?: TestUser) =>
  call(ctx.app, "POST", "/api/home/feedback", { body, cookie: user?.cookie });
const sendContact = (body: unknown, user?: TestUser) =>
  call(ctx.app, "POST", "/api/contact/user", { body, cookie: user?.cookie });

describe("the feedback form", () => {
  it("stores a visitor's feedback and copies it to the team through the mail queue", async () => {
    const res = await sendFeedback(answers("visitor@example.in"));
    expect(res.json()).toEqual({ message: "Thank you for your feedback!" });
    const [row] = await ctx.app.db.select().from(feedback).where(eq(feedback.email, "visitor@example.in"));
    expect(row).toMatchObject({ userId: null, name: "Kavya" });
    expect(row?.answers).toMatchObject({ q1_helpfulness: 5, q6_favFeature: "FinTools" });
    const mail = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.kind, "team_notice"));
    expect(mail.some((m) => m.to === "support@arthshala.test" && m.subject === "Feedback from Kavya")).toBe(
      true,
    );
  });

  it("says the spec's two messages word for word", async () => {
    for (const missing of ["name", "email", "q2_difficulty", "q4_design", "q5_confusing", "q6_favFeature"]) {
      const res = await sendFeedback({ ...answers(), [missing]: "" });
      expect(res.statusCode, missing).toBe(400);
      expect(res.json().message, missing).toContain("Please fill in all required fields.");
    }
    for (const star of ["q1_helpfulness", "q3_navigation", "q7_returnLikelihood"]) {
      const res = await sendFeedback({ ...answers(), [star]: 0 });
      expect(res.json().message, star).toContain("Please rate all star-based questions (Q1, Q3, Q7).");
    }
    expect((await sendFeedback({ ...answers(), q1_helpfulness: 6 })).statusCode).toBe(400);
    expect((await sendFeedback({ ...answers(), q2_difficulty: "Meh" })).statusCode).toBe(400);
  });

  it("keeps the Q5 details only when the answer is Yes, and refuses junk and over-long text", async () => {
    const email = uniqueEmail("q5");
    await sendFeedback({ ...answers(email), q5_confusing: "No", q5_details: "ignored" });
    const [row] = await ctx.app.db.select().from(feedback).where(eq(feedback.email, email));
    expect(row?.answers.q5_details).toBe("");
    const links = await sendFeedback({
      ...answers(),
      additionalFeedback: "https://spam.example https://x.example",
    });
    expect(links.json().message).toContain("Please write a few words for us, not just links.");
    const long = await sendFeedback({ ...answers(), additionalFeedback: "a".repeat(2001) });
    expect(long.json().message).toContain("Please keep it under 2,000 characters.");
    const nul = await sendFeedback({ ...answers(), name: "Kav\u0000ya" });
    expect(nul.statusCode).toBe(400);
  });

  it("ends a learner's home prompt", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}] }] });
    const learner = await buildUser(ctx.app);
    await completeCard(ctx.app, learner, course, 0, 0);
    const home = () => call(ctx.app, "POST", "/api/home/getdata", { cookie: learner.cookie, body: {} });
    expect((await home()).json().showFeedback).toBe(true);
    await sendFeedback(answers(learner.email), learner);
    expect((await home()).json().showFeedback).toBe(false);
  });

  it("limits one sender to 3 an hour, whatever their address", async () => {
    const email = uniqueEmail("busy");
    for (let i = 0; i < 3; i++) expect((await sendFeedback(answers(email))).statusCode).toBe(200);
    const fourth = await sendFeedback(answers(email));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^You've sent a few messages in a short time\. Please try again in \d+ minutes?\.$/,
    );
  });
});

describe("per client address", () => {
  it("limits how many messages one address sends an hour, with a clear 429", async () => {
    const strict = await createTestApp({ FORM_RATE_LIMIT: 2 }, { database: ctx.database });
    try {
      const send = (i: number) =>
        call(strict.app, "POST", "/api/contact/user", {
          body: { name: "Same address", email: uniqueEmail(`ip${i}`), message: "Hello" },
        });
      expect((await send(1)).statusCode).toBe(200);
      expect((await send(2)).statusCode).toBe(200);
      const third = await send(3);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/Too many requests/);
    } finally {
      await strict.app.close();
    }
  });
});

describe("the contact form", () => {
  // First: the admin test below reads the newest message as the learner's.
  it("keeps a message of exactly 2,000 characters whole and refuses a longer one with a clear 400, never cutting it", async () => {
    const email = uniqueEmail("limit");
    const full = "Mera sawaal. ".repeat(200).slice(0, 2000);
    expect((await sendContact({ name: "Asha", email, message: full })).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(row?.message).toHaveLength(2000);
    const long = await sendContact({ name: "Asha", email: uniqueEmail("long"), message: "a".repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("Please keep it under 2,000 characters.");
  });

  it("stores the message from a visitor or a learner and tells the team", async () => {
    const res = await sendContact({
      name: "Rohan",
      email: "Rohan@Example.in",
      message: "Can schools use Arthshala?",
    });
    expect(res.json()).toEqual({ message: "Your message has been sent!" });
    const [row] = await ctx.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "rohan@example.in"));
    expect(row).toMatchObject({ name: "Rohan", message: "Can schools use Arthshala?", userId: null });
    const learner = await buildUser(ctx.app);
    await sendContact({ name: learner.name, email: learner.email, message: "Hello from a learner" }, learner);
    const [mine] = await ctx.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.userId, learner.id));
    expect(mine?.message).toBe("Hello from a learner");
    const notices = await ctx.app.db.select().from(mailQueue).where(eq(mailQueue.kind, "team_notice"));
    const notice = notices.find((m) => m.subject === "Contact message from Rohan");
    expect(notice?.headers).toEqual({ "Reply-To": "rohan@example.in" });
  });

  it("refuses empty fields, a bad email, links-only text and header tricks", async () => {
    expect((await sendContact({ name: "", email: "a@b.in", message: "Hi" })).statusCode).toBe(400);
    expect((await sendContact({ name: "A", email: "not-an-email", message: "Hi" })).json().message).toContain(
      "Enter a valid email address.",
    );
    expect((await sendContact({ name: "A", email: "a@b.in", message: "   " })).statusCode).toBe(400);
    expect(
      (await sendContact({ name: "A", email: "a@b.in", message: "www.spam.example" })).json().message,
    ).toContain("not just links");
    expect((await sendContact({ name: "A\r\nBcc: x@y.z", email: "a@b.in", message: "Hi" })).statusCode).toBe(
      400,
    );
  });
});

describe("the admin Messages area", () => {
  it("lists feedback with averages over every answer, and contact messages, newest first, with a handled mark", async () => {
    const admin = await buildAdmin(ctx.app);
    const list = (
      await call(ctx.app, "GET", "/api/admin/messages/feedback", { cookie: admin.cookie })
    ).json();
    expect(list.total).toBeGreaterThan(3);
    expect(list.items.length).toBeLessThanOrEqual(20);
    const all = await ctx.app.db.select().from(feedback);
    const avg = (k: string) =>
      Math.round((all.reduce((s, r) => s + Number(r.answers[k]), 0) / all.length) * 10) / 10;
    expect(list.averages).toEqual({
      q1_helpfulness: avg("q1_helpfulness"),
      q3_navigation: avg("q3_navigation"),
      q7_returnLikelihood: avg("q7_returnLikelihood"),
    });
    const contact = (
      await call(ctx.app, "GET", "/api/admin/messages/contact?page=1", { cookie: admin.cookie })
    ).json();
    expect(contact.items[0].message).toBe("Hello from a learner");
    const id = contact.items[0].id;
    const mark = await call(ctx.app, "POST", `/api/admin/messages/contact/${id}/handled`, {
      cookie: admin.cookie,
      body: { handled: true },
    });
    expect(mark.json()).toEqual({ id, handled: true });
    const again = (
      await call(ctx.app, "GET", "/api/admin/messages/contact", { cookie: admin.cookie })
    ).json();
    expect(again.items[0].handled).toBe(true);
    expect(
      (await call(ctx.app, "GET", "/api/admin/messages/contact?page=0", { cookie: admin.cookie })).statusCode,
    ).toBe(400);
  });

  it("is for admins only", async () => {
    const learner = await buildUser(ctx.app);
    for (const path of ["/api/admin/messages/feedback", "/api/admin/messages/contact"]) {
      expect((await call(ctx.app, "GET", path, { cookie: learner.cookie })).statusCode).toBe(403);
      expect((await call(ctx.app, "GET", path)).statusCode).toBe(401);
    }
  });
});
