/**
 * The analytics queries, built here and only here so the API, its plan test and the population bench
 * (bench/analytics-plans.ts) EXPLAIN exactly what the server runs. At 100,000 learners no query reads
 * every learner's rows, and none looks each learner up one by one: a period's completions are read card by
 * card from card_progress_card_idx (card_id, completed_at, user_id: the index alone answers), each card's
 * rows in a LATERAL subquery so the planner cannot swap it for a scan of the whole table; a course's
 * finishers by course_activity_completed_idx; readings and ratings by their by-article indexes (migration
 * 0019). Content (courses, modules, cards, articles) is small and may be read whole.
 *
 * What the lesson guarantees keeps them cheap: a card unlocks only once the card before it in its module
 * is completed, so finishing a module is completing its last card, and a card's drop-off is the learners
 * who did the card before it less those who did it.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Window } from "./period.js";

/** Which courses: every course (Admins), or one organisation's own. */
export type CourseScope = { organisationId: number | null };

function courseFilter(scope: CourseScope, courseId?: number): SQL {
  const ofOrganisation =
    scope.organisationId === null ? sql`` : sql` and co.organisation_id = ${scope.organisationId}`;
  const oneCourse = courseId === undefined ? sql`` : sql` and co.id = ${courseId}`;
  return sql`co.deleted_at is null${ofOrganisation}${oneCourse}`;
}

/** Courses, modules and cards that count: none deleted. */
const scopeCards = (scope: CourseScope, courseId?: number) =>
  sql`select co.id as course_id, m.id as module_id, c.id as card_id
    from courses co
    join modules m on m.course_id = co.id and m.deleted_at is null
    join cards c on c.module_id = m.id and c.deleted_at is null
    where ${courseFilter(scope, courseId)}`;

/**
 * The learners who completed a card in the window, from the index alone. OFFSET 0 keeps it a subquery the
 * planner runs per card (a plain one it would pull up into a join, free to hash the whole table).
 */
const learnersIn = (window: Window, cardId: SQL) =>
  sql`select p.user_id from card_progress p
    where p.card_id = ${cardId}
      and p.completed_at >= ${window.start}::timestamptz and p.completed_at < ${window.end}::timestamptz
    offset 0`;

/**
 * Per course in scope: learners who completed at least one of its cards in the window (started), and
 * those who completed the course in it (finished: course_activity's completion, which the lesson writes
 * when a learner's last missing card is done). Courses with no activity are listed with zeros.
 */
export function courseTotalsQuery(window: Window, scope: CourseScope): SQL {
  return sql`with k as materialized (${scopeCards(scope)}),
    totals as (select course_id, count(*)::int as cards, count(distinct module_id)::int as modules
      from k group by course_id),
    started as (select d.course_id, count(*)::int as started
      from (select distinct k.course_id, p.user_id from k
        cross join lateral (${learnersIn(window, sql`k.card_id`)}) p) d
      group by d.course_id)
    select co.id, co.title, co.organisation_id, coalesce(t.modules, 0) as modules, coalesce(t.cards, 0) as cards,
      coalesce(s.started, 0) as started,
      (select count(*)::int from course_activity a where a.course_id = co.id
        and a.completed_at >= ${window.start}::timestamptz and a.completed_at < ${window.end}::timestamptz) as finished
    from courses co
    left join totals t on t.course_id = co.id
    left join started s on s.course_id = co.id
    where ${courseFilter(scope)}
    order by started desc, co.id`;
}

/** A course's modules and cards in learning order, with what a question needs to be tallied. */
export function courseContentQuery(courseId: number): SQL {
  return sql`select m.id as module_id, m.title as module_title, c.id as card_id, c.title, c.content_type,
      c.question_type, c.options, c.correct_answer, c.tolerance_hundredths
    from modules m join cards c on c.module_id = m.id and c.deleted_at is null
    where m.course_id = ${courseId} and m.deleted_at is null
    order by m.order_index, m.id, c.order_index, c.id`;
}

/**
 * Per module of the course, learners who completed any of its cards in the window, and (module_id null)
 * the course's: one read of the period's completions serves both.
 */
export function startsQuery(window: Window, courseId: number): SQL {
  return sql`with k as materialized (${scopeCards({ organisationId: null }, courseId)}),
    d as materialized (select distinct k.module_id, p.user_id from k
      cross join lateral (${learnersIn(window, sql`k.card_id`)}) p)
    select module_id, count(*)::int as started from d group by module_id
    union all
    select null, count(distinct user_id)::int from d`;
}

