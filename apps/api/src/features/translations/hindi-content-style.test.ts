import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  HINDI_AVOID,
  HINDI_SPELLINGS,
  hasLatinFullStop,
  startsAWord,
} from "@arthshala/contracts/hindi-glossary";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "../../platform/db/seed.js";

const HINDI_DIR = path.join(CONTENT_DIR, "hi");

/** Every file under content/hi, as "folder/name" and its text. */
const files = readdirSync(HINDI_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { name: path.relative(HINDI_DIR, file), text: readFileSync(file, "utf8") };
  });

describe("the Hindi content follows the glossary (packages/contracts/src/hindi-glossary.ts)", () => {
  it("has the courses and articles to check", () => {
    expect(files.filter((f) => f.name.startsWith("courses")).length).toBeGreaterThanOrEqual(4);
    expect(files.filter((f) => f.name.startsWith("articles")).length).toBeGreaterThanOrEqual(18);
  });

  it("uses one spelling for each term and none of the phrases a reviewer flagged", () => {
    const found: string[] = [];
    for (const { name, text } of files)
      for (const [variant, chosen] of Object.entries({ ...HINDI_SPELLINGS, ...HINDI_AVOID }))
        if (startsAWord(text, variant)) found.push(`${name}: "${variant}" → "${chosen}"`);
    expect(found).toEqual([]);
  });

  it("ends Hindi sentences with ।, not a full stop", () => {
    const found: string[] = [];
    for (const { name, text } of files) {
      // JSON strings hold "\n" escapes; Markdown lines are read as they are.
      const lines = name.endsWith(".json") ? text.split("\\n") : text.split("\n");
      for (const line of lines) if (hasLatinFullStop(line)) found.push(`${name}: ${line.trim().slice(-60)}`);
    }
    expect(found).toEqual([]);
  });
});
