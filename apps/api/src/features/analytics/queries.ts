/**
 * The analytics queries, built here and only here so the API, its plan test and the population bench
 * (bench/analytics-plans.ts) EXPLAIN exactly what the server runs. At 100,000 learners a query must not
 * read every learner's rows: learners' progress is reached card by card through card_progress_card_idx
 * (card_id, completed_at), each card's rows in a LATERAL subquery so the planner cannot swap it for a scan
 * of the whole table, and a learner's other cards through the primary key; readings and ratings through
 * their by-article indexes (migration 0019). Content (courses, modules, cards, articles) is small and may
 * be read whole.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Window } from "./period.js";

/** Which courses: every course (Admins), or one organisation's own. */
export type CourseScope = { organisationId: number | null };

/** Courses, modules and cards that count: none deleted. */
function scopeCards(scope: CourseScope, courseId?: number): SQL {
  const ofOrganisation =
    scope.organisationId === null ? sql`` : sql` and co.organisation_id = ${scope.organisationId}`;
  const oneCourse = courseId === undefined ? sql`` : sql` and co.id = ${courseId}`;
  return sql`select co.id as course_id, m.id as module_id, c.id as card_id
    from courses co
    join modules m on m.course_id = co.id and m.deleted_at is null
    join cards c on c.module_id = m.id and c.deleted_at is null
    where co.deleted_at is null${ofOrganisation}${oneCourse}`;
}

/**
 * A card's completions in the window, read from card_progress_card_idx. OFFSET 0 keeps it a subquery the
 * planner runs per card (a plain one it would pull up into a join, free to hash the whole table).
 */
const completionsIn = (window: Window, cardId: SQL) =>
  sql`select p.user_id, p.user_answer from card_progress p
    where p.card_id = ${cardId}
      and p.completed_at >= ${window.start}::timestamptz and p.completed_at < ${window.end}::timestamptz
    offset 0`;

/**
 * Per course in scope: learners who completed at least one of its cards in the window (started) and
 * those who have completed all of them, the last in the window (finished). Courses with no activity
 * are listed with zeros.
 */
export function courseTotalsQuery(window: Window, scope: CourseScope, courseId?: number): SQL {
  const ofOrganisation =
    scope.organisationId === null ? sql`` : sql` and co.organisation_id = ${scope.organisationId}`;
  const oneCourse = courseId === undefined ? sql`` : sql` and co.id = ${courseId}`;
  return sql`with k as materialized (${scopeCards(scope, courseId)}),
    totals as (select course_id, count(*)::int as cards, count(distinct module_id)::int as modules
      from k group by course_id),
    active as (select distinct k.course_id, p.user_id from k
      cross join lateral (${completionsIn(window, sql`k.card_id`)}) p),
    learners as (select a.course_id, d.done, d.last from active a
      cross join lateral (select count(*)::int as done, max(q.completed_at) as last
        from k k2 join card_progress q on q.user_id = a.user_id and q.card_id = k2.card_id
        where k2.course_id = a.course_id) d),
    counted as (select l.course_id, count(*)::int as started,
        count(*) filter (where l.done = t.cards and l.last < ${window.end}::timestamptz)::int as finished
      from learners l join totals t on t.course_id = l.course_id group by l.course_id)
    select co.id, co.title, co.organisation_id, coalesce(t.modules, 0) as modules, coalesce(t.cards, 0) as cards,
      coalesce(c.started, 0) as started, coalesce(c.finished, 0) as finished
    from courses co
    left join totals t on t.course_id = co.id
    left join counted c on c.course_id = co.id
    where co.deleted_at is null${ofOrganisation}${oneCourse}
    order by started desc, co.id`;
}

/** A course's modules and cards in learning order, with what a question needs to be tallied. */
export function courseContentQuery(courseId: number): SQL {
  return sql`select m.id as module_id, m.title as module_title, c.id as card_id, c.title, c.content_type,
      c.question_type, c.options, c.correct_answer
    from modules m join cards c on c.module_id = m.id and c.deleted_at is null
    where m.course_id = ${courseId} and m.deleted_at is null
    order by m.order_index, m.id, c.order_index, c.id`;
}

/** Per module of the course: started (any of its cards completed in the window) and finished. */
export function moduleFunnelQuery(window: Window, courseId: number): SQL {
  return sql`with k as materialized (${scopeCards({ organisationId: null }, courseId)}),
    totals as (select module_id, count(*)::int as cards from k group by module_id),
    active as (select distinct k.module_id, p.user_id from k
      cross join lateral (${completionsIn(window, sql`k.card_id`)}) p),
    learners as (select a.module_id, d.done, d.last from active a
      cross join lateral (select count(*)::int as done, max(q.completed_at) as last
        from k k2 join card_progress q on q.user_id = a.user_id and q.card_id = k2.card_id
        where k2.module_id = a.module_id) d)
    select t.module_id, count(l.module_id)::int as started,
      count(*) filter (where l.done = t.cards and l.last < ${window.end}::timestamptz)::int as finished
    from totals t left join learners l on l.module_id = t.module_id
    group by t.module_id`;
}

/**
 * Per card of the course: completions in the window, and of the learners who completed the card before
 * it in its module in the window, how many had not completed this one by the window's end.
 */
export function cardFunnelQuery(window: Window, courseId: number): SQL {
  return sql`with k as (select c.id as card_id,
        lag(c.id) over (partition by m.id order by c.order_index, c.id) as previous_id
      from modules m join cards c on c.module_id = m.id and c.deleted_at is null
      where m.course_id = ${courseId} and m.deleted_at is null)
    select k.card_id,
      (select count(*)::int from card_progress p where p.card_id = k.card_id
        and p.completed_at >= ${window.start}::timestamptz and p.completed_at < ${window.end}::timestamptz) as completed,
      case when k.previous_id is null then null else
        (select count(*)::int from card_progress q
          -- Each learner looked up by the key (LIMIT keeps the lookup per learner, not a hash of the card's rows).
          left join lateral (select true as went_on from card_progress r
            where r.user_id = q.user_id and r.card_id = k.card_id and r.completed_at < ${window.end}::timestamptz
            limit 1) r on true
          where q.card_id = k.previous_id
            and q.completed_at >= ${window.start}::timestamptz and q.completed_at < ${window.end}::timestamptz
            and r.went_on is null) end as stopped
    from k`;
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
    cross join lateral (${completionsIn(window, sql`k.id`)}) p
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
    { name: "course totals", query: courseTotalsQuery(window, { organisationId: null }, courseId) },
    { name: "module funnel", query: moduleFunnelQuery(window, courseId) },
    { name: "card funnel", query: cardFunnelQuery(window, courseId) },
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

/** What is wrong with a plan (EXPLAIN's JSON): each whole-table scan of learners' rows. */
export function analyticsPlanProblems(plan: unknown): string[] {
  const root = (plan as Array<{ Plan: PlanNode }>)[0]!.Plan;
  const problems: string[] = [];
  const visit = (node: PlanNode) => {
    const table = node["Relation Name"];
    if (node["Node Type"] === "Seq Scan" && table && (LEARNER_TABLES as readonly string[]).includes(table))
      problems.push(`reads all of ${table} (Seq Scan)`);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  return problems;
}
