/**
 * A big learner population for the leaderboard and home benchmarks, written straight into PostgreSQL
 * with set-based SQL (signing up 100,000 learners through the API would spend hours in argon2):
 * learners with their totals, about 50 FinScore ledger rows each, a third active this week, and a
 * pool of signed-in learners (session rows with known tokens) with some course progress. Then classes
 * of 100 learners with assignments, and every learner's learning activity (class-population.ts).
 */
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { type BenchClass, benchClasses, writeClasses } from "./class-population.js";

export interface Population {
  learners: number;
  ledgerRows: number;
  /** Cookie values ("arthshala_session=…") of signed-in learners, for requests to rotate through. */
  cookies: string[];
  /** One of them holds 20,000 tracker transactions over three years. */
  trackerCookie: string;
  /** The bench's classes (one per 100 learners), each with its teacher's and a member's session. */
  classes: BenchClass[];
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
    // The population's own learners are the ones with pop-<n>@example.in addresses: a database may
    // also hold learners who signed up, seeded ones, or learner numbers with gaps, so nothing here
    // assumes which learner numbers the population has.
    const [{ existing, highest }] = (
      await client.query(
        `select count(*)::int as existing,
           coalesce(max(substring(email from '^pop-([0-9]+)@')::int), 0) as highest
         from users where email ~ '^pop-[0-9]+@example\\.in$'`,
      )
    ).rows;
    if (existing >= learners) {
      // Populated by an earlier run on this database: keep the learners, sign a fresh pool in.
      console.warn(`Reusing ${existing.toLocaleString("en-IN")} learners already in this database`);
    } else {
      await writeLearners(learners - existing, highest);
    }
    await client.query(
      `delete from sessions where user_id in (select id from users where email ~ '^pop-[0-9]+@example\\.in$')`,
    );
    await writeClasses(client, step, learners);
    const owners = await signIn();
    const classes = await benchClasses(client, new Map(owners.map((id, i) => [id, tokens[i] as string])));
    const ledgerRows = await countLedger();
    await fillTracker(owners[0] as string);
    const cookies = cookiesOf(tokens);
    return { learners, ledgerRows, cookies, trackerCookie: cookies[0] as string, classes };
  } finally {
    await client.end();
  }

  /** Adds `count` learners after pop-<after>, with their ledgers and totals. */
  async function writeLearners(count: number, after: number) {
    console.warn(`Populating ${count.toLocaleString("en-IN")} learners, ~${rowsPerLearner} ledger rows each`);
    // The new learners, by id, so each step below touches only them (not learners already here).
    await client.query("create temporary table new_learners (id uuid primary key)");
    await step(
      "users",
      `with added as (
         insert into users (email, name, role, email_verified_at, created_at)
         select 'pop-' || g || '@example.in', 'Learner ' || g, 'Learner', now(), now() - (g % 365) * interval '1 day'
         from generate_series($2::int + 1, $2::int + $1::int) g
         returning id)
       insert into new_learners select id from added`,
      [count, after],
    );
    await step(
      "learner_stats",
      `insert into learner_stats (user_id) select id from new_learners
       on conflict (user_id) do nothing`,
    );
    // Changes of +5/+10/+15 with an occasional −10, spread over the last year, all idempotency keys unique.
    await step(
      "finscore_ledger",
      `insert into finscore_ledger (user_id, change, description, source_key, created_at)
       select s.user_id,
         case when (s.learner_number * 31 + g) % 17 = 0 then -10 else 5 * (1 + (s.learner_number + g) % 3) end,
         'Completed the card "Bench card ' || g || '"', 'bench:' || g,
         now() - ((s.learner_number * 7 + g * 13) % 365) * interval '1 day'
       from learner_stats s join new_learners n on n.id = s.user_id
       cross join lateral generate_series(1, 1 + (s.learner_number * 7919) % ($1::int * 2 - 1)) g`,
      [rowsPerLearner],
    );
    const monday = `date_trunc('week', now() at time zone 'Asia/Kolkata')::date`;
    await step(
      "totals from the ledger",
      `update learner_stats s set finscore_sum = t.total, fin_score = least(greatest(t.total, 0), 1000),
         fin_stars = t.rows * 5, week_start = ${monday}, week_score = t.week
       from (select l.user_id, sum(change)::int as total, count(*)::int as rows,
               coalesce(sum(change) filter (where created_at >= (${monday})::timestamp at time zone 'Asia/Kolkata'), 0)::int as week
             from finscore_ledger l join new_learners n on n.id = l.user_id group by l.user_id) t
       where t.user_id = s.user_id`,
    );
    await client.query("drop table new_learners");
    // Index-only scans (the boards' counts) need the visibility map that vacuum writes.
    await step("vacuum analyze", "vacuum analyze");
  }

  /** One learner's tracker: 20,000 transactions over the last three years, with month totals. */
  async function fillTracker(owner: string): Promise<void> {
    const [{ has }] = (
      await client.query("select count(*)::int as has from transactions where user_id = $1", [owner])
    ).rows;
    if (has >= TRACKER_TRANSACTIONS) return;
    await step(
      "tracker transactions",
      `insert into transactions (user_id, title, category, type, amount_paise, occurred_on)
       select $2::uuid, 'Bench spend ' || g,
         (array['Food','Travel','Rent','Apparel','Health','Education','Transportation','Bills & Utilities','Shopping','Entertainment','Investments','Savings','Salary'])[1 + g % 13],
         (array['expense','expense','expense','expense','expense','expense','expense','expense','expense','expense','investment','saving','income'])[1 + g % 13],
         100 + (g * 7919) % 500000,
         (now() at time zone 'Asia/Kolkata')::date - (g % 1095)
       from generate_series(1, $1::int) g`,
      [TRACKER_TRANSACTIONS - has, owner],
    );
    // Rebuilt from the rows, so a top-up leaves the totals exact.
    await client.query("delete from transaction_month_totals where user_id = $1", [owner]);
    await step(
      "tracker month totals",
      `insert into transaction_month_totals (user_id, month_start, type, category, amount_paise, transaction_count)
       select user_id, date_trunc('month', occurred_on)::date, type, category, sum(amount_paise), count(*)
       from transactions where user_id = $1 group by 1, 2, 3, 4`,
      [owner],
    );
  }

  /**
   * Signs in learners spread evenly over the population (every n-th pop- learner in learner-number
   * order, whatever those numbers are), each with a session and 30 completed cards. Returns their
   * ids in the order of the tokens.
   */
  async function signIn(): Promise<string[]> {
    const hashes = tokens.map((t) => createHash("sha256").update(t).digest("hex"));
    const { rows } = await client.query<{ user_id: string; token_hash: string }>(
      `with pop as (
         select s.user_id, row_number() over (order by s.learner_number) as n
         from learner_stats s join users u on u.id = s.user_id
         where u.email ~ '^pop-[0-9]+@example\\.in$'),
       picked as (
         select h.hash, h.i, p.user_id from unnest($1::text[]) with ordinality h(hash, i)
         join pop p on p.n = 1 + (h.i - 1) * greatest(1, (select count(*) from pop) / $2::int))
       insert into sessions (user_id, token_hash, expires_at)
       select user_id, hash, now() + interval '30 days' from picked
       returning user_id, token_hash`,
      [hashes, SESSIONS],
    );
    if (rows.length !== SESSIONS)
      throw new Error(`signed in ${rows.length} of ${SESSIONS} learners: is the population smaller?`);
    await step(
      "card progress",
      `insert into card_progress (user_id, card_id, course_id)
       select se.user_id, k.id, m.course_id from unnest($1::uuid[]) se(user_id)
       cross join lateral (select id, module_id from cards order by id limit 30) k
       join modules m on m.id = k.module_id
       on conflict do nothing`,
      [rows.map((r) => r.user_id)],
    );
    const owner = new Map(rows.map((r) => [r.token_hash, r.user_id]));
    return hashes.map((h) => owner.get(h) as string);
  }

  async function countLedger(): Promise<number> {
    const [{ count }] = (await client.query("select count(*)::int as count from finscore_ledger")).rows;
    console.warn(
      `Population ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${count} ledger rows\n`,
    );
    return count as number;
  }
}

const cookiesOf = (tokens: string[]) => tokens.map((t) => `arthshala_session=${t}`);