/** One course in scope, as the list has it but without its starters (startsQuery counts them). */
export function courseHeadQuery(window: Window, scope: CourseScope, courseId: number): SQL {
  return sql`select co.id, co.title, co.organisation_id,
      (select count(*)::int from modules m join cards c on c.module_id = m.id and c.deleted_at is null
        where m.course_id = co.id and m.deleted_at is null) as cards,
      (select count(distinct m.id)::int from modules m join cards c on c.module_id = m.id and c.deleted_at is null
        where m.course_id = co.id and m.deleted_at is null) as modules,
      (select count(*)::int from course_activity a where a.course_id = co.id
        and a.completed_at >= ${window.start}::timestamptz and a.completed_at < ${window.end}::timestamptz) as finished
    from courses co where ${courseFilter(scope, courseId)}`;
}

/** Per card of the course: learners who completed it in the window (the index alone). */
export function cardCountsQuery(window: Window, courseId: number): SQL {
  return sql`select c.id as card_id,
      (select count(*)::int from card_progress p where p.card_id = c.id
        and p.completed_at >= ${window.start}::timestamptz and p.completed_at < ${window.end}::timestamptz) as completed
    from modules m join cards c on c.module_id = m.id and c.deleted_at is null
    where m.course_id = ${courseId} and m.deleted_at is null`;
}

/**
 * Per question card of the course: each distinct first answer given in the window and how many learners
 * gave it. A written (subjective) answer is the learner's own text: it is counted, never returned.
 */
export function answerCountsQuery(window: Window, courseId: number): SQL {
  return sql`select k.id as card_id,
      case when k.question_type = 'subjective' then null else p.user_answer end as answer,
      count(*)::int as learners
    from (select c.id, c.question_type from modules m join cards c on c.module_id = m.id and c.deleted_at is null
      where m.course_id = ${courseId} and m.deleted_at is null and c.content_type = 'question') k
    cross join lateral (select p.user_answer from card_progress p where p.card_id = k.id
      and p.completed_at >= ${window.start}::timestamptz and p.completed_at < ${window.end}::timestamptz
      offset 0) p
    group by 1, 2`;
}

/** Per article (not deleted): readings, readers and read-throughs by India day, ratings given in the window. */
export function articleTotalsQuery(window: Window): SQL {
  return sql`select a.id, a.title, a.status, r.reads, r.readers, r.read_through, g.ratings, g.rating_sum
    from articles a
    cross join lateral (select count(*)::int as reads, count(distinct t.user_id)::int as readers,
        count(*) filter (where t.read_through)::int as read_through
      from reading_tasks t where t.article_id = a.id and t.day >= ${window.from}::date and t.day <= ${window.to}::date) r
    cross join lateral (select count(*)::int as ratings, coalesce(sum(g.rating), 0)::int as rating_sum
      from article_ratings g where g.article_id = a.id
        and g.updated_at >= ${window.start}::timestamptz and g.updated_at < ${window.end}::timestamptz) g
    where a.deleted_at is null
    order by r.reads desc, a.created_at desc, a.id`;
}

/** Every query one course's page and the lists run, by name: for the plan checks. */
export function analyticsQueries(window: Window, courseId: number): { name: string; query: SQL }[] {
  return [
    { name: "course list", query: courseTotalsQuery(window, { organisationId: null }) },
    { name: "course head", query: courseHeadQuery(window, { organisationId: null }, courseId) },
    { name: "starts", query: startsQuery(window, courseId) },
    { name: "card counts", query: cardCountsQuery(window, courseId) },
    { name: "answers", query: answerCountsQuery(window, courseId) },
    { name: "articles", query: articleTotalsQuery(window) },
  ];
}

/** Tables with a row per learner (and more): a plan must never read one of them whole. */
export const LEARNER_TABLES = [
  "card_progress",
  "reading_tasks",
  "article_ratings",
  "users",
  "learner_stats",
  "course_activity",
] as const;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/**
 * What is wrong with a plan (EXPLAIN's JSON): each whole-table scan of learners' rows, except of the
 * `tiny` tables (nearly empty, which the planner rightly reads whole).
 */
export function analyticsPlanProblems(plan: unknown, tiny: ReadonlySet<string> = new Set()): string[] {
  const root = (plan as Array<{ Plan: PlanNode }>)[0]!.Plan;
  const problems: string[] = [];
  const visit = (node: PlanNode) => {
    const table = node["Relation Name"];
    const learners = table !== undefined && (LEARNER_TABLES as readonly string[]).includes(table);
    if (node["Node Type"] === "Seq Scan" && learners && !tiny.has(table))
      problems.push(`reads all of ${table} (Seq Scan)`);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  return problems;
}
