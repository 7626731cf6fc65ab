/**
 * Classes and learning activity for the population bench (issue 40), written straight into PostgreSQL
 * with set-based SQL like population.ts: one class per 100 learners (1,000 classes at 100,000 learners)
 * in 10 organisations, each class with 2–3 assignments of seeded course modules, and learning activity
 * for every learner: card completions (with a first answer to each question, about two in three right),
 * the FinStars they paid, article reads (with read-through) and ratings. The analytics bench reads the
 * same activity, so it covers every learner, not only the parts a class dashboard shows.
 */
import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";

export const CLASS_SIZE = 100;
const ORGANISATIONS = 10;
const POP = `u.email ~ '^pop-[0-9]+@example\\.in$'`;
const BENCH_CLASS = `c.join_code like 'BENCH-%'`;

export interface BenchClass {
  id: number;
  /** A session of the class's organisation's owner. */
  teacherCookie: string;
  /** A session of one of its members (from the population's signed-in learners), if one is signed in. */
  learnerCookie: string | null;
}

type Step = (what: string, text: string, values?: unknown[]) => Promise<void>;

/** Makes the classes and the activity once per database (a later run reuses them). */
export async function writeClasses(client: pg.Client, step: Step, learners: number): Promise<void> {
  const wanted = Math.floor(learners / CLASS_SIZE);
  const [{ existing }] = (
    await client.query(`select count(*)::int as existing from classes c where ${BENCH_CLASS}`)
  ).rows;
  if (existing >= wanted) {
    console.warn(`Reusing ${existing.toLocaleString("en-IN")} bench classes and their learners' activity`);
    return;
  }
  if (existing > 0) throw new Error("bench classes are half made: drop the database and populate again");
  console.warn(
    `Populating ${wanted} classes of ${CLASS_SIZE} in ${ORGANISATIONS} organisations, and activity`,
  );
  await step(
    "facilitators",
    `insert into users (email, name, role, email_verified_at)
     select 'pop-teacher-' || g || '@example.in', 'Teacher ' || g, 'Facilitator', now()
     from generate_series(1, $1::int) g on conflict do nothing`,
    [ORGANISATIONS],
  );
  await client.query(`insert into learner_stats (user_id)
    select id from users where email ~ '^pop-teacher-[0-9]+@example\\.in$' on conflict do nothing`);
  await step(
    "organisations",
    `insert into organisations (name, kind, created_by)
     select 'Bench organisation ' || g, (array['school','college','employer','bank','ngo'])[1 + g % 5], u.id
     from generate_series(1, $1::int) g join users u on u.email = 'pop-teacher-' || g || '@example.in'`,
    [ORGANISATIONS],
  );
  await step(
    "organisation owners",
    `insert into organisation_members (organisation_id, user_id, role)
     select o.id, o.created_by, 'owner' from organisations o where o.name like 'Bench organisation %'
     on conflict do nothing`,
  );
  await step(
    "classes",
    `with orgs as (select id, row_number() over (order by id) - 1 as k from organisations
                   where name like 'Bench organisation %')
     insert into classes (organisation_id, name, language, join_code, created_by, created_at)
     select orgs.id, 'Bench class ' || g, case when g % 5 = 0 then 'hi' else 'en' end, 'BENCH-' || g,
       (select created_by from organisations where id = orgs.id), now() - interval '45 days'
     from generate_series(1, $1::int) g join orgs on orgs.k = g % $2::int`,
    [wanted, ORGANISATIONS],
  );
  // Learners in learner-number order, a hundred to a class; a quarter share their email.
  await step(
    "class members",
    `with pop as (select s.user_id, row_number() over (order by s.learner_number) - 1 as n
                  from learner_stats s join users u on u.id = s.user_id where ${POP}),
          cls as (select c.id, row_number() over (order by c.id) - 1 as k from classes c where ${BENCH_CLASS})
     insert into class_members (class_id, user_id, share_email, joined_at)
     select cls.id, pop.user_id, pop.n % 4 = 0, now() - interval '40 days'
     from pop join cls on cls.k = pop.n / $1::int`,
    [CLASS_SIZE],
  );
  // Two or three of the seeded modules a class, spread over all of them, made over the last month.
  await step(
    "assignments",
    `with mods as (select m.id, m.course_id, row_number() over (order by m.course_id, m.order_index, m.id) - 1 as i,
                     count(*) over () as total
                   from modules m join courses co on co.id = m.course_id
                   where m.deleted_at is null and co.deleted_at is null and co.organisation_id is null
                     and exists (select 1 from cards k where k.module_id = m.id and k.deleted_at is null)),
          cls as (select c.id, row_number() over (order by c.id) - 1 as k from classes c where ${BENCH_CLASS})
     insert into class_assignments (class_id, course_id, module_id, due_on, created_at)
     select cls.id, mods.course_id, mods.id,
       case when a < 2 then (now() at time zone 'Asia/Kolkata')::date + (a * 10 - 5) end,
       now() - interval '30 days' + a * interval '6 days'
     from cls cross join generate_series(0, 1 + (cls.k % 2)::int) a
     join mods on mods.i = (cls.k * 3 + a * 5) % mods.total
     on conflict do nothing`,
  );
  await writeActivity(step);
  await step("vacuum analyze", "vacuum analyze");
}

/**
 * Every learner's activity: in each module their class assigned, about 30% finished it, 40% stopped part
 * way and 30% have not started; half of them also started a module nobody assigned them. Days spread
 * over the last four weeks (a quarter of it this week), cards in order within a module.
 */
