import type { Locale } from "@arthshala/contracts/locales";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ContentChanges } from "../../platform/cache/content-changes.js";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import type { Db } from "../../platform/db/client.js";
import { prepared } from "../../platform/db/prepared.js";
import { cards, courses, modules } from "../../platform/db/schema.js";
import { type CourseViewer, isOpenToAll } from "../../platform/institutions/course-visibility.js";
import type {
  CardRow,
  CatalogEntry,
  ContentCard,
  ContentModule,
  CourseContent,
  CourseRow,
} from "./course-types.js";
import { localizeCatalog, localizeCourse } from "./localize.js";

export type { CardRow, CatalogEntry, ContentCard, ContentModule, CourseContent, CourseRow };

const courseById = (db: Db) =>
  db
    .select()
    .from(courses)
    .where(and(eq(courses.id, sql.placeholder("courseId")), isNull(courses.deletedAt)))
    .limit(1)
    .prepare("content_course_by_id");

const learningOrder = [asc(modules.orderIndex), asc(modules.id), asc(cards.orderIndex), asc(cards.id)];

const courseTree = (db: Db) =>
  db
    .select({ module: modules, card: cards })
    .from(modules)
    .leftJoin(cards, and(eq(cards.moduleId, modules.id), isNull(cards.deletedAt)))
    .where(and(eq(modules.courseId, sql.placeholder("courseId")), isNull(modules.deletedAt)))
    .orderBy(...learningOrder)
    .prepare("content_course_tree");

/**
 * Authored course content, read from the database once and kept until an admin changes content on
 * any instance (ContentChanges). What a learner has done is never cached here: the learning calls
 * read only that per request.
 *
 * The cache holds every course, an organisation's own too (issue 40), but hands out only what the asker
 * may see (platform/institutions/course-visibility): `course` and `catalog` give the courses open to
 * everyone (what visitors' pages, the sitemap and share images are made of), `courseFor` and `catalogFor`
 * what one request's viewer may see. So a reader that knows nothing of organisations shows none of theirs.
 */
export class CourseContentStore {
  private readonly byId: VersionedCache<number, CourseContent | null>;
  private readonly list: VersionedCache<"all", CatalogEntry[]>;
  private readonly localized: VersionedCache<string, CourseContent>;
  private readonly localizedList: VersionedCache<Locale, CatalogEntry[]>;

  constructor(
    private readonly db: Db,
    changes: ContentChanges,
  ) {
    this.byId = new VersionedCache(changes, 1000);
    this.list = new VersionedCache(changes, 1);
    this.localized = new VersionedCache(changes, 1000);
    this.localizedList = new VersionedCache(changes, 4);
  }

  /** A course open to everyone, in a language: English as authored, or with its translations laid over. */
  async course(courseId: number, locale: Locale = "en"): Promise<CourseContent | null> {
    const content = await this.anyCourse(courseId, locale);
    return content && isOpenToAll(content.course) ? content : null;
  }

  /** A course the viewer may see (null, as for a missing one, when they may not). */
  async courseFor(
    viewer: CourseViewer,
    courseId: number,
    locale: Locale = "en",
  ): Promise<CourseContent | null> {
    const content = await this.anyCourse(courseId, locale);
    return content && (await viewer.canSee(content.course)) ? content : null;
  }

  /** The courses open to everyone. */
  async catalog(locale: Locale = "en"): Promise<CatalogEntry[]> {
    return (await this.wholeCatalog(locale)).filter((e) => isOpenToAll(e.course));
  }

  /** The courses the viewer may see. */
  async catalogFor(viewer: CourseViewer, locale: Locale = "en"): Promise<CatalogEntry[]> {
    const all = await this.wholeCatalog(locale);
    const seen = await Promise.all(all.map((e) => viewer.canSee(e.course)));
    return all.filter((_, i) => seen[i]);
  }

  private async anyCourse(courseId: number, locale: Locale): Promise<CourseContent | null> {
    const base = await this.byId.get(courseId, () => this.loadCourse(courseId));
    if (!base || locale === "en") return base;
    return this.localized.get(`${courseId}:${locale}`, () => localizeCourse(this.db, base, locale));
  }

  private async wholeCatalog(locale: Locale): Promise<CatalogEntry[]> {
    const base = await this.list.get("all", () => this.loadCatalog());
    if (locale === "en") return base;
    return this.localizedList.get(locale, () => localizeCatalog(this.db, base, locale));
  }

  private async loadCourse(courseId: number): Promise<CourseContent | null> {
    const [[course], rows] = await Promise.all([
      prepared(this.db, courseById).execute({ courseId }),
      prepared(this.db, courseTree).execute({ courseId }),
    ]);
    if (!course) return null;
    const byModule = new Map<number, ContentModule>();
    const cardRows = new Map<number, CardRow>();
    for (const { module, card } of rows) {
      let m = byModule.get(module.id);
      if (!m) {
        m = { moduleId: module.id, title: module.title, description: module.description, cards: [] };
        byModule.set(module.id, m);
      }
      if (!card) continue;
      m.cards.push({ cardId: card.id, title: card.title, contentType: card.contentType });
      cardRows.set(card.id, card);
    }
    return {
      course,
      modules: [...byModule.values()],
      cards: cardRows,
      source: cardRows,
      totalCards: cardRows.size,
      locale: "en",
      translated: { course: false, cards: new Set() },
    };
  }

  private async loadCatalog(): Promise<CatalogEntry[]> {
    const [courseRows, cardRows] = await Promise.all([
      this.db.select().from(courses).where(isNull(courses.deletedAt)).orderBy(asc(courses.id)),
      this.db
        .select({ courseId: modules.courseId, cardId: cards.id })
        .from(cards)
        .innerJoin(modules, eq(modules.id, cards.moduleId))
        .where(and(isNull(cards.deletedAt), isNull(modules.deletedAt))),
    ]);
    const ids = new Map<number, Set<number>>();
    for (const r of cardRows) {
      const set = ids.get(r.courseId) ?? new Set<number>();
      set.add(r.cardId);
      ids.set(r.courseId, set);
    }
    return courseRows.map((course) => {
      const liveCardIds = ids.get(course.id) ?? new Set<number>();
      return { course, liveCardIds, totalCards: liveCardIds.size };
    });
  }
}
