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

/** The members' completions of the given cards (the assigned content's live cards), with the India day. */
export const progressQuery = (classId: number, cardIds: readonly number[]): SQL =>
  sql`select cp.user_id, cp.card_id, cp.user_answer,
      to_char(cp.completed_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day
    from class_members cm
    join card_progress cp on cp.user_id = cm.user_id and cp.card_id = any(${sql.param([...cardIds])}::int[])
    where cm.class_id = ${classId}`;

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
export function classQueries(classId: number, cardIds: readonly number[], since: Date): ClassQuery[] {
  return [
    { name: "assignments", query: assignmentsQuery(classId) },
    { name: "members", query: membersQuery(classId) },
    { name: "progress", query: progressQuery(classId, cardIds) },
    { name: "leaderboard standings", query: standingsQuery(classId, cardIds, since) },
  ];
}

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** Tables with a row (or many) per learner: reading one whole is reading every learner. */
export const LEARNER_TABLES = [
  "users",
  "learner_stats",
  "class_members",
  "card_progress",
  "finstar_ledger",
  "class_assignments",
] as const;

/** What is wrong with a class query's plan (EXPLAIN (FORMAT JSON)): a whole-table read of a learners' table. */
export function classPlanProblems(explained: unknown): string[] {
  const problems: string[] = [];
  const walk = (node: PlanNode) => {
    const table = node["Relation Name"];
    if (table && (LEARNER_TABLES as readonly string[]).includes(table) && node["Node Type"] === "Seq Scan")
      problems.push(`reads all of ${table} (Seq Scan)`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk((explained as Array<{ Plan: PlanNode }>)[0]!.Plan);
  return problems;
}
