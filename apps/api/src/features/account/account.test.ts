import { authMessages } from "@arthshala/contracts/auth";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  buildArticle,
  buildAssignment,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import {
  call,
  createTestApp,
  deliveredMail,
  sessionCookie,
  type TestContext,
  uniqueEmail,
} from "../../../test/harness.js";
import { multipartBody } from "../../../test/multipart.js";
import { PASSWORD_FAILURE_LIMITS } from "../../platform/auth/password-attempts.js";
import { selectRows } from "../../platform/db/client.js";
import { PER_USER_TABLES } from "../../platform/db/per-user-tables.js";
import { authMessagesHi } from "../../platform/i18n/messages-hi.js";
import { EXPORT_SECTIONS } from "./data-rights.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-03T10:00:00+05:30");
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000, FORM_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const get = (user: TestUser, path: string) => call(ctx.app, "GET", path, { cookie: user.cookie });
const post = (user: TestUser, path: string, body: unknown = {}) =>
  call(ctx.app, "POST", path, { cookie: user.cookie, body });
const signIn = async (
  user: TestUser,
  password = user.password,
  userAgent = "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36",
) => {
  const res = await call(ctx.app, "POST", "/api/auth/signin", {
    body: { email: user.email, password },
    headers: { "user-agent": userAgent },
  });
  return res.statusCode === 200 ? { ...user, cookie: sessionCookie(res) } : null;
};

