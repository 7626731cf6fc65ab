/**
 * One reminder per assignment and learner before it is due (issue 40), through the learner's streak
 * reminder settings (features/reminders): email to a confirmed address and/or Web Push to their devices,
 * in their language. It goes on the India day before the due day, from the learner's chosen hour; an
 * assignment made that day, or on the due day itself, is reminded at once. Never to a learner who has
 * finished it, turned reminders off, or whose guardian has not consented (an under-18's account).
 *
 * Exactly once across a fleet, as the streak job: the (assignment, learner) row in assignment_reminders
 * is inserted before anything is sent, in the transaction that queues the email; a second instance (or
 * run) racing for the same row waits on its key and then inserts nothing. A crash after the claim loses
 * that push rather than ever sending a second.
 */
import { addDays } from "@arthshala/contracts/assignments-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import { sql } from "drizzle-orm";
import type { Clock } from "../../platform/clock.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { mayProcess } from "../../platform/guardian/state.js";
import { LANGUAGE_HEADER, mailLanguage } from "../../platform/mail/compose.js";
import type { MailRenderer } from "../../platform/mail/queue-worker.js";
import { indiaHour, type ReminderDeps } from "../reminders/job.js";
import { stopToken } from "../reminders/stop-token.js";
import { type AssignmentFacts, assignmentMail, assignmentPush } from "./messages.js";
import { localizeTitles } from "./titles.js";

/** Learner-assignments one transaction claims; the job loops until none are left. */
const BATCH = 100;
const PUSH_CONCURRENCY = 8;
/**
 * Names the assignment in a queued reminder, for the renderer's last check; the renderer takes it off
 * before the mail leaves.
 */
export const ASSIGNMENT_HEADER = "X-Arthshala-Assignment";

interface Claimed {
  assignment_id: number;
  user_id: string;
  email: string;
  name: string;
  language: string | null;
  verified: boolean;
  want_email: boolean;
  want_push: boolean;
  class_name: string;
  course_id: number;
  course_title: string;
  module_id: number | null;
  module_title: string | null;
  due_on: string;
  card_id: number | null;
}

export interface AssignmentReminderRun {
  reminded: number;
  emails: number;
  pushes: number;
}

/** A live card of the assignment the learner has not completed (so: not finished, and not empty). */
const unfinished = (assignment: string, learner: string) =>
  sql.raw(`exists (select 1 from modules mm join cards k on k.module_id = mm.id and k.deleted_at is null
    where mm.course_id = ${assignment}.course_id and mm.deleted_at is null
      and (${assignment}.module_id is null or mm.id = ${assignment}.module_id)
      and not exists (select 1 from card_progress cp where cp.user_id = ${learner} and cp.card_id = k.id))`);

/**
 * Claims up to BATCH due (assignment, learner) pairs and returns what their reminders say. Due: the
 * assignment is due tomorrow (and the learner's hour has come, or it was made today) or today; the class
 * is not archived, the course or module not withdrawn; the learner is in the class, has not finished it,
 * wants reminders and can be reached, and has no consent still missing.
 */
function claimDue(tx: Db, today: string, hour: number, now: Date) {
  const tomorrow = addDays(today, 1);
  const todayStarted = new Date(`${today}T00:00:00+05:30`);
  return selectRows<Claimed>(
    tx,
    sql`with due as (
        select a.id as assignment_id, cm.user_id
        from class_assignments a
        join classes c on c.id = a.class_id and c.archived_at is null
        join courses co on co.id = a.course_id and co.deleted_at is null
        left join modules mo on mo.id = a.module_id
        join class_members cm on cm.class_id = a.class_id
        join reminder_preferences p on p.user_id = cm.user_id
        join users u on u.id = cm.user_id
        where a.due_on in (${today}::date, ${tomorrow}::date)
          and (a.due_on = ${today}::date or p.hour <= ${hour} or a.created_at >= ${todayStarted}::timestamptz)
          and (a.module_id is null or mo.deleted_at is null)
          and ((p.email and u.email_verified_at is not null)
            or (p.push and exists (select 1 from push_subscriptions ps where ps.user_id = cm.user_id)))
          and not exists (select 1 from assignment_reminders r
            where r.assignment_id = a.id and r.user_id = cm.user_id)
          and ${mayProcess(sql`cm.user_id`)}
          and ${unfinished("a", "cm.user_id")}
        order by a.id, cm.user_id
        limit ${BATCH}
      ), claimed as (
        insert into assignment_reminders (assignment_id, user_id, sent_at)
        select assignment_id, user_id, ${now}::timestamptz from due
        on conflict do nothing
        returning assignment_id, user_id
      )
      select cl.assignment_id, cl.user_id, u.email, u.name, u.language,
        u.email_verified_at is not null as verified, p.email as want_email, p.push as want_push,
        c.name as class_name, a.course_id, co.title as course_title, a.module_id, m.title as module_title,
        a.due_on::text as due_on,
        (select k.id from cards k
          where a.module_id is not null and k.module_id = a.module_id and k.deleted_at is null
          order by exists (select 1 from card_progress cp where cp.user_id = cl.user_id and cp.card_id = k.id),
            k.order_index, k.id
          limit 1) as card_id
      from claimed cl
      join class_assignments a on a.id = cl.assignment_id
      join classes c on c.id = a.class_id
      join courses co on co.id = a.course_id
      left join modules m on m.id = a.module_id
      join users u on u.id = cl.user_id
      join reminder_preferences p on p.user_id = cl.user_id
      order by cl.assignment_id, cl.user_id`,
  );
}

