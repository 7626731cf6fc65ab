import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import { daysBetween } from "@arthshala/contracts/streak-rules";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../platform/clock.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { mayProcess } from "../../platform/guardian/state.js";
import { LANGUAGE_HEADER, mailLanguage } from "../../platform/mail/compose.js";
import type { MailQueue } from "../../platform/mail/queue.js";
import type { MailRenderer } from "../../platform/mail/queue-worker.js";
import type { ReminderKeys } from "./keys.js";
import { reminderMail, reminderPush } from "./messages.js";
import type { PushSender } from "./push.js";
import { stopToken } from "./stop-token.js";

/** The job looks for learners whose hour has come this often. */
export const REMINDERS_EVERY_MS = 5 * 60 * 1000;
/**
 * A reminder goes out in the chosen hour, or within this many hours after it when the servers were away
 * at that hour; never on the next day, and never hours late into the night.
 */
export const REMINDER_LATE_HOURS = 2;
/**
 * Learners last active longer ago than this get no more reminders until they learn again: an opted-in
 * reminder should not turn into a daily mail to someone who has left (and a mail nobody opens hurts the
 * sender's reputation for everyone's password resets).
 */
export const REMINDER_DORMANT_DAYS = 30;
/** Learner-days one transaction claims; the job loops until none are left. */
const BATCH = 100;
/** Learners whose notifications are sent at once. */
const PUSH_CONCURRENCY = 8;

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** The India-time hour (0–23) of an instant (UTC+05:30 all year). */
export const indiaHour = (at: Date) => new Date(at.getTime() + INDIA_OFFSET_MS).getUTCHours();
/** Seconds from `at` to the next India midnight. */
const secondsLeftToday = (at: Date) => 86_400 - ((at.getTime() + INDIA_OFFSET_MS) % 86_400_000) / 1000;

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  mail: MailQueue;
  push: PushSender;
  keys: ReminderKeys;
  /** PUBLIC_URL's origin, for the mail's links. */
  origin: string;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
}

interface Claimed {
  user_id: string;
  want_email: boolean;
  want_push: boolean;
  email: string;
  name: string;
  language: string | null;
  verified: boolean;
  hour: number;
  streak_count: number;
  streak_last_day: string;
  streak_freezes: number;
}

export interface ReminderRun {
  /** Learners reminded (each once today). */
  reminded: number;
  emails: number;
  pushes: number;
  /** Subscriptions the push service said are gone (404/410), now deleted. */
  gone: number;
}

/**
 * Claims up to BATCH learner-days that are due: reminders on, the chosen hour come (India time), not
 * reminded today, not active today, active within REMINDER_DORMANT_DAYS, and with a way to reach them
 * (a confirmed address for email, a device for push), and not an under-18 learner without a guardian's
 * consent (platform/guardian). The claim is the lease: `last_sent_day = today`
 * in one conditional update, rows taken with FOR UPDATE SKIP LOCKED and the condition checked again on
 * the locked row, so two instances (or two runs) can never both claim a learner's day.
 */
function claimDue(tx: Db, today: string, hour: number) {
  return selectRows<Claimed>(
    tx,
    sql`with due as (
        select p.user_id from reminder_preferences p
        join learner_stats s on s.user_id = p.user_id
        join users u on u.id = p.user_id
        where (p.email or p.push)
          and p.hour <= ${hour} and p.hour >= ${hour - REMINDER_LATE_HOURS}
          and p.last_sent_day is distinct from ${today}::date
          and s.streak_last_day < ${today}::date
          and s.streak_last_day >= ${today}::date - ${REMINDER_DORMANT_DAYS}::int
          and ((p.email and u.email_verified_at is not null)
            or (p.push and exists (select 1 from push_subscriptions ps where ps.user_id = p.user_id)))
          and ${mayProcess(sql`p.user_id`)}
        order by p.user_id
        limit ${BATCH}
        for update of p skip locked)
      update reminder_preferences p set last_sent_day = ${today}::date
      from due, users u, learner_stats s
      where p.user_id = due.user_id and u.id = p.user_id and s.user_id = p.user_id
        and p.last_sent_day is distinct from ${today}::date
      returning p.user_id, p.email as want_email, p.push as want_push, u.email, u.name, u.language,
        u.email_verified_at is not null as verified, p.hour, s.streak_count, s.streak_last_day::text,
        s.streak_freezes`,
  );
}

