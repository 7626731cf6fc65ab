import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { bankProducts } from "../../platform/db/schema.js";

/**
 * The savings catalogue's pages as the server draws them (issue 28), with a stand-in for the web app's
 * built entry-server.js that writes the address it was asked to draw: a filtered list is drawn with its
 * filters (so the browser hydrates the same list), and a comparison only of products that exist.
 */
const FAKE_RENDERER = `
export function pagePattern(pathname) {
  return ["/savings", "/savings/compare"].includes(pathname) ? pathname : null;
}
export async function renderApp({ url, language }) {
  globalThis.__catalogueRenders = (globalThis.__catalogueRenders ?? 0) + 1;
  return { html: "<main><h1>" + url.replaceAll("&", "&amp;") + "</h1></main>", state: {}, language };
}`;

const INDEX = `<!doctype html><html lang="en"><head><title>Arthshala</title></head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let web: string;
const clock = new TestClock("2026-12-31T23:00:00+05:30");
const ids: number[] = [];

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-catalogue-pages-"));
  web = path.join(dir, "dist");
  await mkdir(path.join(web, "assets"), { recursive: true });
  await mkdir(`${web}-ssr`);
  await writeFile(path.join(web, "index.html"), INDEX);
  await writeFile(path.join(`${web}-ssr`, "entry-server.js"), FAKE_RENDERER);
  ctx = await createTestApp({ WEB_DIST_DIR: web }, { clock });
  const base = {
    bankKey: "sbi" as const,
    bankName: "State Bank of India",
    description: "A product.",
    sourceUrl: "https://example.in/p",
    rate: "6% a year",
    asOf: "2026-11-01",
    sources: [{ title: "SBI", url: "https://example.in/p" }],
    productType: "fixed_deposit" as const,
    tax: "taxable_interest" as const,
  };
  const rows = await ctx.app.db
    .insert(bankProducts)
    .values([
      { ...base, listKey: "sbi/fd", productName: "FD one" },
      { ...base, listKey: "sbi/fd", productName: "FD two" },
      { ...base, listKey: "sbi/fd", productName: "FD gone", retiredOn: "2026-10-01" },
    ])
    .returning({ id: bankProducts.id });
  ids.push(...rows.map((r) => r.id));
});
afterAll(async () => {
  await ctx.close();
  await rm(path.dirname(web), { recursive: true, force: true });
});

const renders = () => (globalThis as { __catalogueRenders?: number }).__catalogueRenders ?? 0;
const drawn = (html: string) => html.match(/<main><h1>(.*?)<\/h1>/)?.[1]?.replaceAll("&amp;", "&") ?? null;

describe("the savings catalogue's pages", () => {
  it("draws /savings with its filters in one canonical order, with its own title", async () => {
    const plain = await call(ctx.app, "GET", "/savings");
    expect(plain.statusCode).toBe(200);
    expect(drawn(plain.body)).toBe("/savings");
    expect(plain.body).toContain("<title>Savings schemes: browse and compare · Arthshala</title>");

    const filtered = await call(ctx.app, "GET", "/savings?sort=name_asc&type=small_savings,fixed_deposit");
    expect(filtered.statusCode).toBe(200);
    expect(drawn(filtered.body)).toBe("/savings?type=fixed_deposit,small_savings&sort=name_asc");
    // Unknown values are dropped, as the page drops them: the same drawing, from the cache.
    const before = renders();
    const messy = await call(
      ctx.app,
      "GET",
      "/savings?type=fixed_deposit,stocks,small_savings&sort=name_asc&utm=x",
    );
    expect(drawn(messy.body)).toBe("/savings?type=fixed_deposit,small_savings&sort=name_asc");
    expect(renders()).toBe(before);
  });

  it("draws a comparison of products that exist, and answers 404 for unknown, retired or junk ids", async () => {
    const [one, two, gone] = ids as [number, number, number];
    const ok = await call(ctx.app, "GET", `/savings/compare?ids=${two},${one}`);
    expect(ok.statusCode).toBe(200);
    expect(drawn(ok.body)).toBe(`/savings/compare?ids=${two},${one}`);
    expect(ok.body).toContain("<title>Compare savings schemes · Arthshala</title>");
    for (const bad of [
      `${one},999999`,
      `${one},${gone}`,
      `${one}`,
      `${one},${one}`,
      "x,y",
      `${one},${two}%00`,
    ]) {
      const res = await call(ctx.app, "GET", `/savings/compare?ids=${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(drawn(res.body), bad).toBeNull();
    }
    // Without ids the page says how to choose: a page of its own.
    const none = await call(ctx.app, "GET", "/savings/compare");
    expect(none.statusCode).toBe(200);
    expect(drawn(none.body)).toBe("/savings/compare");
  });

  it("draws a visitor's page afresh on a new India day: a rate current yesterday may be past its time today", async () => {
    await call(ctx.app, "GET", "/savings?sort=lock_in_asc");
    const before = renders();
    await call(ctx.app, "GET", "/savings?sort=lock_in_asc");
    expect(renders()).toBe(before);
    clock.set("2027-01-01T00:30:00+05:30");
    await call(ctx.app, "GET", "/savings?sort=lock_in_asc");
    expect(renders()).toBe(before + 1);
  });

  it("lists /savings in the sitemap", async () => {
    const sitemap = await call(ctx.app, "GET", "/sitemap.xml");
    expect(sitemap.body).toContain("/savings</loc>");
    expect(sitemap.body).not.toContain("/savings/compare");
  });
});
