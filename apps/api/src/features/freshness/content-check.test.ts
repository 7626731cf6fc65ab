/**
 * The content check (issue 42): every course card and article in content/ that states a rupee amount, a
 * percentage or a section of a law says where it comes from and when that was checked (or marks itself a
 * worked example), and every English file has a Hindi one that is not older. Rules: content-rules.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "../../platform/db/course-files.js";
import {
  articleProblems,
  articleTranslationProblems,
  courseProblems,
  courseTranslationProblems,
  type LooseCourse,
  missingTranslations,
  type Problem,
  problemText,
} from "./content-rules.js";

const list = (folder: string, ext: string) => {
  const dir = path.join(CONTENT_DIR, folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .sort()
    : [];
};
const read = (folder: string, name: string) => readFileSync(path.join(CONTENT_DIR, folder, name), "utf8");

/** All problems as one readable list, so a failure names every file, card and rule at once. */
const report = (problems: Problem[]) => problems.map(problemText).join("\n");

describe("content check", () => {
  it("every course card with a figure has a source and as_of, or is marked an example", () => {
    const problems: Problem[] = [];
    for (const folder of ["courses", "hi/courses"])
      for (const name of list(folder, ".json"))
        problems.push(
          ...courseProblems(`content/${folder}/${name}`, JSON.parse(read(folder, name)) as LooseCourse),
        );
    expect(report(problems)).toBe("");
  });

  it("every article with a figure has a date and a Sources section", () => {
    const problems: Problem[] = [];
    for (const folder of ["articles", "hi/articles"])
      for (const name of list(folder, ".md"))
        problems.push(...articleProblems(`content/${folder}/${name}`, read(folder, name)));
    expect(report(problems)).toBe("");
  });

  it("every English course and article has a Hindi version that is not older", () => {
    const problems: Problem[] = [];
    for (const [folder, ext] of [
      ["courses", ".json"],
      ["articles", ".md"],
    ] as const) {
      const hindi = list(`hi/${folder}`, ext);
      problems.push(...missingTranslations(folder, list(folder, ext), hindi));
      for (const name of hindi) {
        if (!existsSync(path.join(CONTENT_DIR, folder, name))) continue;
        const hiFile = `content/hi/${folder}/${name}`;
        if (folder === "courses")
          problems.push(
            ...courseTranslationProblems(
              hiFile,
              JSON.parse(read(`hi/${folder}`, name)) as LooseCourse,
              JSON.parse(read(folder, name)) as LooseCourse,
            ),
          );
        else
          problems.push(
            ...articleTranslationProblems(hiFile, read(`hi/${folder}`, name), read(folder, name)),
          );
      }
    }
    expect(report(problems)).toBe("");
  });
});
