/** The seed courses as content/ holds them (content/courses/*.json), read for the seed and its translations. */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../paths.js";
import { type SeedCourse, seedCourseSchema } from "./content-schema.js";

export const CONTENT_DIR = path.join(REPO_ROOT, "content");

export async function readSeedCourses(contentDir = CONTENT_DIR): Promise<SeedCourse[]> {
  const dir = path.join(contentDir, "courses");
  if (!existsSync(dir)) return [];
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (f) => {
      const parsed = seedCourseSchema.safeParse(JSON.parse(await readFile(path.join(dir, f), "utf8")));
      if (!parsed.success) throw new Error(`content/courses/${f}: ${parsed.error.message}`);
      return parsed.data;
    }),
  );
}

/** A card's text with its source line, in the card's language ("Source:" / "स्रोत:"). */
export function withSource(
  text: string | undefined,
  source: string | undefined,
  label = "Source",
): string | null {
  if (!text) return source ? `${label}: ${source}` : null;
  return source ? `${text}\n\n${label}: ${source}` : text;
}
