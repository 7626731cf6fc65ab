import type { CardStatus } from "@arthshala/contracts/learning-rules";
import { progressPercent } from "@arthshala/contracts/learning-rules";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { cardProgress, cards, courses, modules } from "../../platform/db/schema.js";

export interface OutlineCard {
  cardId: number;
  title: string;
  contentType: (typeof cards.$inferSelect)["contentType"];
  status: CardStatus;
  userAnswer: string | null;
}

export interface OutlineModule {
  moduleId: number;
  title: string;
  description: string | null;
  cards: OutlineCard[];
}

export interface CourseOutline {
  course: typeof courses.$inferSelect;
  modules: OutlineModule[];
  totalCards: number;
  completedCards: number;
  progress: number;
}

/**
 * A course's live modules and cards in learning order, with one learner's completion, in one query.
 * Courses are small (tens of cards), so neighbours and locks are worked out in memory from this.
 */
const courseById = (db: Db) =>
  db
    .select()
    .from(courses)
    .where(and(eq(courses.id, sql.placeholder("courseId")), isNull(courses.deletedAt)))
    .limit(1)
    .prepare("course_by_id");

const outlineColumns = {
  moduleId: modules.id,
  moduleTitle: modules.title,
  moduleDescription: modules.description,
  cardId: cards.id,
  cardTitle: cards.title,
  contentType: cards.contentType,
};
const liveCardsOf = and(eq(cards.moduleId, modules.id), isNull(cards.deletedAt));
const liveModulesOfCourse = and(eq(modules.courseId, sql.placeholder("courseId")), isNull(modules.deletedAt));
const learningOrder = [asc(modules.orderIndex), asc(modules.id), asc(cards.orderIndex), asc(cards.id)];

const outlineForLearner = (db: Db) =>
  db
    .select({
      ...outlineColumns,
      completed: sql<boolean>`${cardProgress.cardId} is not null`,
      userAnswer: cardProgress.userAnswer,
    })
    .from(modules)
    .leftJoin(cards, liveCardsOf)
    .leftJoin(
      cardProgress,
      and(eq(cardProgress.cardId, cards.id), eq(cardProgress.userId, sql.placeholder("userId"))),
    )
    .where(liveModulesOfCourse)
    .orderBy(...learningOrder)
    .prepare("outline_for_learner");

const outlineForVisitor = (db: Db) =>
  db
    .select({ ...outlineColumns, completed: sql<boolean>`false`, userAnswer: sql<string | null>`null` })
    .from(modules)
    .leftJoin(cards, liveCardsOf)
    .where(liveModulesOfCourse)
    .orderBy(...learningOrder)
    .prepare("outline_for_visitor");

export async function loadOutline(
  db: Db,
  courseId: number,
  userId: string | null,
): Promise<CourseOutline | null> {
  // The course row and the ordered outline are independent: fetch them together.
  const [[course], rows] = await Promise.all([
    prepared(db, courseById).execute({ courseId }),
    userId
      ? prepared(db, outlineForLearner).execute({ courseId, userId })
      : prepared(db, outlineForVisitor).execute({ courseId }),
  ]);
  if (!course) return null;

  const byId = new Map<number, OutlineModule>();
  let totalCards = 0;
  let completedCards = 0;
  for (const r of rows) {
    let m = byId.get(r.moduleId);
    if (!m) {
      m = { moduleId: r.moduleId, title: r.moduleTitle, description: r.moduleDescription, cards: [] };
      byId.set(r.moduleId, m);
    }
    if (r.cardId === null || r.cardTitle === null || r.contentType === null) continue;
    const status: CardStatus = r.completed ? "completed" : "incomplete";
    m.cards.push({
      cardId: r.cardId,
      title: r.cardTitle,
      contentType: r.contentType,
      status,
      userAnswer: r.userAnswer,
    });
    totalCards++;
    if (status === "completed") completedCards++;
  }
  return {
    course,
    modules: [...byId.values()],
    totalCards,
    completedCards,
    progress: progressPercent(completedCards, totalCards),
  };
}

export interface CardPosition {
  module: OutlineModule;
  moduleIndex: number;
  index: number;
  card: OutlineCard;
}

/** Finds a card in the outline, checking that the path's module is really its module. */
export function locate(outline: CourseOutline, moduleId: number, cardId: number): CardPosition | null {
  const moduleIndex = outline.modules.findIndex((m) => m.moduleId === moduleId);
  const module = outline.modules[moduleIndex];
  if (!module) return null;
  const index = module.cards.findIndex((c) => c.cardId === cardId);
  const card = module.cards[index];
  return card ? { module, moduleIndex, index, card } : null;
}

export function isLocked(pos: CardPosition): boolean {
  return pos.index > 0 && pos.module.cards[pos.index - 1]?.status !== "completed";
}

/** The first card of the nearest module before/after this one that has cards. */
export function neighbourModuleFirstCard(
  outline: CourseOutline,
  moduleIndex: number,
  direction: -1 | 1,
): { moduleId: number; cardId: number } | null {
  for (let i = moduleIndex + direction; i >= 0 && i < outline.modules.length; i += direction) {
    const m = outline.modules[i]!;
    const first = m.cards[0];
    if (first) return { moduleId: m.moduleId, cardId: first.cardId };
  }
  return null;
}
