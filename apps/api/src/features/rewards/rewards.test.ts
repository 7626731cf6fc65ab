import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ageAccount,
  awardFinStars,
  buildAdmin,
  buildClass,
  buildFacilitator,
  buildOrganisation,
  buildPerk,
  buildUser,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, deliveredMail, type TestContext } from "../../../test/harness.js";
import { selectRows } from "../../platform/db/client.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    REWARDS_COOLING_OFF_DAYS: 7,
    SUPPORT_EMAIL: "team@example.in",
    // Many learners sign up from one test address.
    AUTH_RATE_LIMIT: 1000,
  });
});
afterAll(() => ctx.close());

let keys = 0;
const newKey = () => `key-${process.pid}-${++keys}-abcdef`;

const redeem = (user: TestUser, perkId: number | string, key = newKey()) =>
  call(ctx.app, "POST", `/api/rewards/perks/${perkId}/redeem`, {
    cookie: user.cookie,
    headers: { "idempotency-key": key },
  });
const get = (user: TestUser, url: string) => call(ctx.app, "GET", url, { cookie: user.cookie });

/** A learner past the cooling-off, holding `stars` FinStars. */
async function learnerWith(stars: number, options: { verified?: boolean } = {}) {
  const learner = await buildUser(ctx.app, { verified: options.verified });
  await ageAccount(ctx.app, learner.id, 30);
  if (stars > 0) await awardFinStars(ctx.app, learner.id, stars, `start-${learner.id}`);
  return learner;
}

const ledgerSum = async (userId: string) =>
  (
    await selectRows<{ sum: number }>(
      ctx.app.db,
      sql`select coalesce(sum(change), 0)::int as sum from finstar_ledger where user_id = ${userId}`,
    )
  )[0]!.sum;

