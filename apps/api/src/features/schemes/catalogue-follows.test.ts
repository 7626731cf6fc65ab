/**
 * A rate that follows another product's (issue 39): the catalogue, the comparison and the scheme page
 * answer the followed product's rate and date (in the reader's language), sort by it, and give age limits.
 */
import { schemeListByKey } from "@arthshala/contracts/schemes-catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { bankProducts, contentTranslations } from "../../platform/db/schema.js";

let ctx: TestContext;
const clock = new TestClock("2026-11-22T10:00:00+05:30");
type NewProduct = typeof bankProducts.$inferInsert;
const hdfc = (p: Partial<NewProduct> & Pick<NewProduct, "productName" | "listKey">): NewProduct => ({
  bankKey: "hdfc",
  bankName: "HDFC Bank",
  description: `${p.productName}: what it is.`,
  sourceUrl: "https://example.in/scheme",
  rate: "see the bank",
  asOf: "2026-11-01",
  sources: [{ title: "The bank", url: "https://example.in/scheme" }],
  productType: "fixed_deposit",
  tax: "taxable_interest",
  ...p,
});
const ids = { fd: 0, rd: 0, scss: 0 };

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  const rows = await ctx.app.db
    .insert(bankProducts)
    .values([
      hdfc({ listKey: "hdfc/fd", productName: "HDFC Bank Fixed Deposit", rateBps: 645, asOf: "2026-10-15" }),
      hdfc({
        listKey: "hdfc/rd",
        productName: "HDFC Bank Recurring Deposit",
        productType: "recurring_deposit",
        rate: "The same as HDFC Bank's FD rate for the same term",
        rateFollows: "HDFC Bank Fixed Deposit",
        asOf: "2025-12-17",
        minAmountPaise: 100_000,
      }),
      hdfc({
        listKey: "govt/scss",
        bankKey: "govt",
        bankName: "Government of India (small savings)",
        productName: "Senior Citizens' Savings Scheme (SCSS)",
        productType: "small_savings",
        rateBps: 820,
        minAge: 60,
      }),
    ])
    .returning({ id: bankProducts.id });
  [ids.fd, ids.rd, ids.scss] = rows.map((r) => r.id) as [number, number, number];
  await ctx.app.db.insert(contentTranslations).values([
    {
      entity: "bank_product",
      entityId: ids.fd,
      locale: "hi",
      fields: { product_name: "HDFC बैंक फ़िक्स्ड डिपॉज़िट", bank_name: "HDFC बैंक" },
    },
    {
      entity: "bank_product",
      entityId: ids.scss,
      locale: "hi",
      fields: { product_name: "वरिष्ठ नागरिक बचत योजना (SCSS)", bank_name: "भारत सरकार (छोटी बचत योजनाएँ)" },
    },
  ]);
});
afterAll(async () => {
  await ctx.close();
});

const get = (path: string, lang = "en") =>
  call(ctx.app, "GET", path, { headers: { "accept-language": lang } });
const followed = {
  product_name: "HDFC Bank Fixed Deposit",
  rate_bps: 645,
  as_of: "2026-10-15",
  freshness: { state: "current" },
};

describe("a rate that follows another product's", () => {
  it("is the followed product's rate and date in the catalogue, and sorts by it", async () => {
    const { products } = (await get("/api/schemes/catalogue")).json();
    const rd = products.find((p: { id: number }) => p.id === ids.rd);
    expect(rd).toMatchObject({ rate_bps: null, rate_follows: followed, min_amount_paise: 100_000 });
    expect(products.map((p: { id: number }) => p.id)).toEqual([ids.scss, ids.fd, ids.rd]);
    expect(products[0]).toMatchObject({ min_age: 60, max_age: null, rate_follows: null });
  });

  it("is named in Hindi for a Hindi reader, with the provider's Hindi name", async () => {
    const { products } = (await get("/api/schemes/catalogue", "hi")).json();
    const byId = new Map(products.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(ids.rd)).toMatchObject({
      rate_follows: { ...followed, product_name: "HDFC बैंक फ़िक्स्ड डिपॉज़िट" },
    });
    expect(byId.get(ids.scss)).toMatchObject({
      product_name: "वरिष्ठ नागरिक बचत योजना (SCSS)",
      provider_name: "भारत सरकार (छोटी बचत योजनाएँ)",
    });
  });

  it("is in the comparison and on the scheme page too", async () => {
    const compared = (await get(`/api/schemes/compare?ids=${ids.rd},${ids.scss}`, "hi")).json();
    expect(compared.products[0].rate_follows.product_name).toBe("HDFC बैंक फ़िक्स्ड डिपॉज़िट");
    expect(compared.products[1].provider_name).toBe("भारत सरकार (छोटी बचत योजनाएँ)");
    const page = (await get(schemeListByKey("hdfc/rd")!.api)).json();
    expect(page[0]).toMatchObject({ rate_follows: followed, min_age: null, max_age: null });
  });
});
