/**
 * A big learner population for the leaderboard and home benchmarks, written straight into PostgreSQL
 * with set-based SQL (signing up 100,000 learners through the API would spend hours in argon2):
 * learners with their totals, about 50 FinScore ledger rows each, a third active this week, and a
 * pool of signed-in learners (session rows with known tokens) with some course progress.
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";

export interface Population {
  learners: number;
  ledgerRows: number;
  /** Cookie values ("arthshala_session=…") of signed-in learners, for requests to rotate through. */
  cookies: string[];
  /** One of them holds 20,000 tracker transactions over three years. */
  trackerCookie: string;
}

const TRACKER_TRANSACTIONS = 20_000;

const SESSIONS = 1000;

export async function populate(
  databaseUrl: string,
  learners: number,
  rowsPerLearner = 50,
): Promise<Population> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  const tokens = Array.from({ length: SESSIONS }, () => randomBytes(32).toString("base64url"));
  const step = async (what: string, text: string, values: unknown[] = []) => {
    const t = Date.now();
    const r = await client.query(text, values);
    console.warn(`  ${what}: ${r.rowCount ?? 0} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  try {
    const [{ existing }] = (
      await client.query("select count(*)::int as existing from users where email like 'pop-%'")
    ).rows;
    if (existing === learners) {
      // Populated by an earlier run on this database: keep the learners, sign a fresh pool in.
      console.warn(`Reusing the ${learners.toLocaleString("en-IN")} learners already in this database`);
      await client.query(
        "delete from sessions where user_id in (select id from users where email like 'pop-%')",
      );
    } else {
      if (existing > 0) throw new Error("this database holds a different population: use a fresh one");
      await writeLearners();
    }
    const ledgerRows = await signIn();
    await fillTracker();
    const cookies = cookiesOf(tokens);
    return { learners, ledgerRows, cookies, trackerCookie: cookies[0] as string };
  } finally {
    await client.end();
  }

  async function writeLearners() {
    console.warn(
      `Populating ${learners.toLocaleString("en-IN")} learners, ~${rowsPerLearner} ledger rows each`,
    );
    await step(
      "users",
      `insert into users (email, name, role, email_verified_at, created_at)
       select 'pop-' || g || '@example.in', 'Learner ' || g, 'Learner', now(), now() - (g % 365) * interval '1 day'
       from generate_series(1, $1::int) g`,
      [learners],
    );
    await step(
      "learner_stats",
      `insert into learner_stats (user_id) select id from users where email like 'pop-%' order by email`,
    );
    // Changes of +5/+10/+15 with an occasional −10, spread over the last year, all idempotency keys unique.
    await step(
      "finscore_ledger",
      `insert into finscore_ledger (user_id, change, description, source_key, created_at)
       select s.user_id,
         case when (s.learner_number * 31 + g) % 17 = 0 then -10 else 5 * (1 + (s.learner_number + g) % 3) end,
         'Completed the card "Bench card ' || g || '"', 'bench:' || g,
         now() - ((s.learner_number * 7 + g * 13) % 365) * interval '1 day'
       from learner_stats s
       cross join lateral generate_series(1, 1 + (s.learner_number * 7919) % ($1::int * 2 - 1)) g`,
      [rowsPerLearner],
    );
    const monday = `date_trunc('week', now() at time zone 'Asia/Kolkata')::date`;
    await step(
      "totals from the ledger",
      `update learner_stats s set finscore_sum = t.total, fin_score = least(greatest(t.total, 0), 1000),
         fin_stars = t.rows * 5, week_start = ${monday}, week_score = t.week
       from (select user_id, sum(change)::int as total, count(*)::int as rows,
               coalesce(sum(change) filter (where created_at >= (${monday})::timestamp at time zone 'Asia/Kolkata'), 0)::int as week
             from finscore_ledger group by user_id) t
       where t.user_id = s.user_id`,
    );
    await step("analyze", "analyze");
  }

  /** The first signed-in learner's tracker: 20,000 transactions over the last three years, with month totals. */
  async function fillTracker(): Promise<void> {
    const owner = `(select user_id from sessions where token_hash = '${createHash("sha256")
      .update(tokens[0] as string)
      .digest("hex")}')`;
    const [{ has }] = (
      await client.query(`select count(*)::int as has from transactions where user_id = ${owner}`)
    ).rows;
    if (has >= TRACKER_TRANSACTIONS) return;
    await step(
      "tracker transactions",
      `insert into transactions (user_id, title, category, type, amount_paise, occurred_on)
       select ${owner}, 'Bench spend ' || g,
         (array['Food','Travel','Rent','Apparel','Health','Education','Transportation','Bills & Utilities','Shopping','Entertainment','Investments','Savings','Salary'])[1 + g % 13],
         (array['expense','expense','expense','expense','expense','expense','expense','expense','expense','expense','investment','saving','income'])[1 + g % 13],
         100 + (g * 7919) % 500000,
         (now() at time zone 'Asia/Kolkata')::date - (g % 1095)
       from generate_series(1, $1::int) g`,
      [TRACKER_TRANSACTIONS],
    );
    await step(
      "tracker month totals",
      `insert into transaction_month_totals (user_id, month_start, type, category, amount_paise, transaction_count)
       select user_id, date_trunc('month', occurred_on)::date, type, category, sum(amount_paise), count(*)
       from transactions where user_id = ${owner} group by 1, 2, 3, 4
       on conflict do nothing`,
    );
  }

  async function signIn(): Promise<number> {
    // Signed-in learners spread over the whole board, each with a session and 30 completed cards.
    const hashes = tokens.map((t) => createHash("sha256").update(t).digest("hex"));
    await step(
      "sessions",
      `insert into sessions (user_id, token_hash, expires_at)
       select s.user_id, h.hash, now() + interval '30 days'
       from unnest($1::text[]) with ordinality h(hash, i)
       join learner_stats s on s.learner_number = h.i * $2::int`,
      [hashes, Math.max(1, Math.floor(learners / SESSIONS))],
    );
    await step(
      "card progress",
      `insert into card_progress (user_id, card_id, course_id)
       select se.user_id, k.id, m.course_id from sessions se
       join learner_stats s on s.user_id = se.user_id
       cross join lateral (select id, module_id from cards order by id limit 30) k
       join modules m on m.id = k.module_id
       on conflict do nothing`,
    );
    const [{ count }] = (await client.query("select count(*)::int as count from finscore_ledger")).rows;
    console.warn(
      `Population ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${count} ledger rows\n`,
    );
    return count as number;
  }
}

const cookiesOf = (tokens: string[]) => tokens.map((t) => `arthshala_session=${t}`);