/** The path a reminder opens: the module's next card, else the course's roadmap. */
const openPath = (row: Claimed) =>
  row.module_id && row.card_id
    ? `/courses/course/${row.course_id}/module/${row.module_id}/card/${row.card_id}`
    : `/courses/course/${row.course_id}`;

const factsOf = (row: Claimed, today: string): AssignmentFacts => ({
  assignmentId: row.assignment_id,
  name: row.name,
  className: row.class_name,
  courseTitle: row.course_title,
  moduleTitle: row.module_title,
  dueOn: row.due_on,
  dueToday: row.due_on === today,
});

/** Titles in each learner's language (Hindi learners' rows through the translations). */
async function inTheirLanguage(db: Db, rows: Claimed[]): Promise<Claimed[]> {
  const hindi = await localizeTitles(
    db,
    rows.filter((r) => mailLanguage(r.language) === "hi"),
    "hi",
  );
  const byKey = new Map(hindi.map((r) => [`${r.assignment_id}:${r.user_id}`, r]));
  return rows.map((r) => byKey.get(`${r.assignment_id}:${r.user_id}`) ?? r);
}

/** One pass: every due learner-assignment gets its email (queued with the claim) and its pushes. */
export async function sendAssignmentReminders(deps: ReminderDeps): Promise<AssignmentReminderRun> {
  const run: AssignmentReminderRun = { reminded: 0, emails: 0, pushes: 0 };
  for (;;) {
    const now = deps.clock.now();
    const today = indiaDay(now);
    const secret = await deps.keys.stop();
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await inTheirLanguage(tx, await claimDue(tx, today, indiaHour(now), now));
      for (const row of rows) {
        if (!row.want_email || !row.verified) continue;
        const language = mailLanguage(row.language);
        const stop = `${deps.origin}/api/reminders/stop?token=${encodeURIComponent(stopToken(secret, row.user_id))}`;
        const mail = assignmentMail(language, factsOf(row, today), {
          open: `${deps.origin}${openPath(row)}`,
          account: `${deps.origin}/account#reminders`,
          stop,
        });
        await deps.mail.enqueue(
          "assignment_reminder",
          {
            to: row.email,
            ...mail,
            headers: {
              "List-Unsubscribe": `<${stop}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              [LANGUAGE_HEADER]: language,
              [ASSIGNMENT_HEADER]: String(row.assignment_id),
            },
          },
          tx,
        );
        run.emails++;
      }
      return rows;
    });
    if (claimed.some((r) => r.want_email && r.verified)) deps.mail.worker.kick();
    run.reminded += claimed.length;
    const pushing = claimed.filter((r) => r.want_push);
    for (let i = 0; i < pushing.length; i += PUSH_CONCURRENCY)
      await Promise.all(pushing.slice(i, i + PUSH_CONCURRENCY).map((row) => pushTo(deps, row, today, run)));
    if (claimed.length < BATCH) break;
  }
  if (run.reminded > 0) deps.log.info({ ...run }, "assignment reminders sent");
  return run;
}

async function pushTo(deps: ReminderDeps, row: Claimed, today: string, run: AssignmentReminderRun) {
  const devices = await selectRows<{ id: number; endpoint: string; p256dh: string; auth: string }>(
    deps.db,
    sql`select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${row.user_id} order by id`,
  );
  const message = assignmentPush(mailLanguage(row.language), factsOf(row, today), openPath(row));
  // Kept by the push service until the due day ends: after it, the reminder is no use.
  const ttl = (Date.parse(`${addDays(row.due_on, 1)}T00:00:00+05:30`) - deps.clock.now().getTime()) / 1000;
  for (const device of devices) {
    const outcome = await deps.push.send(device, message, ttl);
    if (outcome.kind === "sent") run.pushes++;
    else if (outcome.kind === "gone")
      await deps.db.execute(
        sql`delete from push_subscriptions where id = ${device.id} and endpoint = ${device.endpoint}`,
      );
    else
      deps.log.warn(
        { userId: row.user_id, subscription: device.id, error: outcome.error },
        "assignment reminder push failed",
      );
  }
}

/**
 * Decides again, as the mail is about to go out, that it is still wanted: the learner may have turned
 * email reminders off, finished the work or left the class, and the assignment may be gone or past due.
 */
export function assignmentMailRenderer(db: Db, clock: Clock): MailRenderer {
  return async (row) => {
    const id = Number(row.headers?.[ASSIGNMENT_HEADER]);
    if (row.subject === null || row.text === null || !Number.isInteger(id))
      return { skip: "The reminder has no text." };
    const [state] = await selectRows<{
      email: boolean | null;
      due_on: string | null;
      member: boolean;
      unfinished: boolean;
    }>(
      db,
      sql`select p.email, a.due_on::text as due_on,
          exists (select 1 from class_members cm join classes c on c.id = cm.class_id and c.archived_at is null
            where cm.class_id = a.class_id and cm.user_id = u.id) as member,
          ${unfinished("a", "u.id")} as unfinished
        from users u
        left join reminder_preferences p on p.user_id = u.id
        left join class_assignments a on a.id = ${id}
        where u.email = ${row.to}`,
    );
    if (!state?.email) return { skip: "The learner turned email reminders off before it was sent." };
    if (!state.due_on || state.due_on < indiaDay(clock.now()))
      return { skip: "The assignment was removed or its day passed before it was sent." };
    if (!state.member) return { skip: "The learner left the class before it was sent." };
    if (!state.unfinished) return { skip: "The learner finished it before it was sent." };
    const { [ASSIGNMENT_HEADER]: _named, ...headers } = row.headers ?? {};
    return { to: row.to, subject: row.subject, text: row.text, headers };
  };
}
