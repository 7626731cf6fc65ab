import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildArticle } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { PATIENCE_MS } from "../../../test/patience.js";
import { articles, bankProducts } from "../../platform/db/schema.js";
import {
  VIEW_RENDERS_AT_ONCE,
  VIEW_RENDERS_BURST,
  VIEW_RENDERS_PER_MINUTE,
  VIEW_RENDERS_WAITING,
  VIEWS_KEPT,
} from "./page-renderer.js";

/**
 * Made-up query strings (a security finding of Step 15): a filtered or sorted catalogue, a comparison,
 * an article opened by id are views a query chooses, not pages. With a stand-in for the web app's
 * built entry-server.js that notes each address it draws and can be held mid-render (globalThis, so
 * the test reads and steers the same module), a few hundred of them must neither push a real page out
 * of the cache nor cost more than a bounded number of renders, at once or in a minute.
 */
const FAKE_RENDERER = `
const PATTERNS = ["/", "/about", "/courses", "/articles", "/articles/:slug", "/savings", "/savings/compare"];
const matchers = PATTERNS.map((p) => [p, new RegExp("^" + p.replace(/:[^/]+/g, "[^/]+") + "/?$", "i")]);
export function pagePattern(pathname) {
  return matchers.find(([, re]) => re.test(pathname))?.[0] ?? null;
}
export async function renderApp({ url, language }) {
  const g = globalThis;
  g.__queryRenders = (g.__queryRenders ?? 0) + 1;
  if (g.__queryRendersHeld) await g.__queryRendersHeld;
  return { html: "<main><h1>" + url.replaceAll("&", "&amp;") + "</h1></main>", state: {}, language };
}`;

const INDEX = `<!doctype html><html lang="en"><head><title>Arthshala</title></head><body><div id="root"></div></body></html>`;

type Steer = { __queryRenders?: number; __queryRendersHeld?: Promise<void> };
const steer = globalThis as Steer;
const renders = () => steer.__queryRenders ?? 0;
const drawn = (html: string) => html.match(/<main><h1>(.*?)<\/h1>/)?.[1]?.replaceAll("&amp;", "&") ?? null;

let ctx: TestContext;
let web: string;
// The views' render budget runs on the app's clock: a test moves it to refill the budget, never waits.
const clock = new TestClock("2026-11-20T10:00:00+05:30");
/** Long enough later that the budget is full again (and still the same India day). */
const refill = () => {
  const minutes = Math.ceil(VIEW_RENDERS_BURST / VIEW_RENDERS_PER_MINUTE) + 1;
  clock.set(new Date(clock.now().getTime() + minutes * 60_000).toISOString());
};
const productIds: number[] = [];
let plainArticle = 0;
let sluggedArticle = 0;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-page-cache-queries-"));
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
    listKey: "sbi/fd",
  };
  const rows = await ctx.app.db
    .insert(bankProducts)
    .values(Array.from({ length: 8 }, (_, i) => ({ ...base, productName: `FD ${i + 1}` })))
    .returning({ id: bankProducts.id });
  productIds.push(...rows.map((r) => r.id));
  plainArticle = (await buildArticle(ctx.app, { title: "Read by its id" })).id;
  sluggedArticle = (await buildArticle(ctx.app, { title: "Read by its slug" })).id;
  await ctx.app.db.update(articles).set({ slug: "read-by-its-slug" }).where(eq(articles.id, sluggedArticle));
  await ctx.app.contentChanges.announce(ctx.app.db);
});
afterAll(async () => {
  steer.__queryRendersHeld = undefined;
  await ctx.close();
  await rm(path.dirname(web), { recursive: true, force: true });
});

/** The public pages each with its own address: these are kept. */
const pages = () => [
  "/",
  "/about",
  "/courses",
  "/articles",
  `/articles?article=${plainArticle}`,
  "/articles/read-by-its-slug",
  "/savings",
  "/savings/compare",
];

/** Every comparison of two or three of the products, each order its own address. */
function comparisons(ids: number[]): string[] {
  const out: string[] = [];
  for (const a of ids)
    for (const b of ids) {
      if (b === a) continue;
      out.push(`${a},${b}`);
      for (const c of ids) if (c !== a && c !== b) out.push(`${a},${b},${c}`);
    }
  return out;
}

async function fillWithPages(): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const url of pages()) {
    const res = await call(ctx.app, "GET", url);
    expect(res.statusCode, url).toBe(200);
    expect(drawn(res.body), url).toBe(url);
    bodies.set(url, res.body);
  }
  return bodies;
}

