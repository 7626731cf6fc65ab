import { type SQL, sql } from "drizzle-orm";
import { createLearnerStats } from "../rewards/learner-stats.js";
import type { Tx } from "../rewards/ledger.js";
import { type Db, selectRows } from "./client.js";

/**
 * Every table that holds rows about one account, and what each of the learner's rights does with them:
 * the download of their data (export), the deletion of their account (erase), and the take-back of an
 * account nobody had proved the address of, when its owner proves it (an identity provider vouches for
 * it, or a password reset mailed to it is used) (takeBack: whoever held it before may have been someone else, and what they wrote must not stay).
 *
 * A table with a user_id column, or a foreign key to users, must have an entry here:
 * per-user-tables.test.ts reads the database's catalogue and fails naming any that has none.
 *
 * Steps run in this list's order: what makes rows (a recurring rule, a goal) comes before the rows it
 * makes, so a job adding an entry at that moment holds the rule's lock and its entry is then found and
 * cleared too; the users row comes last (deleting it cascades, which would unlink rows a step must
 * still find, such as messages to the team that are anonymised rather than deleted).
 */

/** How a table's rows belong to an account. */
export type Owner =
  /** A column holding the account's users.id (user_id, except on users itself and authored content). */
  | { column: string }
  /**
   * Kept by email address, not by account: the learner's only once the account has proved the address
   * (a confirmed sign-up, or an identity provider that vouched for it). Until then the queries match
   * nothing (`= null`), so nobody sees or erases what others left under an address they merely typed.
   */
  | { address: string };

export interface Learner {
  userId: string;
  /** The account's address once proved, else null. */
  provenEmail: string | null;
}

export interface EraseContext extends Learner {
  tx: Tx;
  /** Uploaded files to remove from storage once the transaction has committed. */
  files: string[];
}

export interface TakeBackContext extends EraseContext {
  /** The account's address (its owner has just proved it). */
  email: string;
  /** The name and picture the account starts again with: the identity provider's, or after a reset a
   * neutral one (the part of the address before the @, no picture). */
  profile: { name: string; picture: string | null };
}

/** One right's step on one table: the plain ones by name, anything else as code that says what it does. */
export type Step<C> =
  /** Every row of the account's goes. */
  | "delete"
  /** The rows are someone else's record (the team's, the site's): kept, with the owner column set to null. */
  | "unlink"
  /** Left as they are, and why. */
  | { keep: string }
  | { does: string; run: (c: C) => Promise<void> };

export interface PerUserTable {
  table: string;
  owner: Owner;
  /** The section of the learner's download (never a password hash or a token), or why there is none. */
  export: ((learner: Learner) => SQL) | { omit: string };
  erase: Step<EraseContext>;
  takeBack: Step<TakeBackContext>;
}

/** The rows of `table` that are this learner's. */
function ownedBy(entry: PerUserTable, learner: Learner): SQL {
  return "column" in entry.owner
    ? sql`${sql.identifier(entry.owner.column)} = ${learner.userId}`
    : sql`${sql.identifier(entry.owner.address)} = ${learner.provenEmail}`;
}

const byUser = (table: string, takeBack: Step<TakeBackContext> = "delete") => ({
  table,
  owner: { column: "user_id" },
  erase: "delete" as const,
  takeBack,
});

/**
 * Messages to the team stay with the team, with nothing that says who sent them: the learner's own, and
 * any sent from their proved address while signed out.
 */
const anonymised = (table: "feedback" | "contact_messages"): Step<EraseContext> => ({
  does: "keeps the messages for the team, anonymised: no account, name 'Deleted learner', no email",
  run: async ({ tx, userId, provenEmail }) => {
    await tx.execute(sql`update ${sql.identifier(table)} set user_id = null, name = 'Deleted learner', email = ''
      where user_id = ${userId} or lower(email) = ${provenEmail}`);
  },
});

