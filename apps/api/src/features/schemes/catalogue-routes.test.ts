import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { bankProducts, contentTranslations } from "../../platform/db/schema.js";

/**
 * GET /api/schemes/catalogue and /api/schemes/compare (issue 28) on products of this file's own, so
 * every filter and order has a known answer whatever the seeded content says.
 */

let ctx: TestContext;
// A Sunday in the October–December quarter, India time.
const clock = new TestClock("2026-11-22T10:00:00+05:30");

type NewProduct = typeof bankProducts.$inferInsert;
const product = (p: Partial<NewProduct> & Pick<NewProduct, "productName" | "listKey">): NewProduct => ({
  bankKey: "sbi",
  bankName: "State Bank of India",
  description: `${p.productName}: what it is.`,
  knowBefore: ["Read the rules first."],
  features: ["A feature"],
  eligibility: ["Resident individuals"],
  feesAndCharges: null,
  sourceUrl: "https://example.in/scheme",
  rate: "see the bank",
  asOf: "2026-11-01",
  sources: [{ title: "The bank", url: "https://example.in/scheme" }],
  productType: "fixed_deposit",
  tax: "taxable_interest",
  ...p,
});

const FIXTURES = {
  ppf: product({
    listKey: "sbi/ppf",
    productName: "Public Provident Fund",
    bankKey: "govt",
    bankName: "Government of India",
    productType: "small_savings",
    rateBps: 710,
    rate: "7.1% a year (October–December 2026)",
    asOf: "2026-10-01",
    lockInMonths: 180,
    minAmountPaise: 50_000,
    tax: "eee",
  }),
  kvp: product({
    listKey: "sbi/ppf",
    productName: "Kisan Vikas Patra",
    bankKey: "govt",
    bankName: "Government of India",
    productType: "small_savings",
    rateBps: 750,
    asOf: "2026-07-01", // last quarter's notification: stale now
    lockInMonths: 30,
    minAmountPaise: 100_000,
  }),
  fd: product({
    listKey: "sbi/fd",
    productName: "SBI Fixed Deposit",
    rateBps: 645,
    asOf: "2026-09-01", // 82 days old: still current for a bank
    lockInMonths: 0,
    minAmountPaise: 100_000,
  }),
  taxSaver: product({
    listKey: "sbi/taxsaverfd",
    productName: "SBI Tax Saver FD",
    rateBps: 605,
    asOf: "2026-06-01", // 174 days old
    lockInMonths: 60,
    minAmountPaise: 100_000,
    tax: "deduction_taxable_interest",
  }),
  savings: product({
    listKey: "hdfc/savings",
    productName: "HDFC Bank Regular Savings Account",
    bankKey: "hdfc",
    bankName: "HDFC Bank",
    productType: "savings_account",
    lockInMonths: 0,
  }),
  card: product({
    listKey: "sbi/simplysave",
    productName: "SimplySAVE SBI Card",
    productType: "credit_card",
    asOf: "2024-12-01",
    tax: "not_applicable",
  }),
  retired: product({
    listKey: "icici/fd",
    productName: "ICICI Bank Old FD",
    bankKey: "icici",
    bankName: "ICICI Bank",
    rateBps: 900,
    lockInMonths: 0,
    retiredOn: "2026-11-01",
  }),
};
type Key = keyof typeof FIXTURES;
const ids = {} as Record<Key, number>;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  for (const [key, values] of Object.entries(FIXTURES)) {
    const [row] = await ctx.app.db.insert(bankProducts).values(values).returning({ id: bankProducts.id });
    ids[key as Key] = row!.id;
  }
  await ctx.app.db.insert(contentTranslations).values({
    entity: "bank_product",
    entityId: ids.ppf,
    locale: "hi",
    fields: { description: "पब्लिक प्रोविडेंट फ़ंड: यह क्या है।" },
  });
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  call(ctx.app, "GET", path, options);
const names = async (query: string) => {
  const res = await get(`/api/schemes/catalogue${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json().products.map((p: { product_name: string }) => p.product_name);
};

describe("the catalogue", () => {
  it("lists every product still offered, highest rate first and products without a rate last, to visitors", async () => {
    const res = await get("/api/schemes/catalogue");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toBe("2026-11-22");
    expect(body.products.map((p: { product_name: string }) => p.product_name)).toEqual([
      "Kisan Vikas Patra",
      "Public Provident Fund",
      "SBI Fixed Deposit",
      "SBI Tax Saver FD",
      "HDFC Bank Regular Savings Account",
      "SimplySAVE SBI Card",
    ]);
    expect(body.products[1]).toEqual({
      id: ids.ppf,
      list: "sbi/ppf",
      route: "ppf",
      product_name: "Public Provident Fund",
      provider_name: "Government of India",
      provider_key: "govt",
      type: "small_savings",
      rate_bps: 710,
      rate_note: null,
      as_of: "2026-10-01",
      freshness: { state: "current" },
      lock_in_months: 180,
      min_amount_paise: 50_000,
      tax: "eee",
      rate_follows: null,
      min_age: null,
      max_age: null,
    });
    // Anyone may keep a visitor's answer; a learner's is private (personal-answers).
    expect(res.headers["cache-control"]).toBeUndefined();
    const learner = await buildUser(ctx.app);
    const mine = await get("/api/schemes/catalogue", { cookie: learner.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
  });

  it("says which figures are current and which were last notified on an older date", async () => {
    const products = (await get("/api/schemes/catalogue?sort=name_asc")).json().products as Array<{
      product_name: string;
      freshness: unknown;
    }>;
    const freshness = Object.fromEntries(products.map((p) => [p.product_name, p.freshness]));
    expect(freshness).toEqual({
      "HDFC Bank Regular Savings Account": { state: "current" },
      "Kisan Vikas Patra": { state: "stale", last_notified_on: "2026-07-01" },
      "Public Provident Fund": { state: "current" },
      "SBI Fixed Deposit": { state: "current" },
      "SBI Tax Saver FD": { state: "stale", last_notified_on: "2026-06-01" },
      "SimplySAVE SBI Card": { state: "stale", last_notified_on: "2024-12-01" },
    });
  });

  it("judges freshness on the India day: PPF's quarter ends at midnight India time on 31 December", async () => {
    const ppf = async () =>
      (
        (await get("/api/schemes/catalogue?type=small_savings")).json().products as Array<{
          id: number;
          freshness: unknown;
        }>
      ).find((p) => p.id === ids.ppf);
    try {
      clock.set("2026-12-31T23:59:00+05:30");
      expect((await ppf())?.freshness).toEqual({ state: "current" });
      clock.set("2027-01-01T00:01:00+05:30"); // still 31 December in UTC
      expect(await ppf()).toMatchObject({ freshness: { state: "stale", last_notified_on: "2026-10-01" } });
      expect((await get("/api/schemes/catalogue")).json().today).toBe("2027-01-01");
    } finally {
      clock.set("2026-11-22T10:00:00+05:30");
    }
  });

  it("filters by one or more types", async () => {
    expect(await names("?type=small_savings")).toEqual(["Kisan Vikas Patra", "Public Provident Fund"]);
    expect(await names("?type=credit_card,savings_account")).toEqual([
      "HDFC Bank Regular Savings Account",
      "SimplySAVE SBI Card",
    ]);
    expect(await names("?type=insurance")).toEqual([]);
  });

  it("filters by tax treatment and by provider", async () => {
    expect(await names("?tax=eee")).toEqual(["Public Provident Fund"]);
    expect(await names("?tax=eee,deduction_taxable_interest")).toEqual([
      "Public Provident Fund",
      "SBI Tax Saver FD",
    ]);
    expect(await names("?provider=govt")).toEqual(["Kisan Vikas Patra", "Public Provident Fund"]);
    expect(await names("?provider=hdfc,kotak")).toEqual(["HDFC Bank Regular Savings Account"]);
    // The retired ICICI product is never listed.
    expect(await names("?provider=icici")).toEqual([]);
  });

  it("filters by the longest lock-in, leaving out products where lock-in does not apply", async () => {
    expect(await names("?max_lock_in_months=0")).toEqual([
      "SBI Fixed Deposit",
      "HDFC Bank Regular Savings Account",
    ]);
    expect(await names("?max_lock_in_months=60")).toEqual([
      "Kisan Vikas Patra",
      "SBI Fixed Deposit",
      "SBI Tax Saver FD",
      "HDFC Bank Regular Savings Account",
    ]);
    expect(await names("?max_lock_in_months=1200")).not.toContain("SimplySAVE SBI Card");
  });

  it("combines filters", async () => {
    expect(await names("?type=fixed_deposit,small_savings&provider=sbi&max_lock_in_months=12")).toEqual([
      "SBI Fixed Deposit",
    ]);
    expect(await names("?type=credit_card&tax=eee")).toEqual([]);
  });

  it("sorts by lock-in, minimum amount and name, missing figures last and ties by name", async () => {
    expect(await names("?sort=lock_in_asc")).toEqual([
      "HDFC Bank Regular Savings Account",
      "SBI Fixed Deposit",
      "Kisan Vikas Patra",
      "SBI Tax Saver FD",
      "Public Provident Fund",
      "SimplySAVE SBI Card",
    ]);
    expect(await names("?sort=min_amount_asc")).toEqual([
      "Public Provident Fund",
      "Kisan Vikas Patra",
      "SBI Fixed Deposit",
      "SBI Tax Saver FD",
      "HDFC Bank Regular Savings Account",
      "SimplySAVE SBI Card",
    ]);
    expect(await names("?sort=name_asc")).toEqual([
      "HDFC Bank Regular Savings Account",
      "Kisan Vikas Patra",
      "Public Provident Fund",
      "SBI Fixed Deposit",
      "SBI Tax Saver FD",
      "SimplySAVE SBI Card",
    ]);
    expect(await names("?sort=rate_desc&type=small_savings")).toEqual([
      "Kisan Vikas Patra",
      "Public Provident Fund",
    ]);
  });

  it("refuses unknown values, control characters, huge numbers and unknown filters with a 400 naming the field", async () => {
    const refused = async (query: string, field: string, words: RegExp) => {
      const res = await get(`/api/schemes/catalogue?${query}`);
      expect(res.statusCode, query).toBe(400);
      const message = String(res.json().message);
      expect(message.startsWith(`${field}: `), `${query}: ${message}`).toBe(true);
      expect(message, query).toMatch(words);
    };
    await refused("type=stocks", "querystring.type", /Unknown product type "stocks"\. Choose from: /);
    await refused("type=fixed_deposit,fixed_deposit", "querystring.type", /Name each product type once/);
    await refused("type=", "querystring.type", /Unknown product type/);
    await refused("type=fixed%00deposit", "querystring.type", /control characters/);
    await refused("provider=axis", "querystring.provider", /Unknown provider "axis"/);
    await refused("tax=none", "querystring.tax", /Unknown tax treatment "none"/);
    await refused("max_lock_in_months=2147483648", "querystring.max_lock_in_months", /0 to 1200/);
    await refused("max_lock_in_months=1201", "querystring.max_lock_in_months", /0 to 1200/);
    await refused("max_lock_in_months=-1", "querystring.max_lock_in_months", /0 to 1200/);
    await refused("max_lock_in_months=1e3", "querystring.max_lock_in_months", /0 to 1200/);
    await refused("max_lock_in_months=6%000", "querystring.max_lock_in_months", /0 to 1200/);
    await refused("sort=cheapest", "querystring.sort", /Sort by one of: rate_desc, /);
    await refused(`type=${"fixed_deposit,".repeat(40)}`, "querystring.type", /Too long/);
    const unknown = await get("/api/schemes/catalogue?types=fixed_deposit");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/types/);
    // A filter given twice arrives as a list: refused, not half-read.
    expect((await get("/api/schemes/catalogue?type=pension&type=eee")).statusCode).toBe(400);
  });
});

describe("the comparison", () => {
  const compare = (ids: string, headers?: Record<string, string>) =>
    get(`/api/schemes/compare?ids=${ids}`, { headers });

  it("answers two or three products in full, in the order asked", async () => {
    const res = await compare(`${ids.taxSaver},${ids.ppf}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.today).toBe("2026-11-22");
    expect(body.products.map((p: { id: number }) => p.id)).toEqual([ids.taxSaver, ids.ppf]);
    expect(body.products[1]).toMatchObject({
      product_name: "Public Provident Fund",
      route: "ppf",
      type: "small_savings",
      rate_bps: 710,
      rate: "7.1% a year (October–December 2026)",
      freshness: { state: "current" },
      lock_in_months: 180,
      min_amount_paise: 50_000,
      tax: "eee",
      description: "Public Provident Fund: what it is.",
      eligibility: ["Resident individuals"],
      features: ["A feature"],
      know_before: ["Read the rules first."],
      fees_and_charges: null,
      source_url: "https://example.in/scheme",
    });
    expect(body.products[0].freshness).toEqual({ state: "stale", last_notified_on: "2026-06-01" });
    const three = await compare(`${ids.card},${ids.fd},${ids.savings}`);
    expect(three.json().products.map((p: { id: number }) => p.id)).toEqual([ids.card, ids.fd, ids.savings]);
  });

  it("gives a description in Hindi where it is translated", async () => {
    const res = await compare(`${ids.ppf},${ids.fd}`, { "accept-language": "hi" });
    expect(res.json().products[0].description).toBe("पब्लिक प्रोविडेंट फ़ंड: यह क्या है।");
    expect(res.json().products[1].description).toBe("SBI Fixed Deposit: what it is.");
  });

  it("refuses one id, more than three, a repeated id and junk with a 400", async () => {
    const cases: Array<[string, RegExp]> = [
      [`${ids.ppf}`, /Compare 2 or 3 schemes/],
      [`${ids.ppf},${ids.fd},${ids.card},${ids.savings}`, /Compare 2 or 3 schemes/],
      [`${ids.ppf},${ids.ppf}`, /Name each scheme once/],
      ["ppf,fd", /like 4,9/],
      [`${ids.ppf},%20${ids.fd}`, /like 4,9/],
      [`${ids.ppf},0x10`, /like 4,9/],
      [`${ids.ppf},2147483648`, /like 4,9/],
      [`${ids.ppf},${ids.fd}%00`, /like 4,9|control characters/],
      ["", /like 4,9/],
    ];
    for (const [given, words] of cases) {
      const res = await compare(given);
      expect(res.statusCode, given).toBe(400);
      expect(res.json().message, given).toMatch(/^querystring\.ids: /);
      expect(res.json().message, given).toMatch(words);
    }
    const missing = await get("/api/schemes/compare");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/ids/);
  });

  it("answers 404 when a product is unknown or no longer offered", async () => {
    for (const given of [`${ids.ppf},999999`, `${ids.retired},${ids.fd}`]) {
      const res = await compare(given);
      expect(res.statusCode, given).toBe(404);
      expect(res.json().message).toBe("One of these schemes does not exist or is no longer offered.");
    }
  });
});