describe("query strings never push a real page out of the page cache", () => {
  it("a few hundred made-up searches and comparisons, spread out: the pages stay kept, the views' cache bounded", async () => {
    const kept = await fillWithPages();
    const flood = [
      ...Array.from({ length: 300 }, (_, n) => `/savings?max_lock_in_months=${n}`),
      ...comparisons(productIds)
        .slice(0, 150)
        .map((ids) => `/savings/compare?ids=${ids}`),
      `/articles?article=${sluggedArticle}`, // a real article, but not at its own address
    ];
    expect(flood.length).toBeGreaterThan(400); // more than the page cache holds
    const before = renders();
    refill();
    const at = clock.now().getTime();
    for (const [i, url] of flood.entries()) {
      // Each a render's worth of budget after the last: every view is drawn as asked.
      clock.set(new Date(at + (i * 60_000) / VIEW_RENDERS_PER_MINUTE).toISOString());
      const res = await call(ctx.app, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(drawn(res.body), url).toBe(url);
    }
    expect(renders()).toBe(before + flood.length);

    // Every real page is still the one drawn before, from the cache: no render.
    const afterFlood = renders();
    for (const [url, body] of kept) expect((await call(ctx.app, "GET", url)).body, url).toBe(body);
    expect(renders()).toBe(afterFlood);

    // The pages' cache holds the pages only; the views' cache stays small.
    expect(ctx.app.pageCacheSizes()).toEqual({ pages: pages().length, views: VIEWS_KEPT });
  });

  it("a few hundred made-up searches in one moment cost the budget's burst of renders; the rest get the shell", async () => {
    const kept = await fillWithPages();
    refill();
    const before = renders();
    let drawnViews = 0;
    for (let n = 0; n < 300; n++) {
      const url = `/savings?max_lock_in_months=${n}&sort=lock_in_asc`;
      const res = await call(ctx.app, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      if (drawn(res.body) === url) drawnViews++;
      // The shell for the app to draw in the browser: the page's own head, nothing in #root.
      else expect(res.body, url).toContain('<div id="root"></div>');
    }
    expect(drawnViews).toBe(VIEW_RENDERS_BURST);
    expect(renders()).toBe(before + VIEW_RENDERS_BURST);
    for (const [url, body] of kept) expect((await call(ctx.app, "GET", url)).body, url).toBe(body);
    expect(renders()).toBe(before + VIEW_RENDERS_BURST);
    // A view already drawn is served from the views' cache, budget or not.
    const again = await call(ctx.app, "GET", "/savings?max_lock_in_months=0&sort=lock_in_asc");
    expect(drawn(again.body)).toBe("/savings?max_lock_in_months=0&sort=lock_in_asc");
    expect(renders()).toBe(before + VIEW_RENDERS_BURST);
  });

  it("a flood at once starts a bounded number of renders and gets the shell; kept pages are served meanwhile", async () => {
    const kept = await fillWithPages();
    refill();
    let release = () => {};
    steer.__queryRendersHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const before = renders();
      const flood = Array.from(
        { length: 200 },
        (_, n) => `/savings?max_lock_in_months=${500 + n}&sort=name_asc`,
      );
      let answered = 0;
      const responses = flood.map((url) =>
        call(ctx.app, "GET", url).then((res) => {
          answered++;
          return res;
        }),
      );
      // All but the few let through (one drawing, the rest waiting their turn) are answered at once.
      const through = VIEW_RENDERS_AT_ONCE + VIEW_RENDERS_WAITING;
      await vi.waitFor(() => expect(answered).toBe(flood.length - through), {
        timeout: PATIENCE_MS,
        interval: 20,
      });
      expect(renders()).toBe(before + VIEW_RENDERS_AT_ONCE);

      // While a render is held, the kept pages are served from the cache, drawn, without a render.
      for (const [url, body] of kept) expect((await call(ctx.app, "GET", url)).body, url).toBe(body);
      expect(renders()).toBe(before + VIEW_RENDERS_AT_ONCE);

      release();
      const all = await Promise.all(responses);
      const drawnViews = all.filter((res) => drawn(res.body) !== null);
      expect(drawnViews.length).toBe(through);
      for (const res of all) {
        expect(res.statusCode).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-cache");
        // The shell for the app to draw in the browser: the page's own head, nothing in #root.
        if (drawn(res.body) === null) expect(res.body).toContain('<div id="root"></div>');
      }
      expect(renders()).toBe(before + through);
      expect(ctx.app.pageCacheSizes().pages).toBe(pages().length);
    } finally {
      release();
      steer.__queryRendersHeld = undefined;
    }
  });
});
