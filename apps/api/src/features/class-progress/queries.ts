import { type SQL, sql } from "drizzle-orm";

/*
 * The class dashboard's and class leaderboard's SQL, kept apart so the population bench (bench/class-plans.ts)
 * and the plans test EXPLAIN exactly what the server runs. Each starts from the class's members
 * (class_members' key leads with class_id) and reaches a member's rows through keys that lead with the
 * learner (card_progress (user_id, card_id), finstar_ledger (user_id, source_key)): a class of 100 reads
 * its 100 learners' rows for the assigned cards, never a table of all learners.
 */

/** The class as platform/institutions' ClassRow, for one of its members. */
export const classRowQuery = (classId: number): SQL =>
  sql`select id, organisation_id as "organisationId", name, language, archived_at is not null as archived
    from classes where id = ${classId}`;

export interface AssignmentRow {
  course_id: number;
  module_id: number | null;
  due_on: string | null;
  first_day: string;
}

/** The class's assignments in the order they were made; first_day is the India day each was made. */
export const assignmentsQuery = (classId: number): SQL =>
  sql`select course_id, module_id, due_on::text as due_on,
      to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as first_day
    from class_assignments where class_id = ${classId} order by created_at, id`;

export interface MemberRow {
  user_id: string;
  name: string;
  email: string | null;
  learner_number: number | null;
}

/** The class's members: a name, and an email only where the learner chose to share it. */
export const membersQuery = (classId: number): SQL =>
  sql`select cm.user_id, u.name, case when cm.share_email then u.email end as email, s.learner_number
    from class_members cm join users u on u.id = cm.user_id
    left join learner_stats s on s.user_id = cm.user_id
    where cm.class_id = ${classId}`;

export interface ProgressRow {
  user_id: string;
  card_id: number;
  user_answer: string | null;
  day: string;
}

/**
 * The members' completions of the given cards (the assigned content's live cards), with the India day.
 * The members' rows are read by the learner's key alone (card_progress (user_id, …)), then narrowed to
 * the cards: a class reads its members' completions and nothing of anyone else. Asked for `card_id =
 * any(…)` in the same scan, the planner read every learner's rows of the cards through
 * card_progress_card_idx (class-plans.test.ts), and on 100,000 learners ANDed that index with
 * card_progress_course_idx, 18–42 ms a class (bench/class-plans.ts); MATERIALIZED keeps the two apart.
 */
export const progressQuery = (userIds: readonly string[], cardIds: readonly number[]): SQL =>
  sql`with mine as materialized (
      select cp.user_id, cp.card_id, cp.user_answer, cp.completed_at from card_progress cp
      where cp.user_id = any(${sql.param([...userIds])}::uuid[]))
    select user_id, card_id, user_answer, to_char(completed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day
    from mine where card_id = any(${sql.param([...cardIds])}::int[])`;

export interface StandingRow {
  user_id: string;
  name: string;
  handle: string | null;
  picture: string | null;
  learner_number: number | null;
  hidden: boolean;
  score: number;
}

/** The ledger keys of card completions ("card:<id>"), as learning's completions write them. */
export const cardSourceKeys = (cardIds: readonly number[]): string[] => cardIds.map((id) => `card:${id}`);

/**
 * Each member's FinStars earned since `since` (an instant: the India week's Monday, 00:00 India time) from
 * completing the given cards: the ledger's own rows, so a wrong answer (which pays nothing) counts nothing.
 */
export const standingsQuery = (classId: number, cardIds: readonly number[], since: Date): SQL =>
  sql`select cm.user_id, u.name, u.handle, u.picture, s.learner_number,
      coalesce(s.leaderboard_hidden, false) as hidden,
      coalesce((select sum(l.change) from finstar_ledger l
        where l.user_id = cm.user_id and l.source_key = any(${sql.param(cardSourceKeys(cardIds))}::text[])
          and l.created_at >= ${since.toISOString()}::timestamptz), 0)::int as score
    from class_members cm join users u on u.id = cm.user_id
    left join learner_stats s on s.user_id = cm.user_id
    where cm.class_id = ${classId}`;

export interface ClassQuery {
  name: string;
  query: SQL;
}

/** Every per-class query the dashboard and the leaderboard run, for the plan checks. */
export function classQueries(
  classId: number,
  memberIds: readonly string[],
  cardIds: readonly number[],
  since: Date,
): ClassQuery[] {
  return [
    { name: "assignments", query: assignmentsQuery(classId) },
    { name: "members", query: membersQuery(classId) },
    { name: "progress", query: progressQuery(memberIds, cardIds) },
    { name: "leaderboard standings", query: standingsQuery(classId, cardIds, since) },
  ];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/**
 * Tables with a row (or many) per learner, and the indexes through which a class's queries may read
 * them: keys that lead with the class or the learner. A Seq Scan of one, or another index (such as
 * card_progress_card_idx, every learner's rows of a card), reads far more than a class's learners.
 */
export const LEARNER_TABLE_KEYS: Record<string, readonly string[]> = {
  users: ["users_pkey"],
  learner_stats: ["learner_stats_pkey"],
  class_members: ["class_members_class_id_user_id_pk"],
  class_assignments: ["class_assignments_class_idx", "class_assignments_item_key"],
  card_progress: ["card_progress_user_id_card_id_pk", "card_progress_course_idx"],
  finstar_ledger: ["finstar_ledger_source_key"],
};

const tableOfIndex = (index: string) =>
  Object.keys(LEARNER_TABLE_KEYS)
    .filter((t) => index.startsWith(`${t}_`))
    .sort((a, b) => b.length - a.length)[0];

/** What is wrong with a class query's plan (EXPLAIN (FORMAT JSON)): a learners' table read other than by key. */
export function classPlanProblems(explained: unknown): string[] {
  const problems: string[] = [];
  const walk = (node: PlanNode) => {
    const table = node["Relation Name"];
    if (table && LEARNER_TABLE_KEYS[table] && node["Node Type"] === "Seq Scan")
      problems.push(`reads all of ${table} (Seq Scan)`);
    const index = node["Index Name"];
    const indexed = index && tableOfIndex(index);
    if (index && indexed && !LEARNER_TABLE_KEYS[indexed]!.includes(index))
      problems.push(
        `reads ${indexed} through ${index} (${node["Node Type"]}), not by the class's or learner's key`,
      );
    for (const child of node.Plans ?? []) walk(child);
  };
  walk((explained as Array<{ Plan: PlanNode }>)[0]!.Plan);
  return problems;
}