/** The run a learner keeps by learning today: its length, or 0 when it has ended (freezes counted). */
function streakToKeep(row: Claimed, today: string): number {
  const missed = daysBetween(row.streak_last_day, today) - 1;
  return row.streak_count > 0 && missed <= row.streak_freezes ? row.streak_count : 0;
}

const languageOf = (row: Claimed): Locale => mailLanguage(row.language);

/**
 * One pass of the reminder job: every due learner gets one email (queued in the same transaction as
 * the claim, through the mail queue) and a notification on each of their devices (after the claim has
 * committed; a device whose push service answers 404 or 410 is forgotten). At most one reminder a
 * learner a day, on any number of instances: a crash after the claim loses that day's push rather than
 * ever sending a second.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<ReminderRun> {
  const run: ReminderRun = { reminded: 0, emails: 0, pushes: 0, gone: 0 };
  for (;;) {
    const now = deps.clock.now();
    const today = indiaDay(now);
    const secret = await deps.keys.stop();
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await claimDue(tx, today, indiaHour(now));
      for (const row of rows) {
        if (!row.want_email || !row.verified) continue;
        const token = encodeURIComponent(stopToken(secret, row.user_id));
        const stop = `${deps.origin}/api/reminders/stop?token=${token}`;
        const mail = reminderMail(
          languageOf(row),
          { name: row.name, streak: streakToKeep(row, today), hour: row.hour },
          { home: `${deps.origin}/home`, account: `${deps.origin}/account#reminders`, stop },
        );
        await deps.mail.enqueue(
          "streak_reminder",
          {
            to: row.email,
            ...mail,
            // RFC 8058: mail clients offer "Unsubscribe" and POST List-Unsubscribe=One-Click to it.
            headers: {
              "List-Unsubscribe": `<${stop}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
              [LANGUAGE_HEADER]: languageOf(row),
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
    for (let i = 0; i < pushing.length; i += PUSH_CONCURRENCY) {
      await Promise.all(pushing.slice(i, i + PUSH_CONCURRENCY).map((row) => pushTo(deps, row, today, run)));
    }
    if (claimed.length < BATCH) break;
  }
  if (run.reminded > 0) deps.log.info({ ...run }, "streak reminders sent");
  return run;
}

async function pushTo(deps: ReminderDeps, row: Claimed, today: string, run: ReminderRun) {
  const devices = await selectRows<{ id: number; endpoint: string; p256dh: string; auth: string }>(
    deps.db,
    sql`select id, endpoint, p256dh, auth from push_subscriptions where user_id = ${row.user_id} order by id`,
  );
  const message = reminderPush(languageOf(row), streakToKeep(row, today));
  const ttl = secondsLeftToday(deps.clock.now());
  for (const device of devices) {
    const outcome = await deps.push.send(device, message, ttl);
    if (outcome.kind === "sent") run.pushes++;
    else if (outcome.kind === "gone") {
      // The browser unsubscribed or the subscription expired: the service will never take it again.
      await deps.db.execute(
        sql`delete from push_subscriptions where id = ${device.id} and endpoint = ${device.endpoint}`,
      );
      run.gone++;
    } else {
      deps.log.warn(
        { userId: row.user_id, subscription: device.id, error: outcome.error },
        "streak reminder push failed",
      );
    }
  }
}

/**
 * Decides again, as the mail is about to go out, that it is still wanted: the learner may have learned,
 * or stopped reminders, since it was queued, and a mail held up past its day (SMTP away) is dropped.
 */
export function reminderMailRenderer(db: Db, clock: Clock): MailRenderer {
  return async (row) => {
    if (row.subject === null || row.text === null) return { skip: "The reminder has no text." };
    const [state] = await selectRows<{ email: boolean; last_sent_day: string | null; active: string | null }>(
      db,
      sql`select p.email, p.last_sent_day::text, s.streak_last_day::text as active
        from users u join reminder_preferences p on p.user_id = u.id
        left join learner_stats s on s.user_id = u.id
        where u.email = ${row.to}`,
    );
    const today = indiaDay(clock.now());
    if (!state?.email) return { skip: "The learner turned email reminders off before it was sent." };
    if (state.last_sent_day !== today) return { skip: "Its day was over before it could be sent." };
    if (state.active === today) return { skip: "The learner was active today before it was sent." };
    return { to: row.to, subject: row.subject, text: row.text, headers: row.headers ?? undefined };
  };
}
