import type { Role } from "@arthshala/contracts/roles";
import { eq } from "drizzle-orm";
import type { App } from "../src/app.js";
import {
  articles,
  cards,
  classAssignments,
  classes,
  classMembers,
  courses,
  modules,
  organisationMembers,
  organisations,
  perkCodes,
  perks,
  users,
} from "../src/platform/db/schema.js";
import { recordAwards } from "../src/platform/rewards/ledger.js";
import { call, sessionCookie, uniqueEmail } from "./harness.js";

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: Role;
  /** Cookie header value of a live session for this user. */
  cookie: string;
}

/** Signs a user up through the real API (hashing, session) and optionally makes them Admin. */
export async function buildUser(
  app: App,
  overrides: {
    email?: string;
    name?: string;
    password?: string;
    role?: Role;
    /** Mark the address as proved, as the mailed link would. */
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "correct-horse-battery";
  const name = overrides.name ?? "Asha Learner";
  const res = await call(app, "POST", "/api/auth/signup", { body: { email, password, name } });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const id = res.json().user.sub as string;
  const role = overrides.role ?? "Learner";
  if (role !== "Learner") await app.db.update(users).set({ role }).where(eq(users.id, id));
  if (overrides.verified)
    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  return { id, email, name, password, role, cookie: sessionCookie(res) };
}

export const buildAdmin = (app: App, overrides: { email?: string; name?: string } = {}) =>
  buildUser(app, { ...overrides, role: "Admin", name: overrides.name ?? "Ravi Admin" });

export const buildFacilitator = (app: App, overrides: { email?: string; name?: string } = {}) =>
  buildUser(app, { ...overrides, role: "Facilitator", name: overrides.name ?? "Meera Facilitator" });

/** An organisation straight into the database, with `owner` (and any `facilitators`) as its members. */
export async function buildOrganisation(
  app: App,
  spec: {
    owner: { id: string };
    facilitators?: { id: string }[];
    name?: string;
    kind?: "school" | "college" | "employer" | "bank" | "ngo";
  },
): Promise<{ id: number; name: string }> {
  const name = spec.name ?? "Sunrise Public School";
  const [org] = await app.db
    .insert(organisations)
    .values({ name, kind: spec.kind ?? "school", createdBy: spec.owner.id })
    .returning({ id: organisations.id });
  await app.db.insert(organisationMembers).values([
    { organisationId: org!.id, userId: spec.owner.id, role: "owner" as const },
    ...(spec.facilitators ?? []).map((f) => ({
      organisationId: org!.id,
      userId: f.id,
      role: "facilitator" as const,
    })),
  ]);
  return { id: org!.id, name };
}

let classCodes = 0;
/** A class straight into the database, with `members` joined; its join code is unique per call. */
export async function buildClass(
  app: App,
  spec: {
    organisationId: number;
    name?: string;
    language?: "en" | "hi";
    capacity?: number | null;
    endsOn?: string | null;
    members?: { id: string }[];
    joinCode?: string;
  },
): Promise<{ id: number; joinCode: string }> {
  classCodes += 1;
  const joinCode = spec.joinCode ?? `T${process.pid.toString(36).toUpperCase()}${classCodes}`.slice(0, 10);
  const [row] = await app.db
    .insert(classes)
    .values({
      organisationId: spec.organisationId,
      name: spec.name ?? "Class 11 A",
      language: spec.language ?? "en",
      joinCode,
      capacity: spec.capacity ?? null,
      endsOn: spec.endsOn ?? null,
    })
    .returning({ id: classes.id });
  if (spec.members?.length)
    await app.db.insert(classMembers).values(spec.members.map((m) => ({ classId: row!.id, userId: m.id })));
  return { id: row!.id, joinCode };
}

/** Assigns a course (or one module of it) to a class straight into the database. */
export async function buildAssignment(
  app: App,
  spec: { classId: number; courseId: number; moduleId?: number | null; dueOn?: string | null },
): Promise<{ id: number }> {
  const [row] = await app.db
    .insert(classAssignments)
    .values({
      classId: spec.classId,
      courseId: spec.courseId,
      moduleId: spec.moduleId ?? null,
      dueOn: spec.dueOn ?? null,
    })
    .returning({ id: classAssignments.id });
  return { id: row!.id };
}

export interface CardSpec {
  title?: string;
  contentType?: "text" | "image" | "video" | "audio" | "question";
  contentText?: string;
  allottedFinstars?: number;
  questionType?: "mcq_single" | "mcq_multiple" | "subjective" | "true_false" | "numeric" | "order";
  options?: string[];
  correctAnswer?: string | null;
  /** A numeric question's unit and tolerance (hundredths of the unit). */
  answerUnit?: "rupees" | "percent" | "number";
  toleranceHundredths?: number;
  explanation?: string;
  /** One scheme tag (or "") per option, for questions about the learner. */
  optionsTags?: string[];
}

export interface BuiltCourse {
  id: number;
  modules: { id: number; cardIds: number[] }[];
}

/** Inserts a course with modules and cards straight into the database (titles numbered for reading). */
export async function buildCourse(
  app: App,
  spec: {
    title?: string;
    tags?: string[];
    modules?: { title?: string; cards?: CardSpec[] }[];
    /** An organisation's own course (seen only by its members). */
    organisationId?: number;
  } = {},
): Promise<BuiltCourse> {
  const moduleSpecs = spec.modules ?? [{ cards: [{}, {}, {}] }, { cards: [{}, {}] }];
  const [course] = await app.db
    .insert(courses)
    .values({
      title: spec.title ?? "Saving 101",
      description: "Learn to save.",
      modulesCount: moduleSpecs.length,
      duration: 10,
      tags: spec.tags ?? [],
      organisationId: spec.organisationId ?? null,
    })
    .returning({ id: courses.id });
  const built: BuiltCourse = { id: course!.id, modules: [] };
  for (const [mi, m] of moduleSpecs.entries()) {
    const [mod] = await app.db
      .insert(modules)
      .values({ courseId: course!.id, title: m.title ?? `Module ${mi + 1}`, orderIndex: mi })
      .returning({ id: modules.id });
    const cardIds: number[] = [];
    for (const [ci, c] of (m.cards ?? []).entries()) {
      const isQuestion = c.contentType === "question";
      const [card] = await app.db
        .insert(cards)
        .values({
          moduleId: mod!.id,
          title: c.title ?? `Card ${mi + 1}.${ci + 1}`,
          contentType: c.contentType ?? "text",
          contentText: c.contentText ?? "Some friendly words about money.",
          allottedFinstars: c.allottedFinstars ?? 5,
          orderIndex: ci,
          questionType: isQuestion ? (c.questionType ?? "mcq_single") : null,
          options: isQuestion ? (c.options ?? ["₹1 lakh", "₹5 lakh", "₹10 lakh"]) : [],
          optionsTags: isQuestion ? (c.optionsTags ?? []) : [],
          correctAnswer: isQuestion ? (c.correctAnswer === undefined ? "₹5 lakh" : c.correctAnswer) : null,
          answerUnit: c.answerUnit ?? null,
          toleranceHundredths: c.toleranceHundredths ?? null,
          explanation: isQuestion
            ? (c.explanation ?? "DICGC insures up to ₹5 lakh per depositor per bank.")
            : null,
        })
        .returning({ id: cards.id });
      cardIds.push(card!.id);
    }
    built.modules.push({ id: mod!.id, cardIds });
  }
  // Straight into the database, as an admin's edit would: the content caches must hear of it.
  await app.contentChanges.announce(app.db);
  return built;
}

export function cardUrl(course: BuiltCourse, moduleIndex: number, cardIndex: number, suffix = ""): string {
  const m = course.modules[moduleIndex]!;
  return `/api/courses/course/${course.id}/module/${m.id}/card/${m.cardIds[cardIndex]}${suffix}`;
}

/** Inserts an article; createdAt spaced by `minutesAgo` so the newest-first order is predictable. */
export async function buildArticle(
  app: App,
  overrides: { title?: string; content?: string; status?: "draft" | "published"; minutesAgo?: number } = {},
): Promise<{ id: number; title: string }> {
  const title = overrides.title ?? "Budgeting your first salary";
  const [row] = await app.db
    .insert(articles)
    .values({
      title,
      content: overrides.content ?? "## Start here\n\nPay yourself first.",
      contentText: "Pay yourself first.",
      status: overrides.status ?? "published",
      createdAt: new Date(Date.now() - (overrides.minutesAgo ?? 0) * 60_000),
    })
    .returning({ id: articles.id });
  await app.contentChanges.announce(app.db);
  return { id: row!.id, title };
}

/**
 * Gives a learner FinScore through the real ledger (as an award would), e.g. to set up a leaderboard.
 * Each call needs its own key.
 */
export async function awardFinScore(app: App, userId: string, points: number, key: string, now = new Date()) {
  await app.db.transaction((tx) =>
    recordAwards(
      tx,
      userId,
      {
        scores: [
          {
            rule: "cardCompleted",
            change: points,
            sourceKey: `test:${key}`,
            description: `Test award ${key}`,
          },
        ],
      },
      now,
    ),
  );
}

/** Completes a card through the API as the learner would (answering questions with `answer`). */
export function completeCard(
  app: App,
  user: TestUser,
  course: BuiltCourse,
  m: number,
  c: number,
  answer?: string,
) {
  return call(app, "POST", cardUrl(course, m, c, "/updateCard"), {
    cookie: user.cookie,
    body: { status: "completed", userAnswer: answer ?? null },
  });
}

/** Gives a learner FinStars through the real ledger (as finishing cards would). Each call needs its own key. */
export async function awardFinStars(app: App, userId: string, stars: number, key: string, now = new Date()) {
  await app.db.transaction((tx) =>
    recordAwards(
      tx,
      userId,
      { stars: { amount: stars, sourceKey: `test:${key}`, description: `Test award ${key}` } },
      now,
    ),
  );
}

/** Makes an account look `days` old (rewards' cooling-off counts from users.created_at). */
export async function ageAccount(app: App, userId: string, days: number) {
  await app.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, userId));
}

