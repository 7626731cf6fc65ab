/** Issue 40: an under-18 learner's guardian consents by a mailed link (DPDP Act 2023, section 9). */
import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { awardFinScore, buildCourse, buildUser, cardUrl, completeCard } from "../../../test/factories.js";
import {
  call,
  createTestApp,
  deliveredMail,
  mailedToken,
  type TestContext,
  uniqueEmail,
} from "../../../test/harness.js";
import { selectRows } from "../../platform/db/client.js";
import { cardProgress, guardianConsents, learnerStats, users } from "../../platform/db/schema.js";
import { answer, buildMinor, me } from "./test/minors.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-20T10:00:00+05:30");
beforeAll(async () => {
  // Many sign-ups and links from one address: the per-address limit must not answer instead of the routes.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, body?: unknown, cookie?: string, headers?: Record<string, string>) =>
  call(ctx.app, "POST", url, { body, cookie, headers });
const link = (token: string) => post("/api/guardian/link", { token });
const rows = async (table: string, userId: string) => {
  const [row] = await selectRows<{ n: number }>(
    ctx.app.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  );
  return Number(row?.n);
};

describe("sign-up with an age band", () => {
  it("under 18 needs a guardian's address that is not the learner's own, in plain words", async () => {
    const email = uniqueEmail();
    const base = { email, password: "correct-horse-battery", name: "Ravi" };
    const none = await post("/api/auth/signup", { ...base, age_band: "under-18" });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      field: "guardian_email",
      message: "body.guardian_email: Please enter your parent or guardian's email.",
    });
    const own = await post("/api/auth/signup", {
      ...base,
      age_band: "under-18",
      guardian_email: email.toUpperCase(),
    });
    expect(own.json().message).toContain("must be different from yours");
    const hindi = await post("/api/auth/signup", { ...base, age_band: "under-18" }, undefined, {
      "accept-language": "hi",
    });
    expect(hindi.json().message).toContain("माता-पिता या अभिभावक का ईमेल");
    for (const age_band of ["17", 17, "old", null]) {
      expect((await post("/api/auth/signup", { ...base, age_band })).statusCode, String(age_band)).toBe(400);
    }
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("an adult's band is kept and nobody is asked; the band is optional for older clients", async () => {
    const adult = await post("/api/auth/signup", {
      email: uniqueEmail(),
      password: "correct-horse-battery",
      name: "Asha",
      age_band: "18-25",
      guardian_email: uniqueEmail("ignored"),
    });
    expect(adult.statusCode).toBe(201);
    expect(adult.json().user).toMatchObject({ age_band: "18-25", guardian: null });
    const older = await buildUser(ctx.app);
    expect(await me(ctx.app, older)).toMatchObject({ age_band: null, guardian: null });
  });

  it("under 18 makes the account, mails the guardian in both languages, and subscribes nothing", async () => {
    const guardianEmail = uniqueEmail("parent");
    const email = uniqueEmail("young");
    const res = await post(
      "/api/auth/signup",
      {
        email,
        password: "correct-horse-battery",
        name: "Ravi <b>Young</b>",
        newsletter: true,
        age_band: "under-18",
        guardian_email: guardianEmail,
      },
      undefined,
      { "accept-language": "hi" },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      age_band: "under-18",
      guardian: { status: "asked", email: guardianEmail },
    });
    const userId = res.json().user.sub as string;
    expect(await rows("newsletter_subscriptions", userId)).toBe(0);
    const [consent] = await ctx.app.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, userId));
    expect(consent).toMatchObject({ guardianEmail, confirmedAt: null, revokedAt: null });

    const [mail] = await deliveredMail(ctx.app, guardianEmail);
    expect(mail).toBeDefined();
    // Hindi first (the learner signed up in Hindi), then English; nothing the learner typed.
    expect(mail!.subject).toBe("Arthshala के लिए आपकी सहमति चाहिए / Your consent is needed for Arthshala");
    expect(mail!.text.indexOf("माता-पिता")).toBeLessThan(mail!.text.indexOf("parent or guardian"));
    expect(mail!.text).not.toContain("Ravi");
    expect(mail!.text).not.toContain(email);
    const hindiPart = mail!.text.slice(0, mail!.text.indexOf("* * *"));
    const hindiLines = hindiPart.split("\n").filter((line) => !line.startsWith("http"));
    expect(hindiLines.length).toBeGreaterThan(5);
    expect(latinSentences(hindiLines)).toEqual([]);
    expect(latinSentences(["This is an English sentence."])).not.toEqual([]);
    // The link's token is random and only its hash is kept.
    const token = mail!.text.match(/\/guardian\/consent\?token=([\w-]+)/)?.[1];
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(consent!.tokenHash).not.toContain(token!);
    expect(consent!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("a learner waiting for their guardian", () => {
  it("learns as a visitor: answers are checked, nothing is saved, and saving says why", async () => {
    const minor = await buildMinor(ctx.app);
    const course = await buildCourse(ctx.app, {
      modules: [{ cards: [{}, { contentType: "question" }, {}] }],
    });
    // The second card opens (no saved locks), and its answer is checked as a visitor's.
    const card = await post(cardUrl(course, 0, 1), {}, minor.cookie);
    expect(card.statusCode).toBe(200);
    const checked = await post(cardUrl(course, 0, 1, "/check"), { userAnswer: "₹5 lakh" }, minor.cookie);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ is_correct: true, correct_answer: "₹5 lakh" });
    const saved = await completeCard(ctx.app, minor, course, 0, 0);
    expect(saved.statusCode).toBe(403);
    expect(saved.json().message).toBe(
      "Your parent or guardian hasn't confirmed yet. We've mailed them a link; nothing is saved until they do.",
    );
    const hindi = await call(ctx.app, "POST", cardUrl(course, 0, 0, "/updateCard"), {
      cookie: minor.cookie,
      body: { status: "completed" },
      headers: { "accept-language": "hi" },
    });
    expect(hindi.json().message).toMatch(/^आपके माता-पिता या अभिभावक ने अभी पुष्टि नहीं की है/);
    for (const table of [
      "card_progress",
      "course_activity",
      "finstar_ledger",
      "finscore_ledger",
      "streak_days",
    ])
      expect(await rows(table, minor.id), table).toBe(0);
    const home = (await post("/api/home/getdata", {}, minor.cookie)).json();
    expect(home.userData).toMatchObject({ fin_stars: 0, fin_score: 0 });
  });

  it("can resend the link (the old one stops working) or change the guardian's address, a few times an hour", async () => {
    const minor = await buildMinor(ctx.app);
    const resent = await post("/api/guardian/resend", undefined, minor.cookie);
    expect(resent.statusCode).toBe(202);
    expect(resent.json().message).toBe("We've mailed the link to your parent or guardian.");
    const fresh = await mailedToken(ctx.app, minor.guardianEmail, "/guardian/consent");
    expect(fresh).not.toBe(minor.token);
    expect((await link(minor.token)).statusCode).toBe(400);
    expect((await link(fresh!)).statusCode).toBe(200);

    const other = uniqueEmail("aunt");
    const same = await call(ctx.app, "PUT", "/api/guardian/email", {
      cookie: minor.cookie,
      body: { guardian_email: minor.email },
    });
    expect(same.statusCode).toBe(400);
    const moved = await call(ctx.app, "PUT", "/api/guardian/email", {
      cookie: minor.cookie,
      body: { guardian_email: other },
    });
    expect(moved.statusCode).toBe(202);
    expect((await me(ctx.app, minor)).guardian).toEqual({ status: "asked", email: other });
    expect((await link(fresh!)).statusCode).toBe(400);
    const aunts = await mailedToken(ctx.app, other, "/guardian/consent");
    expect((await link(aunts!)).json().child).toEqual({ name: minor.name, email: minor.email });
    // Three links an hour per learner: the fourth is refused with when to try again.
    const third = await post("/api/guardian/resend", undefined, minor.cookie);
    expect(third.statusCode).toBe(202);
    const fourth = await post("/api/guardian/resend", undefined, minor.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/already sent 3 links in the last hour.*try again in \d+ minute/);
  });

  it("is on no leaderboard, and an adult asks nobody", async () => {
    const minor = await buildMinor(ctx.app);
    const adult = await buildUser(ctx.app);
    expect((await post("/api/guardian/resend", undefined, adult.cookie)).statusCode).toBe(409);
    const named = await call(ctx.app, "PUT", "/api/guardian/email", {
      cookie: adult.cookie,
      body: { guardian_email: uniqueEmail() },
    });
    expect(named.statusCode).toBe(409);
    for (const board of ["all", "week"]) {
      const res = await call(ctx.app, "GET", `/api/home/leaderboard?board=${board}`, {
        cookie: minor.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().entries.some((e: { you: boolean }) => e.you)).toBe(false);
      expect(res.json().you.rank).toBeNull();
    }
    expect((await post("/api/home/leaderboard/visibility", { hidden: false }, minor.cookie)).statusCode).toBe(
      403,
    );
  });
});

describe("the guardian's link", () => {
  it("shows who signed up and where the consent stands; consenting lets the account save", async () => {
    const minor = await buildMinor(ctx.app, { language: "hi" });
    const page = await link(minor.token);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.json()).toMatchObject({
      child: { name: minor.name, email: minor.email },
      status: "asked",
      confirmed_at: null,
      revoked_at: null,
      language: "hi",
    });
    expect(Date.parse(page.json().expires_at) - Date.parse(page.json().asked_at)).toBe(7 * 24 * 3600_000);

    const yes = await answer(ctx.app, minor.token, true);
    expect(yes.statusCode).toBe(200);
    expect(yes.json().message).toMatch(/consent is recorded/);
    expect((await link(minor.token)).json()).toMatchObject({ status: "confirmed", expires_at: null });
    expect((await me(ctx.app, minor)).guardian).toEqual({ status: "confirmed", email: minor.guardianEmail });

    const course = await buildCourse(ctx.app);
    const done = await completeCard(ctx.app, minor, course, 0, 0);
    expect(done.statusCode).toBe(200);
    expect(done.json().awarded_finstars).toBeGreaterThan(0);
    expect(await rows("card_progress", minor.id)).toBe(1);

    // The guardian is told what they chose, with the link that keeps managing it.
    const mails = await deliveredMail(ctx.app, minor.guardianEmail);
    expect(mails.at(-1)!.subject).toBe("Arthshala पर आपका जवाब / Your answer on Arthshala");
    expect(mails.at(-1)!.text).toContain(`/guardian/consent?token=${minor.token}`);
    // Consenting twice is a clear 409, and so is saying no after yes (that is withdrawing).
    expect((await answer(ctx.app, minor.token, true)).statusCode).toBe(409);
    const no = await answer(ctx.app, minor.token, false);
    expect(no.statusCode).toBe(409);
    expect(no.json().message).toBe("You have already answered. This page shows what you chose.");
  });

  it("refuses a wrong, replaced or expired link with a clear 4xx", async () => {
    const wrong = await link("x".repeat(43));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/This link isn't valid/);
    expect((await answer(ctx.app, "y".repeat(43), true)).statusCode).toBe(400);

    const minor = await buildMinor(ctx.app);
    await ctx.app.db
      .update(guardianConsents)
      .set({ requestedAt: new Date(clock.now().getTime() - 8 * 24 * 3600_000) })
      .where(eq(guardianConsents.userId, minor.id));
    const expired = await answer(ctx.app, minor.token, true);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ error: "Gone", message: expect.stringMatching(/has expired/) });
    expect((await me(ctx.app, minor)).guardian.status).toBe("asked");
    // The learner sends a new one, which works.
    expect((await post("/api/guardian/resend", undefined, minor.cookie)).statusCode).toBe(202);
    const fresh = await mailedToken(ctx.app, minor.guardianEmail, "/guardian/consent");
    expect((await answer(ctx.app, fresh!, true)).statusCode).toBe(200);
  });

  it("declining keeps the account saving nothing; the guardian may still consent later", async () => {
    const minor = await buildMinor(ctx.app);
    const no = await answer(ctx.app, minor.token, false);
    expect(no.statusCode).toBe(200);
    expect((await me(ctx.app, minor)).guardian.status).toBe("declined");
    const course = await buildCourse(ctx.app);
    const refused = await completeCard(ctx.app, minor, course, 0, 0);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Your parent or guardian didn't give consent, so nothing is saved.");
    // The learner can't go round the guardian by naming someone else now.
    const around = await call(ctx.app, "PUT", "/api/guardian/email", {
      cookie: minor.cookie,
      body: { guardian_email: uniqueEmail() },
    });
    expect(around.statusCode).toBe(409);
    expect(around.json().message).toMatch(/already answered. Only they can change it/);
    expect((await post("/api/guardian/resend", undefined, minor.cookie)).statusCode).toBe(409);
    // Declining does not expire: the guardian changes their mind a month later.
    clock.set("2026-12-25T10:00:00+05:30");
    try {
      expect((await answer(ctx.app, minor.token, true)).statusCode).toBe(200);
    } finally {
      clock.set("2026-11-20T10:00:00+05:30");
    }
    expect((await completeCard(ctx.app, minor, course, 0, 0)).statusCode).toBe(200);
  });

  it("withdrawing stops all saving, takes the learner off the boards, and keeps what was saved", async () => {
    const minor = await buildMinor(ctx.app);
    expect((await post("/api/guardian/revoke", { token: minor.token })).statusCode).toBe(409);
    await answer(ctx.app, minor.token, true);
    const course = await buildCourse(ctx.app);
    expect((await completeCard(ctx.app, minor, course, 0, 0)).statusCode).toBe(200);
    await awardFinScore(ctx.app, minor.id, 900, `minor-${minor.id}`);
    const board = async () =>
      (
        await call(ctx.app, "GET", "/api/home/leaderboard?board=all", {
          cookie: (await buildUser(ctx.app)).cookie,
        })
      ).json();
    expect((await board()).entries.map((e: { handle: string }) => e.handle)).toContain(
      (await call(ctx.app, "GET", "/api/account", { cookie: minor.cookie })).json().handle,
    );

    const revoked = await post("/api/guardian/revoke", { token: minor.token });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toMatch(/What was saved before stays until you ask us to delete/);
    expect((await me(ctx.app, minor)).guardian.status).toBe("revoked");
    const refused = await completeCard(ctx.app, minor, course, 0, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/withdrawn their consent/);
    const [stats] = await ctx.app.db.select().from(learnerStats).where(eq(learnerStats.userId, minor.id));
    expect(stats!.leaderboardHidden).toBe(true);
    expect((await board()).entries.some((e: { score: number }) => e.score >= 900)).toBe(false);
    expect(await rows("card_progress", minor.id)).toBe(1);
    expect((await post("/api/guardian/revoke", { token: minor.token })).statusCode).toBe(409);
    // Consenting again lets it save; showing on the board again is the learner's own choice.
    expect((await answer(ctx.app, minor.token, true)).statusCode).toBe(200);
    expect((await completeCard(ctx.app, minor, course, 0, 1)).statusCode).toBe(200);
    const [again] = await ctx.app.db.select().from(learnerStats).where(eq(learnerStats.userId, minor.id));
    expect(again!.leaderboardHidden).toBe(true);
  });

  it("mails the guardian a download of the child's data that only works with the link it came from", async () => {
    const minor = await buildMinor(ctx.app);
    await answer(ctx.app, minor.token, true);
    const course = await buildCourse(ctx.app);
    await completeCard(ctx.app, minor, course, 0, 0);
    const asked = await post("/api/guardian/export", { token: minor.token });
    expect(asked.statusCode).toBe(202);
    const mails = await deliveredMail(ctx.app, minor.guardianEmail);
    const exportMail = mails.find((m) => m.text.includes("/api/guardian/export?key="))!;
    expect(exportMail.text).not.toContain(minor.email);
    const url = new URL(exportMail.text.match(/https?:\/\/\S+\/api\/guardian\/export\?key=\S+/)![0]);
    const download = await call(ctx.app, "GET", `${url.pathname}${url.search}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toMatch(/attachment; filename="arthshala-child-data-/);
    expect(download.headers["cache-control"]).toBe("no-store");
    const data = download.json();
    expect(data.data.users[0]).toMatchObject({ email: minor.email, age_band: "under-18" });
    expect(data.data.card_progress).toHaveLength(1);
    expect(data.data.guardian_consents[0]).toMatchObject({ guardian_email: minor.guardianEmail });

    const key = url.searchParams.get("key")!;
    const tampered = key.replace(/^[0-9a-f]/, (c) => (c === "a" ? "b" : "a"));
    expect(
      (await call(ctx.app, "GET", `/api/guardian/export?key=${encodeURIComponent(tampered)}`)).statusCode,
    ).toBe(400);
    // A new consent link (the learner changed the guardian) ends the old guardian's download.
    await call(ctx.app, "PUT", "/api/guardian/email", {
      cookie: minor.cookie,
      body: { guardian_email: uniqueEmail() },
    });
    await ctx.app.db
      .update(guardianConsents)
      .set({ tokenHash: "0".repeat(64) })
      .where(eq(guardianConsents.userId, minor.id));
    const stale = await call(ctx.app, "GET", `${url.pathname}${url.search}`);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/download link isn't valid/);
  });

  it("deletes the child's account and nothing else, and the link then stops working", async () => {
    const minor = await buildMinor(ctx.app);
    const other = await buildMinor(ctx.app);
    await answer(ctx.app, minor.token, true);
    const course = await buildCourse(ctx.app);
    await completeCard(ctx.app, minor, course, 0, 0);
    const unconfirmed = await post("/api/guardian/delete", { token: minor.token });
    expect(unconfirmed.statusCode).toBe(400);
    const gone = await post("/api/guardian/delete", { token: minor.token, confirm: true });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe("Your child's account and its personal data have been deleted.");
    expect(await ctx.app.db.select().from(users).where(eq(users.id, minor.id))).toEqual([]);
    expect(await ctx.app.db.select().from(cardProgress).where(eq(cardProgress.userId, minor.id))).toEqual([]);
    expect(
      (await call(ctx.app, "GET", "/api/auth/session", { cookie: minor.cookie })).json().user,
    ).toBeNull();
    expect((await link(minor.token)).statusCode).toBe(400);
    const mails = await deliveredMail(ctx.app, minor.guardianEmail);
    expect(mails.at(-1)!.subject).toMatch(/^Your child's Arthshala account is deleted/);
    // The other child (and their guardian's link) is untouched.
    expect((await link(other.token)).json().child.email).toBe(other.email);
    expect((await me(ctx.app, other)).guardian.status).toBe("asked");
  });
});

describe("one guardian, one child", () => {
  it("a token acts only on its own child; a learner's guardian step only on their own account", async () => {
    const a = await buildMinor(ctx.app);
    const b = await buildMinor(ctx.app);
    // Naming the other child changes nothing: the token alone says which child.
    const res = await post("/api/guardian/answer", {
      token: a.token,
      consent: true,
      user_id: b.id,
      email: b.email,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(ctx.app, a)).guardian.status).toBe("confirmed");
    expect((await me(ctx.app, b)).guardian.status).toBe("asked");
    expect((await link(a.token)).json().child.email).toBe(a.email);
    await post("/api/guardian/revoke", { token: a.token, user_id: b.id });
    expect((await me(ctx.app, b)).guardian.status).toBe("asked");
    // B's resend rotates B's link only.
    await post("/api/guardian/resend", { user_id: a.id }, b.cookie);
    expect((await link(a.token)).statusCode).toBe(200);
    expect((await link(b.token)).statusCode).toBe(400);
    // Anonymous callers can't use the learner's step.
    expect((await post("/api/guardian/resend")).statusCode).toBe(401);
    expect(
      (await call(ctx.app, "PUT", "/api/guardian/email", { body: { guardian_email: uniqueEmail() } }))
        .statusCode,
    ).toBe(401);
  });

  it("refuses bad input with a clear 400", async () => {
    const minor = await buildMinor(ctx.app);
    const bodies = [
      {},
      { token: "" },
      { token: 12345 },
      { token: "a\u0000".repeat(20) },
      { token: "z".repeat(5000) },
      { token: ["x".repeat(43)] },
    ];
    for (const body of bodies) {
      for (const url of [
        "/api/guardian/link",
        "/api/guardian/revoke",
        "/api/guardian/export",
        "/api/guardian/delete",
      ]) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
    for (const consent of ["yes", 1, null]) {
      expect((await answer(ctx.app, minor.token, consent as unknown as boolean)).statusCode).toBe(400);
    }
    for (const guardian_email of ["not-an-email", "a\u0000@b.in", `${"x".repeat(300)}@b.in`, 7]) {
      const res = await call(ctx.app, "PUT", "/api/guardian/email", {
        cookie: minor.cookie,
        body: { guardian_email },
      });
      expect(res.statusCode, String(guardian_email)).toBe(400);
    }
    for (const key of ["short", `${"k".repeat(30)}.sig`, "x".repeat(500)]) {
      expect((await call(ctx.app, "GET", `/api/guardian/export?key=${key}`)).statusCode).toBe(400);
    }
    expect((await me(ctx.app, minor)).guardian.status).toBe("asked");
  });
});

describe("the age band on /account", () => {
  const patch = (cookie: string, body: unknown) => call(ctx.app, "PATCH", "/api/account", { cookie, body });

  it("an adult who says they are under 18 names a guardian and then saves nothing until they confirm", async () => {
    const adult = await buildUser(ctx.app);
    expect((await patch(adult.cookie, { age_band: "26-59" })).statusCode).toBe(200);
    const course = await buildCourse(ctx.app);
    expect((await completeCard(ctx.app, adult, course, 0, 0)).statusCode).toBe(200);
    const bare = await patch(adult.cookie, { age_band: "under-18" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().field).toBe("guardian_email");
    const guardianEmail = uniqueEmail("mum");
    const minor = await patch(adult.cookie, { age_band: "under-18", guardian_email: guardianEmail });
    expect(minor.statusCode).toBe(200);
    expect(minor.json().age_band).toBe("under-18");
    expect((await me(ctx.app, adult)).guardian).toEqual({ status: "asked", email: guardianEmail });
    expect((await completeCard(ctx.app, adult, course, 0, 1)).statusCode).toBe(403);
    // Hidden from the boards at once: they had points from before.
    const [stats] = await ctx.app.db.select().from(learnerStats).where(eq(learnerStats.userId, adult.id));
    expect(stats!.leaderboardHidden).toBe(true);
    // Going back to an adult band would skip the guardian: refused (the account saves nothing meanwhile).
    const back = await patch(adult.cookie, { age_band: "18-25" });
    expect(back.statusCode).toBe(403);
    expect((await me(ctx.app, adult)).age_band).toBe("under-18");
    const token = await mailedToken(ctx.app, guardianEmail, "/guardian/consent");
    await answer(ctx.app, token!, true);
    // Even after consent the band stays: the guardian keeps their say until the team changes it.
    const locked = await patch(adult.cookie, { age_band: "18-25" });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toMatch(
      /can't be changed here once your parent or guardian has been asked/,
    );
  });

  it("an account set to under 18 before guardians were asked names one, or corrects its band", async () => {
    const learner = await buildUser(ctx.app);
    await ctx.app.db.update(users).set({ ageBand: "under-18" }).where(eq(users.id, learner.id));
    expect((await me(ctx.app, learner)).guardian).toEqual({ status: "needed", email: null });
    const course = await buildCourse(ctx.app);
    const refused = await completeCard(ctx.app, learner, course, 0, 0);
    expect(refused.json().message).toMatch(/Tell us your parent or guardian's email first/);
    const named = await call(ctx.app, "PUT", "/api/guardian/email", {
      cookie: learner.cookie,
      body: { guardian_email: uniqueEmail("dad") },
    });
    expect(named.statusCode).toBe(202);
    expect((await me(ctx.app, learner)).guardian.status).toBe("asked");
  });

  it("can no longer be taken back to none", async () => {
    const learner = await buildUser(ctx.app);
    expect((await patch(learner.cookie, { age_band: null })).statusCode).toBe(400);
  });
});