const SITE_CONTENT = "the site's content, written by an admin (an account with an unproved address is none)";

export const PER_USER_TABLES: readonly PerUserTable[] = [
  // ── Sign-in ──
  {
    ...byUser("sessions"),
    export: ({ userId }) => sql`select user_agent, first_visit, created_at, last_seen_at, expires_at
      from sessions where user_id = ${userId} order by created_at`,
    // takeBack "delete": whoever held the account is signed out everywhere (the owner signs in after).
  },
  {
    // Reset and confirmation links end: whoever held the account may have asked for them.
    ...byUser("password_resets"),
    export: ({ userId }) =>
      sql`select created_at, expires_at, used_at from password_resets where user_id = ${userId}`,
  },
  {
    ...byUser("email_verifications"),
    export: ({ userId }) => sql`select email, created_at, expires_at, used_at from email_verifications
      where user_id = ${userId}`,
  },

  // ── Learning: progress, rewards, the Review deck (the server computed them, but for whoever held
  // the account: its streak would time the owner's reminders, its FinStars and rank are not the owner's) ──
  {
    ...byUser("card_progress"),
    export: ({ userId }) => sql`select co.title as course, c.title as card, p.user_answer, p.completed_at
      from card_progress p join cards c on c.id = p.card_id join courses co on co.id = p.course_id
      where p.user_id = ${userId} order by p.completed_at`,
  },
  {
    ...byUser("course_activity"),
    export: ({ userId }) => sql`select co.title as course, a.last_active_at, a.completed_at
      from course_activity a join courses co on co.id = a.course_id where a.user_id = ${userId}`,
  },
  {
    ...byUser("course_check_attempts"),
    export: ({
      userId,
    }) => sql`select co.title as course, a.kind, a.card_ids, a.answers, a.correct, a.started_at,
      a.submitted_at, a.passed_at
      from course_check_attempts a join courses co on co.id = a.course_id
      where a.user_id = ${userId} order by a.started_at`,
  },
  {
    ...byUser("placement_skips"),
    export: ({ userId }) => sql`select co.title as course, m.title as module, s.skipped_at
      from placement_skips s join courses co on co.id = s.course_id join modules m on m.id = s.module_id
      where s.user_id = ${userId} order by s.skipped_at`,
  },
  {
    ...byUser("review_items"),
    export: ({ userId }) => sql`select co.title as course, c.title as card, r.due, r.stability, r.difficulty,
      r.elapsed_days, r.scheduled_days, r.reps, r.lapses, r.state, r.last_review, r.created_at
      from review_items r join cards c on c.id = r.card_id join modules m on m.id = c.module_id
      join courses co on co.id = m.course_id where r.user_id = ${userId} order by r.due, r.card_id`,
  },
  {
    ...byUser("review_log"),
    export: ({ userId }) => sql`select c.title as card, l.day, l.user_answer, l.is_correct, l.rating, l.paid,
      l.next_due, l.reviewed_at from review_log l join cards c on c.id = l.card_id where l.user_id = ${userId}
      order by l.reviewed_at`,
  },
  {
    ...byUser("reading_tasks"),
    export: ({ userId }) => sql`select ar.title as article, t.day from reading_tasks t
      join articles ar on ar.id = t.article_id where t.user_id = ${userId} order by t.day`,
  },
  {
    ...byUser("article_ratings", {
      does: "deletes the ratings and recounts those articles' averages without them",
      run: async ({ tx, userId }) => {
        const rated = await selectRows<{ article_id: number }>(
          tx,
          sql`delete from article_ratings where user_id = ${userId} returning article_id`,
        );
        for (const { article_id } of rated) {
          await tx.execute(sql`update articles set
            rating_sum = (select coalesce(sum(rating), 0)::int from article_ratings where article_id = ${article_id}),
            rating_count = (select count(*)::int from article_ratings where article_id = ${article_id})
            where id = ${article_id}`);
        }
      },
    }),
    // erase "delete": an article's average keeps the rating, an anonymous aggregate.
    export: ({ userId }) => sql`select ar.title as article, r.rating, r.created_at, r.updated_at
      from article_ratings r join articles ar on ar.id = r.article_id where r.user_id = ${userId}`,
  },
  {
    ...byUser("finstar_ledger"),
    export: ({ userId }) => sql`select change, description, created_at from finstar_ledger
      where user_id = ${userId} order by created_at, id`,
  },
  {
    ...byUser("finscore_ledger"),
    export: ({ userId }) => sql`select change, description, created_at from finscore_ledger
      where user_id = ${userId} order by created_at, id`,
  },
  {
    ...byUser("streak_days"),
    export: ({ userId }) => sql`select day from streak_days where user_id = ${userId} order by day`,
  },
  {
    // Every account has its totals row: it starts again as at sign-up (a new learner number, shown on
    // the leaderboard, no news from before), since the ledgers and streak days it sums are gone.
    ...byUser("learner_stats", {
      does: "replaces the totals row with a new one, as at sign-up",
      run: async ({ tx, userId }) => {
        await tx.execute(sql`delete from learner_stats where user_id = ${userId}`);
        await createLearnerStats(tx, userId);
      },
    }),
    export: ({ userId }) => sql`select learner_number, fin_stars, finscore_sum, fin_score, week_start,
      week_score, streak_count, streak_last_day, streak_run_start, streak_freezes, modules_completed,
      leaderboard_hidden, feedback_dismissed_at, updated_at from learner_stats where user_id = ${userId}`,
  },
  {
    // Notifications may quote tracker text (a custom category's name).
    ...byUser("notifications"),
    export: ({ userId }) => sql`select kind, content, link, seen, created_at from notifications
      where user_id = ${userId} order by created_at`,
  },

  // ── Tracker plans, before the transactions they add ──
  {
    ...byUser("recurring_rules"),
    export: ({ userId }) => sql`select id, title, category, type, amount_paise::float8 / 100 as amount_rupees,
      cadence, day_of_month, starts_on, ends_on, status, next_on, created_at, updated_at from recurring_rules
      where user_id = ${userId} order by id`,
  },
  {
    ...byUser("recurring_entries"),
    export: ({
      userId,
    }) => sql`select rule_id, period, occurs_on, transaction_id is not null as transaction_kept,
      created_at from recurring_entries where user_id = ${userId} order by rule_id, occurs_on`,
  },
  {
    ...byUser("savings_goals"),
    export: ({ userId }) => sql`select id, name, target_paise::float8 / 100 as target_rupees, target_on,
      created_at, updated_at from savings_goals where user_id = ${userId} order by id`,
  },
  {
    ...byUser("goal_contributions"),
    export: ({ userId }) => sql`select c.goal_id, t.title, t.amount_paise::float8 / 100 as amount_rupees,
      t.occurred_on from goal_contributions c join transactions t on t.id = c.transaction_id
      where c.user_id = ${userId} order by t.occurred_on, t.id`,
  },

  // ── Tracker ──
  {
    ...byUser("transactions"),
    export: ({ userId }) => sql`select title, category, type, amount_paise::float8 / 100 as amount_rupees,
      occurred_on, source, payee, narration, mail_auth, created_at, updated_at from transactions where user_id = ${userId}
      order by occurred_on, id`,
  },
  {
    ...byUser("transaction_month_totals"),
    export: ({
      userId,
    }) => sql`select month_start, type, category, amount_paise::float8 / 100 as amount_rupees,
      transaction_count from transaction_month_totals where user_id = ${userId} order by month_start`,
  },
  {
    ...byUser("budgets"),
    export: ({ userId }) => sql`select category, year, month, limit_paise::float8 / 100 as limit_rupees,
      created_at, updated_at from budgets where user_id = ${userId} order by year, month, category`,
  },
  {
    ...byUser("budget_warnings"),
    export: ({ userId }) => sql`select category, year, month, warned_at from budget_warnings
      where user_id = ${userId} order by year, month, category`,
  },
  {
    // Automatic tracking (issue 41): each time it was turned on, with the consent, and what mail to the
    // address did (counts only: no mail is kept). Whoever held the account may have turned it on: the
    // take-back revokes it by deleting the row, so their forwards stop at once.
    ...byUser("auto_tracking_addresses"),
    export: ({ userId }) => sql`select local_part, consent_version, consented_at, revoked_at, added_count,
      duplicate_count, dropped_count, refused_count, last_mail_at, created_at from auto_tracking_addresses
      where user_id = ${userId} order by created_at`,
  },
  {
    ...byUser("custom_categories"),
    export: ({ userId }) => sql`select name, created_at from custom_categories where user_id = ${userId}`,
  },
  {
    ...byUser("category_rules"),
    export: ({ userId }) => sql`select payee, category, created_at, updated_at from category_rules
      where user_id = ${userId} order by payee`,
  },
  {
    ...byUser("statement_mappings"),
    export: ({ userId }) => sql`select mapping, updated_at from statement_mappings where user_id = ${userId}`,
  },

  // ── Streak reminders: the hour and the devices told (a holder's browser must not hear the owner's) ──
  {
    ...byUser("reminder_preferences"),
    export: ({ userId }) => sql`select email, push, hour, last_sent_day, created_at, updated_at
      from reminder_preferences where user_id = ${userId}`,
  },
  {
    ...byUser("push_subscriptions"),
    export: ({ userId }) => sql`select endpoint, created_at from push_subscriptions where user_id = ${userId}
      order by created_at`,
  },

  // ── Newsletter, messages to the team, uploads ──
  {
    ...byUser("newsletter_subscriptions", {
      does: "deletes every subscription but a confirmed one for the account's own address (only its owner could confirm that)",
      run: async ({ tx, userId, email }) => {
        await tx.execute(sql`delete from newsletter_subscriptions where user_id = ${userId}
          and (confirmed_at is null or lower(entered_email) <> ${email})`);
      },
    }),
    export: ({ userId }) => sql`select entered_email, confirmed_at, created_at from newsletter_subscriptions
      where user_id = ${userId}`,
  },
  {
    table: "feedback",
    owner: { column: "user_id" },
    export: ({ userId }) =>
      sql`select name, email, answers, created_at from feedback where user_id = ${userId}`,
    erase: anonymised("feedback"),
    takeBack: "unlink",
  },
  {
    table: "contact_messages",
    owner: { column: "user_id" },
    export: ({ userId }) =>
      sql`select name, email, message, created_at from contact_messages where user_id = ${userId}`,
    erase: anonymised("contact_messages"),
    takeBack: "unlink",
  },
  {
    // Upload records name who uploaded: a learner's are their pictures. (Files an admin uploaded for
    // courses stay; only the record of who sent them goes.)
    table: "uploads",
    owner: { column: "user_id" },
    export: ({ userId }) =>
      sql`select kind, mime, size_bytes, created_at from uploads where user_id = ${userId}`,
    erase: "delete",
    takeBack: "delete",
  },

  // ── Institutions (issue 40): the classes a learner is in, what runs them, certificates, consent ──
  {
    // Whoever held the account may have joined classes or been made a facilitator: those go.
    ...byUser("organisation_members"),
    export: ({
      userId,
    }) => sql`select o.name as organisation, m.role, m.created_at from organisation_members m
      join organisations o on o.id = m.organisation_id where m.user_id = ${userId} order by m.created_at`,
  },
  {
    ...byUser("class_members"),
    export: ({ userId }) => sql`select c.name as class, o.name as organisation, m.share_email, m.joined_at
      from class_members m join classes c on c.id = m.class_id join organisations o on o.id = c.organisation_id
      where m.user_id = ${userId} order by m.joined_at`,
  },
  {
    ...byUser("assignment_reminders"),
    export: ({
      userId,
    }) => sql`select a.course_id, a.module_id, a.due_on, r.sent_at from assignment_reminders r
      join class_assignments a on a.id = r.assignment_id where r.user_id = ${userId} order by r.sent_at`,
  },
  {
    // A certificate is for what the account did: a holder's courses are not the owner's.
    ...byUser("certificates"),
    export: ({
      userId,
    }) => sql`select c.id, co.title as course, c.learner_name, c.organisation_name, c.issued_at,
      c.revoked_at from certificates c join courses co on co.id = c.course_id where c.user_id = ${userId}
      order by c.issued_at`,
  },
  {
    // A guardian named by whoever held the account is no guardian of the owner's.
    ...byUser("guardian_consents"),
    export: ({
      userId,
    }) => sql`select guardian_email, requested_at, confirmed_at, revoked_at from guardian_consents
      where user_id = ${userId}`,
  },
  // ── Rewards (issue 41): what the learner redeemed; the codes stay given (they may be in use) ──
  {
    ...byUser("redemptions"),
    export: ({ userId }) => sql`select p.title as perk, r.price, r.status, c.code, r.created_at, r.reviewed_at
      from redemptions r join perks p on p.id = r.perk_id left join perk_codes c on c.id = r.code_id
      where r.user_id = ${userId} order by r.created_at`,
    // takeBack "delete": whoever held the account redeemed with FinStars the owner did not earn.
  },
  {
    table: "perks",
    owner: { column: "created_by" },
    export: ({ userId }) => sql`select title, price, created_at from perks where created_by = ${userId}`,
    erase: "unlink",
    takeBack: "unlink",
  },
  {
    table: "organisations",
    owner: { column: "created_by" },
    export: ({ userId }) =>
      sql`select name, kind, created_at from organisations where created_by = ${userId}`,
    erase: "unlink",
    takeBack: "unlink",
  },
  {
    table: "classes",
    owner: { column: "created_by" },
    export: ({ userId }) => sql`select name, language, created_at from classes where created_by = ${userId}`,
    erase: "unlink",
    takeBack: "unlink",
  },
  {
    table: "class_assignments",
    owner: { column: "created_by" },
    export: ({
      userId,
    }) => sql`select class_id, course_id, module_id, due_on, created_at from class_assignments
      where created_by = ${userId}`,
    erase: "unlink",
    takeBack: "unlink",
  },

  // ── Content an admin wrote: the site's, kept ──
  {
    table: "articles",
    owner: { column: "author_id" },
    export: ({ userId }) => sql`select title, status, created_at from articles where author_id = ${userId}`,
    erase: "unlink",
    takeBack: { keep: SITE_CONTENT },
  },
  {
    table: "content_reviews",
    owner: { column: "reviewer_id" },
    export: ({
      userId,
    }) => sql`select item_kind, item_id, reviewed_at, previous_as_of, as_of from content_reviews
      where reviewer_id = ${userId}`,
    erase: "unlink",
    takeBack: { keep: "the site's record of which content an admin checked, and when" },
  },
  {
    table: "newsletters",
    owner: { column: "created_by" },
    export: ({ userId }) => sql`select title, created_at from newsletters where created_by = ${userId}`,
    erase: "unlink",
    takeBack: { keep: SITE_CONTENT },
  },

  // ── Kept by address ──
  {
    table: "auth_events",
    owner: { address: "subject" },
    export: ({ provenEmail }) =>
      sql`select kind, created_at from auth_events where subject = ${provenEmail} order by created_at`,
    erase: "delete",
    takeBack: {
      keep: "the address's sign-in throttle: clearing it would lift the limits for whoever tries next",
    },
  },
  {
    table: "mail_queue",
    owner: { address: "to" },
    export: ({ provenEmail }) => sql`select kind, subject, status, created_at, sent_at from mail_queue
      where "to" = ${provenEmail} order by created_at`,
    erase: "delete",
    takeBack: { keep: "mail to the address went to its owner's inbox, whoever asked for it" },
  },
  {
    table: "mail_outbox",
    owner: { address: "to" },
    export: { omit: "copies of mail_queue's mail, kept for admins to read when no mail server is set" },
    erase: "delete",
    takeBack: { keep: "mail to the address, as in mail_queue" },
  },

  // ── The account itself: last ──
  {
    table: "users",
    owner: { column: "id" },
    export: ({
      userId,
    }) => sql`select id, email, name, picture, role, email_verified_at, product_mail, language,
      handle, age_band, oidc_issuer, password_hash is not null as has_password, created_at, updated_at from users
      where id = ${userId}`,
    erase: {
      does: "deletes the account (its cascade is a backstop for any row a step above left) and its picture",
      run: async ({ tx, userId, files }) => {
        const [gone] = await selectRows<{ picture: string | null }>(
          tx,
          sql`delete from users where id = ${userId} returning picture`,
        );
        if (gone?.picture?.startsWith("/uploads/")) files.push(gone.picture);
      },
    },
    takeBack: {
      does: "keeps the account, without the password; name and picture become the fresh profile's, other choices their defaults",
      run: async ({ tx, userId, profile, files }) => {
        const [before] = await selectRows<{ picture: string | null }>(
          tx,
          sql`select picture from users where id = ${userId}`,
        );
        await tx.execute(sql`update users set password_hash = null, name = ${profile.name.slice(0, 80)},
          picture = ${profile.picture}, language = null, product_mail = false, handle = null, age_band = null,
          updated_at = now()
          where id = ${userId}`);
        const old = before?.picture;
        if (old?.startsWith("/uploads/") && old !== profile.picture) files.push(old);
      },
    },
  },
];