/**
 * A perk straight into the database (an Admin's unless organisationId), with `codes` uploaded:
 * instruction-only when codes is undefined.
 */
export async function buildPerk(
  app: App,
  spec: {
    title?: string;
    price?: number;
    codes?: string[];
    organisationId?: number | null;
    perLearnerLimit?: number;
    limitPeriodDays?: number;
    lowStockAt?: number;
    ageBand?: string | null;
    validUntil?: string | null;
  } = {},
): Promise<{ id: number }> {
  const [row] = await app.db
    .insert(perks)
    .values({
      title: spec.title ?? "Sticker pack",
      price: spec.price ?? 10,
      fulfilment: spec.codes ? "code" : "instructions",
      instructions: "Show this page at the front desk.",
      terms: "One per learner.",
      organisationId: spec.organisationId ?? null,
      perLearnerLimit: spec.perLearnerLimit ?? 100,
      limitPeriodDays: spec.limitPeriodDays ?? 30,
      lowStockAt: spec.lowStockAt ?? 0,
      ageBand: spec.ageBand ?? null,
      validUntil: spec.validUntil ?? null,
    })
    .returning({ id: perks.id });
  if (spec.codes?.length)
    await app.db.insert(perkCodes).values(spec.codes.map((code) => ({ perkId: row!.id, code })));
  return { id: row!.id };
}
