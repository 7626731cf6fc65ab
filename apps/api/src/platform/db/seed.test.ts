import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/database.js";
import { readSeedArticles } from "./article-content.js";
import type { Database } from "./client.js";
import { articles, cards, courses, modules } from "./schema.js";
import { CONTENT_DIR, readSeedCourses, seedContent } from "./seed.js";
import { readSeedSchemes } from "./seed-schemes.js";

let database: Database;
let contentDir: string;

const course = {
  slug: "tiny-course",
  title: "A tiny course",
  description: "For testing the loader.",
  thumbnail: "/content/courses/tiny-course/thumbnail.svg",
  duration: 3,
  modules: [
    {
      title: "Module one",
      cards: [
        {
          title: "Hello",
          content_type: "text",
          content_text: "Some words.",
          allotted_finstars: 5,
          source: "RBI",
        },
        {
          title: "Quiz",
          content_type: "question",
          question_type: "mcq_single",
          content_text: "Pick b",
          options: ["a", "b"],
          correct_answer: "b",
          explanation: "Because.",
          allotted_finstars: 10,
        },
      ],
    },
  ],
};

const scheme = {
  product_name: "A test deposit",
  bank_name: "State Bank of India",
  description: "For testing the loader.",
  know_before: ["It is a test."],
  features: ["None."],
  eligibility: ["Anyone."],
  source_url: "https://sbi.co.in/",
  rate: "Check the bank's page for today's rate",
  as_of: "2026-11-01",
  sources: [{ title: "SBI", url: "https://sbi.co.in/" }],
  tags: ["low-risk"],
  type: "fixed_deposit",
  rate_bps: 625,
  lock_in_months: 0,
  min_amount_paise: 100000,
  tax: "taxable_interest",
};

beforeAll(async () => {
  database = await openTestDatabase();
  contentDir = await mkdtemp(path.join(os.tmpdir(), "arthshala-content-"));
  await mkdir(path.join(contentDir, "courses"));
  await writeFile(path.join(contentDir, "courses", "01-tiny.json"), JSON.stringify(course));
  await mkdir(path.join(contentDir, "schemes"));
  await writeFile(
    path.join(contentDir, "schemes", "sbi-fd.json"),
    JSON.stringify({ list: "sbi/fd", products: [scheme] }),
  );
  await mkdir(path.join(contentDir, "articles"));
  await writeFile(
    path.join(contentDir, "articles", "01-hello.md"),
    "---\nslug: hello-money\ntitle: Hello, money\ndate: 2026-05-01\nimage: /content/articles/hello.svg\nexcerpt: A first look.\n---\n## Why\n\nBecause.\n",
  );
});
afterAll(() => database.close());

describe("seed", () => {
  it("loads a course with its modules and cards in order, and a second run changes nothing", async () => {
    const first = await seedContent(database.db, undefined, contentDir);
    expect(first).toEqual({
      coursesAdded: 1,
      coursesPresent: 0,
      articlesAdded: 1,
      schemesAdded: 1,
      translationsAdded: 0,
    });
    const [row] = await database.db.select().from(courses).where(eq(courses.slug, "tiny-course"));
    expect(row).toMatchObject({ title: "A tiny course", modulesCount: 1, duration: 3 });
    const cardRows = await database.db.select().from(cards).orderBy(cards.orderIndex);
    expect(cardRows.map((c) => [c.title, c.orderIndex])).toEqual([
      ["Hello", 0],
      ["Quiz", 1],
    ]);
    expect(cardRows[0]?.contentText).toBe("Some words.\n\nSource: RBI");
    expect(cardRows[1]).toMatchObject({ correctAnswer: "b", explanation: "Because.", options: ["a", "b"] });

    const second = await seedContent(database.db, undefined, contentDir);
    expect(second).toEqual({
      coursesAdded: 0,
      coursesPresent: 1,
      articlesAdded: 0,
      schemesAdded: 0,
      translationsAdded: 0,
    });
    const [article] = await database.db.select().from(articles);
    expect(article).toMatchObject({
      slug: "hello-money",
      title: "Hello, money",
      contentText: "A first look.",
      status: "published",
    });
    expect(article?.content).toBe("## Why\n\nBecause.");
    expect(article?.createdAt.toISOString()).toBe("2026-05-01T03:30:00.000Z");
    const [{ n } = { n: -1 }] = await database.db.select({ n: count() }).from(modules);
    expect(n).toBe(1);
  });

  it("refuses a question whose answer is not among its options, naming the file", async () => {
    const bad = structuredClone(course);
    (bad.modules[0]!.cards[1] as { correct_answer: string }).correct_answer = "z";
    await writeFile(path.join(contentDir, "courses", "02-bad.json"), JSON.stringify({ ...bad, slug: "bad" }));
    await expect(readSeedCourses(contentDir)).rejects.toThrow(/02-bad\.json.*correct_answer/s);
  });

  it("refuses a scheme list the catalogue does not know, and a product without a source", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "arthshala-schemes-"));
    await mkdir(path.join(dir, "schemes"));
    await writeFile(
      path.join(dir, "schemes", "x.json"),
      JSON.stringify({ list: "sbi/crypto", products: [scheme] }),
    );
    await expect(readSeedSchemes(dir)).rejects.toThrow(/x\.json: unknown list "sbi\/crypto"/);
    await writeFile(
      path.join(dir, "schemes", "x.json"),
      JSON.stringify({ list: "sbi/fd", products: [{ ...scheme, sources: [] }] }),
    );
    await expect(readSeedSchemes(dir)).rejects.toThrow(/x\.json.*sources/s);
  });

  it("the repository's own content/ is valid: 10 courses, 36 articles, 28 scheme lists", async () => {
    expect(await readSeedCourses()).toHaveLength(10);
    expect(await readSeedArticles(CONTENT_DIR)).toHaveLength(36);
    expect(await readSeedSchemes(CONTENT_DIR)).toHaveLength(28);
  });
});
