/**
 * Who may see a course (issue 40): the one rule every learner path asks. A course is seen by everyone
 * when it is Arthshala's own (no organisation) or an Admin published it to everyone; an organisation's
 * other courses only by the people who run that organisation, the learners in its classes, and Admins.
 * Visitors (signed out) see only the first kind. Courses are read from the content cache, so the rule is
 * applied after it, per request: here as a function over a cached row and as an SQL condition for
 * queries that join courses themselves.
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/session-user.js";
import { type Db, selectRows } from "../db/client.js";

export interface CourseAudience {
  organisationId: number | null;
  publishedToAllAt: Date | null;
}

type Who = Pick<SessionUser, "id" | "role"> | null;

/** Open to everyone, visitors included. */
export function isOpenToAll(course: CourseAudience): boolean {
  return course.organisationId === null || course.publishedToAllAt !== null;
}

/** The organisations whose own courses a user sees: those they run and those whose classes they are in. */
export function memberOrganisationIdsSql(userId: string | SQLWrapper): SQL {
  return sql`select m.organisation_id from organisation_members m where m.user_id = ${userId}
    union select c.organisation_id from class_members cm join classes c on c.id = cm.class_id
    where cm.user_id = ${userId}`;
}

/**
 * The rule as a condition on a `courses` row (`alias` is how the query names that table), for queries
 * that join courses rather than read them from the content cache.
 */
export function courseVisibleSql(who: Who, alias: SQL = sql.raw("courses")): SQL {
  const open = sql`(${alias}.organisation_id is null or ${alias}.published_to_all_at is not null)`;
  if (!who) return open;
  if (who.role === "Admin") return sql`true`;
  return sql`(${open} or ${alias}.organisation_id in (${memberOrganisationIdsSql(who.id)}))`;
}

/**
 * One request's asker, deciding course by course. The membership query runs only when a course that is
 * not open to all comes up, at most once per request: an Arthshala course costs nothing more than before.
 */
export class CourseViewer {
  private organisations: Promise<Set<number>> | undefined;

  constructor(
    private readonly db: Db,
    readonly who: Who,
  ) {}

  /** A viewer whose organisations a query already read (with memberOrganisationIdsSql). */
  static knowing(db: Db, who: NonNullable<Who>, organisationIds: Iterable<number>): CourseViewer {
    const viewer = new CourseViewer(db, who);
    viewer.organisations = Promise.resolve(new Set(organisationIds));
    return viewer;
  }

  /** The signed-in user's id (null for a visitor). */
  get userId(): string | null {
    return this.who?.id ?? null;
  }

  async canSee(course: CourseAudience): Promise<boolean> {
    if (isOpenToAll(course)) return true;
    if (!this.who) return false;
    if (this.who.role === "Admin") return true;
    return (await this.memberOf()).has(course.organisationId!);
  }

  private memberOf(): Promise<Set<number>> {
    this.organisations ??= selectRows<{ organisation_id: number }>(
      this.db,
      memberOrganisationIdsSql(this.who!.id),
    ).then((rows) => new Set(rows.map((r) => r.organisation_id)));
    return this.organisations;
  }
}
