import type { CardStatus } from "@arthshala/contracts/learning-rules";
import { progressPercent } from "@arthshala/contracts/learning-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { cardProgress, type cards } from "../../platform/db/schema.js";
import type { CourseViewer } from "../../platform/institutions/course-visibility.js";
import type { CourseContent, CourseContentStore } from "./course-content.js";

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
  course: CourseContent["course"];
  /** The authored content the outline was built from (card rows for the viewer). */
  content: CourseContent;
  modules: OutlineModule[];
  totalCards: number;
  completedCards: number;
  progress: number;
}

/** The only per-request read of the learning calls: which cards of one course a learner has done. */
const progressOfCourse = (db: Db) =>
  db
    .select({ cardId: cardProgress.cardId, userAnswer: cardProgress.userAnswer })
    .from(cardProgress)
    .where(
      and(
        eq(cardProgress.userId, sql.placeholder("userId")),
        eq(cardProgress.courseId, sql.placeholder("courseId")),
      ),
    )
    .prepare("progress_of_course");

/**
 * A course's live modules and cards in learning order (from the content cache), with the viewer's
 * completion (none for a visitor, or with `withProgress` false); null when the course is missing or the
 * viewer may not see it. Courses are small (tens of cards), so neighbours and locks are worked out in memory.
 */
export async function loadOutline(
  db: Db,
  store: CourseContentStore,
  courseId: number,
  viewer: CourseViewer,
  locale: Locale = "en",
  withProgress = true,
): Promise<CourseOutline | null> {
  const userId = withProgress ? viewer.userId : null;
  const [content, done] = await Promise.all([
    store.courseFor(viewer, courseId, locale),
    userId ? prepared(db, progressOfCourse).execute({ userId, courseId }) : [],
  ]);
  return content ? outlineOf(content, done) : null;
}

/** The outline of a course's content with a learner's completed cards (card_progress rows). */
export function outlineOf(
  content: CourseContent,
  done: readonly { cardId: number; userAnswer: string | null }[],
): CourseOutline {
  const answers = new Map(done.map((r) => [r.cardId, r.userAnswer]));
  let completedCards = 0;
  const outlineModules = content.modules.map((m) => ({
    moduleId: m.moduleId,
    title: m.title,
    description: m.description,
    cards: m.cards.map((c): OutlineCard => {
      const completed = answers.has(c.cardId);
      if (completed) completedCards++;
      return {
        cardId: c.cardId,
        title: c.title,
        contentType: c.contentType,
        status: completed ? "completed" : "incomplete",
        userAnswer: answers.get(c.cardId) ?? null,
      };
    }),
  }));
  return {
    course: content.course,
    content,
    modules: outlineModules,
    totalCards: content.totalCards,
    completedCards,
    progress: progressPercent(completedCards, content.totalCards),
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
