import { DEFAULT_BANK_BADGE, PROVIDERS, SCHEME_LISTS } from "@arthshala/contracts/schemes-catalog";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import {
  type BuiltCourse,
  buildAdmin,
  buildCourse,
  buildUser,
  completeCard,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { bankProducts } from "../../platform/db/schema.js";
import { CONTENT_DIR } from "../../platform/db/seed.js";
import { seedSchemes } from "../../platform/db/seed-schemes.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-22T10:00:00+05:30");

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 }, { clock });
  expect(await seedSchemes(ctx.app.db, CONTENT_DIR)).toBeGreaterThan(20);
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, user?: TestUser) => call(ctx.app, "GET", path, { cookie: user?.cookie });

describe("the scheme lists", () => {
  it("answers every list of spec section 7, plus HDFC RD, money-back and the Government's small savings, to visitors too", async () => {
    expect(SCHEME_LISTS).toHaveLength(28);
    for (const list of SCHEME_LISTS) {
      const res = await get(list.api);
      expect(res.statusCode, list.api).toBe(200);
      const products = res.json();
      expect(products.length, list.api).toBeGreaterThan(0);
      for (const p of products) {
        expect(p).toMatchObject({ list: list.key, bank_key: list.bank });
        expect(p.source_url).toMatch(/^https:\/\//);
        expect(p.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(p.sources.length).toBeGreaterThan(0);
      }
    }
    expect((await get("/api/hdfc/rd")).json()[0].product_name).toContain("Recurring Deposit");
  });

  it("keeps the spec's shapes: label/value pairs for simply-save, an object of label to text for money-back", async () => {
    const simply = (await get("/api/sbi/simplysave")).json()[0];
    expect(simply.features[0]).toEqual({ label: expect.any(String), value: expect.any(String) });
    expect(simply.fees_and_charges[0]).toEqual({ label: expect.any(String), value: expect.any(String) });
    const moneyBack = (await get("/api/moneyback")).json()[0];
    expect(Array.isArray(moneyBack.features)).toBe(false);
    expect(Object.values(moneyBack.features).every((v) => typeof v === "string")).toBe(true);
    const ppf = (await get("/api/sbi/ppf")).json()[0];
    expect(ppf.know_before.join(" ")).toMatch(/quarter/i);
  });

  it("serves every bank badge the pages point at (content images live under /content/)", async () => {
    for (const badge of [...Object.values(PROVIDERS).map((b) => b.badge), DEFAULT_BANK_BADGE]) {
      const res = await get(badge);
      expect(res.statusCode, badge).toBe(200);
      expect(res.headers["content-type"], badge).toContain("image/svg+xml");
    }
  });

  it("seeds idempotently and never overwrites an admin's correction", async () => {
    const admin = await buildAdmin(ctx.app);
    const [fd] = (await get("/api/sbi/fd")).json();
    // Later than any content's as_of: the seed refreshes only from newer figures.
    const edit = { ...fd, rate: "6.50% a year (test)", as_of: "2026-12-20", retired_on: null };
    const { id, list, bank_name, bank_key, freshness, ...body } = edit;
    const saved = await call(ctx.app, "PUT", `/api/admin/schemes/${fd.id}`, { cookie: admin.cookie, body });
    expect(saved.statusCode).toBe(200);
    expect(await seedSchemes(ctx.app.db, CONTENT_DIR)).toBe(0);
    const [total] = await ctx.app.db.select({ n: count() }).from(bankProducts);
    expect(total?.n).toBe(
      (await Promise.all(SCHEME_LISTS.map(async (l) => (await get(l.api)).json().length))).reduce(
        (a, b) => a + b,
      ),
    );
    expect((await get("/api/sbi/fd")).json()[0]).toMatchObject({
      rate: "6.50% a year (test)",
      as_of: "2026-12-20",
    });
  });
});

describe("comparable facts and computed freshness", () => {
  it("gives every product a type, a tax treatment and sane figures; small savings carry the latest notification", async () => {
    for (const list of SCHEME_LISTS) {
      for (const p of (await get(list.api)).json()) {
        expect(p.type, p.product_name).toMatch(/^[a-z_]+$/);
        expect(p.tax, p.product_name).toMatch(/^[a-z_]+$/);
        if (p.rate_bps !== null) expect(p.rate_bps).toBeGreaterThan(0);
        if (list.bank === "govt") {
          expect(p).toMatchObject({ type: "small_savings", bank_key: "govt" });
          expect(p.rate_bps, p.product_name).toBeGreaterThan(0);
        }
        // "Current" is computed, never written in the rate's words.
        expect(p.rate, p.product_name).not.toMatch(/January|quarter\)|current/i);
      }
    }
    const [ppf] = (await get("/api/sbi/ppf")).json();
    expect(ppf).toMatchObject({ product_name: "Public Provident Fund (PPF)", rate_bps: 710, tax: "eee" });
    expect(ppf.know_before.join(" ")).toMatch(/3rd to the 6th financial year, up to 25%/);
    expect(ppf.know_before.join(" ")).toMatch(/7th financial year, once a year, up to 50%/);
    const td = (await get("/api/govt/td")).json();
    expect(td.map((p: { rate_bps: number }) => p.rate_bps)).toEqual([690, 700, 710, 750]);
    expect((await get("/api/sbi/savings")).json()[0].rate_bps).toBe(250);
  });

  it("says a small-savings rate is current through its quarter and stale from the next quarter's first India day", async () => {
    const admin = await buildAdmin(ctx.app);
    const nsc = (await get("/api/admin/schemes", admin))
      .json()
      .find((p: { list: string }) => p.list === "govt/nsc");
    const { id, list, bank_name, bank_key, stale, updated_at, freshness, ...body } = nsc;
    const put = await call(ctx.app, "PUT", `/api/admin/schemes/${id}`, {
      cookie: admin.cookie,
      body: { ...body, as_of: "2026-10-01" },
    });
    expect(put.statusCode).toBe(200);
    try {
      clock.set("2026-12-31T23:59:00+05:30");
      expect((await get("/api/govt/nsc")).json()[0].freshness).toEqual({ state: "current" });
      clock.set("2027-01-01T00:00:00+05:30");
      expect((await get("/api/govt/nsc")).json()[0].freshness).toEqual({
        state: "stale",
        last_notified_on: "2026-10-01",
      });
      expect(
        (await get("/api/admin/schemes", admin)).json().find((p: { id: number }) => p.id === id).stale,
      ).toBe(true);
    } finally {
      clock.set("2026-11-22T10:00:00+05:30");
    }
    // A bank's figures: stale once older than 90 days (ICICI's FD rates are from 10 June 2025).
    expect((await get("/api/icici/fd")).json()[0].freshness).toEqual({
      state: "stale",
      last_notified_on: "2025-06-10",
    });
  });

  it("hides a retired product from lists and recommendations but keeps it for admins", async () => {
    const admin = await buildAdmin(ctx.app);
    const all = (await get("/api/admin/schemes", admin)).json();
    const oneYear = all.find((p: { product_name: string }) =>
      p.product_name.includes("Time Deposit, 1 year"),
    );
    const { id, list, bank_name, bank_key, stale, updated_at, freshness, ...body } = oneYear;
    const put = (b: unknown) =>
      call(ctx.app, "PUT", `/api/admin/schemes/${id}`, { cookie: admin.cookie, body: b });
    expect((await put({ ...body, retired_on: "2026-11-01" })).json().retired_on).toBe("2026-11-01");
    const names = (await get("/api/govt/td")).json().map((p: { product_name: string }) => p.product_name);
    expect(names).toHaveLength(3);
    expect(names.join()).not.toContain("1 year");
    expect(
      (await get("/api/admin/schemes", admin)).json().find((p: { id: number }) => p.id === id).retired_on,
    ).toBe("2026-11-01");
    // An emptied box brings it back.
    expect((await put({ ...body, retired_on: "" })).json().retired_on).toBeNull();
    expect((await get("/api/govt/td")).json()).toHaveLength(4);
  });

  it("refuses bad comparable figures with a clear 400", async () => {
    const admin = await buildAdmin(ctx.app);
    const kvp = (await get("/api/admin/schemes", admin))
      .json()
      .find((p: { list: string }) => p.list === "govt/kvp");
    const { id, list, bank_name, bank_key, stale, updated_at, freshness, ...body } = kvp;
    const put = (b: unknown) =>
      call(ctx.app, "PUT", `/api/admin/schemes/${id}`, { cookie: admin.cookie, body: b });
    expect((await put({ ...body, rate_bps: 7.5 })).json().message).toMatch(/whole basis points/);
    expect((await put({ ...body, rate_bps: 1e12 })).json().message).toMatch(/typo/);
    expect((await put({ ...body, rate_bps: -1 })).statusCode).toBe(400);
    expect((await put({ ...body, rate_bps: "750" })).statusCode).toBe(400);
    expect((await put({ ...body, min_amount_paise: 2e11 })).json().message).toMatch(/typo/);
    expect((await put({ ...body, min_amount_paise: 1e20 })).statusCode).toBe(400);
    expect((await put({ ...body, min_amount_paise: "₹1,000" })).statusCode).toBe(400);
    expect((await put({ ...body, lock_in_months: 1.5 })).statusCode).toBe(400);
    expect((await put({ ...body, type: "crypto" })).json().message).toMatch(/kind of product/);
    expect((await put({ ...body, tax: "none" })).json().message).toMatch(/how it is taxed/);
    expect((await put({ ...body, rate_note: "doubles\u0000" })).statusCode).toBe(400);
    expect((await put({ ...body, retired_on: "2026-02-30" })).statusCode).toBe(400);
    expect((await put({ ...body, retired_on: "yesterday" })).statusCode).toBe(400);
    const { type, ...withoutType } = body;
    expect((await put(withoutType)).statusCode).toBe(400);
    expect((await get("/api/govt/kvp")).json()[0]).toMatchObject({ rate_bps: 750, type: "small_savings" });
    expect(
      (await call(ctx.app, "PUT", "/api/admin/schemes/abc", { cookie: admin.cookie, body })).statusCode,
    ).toBe(400);
  });

  it("refreshes a product from newer content, renaming it when content names its old name", async () => {
    const [ppf] = (await get("/api/sbi/ppf")).json();
    await ctx.app.db
      .update(bankProducts)
      .set({ productName: "Public Provident Fund (PPF) at SBI", asOf: "2025-01-01", rateBps: 800 })
      .where(eq(bankProducts.id, ppf.id));
    expect(await seedSchemes(ctx.app.db, CONTENT_DIR)).toBe(1);
    const rows = await ctx.app.db.select().from(bankProducts).where(eq(bankProducts.listKey, "sbi/ppf"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: ppf.id, productName: "Public Provident Fund (PPF)", rateBps: 710 });
    expect(await seedSchemes(ctx.app.db, CONTENT_DIR)).toBe(0);
  });
});

describe("the admin Schemes area", () => {
  it("lists every product with its age flagged, and edits with the same strict checks", async () => {
    const admin = await buildAdmin(ctx.app);
    const res = await get("/api/admin/schemes", admin);
    expect(res.statusCode).toBe(200);
    const products = res.json();
    const unnati = products.find((p: { list: string }) => p.list === "sbi/unnaticard");
    expect(unnati.stale).toBe(true); // its figures date from 2017
    const target = products.find((p: { list: string }) => p.list === "sbi/ppf");
    const { id, list, bank_name, bank_key, stale, updated_at, ...body } = target;
    const put = (b: unknown) =>
      call(ctx.app, "PUT", `/api/admin/schemes/${id}`, { cookie: admin.cookie, body: b });

    expect((await put({ ...body, source_url: "http://example.com" })).json().message).toMatch(/https:\/\//);
    expect((await put({ ...body, as_of: "2026-02-30" })).statusCode).toBe(400);
    expect((await put({ ...body, tags: ["get-rich-quick"] })).json().message).toMatch(
      /Choose tags from the list/,
    );
    expect((await put({ ...body, rate: "7.1%\u0000" })).statusCode).toBe(400);
    expect((await put({ ...body, sources: [] })).json().message).toMatch(/at least one source/);
    expect((await put({ ...body, features: [{ label: "x" }] })).statusCode).toBe(400);

    const ok = await put({ ...body, rate: "7.1% a year (Oct–Dec 2026)", as_of: "2026-10-01" });
    expect(ok.json()).toMatchObject({
      rate: "7.1% a year (Oct–Dec 2026)",
      as_of: "2026-10-01",
      stale: false,
    });
    expect((await get("/api/sbi/ppf")).json()[0]).toMatchObject({ rate: "7.1% a year (Oct–Dec 2026)" });
    expect(
      (await call(ctx.app, "PUT", "/api/admin/schemes/999999", { cookie: admin.cookie, body })).statusCode,
    ).toBe(404);
  });

  it("is for admins only", async () => {
    const learner = await buildUser(ctx.app);
    expect((await get("/api/admin/schemes", learner)).statusCode).toBe(403);
    expect((await get("/api/admin/schemes")).statusCode).toBe(401);
    const put = await call(ctx.app, "PUT", "/api/admin/schemes/1", { cookie: learner.cookie, body: {} });
    expect(put.statusCode).toBe(403);
  });
});

describe("recommendations", () => {
  let course: BuiltCourse;
  beforeAll(async () => {
    course = await buildCourse(ctx.app, {
      title: "Saving for goals",
      tags: ["regular-saving"],
      modules: [
        {
          cards: [
            {
              title: "When will you need it?",
              contentType: "question",
              options: ["Within a year", "After five years or more", "Not sure"],
              optionsTags: ["short-term-goal", "long-term-goal", ""],
              correctAnswer: null,
            },
            {},
          ],
        },
      ],
    });
  });
  const recommendations = async (user: TestUser, body: unknown = {}) =>
    call(ctx.app, "POST", "/api/home/recommendations", { cookie: user.cookie, body });

  it("is empty until the learner tells us something", async () => {
    const fresh = await buildUser(ctx.app);
    expect((await recommendations(fresh)).json()).toEqual({ recommendations: [] });
  });

  it("differs with the answers, says why in plain words, and stays within four banks and a handful", async () => {
    const soon = await buildUser(ctx.app);
    const later = await buildUser(ctx.app);
    await completeCard(ctx.app, soon, course, 0, 0, "Within a year");
    await completeCard(ctx.app, later, course, 0, 0, "After five years or more");
    const a = (await recommendations(soon)).json().recommendations;
    const b = (await recommendations(later)).json().recommendations;
    expect(a.length).toBeGreaterThan(0);
    expect(a.length).toBeLessThanOrEqual(5);
    expect(
      a.every(
        (r: { reason: string }) =>
          r.reason === "Because you said you want to save for something within a year",
      ),
    ).toBe(true);
    expect(a.map((r: { short_name: string }) => r.short_name)).toEqual(expect.arrayContaining(["fd", "rd"]));
    expect(b[0].reason).toBe("Because you said you're saving for five years or more");
    expect(b.map((r: { short_name: string }) => r.short_name)).toContain("ppf");
    expect(a.map((r: { short_name: string }) => r.short_name)).not.toContain("ppf");
    for (const r of [...a, ...b]) {
      expect(["sbi", "hdfc", "icici", "kotak", "govt"]).toContain(r.bank_key);
      expect(r.freshness.state).toMatch(/^(current|stale)$/);
      expect(r.scheme_name).not.toMatch(/best/i);
    }
    // One product per scheme list.
    expect(new Set(a.map((r: { short_name: string }) => r.short_name)).size).toBe(a.length);

    // A Hindi reader reads the same reason in Hindi.
    const inHindi = (
      await call(ctx.app, "POST", "/api/home/recommendations", {
        cookie: soon.cookie,
        body: {},
        headers: { "accept-language": "hi" },
      })
    ).json().recommendations;
    expect(inHindi.map((r: { short_name: string }) => r.short_name)).toEqual(
      a.map((r: { short_name: string }) => r.short_name),
    );
    expect(inHindi[0].reason).toBe("क्योंकि आपने बताया कि आप एक साल के अंदर किसी चीज़ के लिए बचत करना चाहते हैं");
  });

  it("never puts a stale product first: fresh ones lead, the stale one comes after them", async () => {
    const learner = await buildUser(ctx.app);
    await completeCard(ctx.app, learner, course, 0, 0, "After five years or more");
    type Rec = { scheme_name: string; freshness: { state: string } };
    const saved = await ctx.app.db
      .select({ id: bankProducts.id, asOf: bankProducts.asOf })
      .from(bankProducts);
    const setDay = async (asOf: string, name?: string) => {
      await ctx.app.db
        .update(bankProducts)
        .set({ asOf })
        .where(name ? eq(bankProducts.productName, name) : undefined);
      await ctx.app.contentChanges.announce(ctx.app.db);
    };
    try {
      // Every product read today; then the one that led is two years old (past any window).
      await setDay("2026-11-22");
      const before: Rec[] = (await recommendations(learner)).json().recommendations;
      expect(before.length).toBeGreaterThan(1);
      const first = before[0]!.scheme_name;
      await setDay("2024-11-01", first);
      const after: Rec[] = (await recommendations(learner)).json().recommendations;
      expect(after[0]!.scheme_name).not.toBe(first);
      expect(after[0]!.freshness.state).toBe("current");
      const states = after.map((r) => r.freshness.state);
      expect(states).toEqual([...states].sort()); // every "current" before any "stale"
    } finally {
      for (const row of saved)
        await ctx.app.db.update(bankProducts).set({ asOf: row.asOf }).where(eq(bankProducts.id, row.id));
      await ctx.app.contentChanges.announce(ctx.app.db);
    }
  });

  it("counts a finished course's topic, and ?courseId= narrows to that course", async () => {
    const learner = await buildUser(ctx.app);
    await completeCard(ctx.app, learner, course, 0, 0, "Not sure");
    expect((await recommendations(learner)).json().recommendations).toEqual([]);
    await completeCard(ctx.app, learner, course, 0, 1);
    const after = (await recommendations(learner, { course_id: course.id })).json().recommendations;
    expect(after[0].reason).toBe("Because you finished the course “Saving for goals”");
    const hindi = { "accept-language": "hi" };
    const inHindi = await call(ctx.app, "POST", "/api/home/recommendations", {
      cookie: learner.cookie,
      body: { course_id: course.id },
      headers: hindi,
    });
    expect(inHindi.json().recommendations[0].reason).toBe("क्योंकि आपने “Saving for goals” कोर्स पूरा किया");
    const other = await buildCourse(ctx.app, { title: "Unrelated", modules: [{ cards: [{}] }] });
    expect((await recommendations(learner, { course_id: other.id })).json().recommendations).toEqual([]);
  });

  it("notices tracker habits", async () => {
    const learner = await buildUser(ctx.app);
    for (const [date, title] of [
      ["2026-10-05", "October savings"],
      ["2026-11-05", "November savings"],
    ]) {
      await call(ctx.app, "POST", "/api/fin-tools/expensetracker/transaction", {
        cookie: learner.cookie,
        body: { transaction: { title, category: "Savings", type: "saving", amount: 500, date } },
      });
    }
    const recs = (await recommendations(learner)).json().recommendations;
    expect(recs[0].reason).toBe("Because you save every month in your tracker");
  });

  it("is the asker's own: another learner's answers never show, and a body naming someone else is refused", async () => {
    const a = await buildUser(ctx.app);
    const b = await buildUser(ctx.app);
    await completeCard(ctx.app, b, course, 0, 0, "Within a year");
    expect((await recommendations(a)).json().recommendations).toEqual([]);
    expect((await recommendations(a, { email: b.email })).statusCode).toBe(403);
    expect((await recommendations(a, { course_id: "1 OR 1=1" })).statusCode).toBe(400);
    expect((await call(ctx.app, "POST", "/api/home/recommendations", { body: {} })).statusCode).toBe(401);
  });
});