async function apply<C extends EraseContext>(entry: PerUserTable, step: Step<C>, c: C): Promise<void> {
  const table = sql.identifier(entry.table);
  if (step === "delete") await c.tx.execute(sql`delete from ${table} where ${ownedBy(entry, c)}`);
  else if (step === "unlink") {
    if (!("column" in entry.owner))
      throw new Error(`${entry.table}: only an account's column can be unlinked`);
    const column = sql.identifier(entry.owner.column);
    await c.tx.execute(sql`update ${table} set ${column} = null where ${column} = ${c.userId}`);
  } else if ("run" in step) await step.run(c);
}

/** Erases an account: every table's erase step, the users row last. Returns files to remove once committed. */
export async function eraseAccount(tx: Tx, learner: Learner): Promise<string[]> {
  const c: EraseContext = { ...learner, tx, files: [] };
  for (const entry of PER_USER_TABLES) await apply(entry, entry.erase, c);
  return c.files;
}

/** Clears what an unproved account's holder wrote (every table's takeBack step). Returns files to remove. */
export async function takeBackAccount(
  tx: Tx,
  account: Omit<TakeBackContext, "tx" | "files">,
): Promise<string[]> {
  const c: TakeBackContext = { ...account, tx, files: [] };
  for (const entry of PER_USER_TABLES) await apply(entry, entry.takeBack, c);
  return c.files;
}

/** The download's sections, one per table that has one, in this list's order. */
export const EXPORT_SECTIONS = PER_USER_TABLES.filter((t) => typeof t.export === "function").map(
  (t) => t.table,
);

/** Each section's rows for this learner. */
export async function exportAccount(db: Db, learner: Learner): Promise<Record<string, unknown[]>> {
  const data: Record<string, unknown[]> = {};
  for (const entry of PER_USER_TABLES) {
    if (typeof entry.export === "function") data[entry.table] = await selectRows(db, entry.export(learner));
  }
  return data;
}