describe("redeeming a perk", () => {
  it("takes one code and debits the ledger once; a replay returns the same redemption; three balances agree", async () => {
    const learner = await learnerWith(50, { verified: true });
    const perk = await buildPerk(ctx.app, { title: "Sticker pack", price: 20, codes: ["AAA-1", "AAA-2"] });
    const key = newKey();
    const first = await redeem(learner, perk.id, key);
    expect(first.statusCode).toBe(201);
    const made = first.json();
    expect(made).toMatchObject({ status: "issued", code: "AAA-1", price: 20, perk_title: "Sticker pack" });

    const again = await redeem(learner, perk.id, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(made);
    // The same key for another perk is refused, not a second redemption.
    const other = await buildPerk(ctx.app, { price: 1 });
    expect((await redeem(learner, other.id, key)).statusCode).toBe(409);

    const ledger = (await get(learner, "/api/rewards/ledger")).json();
    expect(ledger.entries[0]).toMatchObject({ change: -20, description: "Redeemed: Sticker pack" });
    expect(ledger.entries.filter((e: { change: number }) => e.change < 0)).toHaveLength(1);
    // /home, the ledger and the Rewards page say the same balance.
    const home = (
      await call(ctx.app, "POST", "/api/home/getdata", { cookie: learner.cookie, body: {} })
    ).json();
    const page = (await get(learner, "/api/rewards")).json();
    expect([home.userData.fin_stars, ledger.balance, page.balance, await ledgerSum(learner.id)]).toEqual([
      30, 30, 30, 30,
    ]);
    expect(page.perks.find((p: { id: number }) => p.id === perk.id)).toMatchObject({ stock: 1, price: 20 });

    const mine = (await get(learner, "/api/rewards/redemptions")).json().redemptions;
    expect(mine.map((r: { id: string }) => r.id)).toEqual([made.id]);
    const mail = (await deliveredMail(ctx.app, learner.email)).find((m) =>
      m.subject.startsWith("Your reward"),
    );
    expect(mail?.subject).toBe("Your reward: Sticker pack");
    expect(mail?.text).toContain("Your code: AAA-1");
  });

  it("gives the last code to exactly one of two racing learners; the other hears out of stock", async () => {
    const [a, b] = [await learnerWith(10), await learnerWith(10)];
    const perk = await buildPerk(ctx.app, { price: 5, codes: ["LAST"] });
    const answers = await Promise.all([redeem(a, perk.id), redeem(b, perk.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe("Sorry, this reward is out of stock.");
    const sums = [await ledgerSum(a.id), await ledgerSum(b.id)].sort((x, y) => x - y);
    expect(sums).toEqual([5, 10]); // the loser paid nothing

    // One learner racing two keys with FinStars for one: one redemption, never a negative balance.
    const c = await learnerWith(7);
    const plenty = await buildPerk(ctx.app, { price: 5, codes: ["P1", "P2", "P3"] });
    const both = await Promise.all([redeem(c, plenty.id), redeem(c, plenty.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await ledgerSum(c.id)).toBe(2);
    expect((await get(c, "/api/rewards")).json().balance).toBe(2);
  });

  it("refuses what the learner cannot have: not enough FinStars, the limit, suspended, expired, another organisation's", async () => {
    const learner = await learnerWith(100);
    const dear = await buildPerk(ctx.app, { price: 101 });
    expect((await redeem(learner, dear.id)).json()).toMatchObject({
      message: "You don't have enough FinStars for this reward yet.",
    });
    const once = await buildPerk(ctx.app, { price: 1, perLearnerLimit: 1, limitPeriodDays: 30 });
    expect((await redeem(learner, once.id)).statusCode).toBe(201);
    const second = await redeem(learner, once.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/1 time\(s\) in 30 days/);
    const expired = await buildPerk(ctx.app, { price: 1, validUntil: "2020-01-01" });
    expect((await redeem(learner, expired.id)).statusCode).toBe(409);
    const admin = await buildAdmin(ctx.app);
    const suspended = await buildPerk(ctx.app, { price: 1 });
    await call(ctx.app, "POST", `/api/admin/rewards/perks/${suspended.id}/suspend`, {
      cookie: admin.cookie,
      body: { suspended: true },
    });
    expect((await redeem(learner, suspended.id)).statusCode).toBe(409);
    const page = (await get(learner, "/api/rewards")).json();
    const offered = page.perks.map((p: { id: number }) => p.id);
    expect(offered).not.toContain(suspended.id);
    expect(offered).not.toContain(expired.id);
    // An organisation's perk is for its people only: anyone else gets a missing perk's 404.
    const owner = await buildFacilitator(ctx.app);
    const org = await buildOrganisation(ctx.app, { owner });
    const theirs = await buildPerk(ctx.app, { price: 1, organisationId: org.id });
    expect((await redeem(learner, theirs.id)).statusCode).toBe(404);
    expect((await redeem(learner, 999_999)).statusCode).toBe(404);
    const teen = await buildPerk(ctx.app, { price: 1, ageBand: "under-18" });
    expect((await redeem(learner, teen.id)).statusCode).toBe(404);
    expect(await ledgerSum(learner.id)).toBe(99);
  });

  it("never shows a learner another's redemption, and refuses bad input with a clear 400", async () => {
    const [owner, other] = [await learnerWith(10), await learnerWith(10)];
    const perk = await buildPerk(ctx.app, { price: 2, codes: ["SECRET-1"] });
    const made = (await redeem(owner, perk.id)).json();
    const peek = await get(other, `/api/rewards/redemptions/${made.id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain("SECRET-1");
    expect((await get(other, "/api/rewards/redemptions")).json().redemptions).toEqual([]);
    expect((await get(owner, `/api/rewards/redemptions/${made.id}`)).json().code).toBe("SECRET-1");

    for (const key of ["short", "x".repeat(101), "bad key\u0000null", ""]) {
      expect((await redeem(owner, perk.id, key)).statusCode).toBe(400);
    }
    const noKey = await call(ctx.app, "POST", `/api/rewards/perks/${perk.id}/redeem`, {
      cookie: owner.cookie,
    });
    expect(noKey.statusCode).toBe(400);
    for (const id of ["0x10", "-1", "99999999999", "1%00"])
      expect((await redeem(owner, id)).statusCode).toBe(400);
    expect((await get(owner, "/api/rewards/redemptions/not-a-uuid")).statusCode).toBe(400);
    const visitor = await call(ctx.app, "GET", "/api/rewards");
    expect(visitor.statusCode).toBe(401);
    expect(await ledgerSum(owner.id)).toBe(8);
  });

  it("mails the code in the learner's language, and only to a proved address", async () => {
    const hindi = await learnerWith(10, { verified: true });
    await ctx.app.db.execute(sql`update users set language = 'hi' where id = ${hindi.id}`);
    const unproved = await learnerWith(10);
    const perk = await buildPerk(ctx.app, { title: "Pocket diary", price: 2, codes: ["HI-1", "HI-2"] });
    expect((await redeem(hindi, perk.id)).statusCode).toBe(201);
    expect((await redeem(unproved, perk.id)).statusCode).toBe(201);
    const mail = (await deliveredMail(ctx.app, hindi.email)).find((m) => m.subject.includes("Pocket diary"));
    expect(mail?.subject).toBe("आपका इनाम: Pocket diary");
    expect(mail?.text).toContain("आपका कोड: HI-1");
    const toUnproved = await deliveredMail(ctx.app, unproved.email);
    expect(toUnproved.filter((m) => m.subject.includes("Pocket diary"))).toEqual([]);
    expect(toUnproved.length).toBeGreaterThan(0); // its address-confirmation mail went: the filter above can see mail
  });

  it("exports the ledger as formula-safe CSV with every debit and its reason", async () => {
    const learner = await learnerWith(30);
    // An award whose reason a spreadsheet would run as a formula: the cell gets a leading '.
    await ctx.app.db.execute(sql`insert into finstar_ledger (user_id, change, description, source_key)
      values (${learner.id}, 0, '=HYPERLINK("x")', 'test:formula')`);
    const perk = await buildPerk(ctx.app, { title: "Pocket diary", price: 4 });
    await redeem(learner, perk.id);
    const csv = await get(learner, "/api/rewards/ledger.csv");
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Date (India),Change,Reason,Balance");
    expect(lines.slice(1).map((l) => l.slice(10))).toEqual([
      ",30,Test award start-" + learner.id + ",30",
      `,0,"'=HYPERLINK(""x"")",30`,
      ",-4,Redeemed: Pocket diary,26",
    ]);
  });

  it("lists the newest 50 changes on the page, with ids; the CSV keeps every one", async () => {
    const learner = await learnerWith(0);
    await ctx.app.db.execute(sql`insert into finstar_ledger (user_id, change, description, source_key)
      select ${learner.id}, 1, 'Award ' || n, 'test:many:' || n from generate_series(1, 60) as n`);
    const ledger = (await get(learner, "/api/rewards/ledger")).json();
    expect(ledger.entries).toHaveLength(50);
    const ids = ledger.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ledger.entries[0].description).toBe("Award 60");
    const csv = (await get(learner, "/api/rewards/ledger.csv")).body.trim().split("\r\n");
    expect(csv).toHaveLength(1 + 60);
  });
});

describe("cooling-off for new accounts", () => {
  it("holds a new account's redemption for review; approving issues the code, rejecting refunds it", async () => {
    const admin = await buildAdmin(ctx.app);
    const fresh = await buildUser(ctx.app, { verified: true });
    await awardFinStars(ctx.app, fresh.id, 20, "fresh");
    const perk = await buildPerk(ctx.app, { price: 5, codes: ["HELD-1", "HELD-2"] });
    const held = (await redeem(fresh, perk.id)).json();
    expect(held).toMatchObject({ status: "pending_review", code: null });
    const rejected = (await redeem(fresh, perk.id)).json();
    expect(await ledgerSum(fresh.id)).toBe(10);

    const queue = (await get(admin, "/api/admin/rewards/review")).json().redemptions;
    expect(queue.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([held.id, rejected.id]));
    expect((await get(fresh, "/api/admin/rewards/review")).statusCode).toBe(403);
    const decide = (id: string, decision: string) =>
      call(ctx.app, "POST", `/api/admin/rewards/redemptions/${id}/review`, {
        cookie: admin.cookie,
        body: { decision },
      });
    expect((await decide(held.id, "approve")).statusCode).toBe(200);
    expect((await decide(rejected.id, "reject")).statusCode).toBe(200);
    expect((await decide(rejected.id, "reject")).statusCode).toBe(409); // decided once
    expect((await get(fresh, `/api/rewards/redemptions/${held.id}`)).json()).toMatchObject({
      status: "issued",
      code: "HELD-1",
    });
    expect((await get(fresh, `/api/rewards/redemptions/${rejected.id}`)).json()).toMatchObject({
      status: "rejected",
      code: null,
    });
    // The refund is in the ledger with its reason, and the rejected one's code is back in stock.
    expect(await ledgerSum(fresh.id)).toBe(15);
    const ledger = (await get(fresh, "/api/rewards/ledger")).json();
    expect(ledger.entries[0]).toMatchObject({ change: 5, description: "Refund: Sticker pack" });
    const stock = (await get(admin, "/api/admin/rewards/perks"))
      .json()
      .perks.find((p: { id: number }) => p.id === perk.id);
    expect(stock).toMatchObject({ stock: 1, redemptions: 1, pending_review: 0 });
    expect((await deliveredMail(ctx.app, fresh.email)).map((m) => m.text).join()).toContain("HELD-1");
  });
});

describe("running perks", () => {
  it("lets an Admin make a perk, upload codes from CSV, see stock fall and a low-stock alert, and suspend it", async () => {
    const admin = await buildAdmin(ctx.app);
    const made = await call(ctx.app, "POST", "/api/admin/rewards/perks", {
      cookie: admin.cookie,
      body: {
        title: "Book voucher",
        price: 3,
        fulfilment: "code",
        terms: "Valid 90 days.",
        low_stock_at: 1,
        per_learner_limit: 5,
      },
    });
    expect(made.statusCode).toBe(201);
    const perk = made.json();
    expect(perk).toMatchObject({ stock: 0, suspended: false, organisation_id: null });
    const upload = (csv: string) =>
      call(ctx.app, "POST", `/api/admin/rewards/perks/${perk.id}/codes`, {
        cookie: admin.cookie,
        body: { csv },
      });
    const added = await upload("code\r\nBV-1\r\nBV-2,extra\r\n\r\nBV-1\r\n=cmd|calc\r\n");
    expect(added.json()).toEqual({ added: 3, duplicates: 1, stock: 3 });
    expect((await upload("BV-2\n")).json()).toEqual({ added: 0, duplicates: 1, stock: 3 });
    expect((await upload("bad\u0001code")).statusCode).toBe(400);
    expect((await upload(`${"x".repeat(101)}\n`)).statusCode).toBe(400);
    expect((await upload("\n\n")).statusCode).toBe(400);

    const learner = await learnerWith(20);
    expect((await redeem(learner, perk.id)).statusCode).toBe(201);
    expect((await redeem(learner, perk.id)).statusCode).toBe(201);
    const listed = (await get(admin, "/api/admin/rewards/perks"))
      .json()
      .perks.find((p: { id: number }) => p.id === perk.id);
    expect(listed).toMatchObject({ stock: 1, low_stock: true, codes_total: 3, redemptions: 2 });
    const who = (await get(admin, `/api/admin/rewards/perks/${perk.id}/redemptions`)).json().redemptions;
    expect(who).toHaveLength(2);
    expect(JSON.stringify(who)).not.toContain("BV-");
    const alerts = (await deliveredMail(ctx.app, "team@example.in")).filter((m) =>
      m.subject.includes("Book voucher"),
    );
    expect(alerts.map((m) => m.subject)).toEqual(['Rewards: "Book voucher" has 1 codes left']);

    const bad = [
      { title: "", price: 3, fulfilment: "code" },
      { title: "Nul\u0000", price: 3, fulfilment: "code" },
      { title: "Huge", price: 10 ** 12, fulfilment: "code" },
      { title: "Free", price: 0, fulfilment: "code" },
      { title: "No words", price: 1, fulfilment: "instructions" },
      { title: "Window", price: 1, fulfilment: "code", valid_from: "2030-01-02", valid_until: "2030-01-01" },
    ];
    for (const body of bad) {
      const res = await call(ctx.app, "POST", "/api/admin/rewards/perks", { cookie: admin.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call(ctx.app, "POST", "/api/admin/rewards/perks", { cookie: learner.cookie, body: bad[0] }))
        .statusCode,
    ).toBe(403);
    const suspended = await call(ctx.app, "POST", `/api/admin/rewards/perks/${perk.id}/suspend`, {
      cookie: admin.cookie,
      body: { suspended: true },
    });
    expect(suspended.json().suspended).toBe(true);
  });

  it("lets an organisation's owner offer a perk to its members only; another organisation's owner gets 404", async () => {
    const owner = await buildFacilitator(ctx.app);
    const org = await buildOrganisation(ctx.app, { owner });
    const member = await learnerWith(10);
    const outsider = await learnerWith(10);
    await buildClass(ctx.app, { organisationId: org.id, members: [member] });
    const base = `/api/organisations/${org.id}/rewards/perks`;
    const made = await call(ctx.app, "POST", base, {
      cookie: owner.cookie,
      body: {
        title: "School library pass",
        price: 2,
        fulfilment: "instructions",
        instructions: "Ask the librarian.",
      },
    });
    expect(made.statusCode).toBe(201);
    const perk = made.json();
    expect(perk.organisation_id).toBe(org.id);
    const seen = (u: TestUser) =>
      get(u, "/api/rewards").then((r) => r.json().perks.map((p: { id: number }) => p.id));
    expect(await seen(member)).toContain(perk.id);
    expect(await seen(outsider)).not.toContain(perk.id);
    const issued = (await redeem(member, perk.id)).json();
    expect(issued).toMatchObject({ status: "issued", code: null, instructions: "Ask the librarian." });

    const stranger = await buildFacilitator(ctx.app);
    await buildOrganisation(ctx.app, { owner: stranger, name: "Other school" });
    expect((await get(stranger, base)).statusCode).toBe(404);
    const edit = await call(ctx.app, "PUT", `/api/organisations/${org.id}/rewards/perks/${perk.id}`, {
      cookie: stranger.cookie,
      body: { title: "Mine now", price: 1, fulfilment: "instructions", instructions: "x" },
    });
    expect(edit.statusCode).toBe(404);
    // The owner's list holds only their organisation's perks; a facilitator (not owner) is refused too.
    expect((await get(owner, base)).json().perks.map((p: { id: number }) => p.id)).toEqual([perk.id]);
    const helper = await buildFacilitator(ctx.app);
    const helped = await buildOrganisation(ctx.app, {
      owner: stranger,
      facilitators: [helper],
      name: "Third",
    });
    expect((await get(helper, `/api/organisations/${helped.id}/rewards/perks`)).statusCode).toBe(404);
  });
});
