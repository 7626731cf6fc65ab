import type { Locale } from "@arthshala/contracts/locales";
import type { cards, courses } from "../../platform/db/schema.js";

export type CourseRow = typeof courses.$inferSelect;
export type CardRow = typeof cards.$inferSelect;

export interface ContentCard {
  cardId: number;
  title: string;
  contentType: CardRow["contentType"];
}

export interface ContentModule {
  moduleId: number;
  title: string;
  description: string | null;
  cards: ContentCard[];
}

/** A live course as authored: modules and cards in learning order, and every card's full row. */
export interface CourseContent {
  course: CourseRow;
  modules: ContentModule[];
  /** Cards as the learner reads them (translated where a translation exists). */
  cards: Map<number, CardRow>;
  /** The English cards: answers are checked and stored against these. */
  source: Map<number, CardRow>;
  totalCards: number;
  locale: Locale;
  /** What has a translation in `locale` (nothing for English). */
  translated: { course: boolean; cards: Set<number> };
}

/** The course list: each live course with the ids of its live cards (for progress counts). */
export interface CatalogEntry {
  course: CourseRow;
  /** The language of the course's title and description (English unless a translation was laid over). */
  language?: Locale;
  liveCardIds: Set<number>;
  totalCards: number;
}
