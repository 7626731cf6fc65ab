import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { CONTENT_FRESHNESS } from "@arthshala/contracts/content-freshness";
import { z } from "zod";

/** A seeded article: content/articles/*.md with a front-matter block of `key: value` lines. */
export const seedArticleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1).max(200),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  image: z.string().regex(/^\/content\/[a-z0-9/_.-]+\.(svg|png|jpg|webp)$/),
  excerpt: z.string().min(1).max(220),
  /** The day its text was last revised, when later than `date` (issue 42): its figures' as-of day. */
  updated: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** "financial_year" when its figures are tax rules of one financial year; else they hold a year. */
  freshness: z.enum(CONTENT_FRESHNESS).optional(),
  content: z.string().min(1),
});
export type SeedArticle = z.infer<typeof seedArticleSchema>;

export function parseArticleFile(text: string): Record<string, string> {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/);
  if (!match) throw new Error("missing the --- front matter --- block");
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) fields[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  fields.content = match[2]!.trim();
  return fields;
}

export async function readSeedArticles(contentDir: string): Promise<SeedArticle[]> {
  const dir = path.join(contentDir, "articles");
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (f) => {
      const parsed = seedArticleSchema.safeParse(parseArticleFile(await readFile(path.join(dir, f), "utf8")));
      if (!parsed.success) throw new Error(`content/articles/${f}: ${parsed.error.message}`);
      return parsed.data;
    }),
  );
}