async function writeActivity(step: Step): Promise<void> {
  await step(
    "card progress",
    `with pop as (select cm.user_id, cm.class_id, s.learner_number as n
                  from class_members cm join classes c on c.id = cm.class_id and ${BENCH_CLASS}
                  join learner_stats s on s.user_id = cm.user_id),
          live as (select k.id, k.module_id, m.course_id, k.content_type, k.question_type, k.options, k.correct_answer,
                     row_number() over (partition by k.module_id order by k.order_index, k.id) as pos,
                     count(*) over (partition by k.module_id) as cards
                   from cards k join modules m on m.id = k.module_id join courses co on co.id = m.course_id
                   where k.deleted_at is null and m.deleted_at is null and co.deleted_at is null
                     and co.organisation_id is null),
          mods as (select module_id, row_number() over (order by module_id) - 1 as i,
                     count(*) over () as total from (select distinct module_id from live) d),
          targets as (
            select p.user_id, p.n, a.module_id from pop p join class_assignments a on a.class_id = p.class_id
            union
            select p.user_id, p.n, mods.module_id from pop p join mods on mods.i = (p.n * 7) % mods.total
            where p.n % 2 = 0),
          reach as (select t.*, (t.n * 7 + t.module_id * 13) % 10 as luck from targets t)
     insert into card_progress (user_id, card_id, course_id, user_answer, completed_at)
     select r.user_id, l.id, l.course_id,
       case when l.content_type <> 'question' then null
            when l.question_type = 'subjective' then 'I would keep some aside every month'
            when (r.n * 31 + l.id * 17) % 100 < 65 then l.correct_answer
            else l.options ->> ((r.n + l.id) % greatest(jsonb_array_length(l.options), 1))::int end,
       now() - ((r.n + r.module_id) % 28) * interval '1 day' - (l.cards - l.pos + 1) * interval '4 minutes'
     from reach r join live l on l.module_id = r.module_id
     where r.luck >= 3 and l.pos <= case when r.luck >= 7 then l.cards else 1 + (r.n + r.module_id) % l.cards end
     on conflict do nothing`,
  );
  // What those completions paid: a card's FinStars, for a question only when its first answer was right.
  await step(
    "finstars of completions",
    `insert into finstar_ledger (user_id, change, description, source_key, created_at)
     select cp.user_id, k.allotted_finstars, 'Completed "' || k.title || '"', 'card:' || k.id, cp.completed_at
     from card_progress cp join users u on u.id = cp.user_id and ${POP}
     join cards k on k.id = cp.card_id
     where k.allotted_finstars > 0
       and (k.content_type <> 'question' or cp.user_answer = k.correct_answer)
     on conflict do nothing`,
  );
  await step(
    "article reads",
    `insert into reading_tasks (user_id, article_id, day, read_through, created_at)
     select s.user_id, a.id, (now() at time zone 'Asia/Kolkata')::date - ((s.learner_number + a.id) % 60),
       (s.learner_number + a.id) % 3 <> 0, now() - ((s.learner_number + a.id) % 60) * interval '1 day'
     from learner_stats s join users u on u.id = s.user_id and ${POP}
     cross join lateral (select id from articles where status = 'published' and deleted_at is null
       order by (id * 7919 + s.learner_number) % 97 limit 1 + s.learner_number % 3) a
     where s.learner_number % 3 = 0
     on conflict do nothing`,
  );
  await step(
    "article ratings",
    `insert into article_ratings (user_id, article_id, rating)
     select r.user_id, r.article_id, 1 + (s.learner_number + r.article_id) % 5
     from reading_tasks r join learner_stats s on s.user_id = r.user_id
     join users u on u.id = r.user_id and ${POP}
     where s.learner_number % 15 = 0 and r.read_through
     on conflict do nothing`,
  );
}

/**
 * Signs in each organisation's owner, and pairs each class with its teacher's session and one of the
 * signed-in learners (`learnerTokens`, by user id) who is a member of it.
 */
export async function benchClasses(
  client: pg.Client,
  learnerTokens: Map<string, string>,
): Promise<BenchClass[]> {
  // Every account has a handle from sign-up on (issue 39): without them, each class's board made its
  // members' handles on its first load, and the bench measured those writes instead of the board.
  await client.query(`update users u set handle = 'pop_' || s.learner_number
    from learner_stats s where s.user_id = u.id and u.handle is null and ${POP}`);
  const teachers = (
    await client.query<{ user_id: string }>(
      `select distinct o.created_by as user_id from organisations o where o.name like 'Bench organisation %'`,
    )
  ).rows;
  await client.query(`delete from sessions where user_id = any($1::uuid[])`, [
    teachers.map((t) => t.user_id),
  ]);
  const teacherToken = new Map<string, string>();
  for (const { user_id } of teachers) {
    const token = randomBytes(32).toString("base64url");
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '30 days')`,
      [user_id, createHash("sha256").update(token).digest("hex")],
    );
    teacherToken.set(user_id, token);
  }
  const { rows } = await client.query<{ id: number; teacher: string; members: string[] }>(
    `select c.id, o.created_by as teacher, array_agg(cm.user_id::text) as members
     from classes c join organisations o on o.id = c.organisation_id
     join class_members cm on cm.class_id = c.id
     where ${BENCH_CLASS} group by c.id, o.created_by order by c.id`,
  );
  return rows.map((r) => {
    const learner = r.members.find((m) => learnerTokens.has(m));
    return {
      id: r.id,
      teacherCookie: `arthshala_session=${teacherToken.get(r.teacher)}`,
      learnerCookie: learner ? `arthshala_session=${learnerTokens.get(learner)}` : null,
    };
  });
}
