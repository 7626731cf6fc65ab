/**
 * Every mail a learner gets is written in their language (issue 39): the one they saved, which sign-up
 * fills with the interface language they signed up in, else English. A Hindi learner's copy is read with
 * the Hindi walk's own check (contracts' latinSentences: no English sentence), an English one has no
 * Devanagari; the HTML part says its language.
 */
import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import type { Locale } from "@arthshala/contracts/locales";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin } from "../../../test/factories.js";
import {
  call,
  createTestApp,
  deliveredMail,
  sessionCookie,
  type TestContext,
  uniqueEmail,
} from "../../../test/harness.js";
import { newsletterSubscriptions, users } from "../db/schema.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

interface Learner {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Signs up from a page in `language` (the web app sends its interface language as Accept-Language). */
async function signUp(language: Locale | null, opts: { verified?: boolean } = {}): Promise<Learner> {
  const email = uniqueEmail(`mail-${language ?? "none"}`);
  const password = "correct-horse-battery";
  const res = await call(ctx.app, "POST", "/api/auth/signup", {
    // A Hindi learner's name in Devanagari, as the Hindi walk's learner has: a Latin name is a name, not
    // a sentence, but the check cannot tell the two apart.
    body: { email, password, name: language === "hi" ? "आशा शर्मा" : "Asha Learner" },
    headers: language ? { "accept-language": language === "hi" ? "hi-IN,hi;q=0.9" : "en-IN,en;q=0.9" } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().user.sub as string;
  if (opts.verified)
    await ctx.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, id));
  return { id, email, password, cookie: sessionCookie(res) };
}

type Mail = Awaited<ReturnType<typeof deliveredMail>>[number];

/** The one delivered mail to `to` whose subject or text matches. */
async function mailTo(to: string, match: (mail: Mail) => boolean): Promise<Mail> {
  const mails = (await deliveredMail(ctx.app, to)).filter(match);
  expect(mails, `mail to ${to}`).toHaveLength(1);
  return mails[0]!;
}

const lines = (mail: Mail) => [mail.subject, ...mail.text.split("\n")].map((l) => l.trim()).filter(Boolean);
const DEVANAGARI = /[\u0900-\u097F]/u;

function expectHindi(mail: Mail) {
  expect(latinSentences(lines(mail)), mail.text).toEqual([]);
  expect(mail.subject).toMatch(DEVANAGARI);
  expect(mail.headers?.["Content-Language"]).toBe("hi");
  expect(mail.html).toContain('<html lang="hi">');
  expect(mail.html).toContain(mail.text.split("\n")[0]);
}

function expectEnglish(mail: Mail) {
  expect(mail.subject + mail.text).not.toMatch(DEVANAGARI);
  expect(mail.headers?.["Content-Language"]).toBe("en");
  expect(mail.html).toContain('<html lang="en">');
}

const post = (learner: Learner, url: string, body: unknown) =>
  call(ctx.app, "POST", url, { cookie: learner.cookie, body });

describe("mail in the learner's language", () => {
  it("sign-up records the interface language it was made in; a request naming none records nothing", async () => {
    const hindi = await signUp("hi");
    const english = await signUp("en");
    const script = await signUp(null);
    const me = async (l: Learner) =>
      (await call(ctx.app, "GET", "/api/auth/me", { cookie: l.cookie })).json();
    expect((await me(hindi)).language).toBe("hi");
    expect((await me(english)).language).toBe("en");
    expect((await me(script)).language).toBeNull();
    // The device's choice (the header switch's cookie) is the interface language, whatever the browser says.
    const email = uniqueEmail("mail-cookie");
    const res = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email, password: "correct-horse-battery", name: "Asha" },
      headers: { cookie: "arthshala.language=hi", "accept-language": "en-US" },
    });
    expect(res.json().user.language).toBe("hi");
  });

  it("the confirmation mail: in Hindi for a Hindi sign-up, in English for an English one or none", async () => {
    const hindi = await signUp("hi");
    expectHindi(await mailTo(hindi.email, (m) => m.text.includes("/verify-email?token=")));
    const english = await signUp("en");
    expectEnglish(await mailTo(english.email, (m) => m.text.includes("/verify-email?token=")));
    const script = await signUp(null);
    expectEnglish(await mailTo(script.email, (m) => m.text.includes("/verify-email?token=")));
  });

  it("the password reset: the learner's language, whatever the page that asked for it", async () => {
    const hindi = await signUp("hi");
    await call(ctx.app, "POST", "/api/auth/password/forgot", {
      body: { email: hindi.email },
      headers: { "accept-language": "en" },
    });
    expectHindi(await mailTo(hindi.email, (m) => m.text.includes("/reset-password?token=")));

    // The saved choice wins over the sign-up language.
    const switched = await signUp("en");
    await call(ctx.app, "PUT", "/api/account/preferences", {
      cookie: switched.cookie,
      body: { language: "hi" },
    });
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: switched.email } });
    expectHindi(await mailTo(switched.email, (m) => m.text.includes("/reset-password?token=")));

    const english = await signUp("en");
    await call(ctx.app, "POST", "/api/auth/password/forgot", {
      body: { email: english.email },
      headers: { "accept-language": "hi" },
    });
    expectEnglish(await mailTo(english.email, (m) => m.text.includes("/reset-password?token=")));
  });

  it("the newsletter confirmation, and the newsletter's own lines under the admin's text", async () => {
    for (const language of ["hi", "en"] as const) {
      const learner = await signUp(language, { verified: true });
      const address = uniqueEmail(`news-${language}`);
      const saved = await post(learner, "/api/articles/saveemail", { enteredEmail: address });
      expect(saved.statusCode, saved.body).toBe(200);
      const mail = await mailTo(address, (m) => m.text.includes("/newsletter/confirm?token="));
      if (language === "hi") expectHindi(mail);
      else expectEnglish(mail);
      await ctx.app.db
        .update(newsletterSubscriptions)
        .set({ confirmedAt: new Date() })
        .where(eq(newsletterSubscriptions.userId, learner.id));
    }
    const admin = await buildAdmin(ctx.app);
    const sent = await call(ctx.app, "POST", "/api/admin/newsletters", {
      cookie: admin.cookie,
      body: { data: { title: "November tips", content: "Save first, spend later." } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [hindiSubscriber] = await ctx.app.db
      .select({ to: newsletterSubscriptions.enteredEmail })
      .from(newsletterSubscriptions)
      .innerJoin(users, eq(users.id, newsletterSubscriptions.userId))
      .where(eq(users.language, "hi"));
    const issue = await mailTo(hindiSubscriber!.to, (m) => m.subject === "November tips");
    expect(issue.text).toContain("Save first, spend later.");
    expect(issue.text).toContain("यह ईमेल आपको इसलिए मिला क्योंकि आपने Arthshala न्यूज़लेटर सब्सक्राइब किया है।");
    expect(issue.text).toContain("एक क्लिक में अनसब्सक्राइब करें: http://localhost:3000/unsubscribe?token=");
  });

  it("the budget alert: the month and a built-in category said in Hindi", async () => {
    for (const language of ["hi", "en"] as const) {
      const learner = await signUp(language, { verified: true });
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
      const mail = await mailTo(learner.email, (m) => m.text.includes("FinTracker"));
      if (language === "hi") {
        expectHindi(mail);
        expect(mail.subject).toBe('नवंबर 2026 में आपका खर्च "खाना" के बजट से ज़्यादा हो गया है');
      } else {
        expectEnglish(mail);
        expect(mail.subject).toBe("You've gone over your Food budget for November 2026");
      }
    }
  });

  it("the account-deleted mail", async () => {
    for (const language of ["hi", "en"] as const) {
      const learner = await signUp(language, { verified: true });
      const gone = await post(learner, "/api/account/delete", {
        password: learner.password,
        confirm: "DELETE",
      });
      expect(gone.statusCode, gone.body).toBe(200);
      const mail = await mailTo(learner.email, (m) => m.text.includes("FinScore"));
      if (language === "hi") {
        expectHindi(mail);
        expect(mail.text).toContain("नमस्ते आशा शर्मा,");
      } else expectEnglish(mail);
    }
  });
});
