// The fleet check's rewards race (issue 41): learners' clients on every instance redeem a 10-code perk
// at once, many times over; exactly 10 redemptions succeed (the rest hear "out of stock"), each code is
// given once, a replayed Idempotency-Key on another instance returns the same redemption, and every
// learner's balance is their ledger's sum and never below zero.
import { request } from "./fleet-support.mjs";

const CODES = 10;
const TRIES_PER_LEARNER_AND_INSTANCE = 3;

export async function checkRedemptionsOnce(db, instances, cookies, runId, proxyBase, check) {
  const {
    rows: [perk],
  } = await db.query(
    `insert into perks (title, price, fulfilment, per_learner_limit, low_stock_at)
     values ($1, 1, 'code', 1000, 0) returning id`,
    [`Fleet perk ${runId}`],
  );
  await db.query(
    `insert into perk_codes (perk_id, code) select $1, 'FLEET-' || g from generate_series(1, ${CODES}) g`,
    [perk.id],
  );
  // FinStars for every writer, through the ledger and the totals row together, as an award does.
  const writers = `writer-${runId}-%`;
  await db.query(
    `with given as (insert into finstar_ledger (user_id, change, description, source_key)
       select id, 100, 'Fleet award', 'fleet:${runId}' from users where email like $1 returning user_id, change)
     update learner_stats s set fin_stars = s.fin_stars + g.change from given g where s.user_id = g.user_id`,
    [writers],
  );
  // Accounts made a moment ago: the instances run with REWARDS_COOLING_OFF_DAYS=0 so none is held.
  const tries = cookies.flatMap((cookie, w) =>
    instances.flatMap((server, s) =>
      Array.from({ length: TRIES_PER_LEARNER_AND_INSTANCE }, (_, i) => ({
        server,
        cookie,
        key: `fleet-${runId}-${w}-${s}-${i}`,
      })),
    ),
  );
  const redeem = ({ server, cookie, key }) =>
    request(`${server.base}/api/rewards/perks/${perk.id}/redeem`, {
      method: "POST",
      headers: { cookie, origin: proxyBase, "idempotency-key": key },
      timeoutMs: 30_000,
    });
  const answers = await Promise.all(tries.map(redeem));
  const won = answers.filter((r) => r.status === 201);
  const soldOut = answers.filter((r) => r.status === 409 && /out of stock/.test(r.body?.message ?? ""));
  check(
    won.length === CODES && soldOut.length === answers.length - CODES,
    `${answers.length} racing redemptions over ${instances.length} instances: exactly ${CODES} succeeded ` +
      `(${won.length}), the rest were out of stock (${soldOut.length}; statuses ${[...new Set(answers.map((r) => r.status))].join(" ")})`,
  );
  // A replay of a winner's key on another instance is the same redemption, not another.
  const first = tries[answers.indexOf(won[0])];
  const other = instances[(instances.indexOf(first.server) + 1) % instances.length];
  const replay = await redeem({ ...first, server: other });
  check(
    replay.status === 200 && replay.body?.id === won[0].body?.id,
    `a replayed Idempotency-Key on another instance returned the same redemption (${replay.status})`,
  );
  const {
    rows: [stored],
  } = await db.query(
    `select
       (select count(*)::int from redemptions where perk_id = $1) as redemptions,
       (select count(*)::int from perk_codes where perk_id = $1 and claimed_at is not null) as claimed,
       (select count(distinct code_id)::int from redemptions where perk_id = $1) as codes,
       (select count(*)::int from users u join learner_stats s on s.user_id = u.id where u.email like $2
         and (s.fin_stars < 0 or s.fin_stars <> (select coalesce(sum(change), 0) from finstar_ledger l
           where l.user_id = u.id))) as unbalanced`,
    [perk.id, writers],
  );
  check(
    stored.redemptions === CODES &&
      stored.claimed === CODES &&
      stored.codes === CODES &&
      stored.unbalanced === 0,
    `the database holds ${CODES} redemptions of ${CODES} distinct codes (${stored.redemptions}, ` +
      `${stored.claimed} claimed, ${stored.codes} distinct) and every balance is its ledger's sum (${stored.unbalanced} not)`,
  );
}
