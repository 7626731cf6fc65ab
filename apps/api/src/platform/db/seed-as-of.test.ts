import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/database.js";
import type { Database } from "./client.js";
import { articles, cards } from "./schema.js";
import { seedContent } from "./seed.js";

let database: Database;
let contentDir: string;

const card = (title: string, extra: object) => ({
  title,
  content_type: "text",
  content_text: "PPF pays 7.1% a year.",
  allotted_finstars: 5,
  ...extra,
});
const course = {
  slug: "dated-course",
  title: "A dated course",
  description: "For testing as-of days.",
  updated: "2026-11-23",
  thumbnail: "/content/courses/dated-course/thumbnail.svg",
  duration: 3,
  modules: [
    {
      title: "Module one",
      cards: [
        card("Rate", { source: "NSI", as_of: "2026-10-01" }),
        card("Tax", { source: "Income-tax Act, 1961", as_of: "2026-04-02", freshness: "financial_year" }),
        card("Sum", { content_text: "Save ₹500.", example: true }),
      ],
    },
  ],
};

beforeAll(async () => {
  database = await openTestDatabase();
  contentDir = await mkdtemp(path.join(os.tmpdir(), "arthshala-as-of-"));
  await mkdir(path.join(contentDir, "courses"));
  await writeFile(path.join(contentDir, "courses", "01-dated.json"), JSON.stringify(course));
  await mkdir(path.join(contentDir, "articles"));
  await writeFile(
    path.join(contentDir, "articles", "01-tax.md"),
    "---\nslug: tax-now\ntitle: Tax now\ndate: 2026-05-01\nfreshness: financial_year\nimage: /content/articles/tax.svg\nexcerpt: Tax.\n---\nA ₹75,000 deduction.\n\n## Sources\n\n- Income Tax Department\n",
  );
});
afterAll(() => database.close());

const cardDays = async () =>
  (await database.db.select().from(cards).orderBy(cards.orderIndex)).map((c) => [
    c.title,
    c.asOf,
    c.freshness,
  ]);

describe("seeded as-of days", () => {
  it("a new database gets each card's and article's as-of day and freshness", async () => {
    await seedContent(database.db, undefined, contentDir);
    expect(await cardDays()).toEqual([
      ["Rate", "2026-10-01", null],
      ["Tax", "2026-04-02", "financial_year"],
      ["Sum", null, null],
    ]);
    const [article] = await database.db.select().from(articles);
    expect(article).toMatchObject({ asOf: "2026-05-01", freshness: "financial_year" });
  });

  it("a database seeded before as-of days gets them by course, order and title, never over an admin's", async () => {
    // As an older server left it: no days; an admin has since retitled one card and re-dated the article.
    await database.db.update(cards).set({ asOf: null, freshness: null });
    await database.db.update(cards).set({ title: "Rate, rewritten" }).where(eq(cards.title, "Rate"));
    await database.db.update(articles).set({ asOf: "2026-11-20", freshness: null });

    await seedContent(database.db, undefined, contentDir);
    expect(await cardDays()).toEqual([
      ["Rate, rewritten", null, null],
      ["Tax", "2026-04-02", "financial_year"],
      ["Sum", null, null],
    ]);
    const [article] = await database.db.select().from(articles);
    expect(article).toMatchObject({ asOf: "2026-11-20", freshness: null });

    // A card an admin dated keeps its day on the next start.
    await database.db.update(cards).set({ asOf: "2026-11-25" }).where(eq(cards.title, "Tax"));
    await seedContent(database.db, undefined, contentDir);
    expect((await cardDays())[1]).toEqual(["Tax", "2026-11-25", "financial_year"]);
  });
});
