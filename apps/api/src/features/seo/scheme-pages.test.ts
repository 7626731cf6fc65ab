import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SCHEME_LISTS } from "@arthshala/contracts/schemes-catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { CONTENT_DIR } from "../../platform/db/seed.js";
import { seedSchemes } from "../../platform/db/seed-schemes.js";

let ctx: TestContext;
let web: string;
const clock = new TestClock("2026-11-27T10:00:00+05:30");

beforeAll(async () => {
  web = await mkdtemp(path.join(os.tmpdir(), "arthshala-scheme-pages-"));
  await mkdir(path.join(web, "assets"));
  await writeFile(
    path.join(web, "index.html"),
    `<!doctype html><html lang="en"><head><title>Arthshala</title></head><body><div id="root"></div></body></html>`,
  );
  ctx = await createTestApp({ WEB_DIST_DIR: web, PUBLIC_URL: "https://arthshala.example" }, { clock });
  await seedSchemes(ctx.app.db, CONTENT_DIR);
});
afterAll(async () => {
  await ctx.close();
  await rm(web, { recursive: true, force: true });
});

describe("scheme pages before any script runs", () => {
  it("every scheme page, the Government's small savings too, is a real page with its title", async () => {
    for (const list of SCHEME_LISTS) {
      const res = await call(ctx.app, "GET", `/${list.route}`);
      expect(res.statusCode, list.route).toBe(200);
      expect(res.body, list.route).toContain(
        `<title>${list.title.replace(/'/g, "&#39;")} · Arthshala</title>`,
      );
    }
  });

  it("writes each rate with the date it was read, 'last notified on' once past its quarter", async () => {
    const ppf = (await call(ctx.app, "GET", "/ppf")).body;
    // The latest notification found is January 2026's: in November 2026 it is past its quarter.
    expect(ppf).toContain("Rate: 7.1% a year · last notified on 1 January 2026");
    const td = (await call(ctx.app, "GET", "/potd")).body;
    expect(td).toContain("Rate: 6.9% a year for 1 year · last notified on 1 January 2026");
    expect(td).toContain("Rate: 7.5% a year for 5 years · last notified on 1 January 2026");
  });
});