/** Tables that hold a learner's rows (a user_id column), straight from the database's catalogue. */
async function learnerTables(): Promise<string[]> {
  const rows = await selectRows<{ table_name: string }>(
    ctx.app.db,
    sql`select distinct table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** A learner who has used everything: progress, ratings, ledgers, the tracker, messages, mail. */
async function busyLearner(): Promise<TestUser> {
  // Confirmed: rows kept by its address are the learner's too (see "an address not yet confirmed").
  const learner = await buildUser(ctx.app, { name: "Busy Bee", verified: true });
  const course = await buildCourse(ctx.app, {
    modules: [
      {
        cards: [
          {},
          {
            contentType: "question",
            options: ["Soon", "Later"],
            optionsTags: ["short-term-goal", ""],
            correctAnswer: null,
          },
          { contentType: "question" },
        ],
      },
    ],
  });
  await completeCard(ctx.app, learner, course, 0, 0);
  await completeCard(ctx.app, learner, course, 0, 1, "Soon");
  // Missed, so it comes back in the Review deck the next day, where it is reviewed.
  await completeCard(ctx.app, learner, course, 0, 2, "₹1 lakh");
  const today = clock.now().toISOString();
  clock.advanceDays(1);
  await post(learner, `/api/review/card/${course.modules[0]!.cardIds[2]}`, { userAnswer: "₹5 lakh" });
  clock.set(today);
  // A placement check that skips a module (issue 42).
  const placed = await buildCourse(ctx.app, {
    modules: [{ cards: [{ contentType: "question" }] }, { cards: [{}] }],
  });
  const attempt = (await post(learner, `/api/courses/${placed.id}/placement`, {})).json();
  await post(learner, `/api/courses/${placed.id}/checks/${attempt.attempt_id}/submit`, {
    answers: [{ card_id: placed.modules[0]!.cardIds[0], answer: "₹5 lakh" }],
  });
  const article = await buildArticle(ctx.app, { title: "Export me" });
  await post(learner, "/api/articles/rate", { articleId: article.id, rating: 4 });
  await post(learner, "/api/articles/updatetask", { articleId: article.id });
  const t = "/api/fin-tools/expensetracker";
  await post(learner, `${t}/categories/add`, { name: "Pets" });
  await post(learner, `${t}/transaction`, {
    transaction: { title: "Dog food", category: "Pets", type: "expense", amount: 450, date: "2026-11-02" },
  });
  await post(learner, `${t}/budgets`, {
    budgets: [{ category: "Pets", limit: 100, month: "November", year: 2026 }],
  });
  // "Always file Swiggy as Food": a category_rules row.
  const rule = await call(ctx.app, "PUT", `${t}/category-rules`, {
    cookie: learner.cookie,
    body: { payee: "Swiggy", category: "Food" },
  });
  expect(rule.statusCode).toBe(200);
  // The tracker page warns of the Pets budget gone over (a budget_warnings row).
  await post(learner, `${t}/budgets/warnings`, {});
  await post(learner, `${t}/import/commit`, {
    mapping: { date: 0, description: 1, amount: 2, dateFormat: "YYYY-MM-DD", headerRow: 0 },
    transactions: [
      {
        title: "Imported",
        category: "Food",
        type: "expense",
        amount: 10,
        date: "2026-11-01",
        fingerprint: "fp-1",
      },
    ],
  });
  // A recurring rent from 1 November: its first entry is added at once (issue 28).
  await post(learner, `${t}/recurring`, {
    rule: {
      title: "Rent",
      category: "Rent",
      type: "expense",
      amount: 9000,
      cadence: "monthly",
      dayOfMonth: 1,
      startsOn: "2026-11-01",
    },
  });
  const goal = (
    await post(learner, `${t}/goals`, {
      goal: { name: "Phone", target: 20000, targetDate: "2027-06-30" },
    })
  ).json().data as { id: number };
  await post(learner, `${t}/goals/${goal.id}/contributions`, { amount: 500, date: "2026-11-02" });
  await post(learner, "/api/home/leaderboard/visibility", { hidden: true });
  await call(ctx.app, "PUT", "/api/reminders", { cookie: learner.cookie, body: { email: true, hour: 8 } });
  await post(learner, "/api/reminders/push-subscription", {
    endpoint: `https://fcm.googleapis.com/fcm/send/busy-${learner.id}`,
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  });
  await post(learner, "/api/articles/saveemail", { enteredEmail: learner.email });
  await post(learner, "/api/home/feedback", {
    name: learner.name,
    email: learner.email,
    q1_helpfulness: 4,
    q2_difficulty: "Just right",
    q3_navigation: 4,
    q4_design: "Good",
    q5_confusing: "No",
    q6_favFeature: "Courses",
    q7_returnLikelihood: 5,
  });
  await post(learner, "/api/contact/user", {
    name: learner.name,
    email: learner.email,
    message: "Hello team",
  });
  const picture = multipartBody({}, [
    { name: "picture", filename: "me.png", type: "image/png", content: PNG },
  ]);
  await call(ctx.app, "POST", "/api/account/picture", {
    cookie: learner.cookie,
    body: picture.body,
    headers: picture.headers,
  });
  await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: learner.email } });
  await ctx.app.background.drain(); // the reset link is made after the answer goes back
  await call(ctx.app, "POST", "/api/auth/signin", {
    body: { email: learner.email, password: "a wrong password" },
  });
  await ctx.app.db.execute(
    sql`insert into uploads (user_id, kind, mime, size_bytes, file_name) values (${learner.id}, 'image', 'image/png', 10, 'x.png')`,
  );
  // Institutions (issue 40): they run an organisation with a class and an assignment, are in a class,
  // were reminded of it, hold the finished course's certificate, and a guardian consented (last: until a
  // guardian confirms, an under-18 account saves nothing).
  const org = await buildOrganisation(ctx.app, { owner: learner });
  const cls = await buildClass(ctx.app, { organisationId: org.id, members: [learner] });
  const assignment = await buildAssignment(ctx.app, { classId: cls.id, courseId: course.id });
  const db = ctx.app.db;
  await db.execute(sql`update classes set created_by = ${learner.id} where id = ${cls.id}`);
  await db.execute(sql`update class_assignments set created_by = ${learner.id} where id = ${assignment.id}`);
  await db.execute(
    sql`insert into assignment_reminders (assignment_id, user_id) values (${assignment.id}, ${learner.id})`,
  );
  await db.execute(sql`insert into certificates (id, user_id, course_id, learner_name)
    values (${`c${learner.id.slice(0, 15)}`}, ${learner.id}, ${course.id}, ${learner.name}) on conflict do nothing`);
  // A class joined with its code (class_members), and a place among another organisation's facilitators.
  const owner = await buildFacilitator(ctx.app);
  const other = await buildOrganisation(ctx.app, { owner, facilitators: [learner] });
  const joined = await post(learner, "/api/classes/join", {
    code: (await buildClass(ctx.app, { organisationId: other.id })).joinCode,
  });
  expect(joined.statusCode).toBe(200);
  // Automatic tracking (issue 41): an address turned on with consent.
  await db.execute(sql`insert into auto_tracking_addresses (user_id, local_part, consent_version, consented_at)
    values (${learner.id}, ${`t-${learner.id.replaceAll("-", "").slice(0, 26)}`}, '2026-11-29', now())`);
  await db.execute(sql`insert into guardian_consents (user_id, guardian_email, token_hash, confirmed_at)
    values (${learner.id}, 'parent@example.in', ${`h-${learner.id}`}, now())`);
  // Rewards (issue 41): a perk they made, and a redemption of it.
  const [perk] = await selectRowsOf<{ id: number }>(
    sql`insert into perks (title, price, fulfilment, created_by) values ('Sticker pack', 1, 'instructions', ${learner.id})
      returning id`,
  );
  await db.execute(sql`insert into redemptions (user_id, perk_id, idempotency_key, price, status)
    values (${learner.id}, ${perk!.id}, ${`k-${learner.id}`}, 1, 'issued')`);
  return learner;
}

const selectRowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("profile, password and sessions", () => {
  it("shows and edits the learner's own profile and picture", async () => {
    const learner = await buildUser(ctx.app, { name: "Meera Iyer" });
    const account = (await get(learner, "/api/account")).json();
    expect(account).toMatchObject({
      name: "Meera Iyer",
      email: learner.email,
      has_password: true,
      picture: null,
      product_mail: false,
    });
    const renamed = await call(ctx.app, "PUT", "/api/account/profile", {
      cookie: learner.cookie,
      body: { name: "Meera I." },
    });
    expect(renamed.json().name).toBe("Meera I.");
    expect(
      (await call(ctx.app, "PUT", "/api/account/profile", { cookie: learner.cookie, body: { name: "" } }))
        .statusCode,
    ).toBe(400);
    const svg = multipartBody({}, [
      { name: "picture", filename: "x.svg", type: "image/svg+xml", content: Buffer.from("<svg/>") },
    ]);
    expect(
      (
        await call(ctx.app, "POST", "/api/account/picture", {
          cookie: learner.cookie,
          body: svg.body,
          headers: svg.headers,
        })
      ).statusCode,
    ).toBe(415);
    const png = multipartBody({}, [{ name: "picture", filename: "me.png", type: "image/png", content: PNG }]);
    const withPicture = (
      await call(ctx.app, "POST", "/api/account/picture", {
        cookie: learner.cookie,
        body: png.body,
        headers: png.headers,
      })
    ).json();
    expect(withPicture.picture).toMatch(/^\/uploads\/.+\.png$/);
    expect((await get(learner, "/api/auth/me")).json().picture).toBe(withPicture.picture);
    const cleared = await call(ctx.app, "DELETE", "/api/account/picture", { cookie: learner.cookie });
    expect(cleared.json().picture).toBeNull();
  });

  it("changes the password with the current one and signs out the learner's other sessions only", async () => {
    const learner = await buildUser(ctx.app);
    const phone = (await signIn(learner))!;
    const wrong = await post(learner, "/api/account/password", {
      current_password: "nope",
      new_password: "a-brand-new-secret",
    });
    expect(wrong.json()).toMatchObject({
      message: "current_password: That is not your current password.",
      field: "current_password",
    });
    const common = await post(learner, "/api/account/password", {
      current_password: learner.password,
      new_password: "password123",
    });
    expect(common.json().field).toBe("new_password");
    // Nor the account's own email, nor anything with the product's name in it (in Hindi too).
    const asEmail = await post(learner, "/api/account/password", {
      current_password: learner.password,
      new_password: learner.email.toUpperCase(),
    });
    expect(asEmail.json()).toMatchObject({
      message: `new_password: ${authMessages.passwordIsEmail}`,
      field: "new_password",
    });
    const named = await call(ctx.app, "POST", "/api/account/password", {
      cookie: learner.cookie,
      headers: { "accept-language": "hi" },
      body: { current_password: learner.password, new_password: "my-ArthShala-2026" },
    });
    expect(named.json()).toMatchObject({
      message: `new_password: ${authMessagesHi.passwordHasSiteName}`,
      field: "new_password",
    });
    const ok = await post(learner, "/api/account/password", {
      current_password: learner.password,
      new_password: "a-brand-new-secret",
    });
    expect(ok.json()).toEqual({ message: "Your password is changed. Other devices have been signed out." });
    expect((await get(learner, "/api/account")).statusCode).toBe(200);
    expect((await get(phone, "/api/account")).statusCode).toBe(401);
    expect(await signIn(learner, learner.password)).toBeNull();
    expect(await signIn(learner, "a-brand-new-secret")).not.toBeNull();
  });

  it("lists the learner's sessions by device, signs one out, or all the others", async () => {
    const learner = await buildUser(ctx.app);
    const phone = (await signIn(learner))!;
    const laptop = (await signIn(
      learner,
      learner.password,
      "Mozilla/5.0 (Windows NT 10.0) Gecko/20100101 Firefox/131.0",
    ))!;
    const list = (await get(laptop, "/api/account/sessions")).json();
    expect(list).toHaveLength(3);
    expect(list.find((s: { current: boolean }) => s.current).device).toBe("Firefox on Windows");
    expect(list.map((s: { device: string }) => s.device)).toContain("Chrome on Android");
    const phoneSession = list.find(
      (s: { device: string; current: boolean }) => s.device === "Chrome on Android",
    );
    expect((await post(laptop, `/api/account/sessions/${phoneSession.id}/revoke`)).json()).toEqual({
      revoked: 1,
    });
    expect((await get(phone, "/api/account")).statusCode).toBe(401);
    expect((await post(laptop, "/api/account/sessions/revoke-others")).json()).toEqual({ revoked: 1 });
    expect((await get(learner, "/api/account")).statusCode).toBe(401);
    expect((await get(laptop, "/api/account/sessions")).json()).toHaveLength(1);
  });

  it("never lets one learner see or end another's sessions", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    const [aSession] = (await get(a, "/api/account/sessions")).json();
    expect((await post(b, `/api/account/sessions/${aSession.id}/revoke`)).statusCode).toBe(404);
    expect((await get(a, "/api/account")).statusCode).toBe(200);
    expect((await get(b, "/api/account/sessions")).json().map((s: { id: number }) => s.id)).not.toContain(
      aSession.id,
    );
    for (const path of ["/api/account", "/api/account/sessions", "/api/account/export"]) {
      expect((await call(ctx.app, "GET", path)).statusCode).toBe(401);
    }
  });

  it("turns product mail on, and then a budget gone over is mailed once", async () => {
    const learner = await buildUser(ctx.app, { verified: true });
    const on = await call(ctx.app, "PUT", "/api/account/preferences", {
      cookie: learner.cookie,
      body: { product_mail: true },
    });
    expect(on.json().product_mail).toBe(true);
    const t = "/api/fin-tools/expensetracker";
    await post(learner, `${t}/budgets`, {
      budgets: [{ category: "Food", limit: 100, month: "November", year: 2026 }],
    });
    for (const amount of [150, 20]) {
      await post(learner, `${t}/transaction`, {
        transaction: { title: "Snacks", category: "Food", type: "expense", amount, date: "2026-11-02" },
      });
    }
    const mails = (await deliveredMail(ctx.app, learner.email)).filter((m) => m.subject.includes("budget"));
    expect(mails.map((m) => m.subject)).toEqual(["You've gone over your Food budget for November 2026"]);
  });

  it("sends no product mail to an address nobody has proved (it would carry the holder's own text)", async () => {
    const learner = await buildUser(ctx.app, { name: "Click https://evil.example now" });
    await call(ctx.app, "PUT", "/api/account/preferences", {
      cookie: learner.cookie,
      body: { product_mail: true },
    });
    const t = "/api/fin-tools/expensetracker";
    await post(learner, `${t}/budgets`, {
      budgets: [{ category: "Food", limit: 100, month: "November", year: 2026 }],
    });
    await post(learner, `${t}/transaction`, {
      transaction: { title: "Snacks", category: "Food", type: "expense", amount: 150, date: "2026-11-02" },
    });
    const mails = await deliveredMail(ctx.app, learner.email);
    expect(mails.map((m) => m.subject)).toEqual(["Confirm your email for Arthshala"]);
    // The in-app notification still tells the learner.
    const notices = await post(learner, "/api/home/notifications");
    expect(notices.body).toContain("Food");
  });
});

describe("download my data", () => {
  it("holds every table that keeps a learner's rows, each filled for a learner who used everything", async () => {
    const learner = await busyLearner();
    const tables = await learnerTables();
    expect(EXPORT_SECTIONS).toEqual(expect.arrayContaining(tables));
    const res = await get(learner, "/api/account/export");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="arthshala-my-data-2026-11-03.json"',
    );
    const { data } = res.json();
    const empty = tables.filter((t) => !Array.isArray(data[t]) || data[t].length === 0);
    expect(empty).toEqual([]);
    expect(data.auth_events.length).toBeGreaterThan(0);
    expect(data.mail_queue.length).toBeGreaterThan(0);
    expect(res.body).not.toContain("$argon2");
    expect(data.transactions.map((t: { title: string }) => t.title).sort()).toEqual([
      "Dog food",
      "Imported",
      "Phone",
      "Rent",
    ]);
    // Another learner's export has nothing of this one's.
    const other = await buildUser(ctx.app);
    expect((await get(other, "/api/account/export")).body).not.toContain("Dog food");
  });
});

describe("re-authentication counts with failed sign-ins", () => {
  const { perAddress } = PASSWORD_FAILURE_LIMITS;

  it("a stolen session cannot guess the password on /account/password: the same throttle, the same 429", async () => {
    const learner = await buildUser(ctx.app);
    for (let i = 0; i < perAddress; i++) {
      const wrong = await post(learner, "/api/account/password", {
        current_password: `guess-${i}`,
        new_password: "a-brand-new-secret",
      });
      expect(wrong.statusCode).toBe(400);
    }
    // Before, 60 wrong guesses and then the right one changed the password.
    const right = await post(learner, "/api/account/password", {
      current_password: learner.password,
      new_password: "a-brand-new-secret",
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(authMessages.accountThrottled);
    // Counted with sign-in failures: signing in from here waits too, and the password is unchanged.
    expect(await signIn(learner)).toBeNull();
    const elsewhere = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      remoteAddress: "198.51.100.77",
      headers: { origin: "http://localhost:3000", host: "localhost:3000" },
      payload: { email: learner.email, password: learner.password },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("and on /account/delete, together with wrong sign-ins", async () => {
    const learner = await buildUser(ctx.app);
    for (let i = 0; i < perAddress / 2; i++) expect(await signIn(learner, `guess-${i}`)).toBeNull();
    for (let i = 0; i < perAddress / 2; i++) {
      const wrong = await post(learner, "/api/account/delete", { password: `guess-${i}`, confirm: "DELETE" });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await post(learner, "/api/account/delete", {
      password: learner.password,
      confirm: "DELETE",
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(authMessages.accountThrottled);
    expect((await get(learner, "/api/account")).statusCode).toBe(200);
  });

  it("a right current password forgives the learner's own typos", async () => {
    const learner = await buildUser(ctx.app);
    for (let i = 0; i < perAddress - 1; i++) {
      await post(learner, "/api/account/delete", { password: `typo-${i}`, confirm: "DELETE" });
    }
    const changed = await post(learner, "/api/account/password", {
      current_password: learner.password,
      new_password: "a-brand-new-secret",
    });
    expect(changed.statusCode).toBe(200);
    expect(await signIn(learner, "wrong-once-more")).toBeNull();
    expect(await signIn(learner, "a-brand-new-secret")).not.toBeNull();
  });
});

describe("delete my account", () => {
  it("needs the password, and refuses without the typed confirmation", async () => {
    const learner = await buildUser(ctx.app);
    expect(
      (await post(learner, "/api/account/delete", { password: learner.password })).json().message,
    ).toContain("Type DELETE");
    const wrong = await post(learner, "/api/account/delete", { password: "nope", confirm: "DELETE" });
    expect(wrong.json().field).toBe("password");
    expect((await get(learner, "/api/account")).statusCode).toBe(200);
  });

  it("leaves nothing personal in any table, keeps messages anonymous, ends sessions and mails a confirmation", async () => {
    const learner = await busyLearner();
    const other = await busyLearner();
    const res = await post(learner, "/api/account/delete", { password: learner.password, confirm: "DELETE" });
    expect(res.json()).toEqual({ message: "Your account and your personal data have been deleted." });
    expect((await get(learner, "/api/account")).statusCode).toBe(401);
    const mails = await deliveredMail(ctx.app, learner.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your Arthshala account has been deleted"]);

    for (const table of await learnerTables()) {
      const [row] = await selectRows<{ n: number }>(
        ctx.app.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${learner.id}`,
      );
      expect(row?.n, table).toBe(0);
    }
    // Every text column of every table, searched for the learner's email, id and name.
    const columns = await selectRows<{ table_name: string; column_name: string }>(
      ctx.app.db,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'
        and data_type in ('text', 'uuid', 'jsonb')`,
    );
    const found: string[] = [];
    for (const c of columns) {
      const [hit] = await selectRows<{ n: number }>(
        ctx.app.db,
        sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
          where ${sql.identifier(c.column_name)}::text ilike ${`%${learner.email}%`}
             or ${sql.identifier(c.column_name)}::text = ${learner.id}`,
      );
      if ((hit?.n ?? 0) > 0) found.push(`${c.table_name}.${c.column_name}`);
    }
    // The one thing left is the confirmation mail itself, kept 30 days like all mail (the privacy policy).
    expect(found.sort()).toEqual(["mail_outbox.to", "mail_queue.to"]);
    // Mail rows carry the database's own time: 31 days after now, housekeeping clears them.
    clock.set(new Date(Date.now() + 31 * 86_400_000).toISOString());
    await ctx.app.housekeeping.runOnce();
    clock.set("2026-11-03T10:00:00+05:30");
    for (const table of ["mail_queue", "mail_outbox"]) {
      const [left] = await selectRows<{ n: number }>(
        ctx.app.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where "to" = ${learner.email}`,
      );
      expect(left?.n, table).toBe(0);
    }

    const [anonymous] = await selectRows<{ name: string; email: string }>(
      ctx.app.db,
      sql`select name, email from contact_messages where message = 'Hello team' and user_id is null`,
    );
    expect(anonymous).toEqual({ name: "Deleted learner", email: "" });
    // The other learner is untouched.
    expect((await get(other, "/api/account/export")).json().data.transactions).toHaveLength(4);
  });
});

describe("every registered table", () => {
  /** The learner's rows in each table of the registry: by account column, or by their proved address. */
  async function rowsByTable(learner: TestUser): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { table, owner } of PER_USER_TABLES) {
      const mine =
        "column" in owner
          ? sql`${sql.identifier(owner.column)} = ${learner.id}`
          : sql`${sql.identifier(owner.address)} = ${learner.email}`;
      const [row] = await selectRows<{ n: number }>(
        ctx.app.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${mine}`,
      );
      counts[table] = row!.n;
    }
    return counts;
  }

  it("loses every row of the deleted learner's, and none of a second learner's", async () => {
    const learner = await busyLearner();
    const other = await busyLearner();
    // Mail queued for them is sent (the copies kept in mail_outbox count as their rows too).
    await deliveredMail(ctx.app, learner.email);
    const before = await rowsByTable(learner);
    const othersBefore = await rowsByTable(other);
    // Both learners have rows in every table but admins' content and admins' re-datings of it.
    const filled = (counts: Record<string, number>) =>
      Object.keys(counts).filter((table) => (counts[table] ?? 0) > 0);
    const unused = ["articles", "newsletters", "content_reviews"];
    const expected = PER_USER_TABLES.map((t) => t.table).filter((t) => !unused.includes(t));
    expect(filled(before).sort()).toEqual([...expected].sort());
    expect(filled(othersBefore).sort()).toEqual([...expected].sort());

    const res = await post(learner, "/api/account/delete", { password: learner.password, confirm: "DELETE" });
    expect(res.statusCode, res.body).toBe(200);
    await deliveredMail(ctx.app, learner.email);
    const after = await rowsByTable(learner);
    // Only the mail confirming the deletion is left, queued after the erase (and gone in 30 days).
    const left = Object.fromEntries(Object.entries(after).filter(([, n]) => n > 0));
    expect(left).toEqual({ mail_queue: 1, mail_outbox: 1 });
    expect(await rowsByTable(other)).toEqual(othersBefore);
  });
});

describe("an address not yet confirmed", () => {
  /**
   * Someone wrote to the team from `address` and had mail sent there; then an account is made with
   * that address. Until the account proves the address is its own, what others left under it is not
   * its to see or erase: only what the account itself made (its user_id).
   */
  async function leftUnder(address: string) {
    await call(ctx.app, "POST", "/api/contact/user", {
      body: { name: "Asha Owner", email: address, message: `Owner's note to ${address}` },
    });
    const owner = await buildUser(ctx.app, { name: "Asha Owner", verified: true });
    await post(owner, "/api/articles/saveemail", { enteredEmail: address });
    await ctx.app.background.drain();
    const mail = await selectRows(ctx.app.db, sql`select id from mail_queue where "to" = ${address}`);
    expect(mail.length).toBeGreaterThan(0);
  }
  const contactOf = async (address: string) =>
    selectRows<{ name: string; email: string }>(
      ctx.app.db,
      sql`select name, email from contact_messages where message = ${`Owner's note to ${address}`}`,
    );
  const countBy = async (address: string) => {
    const [row] = await selectRows<{ events: number; mails: number }>(
      ctx.app.db,
      sql`select (select count(*)::int from auth_events where subject = ${address}) as events,
        (select count(*)::int from mail_queue where "to" = ${address}) as mails`,
    );
    return row!;
  };

  it("exports only what the unconfirmed account made, not what others left under its address", async () => {
    const address = uniqueEmail("owner");
    await leftUnder(address);
    const squatter = await buildUser(ctx.app, { email: address, name: "Not The Owner" });
    await post(squatter, "/api/contact/user", {
      name: "Not The Owner",
      email: address,
      message: `Squatter's own ${address}`,
    });

    const { data } = (await get(squatter, "/api/account/export")).json();
    expect(JSON.stringify(data)).not.toContain("Owner's note");
    expect(data.auth_events).toEqual([]);
    expect(data.mail_queue).toEqual([]);
    expect(data.contact_messages.map((m: { message: string }) => m.message)).toEqual([
      `Squatter's own ${address}`,
    ]);
  });

  it("erases only what the unconfirmed account made, not what others left under its address", async () => {
    const address = uniqueEmail("owner");
    await leftUnder(address);
    const squatter = await buildUser(ctx.app, { email: address, name: "Not The Owner" });
    await post(squatter, "/api/contact/user", {
      name: "Not The Owner",
      email: address,
      message: `Squatter's own ${address}`,
    });

    const before = await countBy(address);
    const res = await post(squatter, "/api/account/delete", {
      password: squatter.password,
      confirm: "DELETE",
    });
    expect(res.statusCode).toBe(200);
    expect(await contactOf(address)).toEqual([{ name: "Asha Owner", email: address }]);
    const after = await countBy(address);
    expect(after.events).toBe(before.events);
    // Only the confirmation of the deletion is added; nothing kept for the address is gone.
    expect(after.mails).toBe(before.mails + 1);
    // What the account made itself is gone.
    const own = await selectRows(
      ctx.app.db,
      sql`select name, email from contact_messages where message = ${`Squatter's own ${address}`}`,
    );
    expect(own).toEqual([{ name: "Deleted learner", email: "" }]);
  });

  it("includes the rows kept by its address once the account has confirmed it", async () => {
    const address = uniqueEmail("owner");
    await leftUnder(address);
    const owner = await buildUser(ctx.app, { email: address, name: "Asha Owner", verified: true });

    const { data } = (await get(owner, "/api/account/export")).json();
    expect(data.auth_events.map((e: { kind: string }) => e.kind)).toContain("contact_message");
    expect(data.mail_queue.length).toBeGreaterThan(0);

    const res = await post(owner, "/api/account/delete", { password: owner.password, confirm: "DELETE" });
    expect(res.statusCode).toBe(200);
    expect(await contactOf(address)).toEqual([{ name: "Deleted learner", email: "" }]);
    expect(await countBy(address)).toEqual({ events: 0, mails: 1 });
  });
});
