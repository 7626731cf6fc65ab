// Which Devanagari characters the product's Hindi uses, for scripts/make-hindi-font.mjs and its test
// (apps/web/src/styles/devanagari-font.test.ts).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** Where learner-facing Hindi lives: interface strings, server messages, contracts, content/hi. */
export const HINDI_SOURCES = ["apps/web/src", "apps/api/src", "packages/contracts/src", "content/hi"];

const DEVANAGARI = /[\u0900-\u097F]/u;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(at);
    // Tests hold made-up Hindi too; only what the product shows counts.
    else if (/\.(tsx?|json|md)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield at;
  }
}

/** Every Devanagari character in HINDI_SOURCES, sorted by code point. */
export async function devanagariUsed(root) {
  const used = new Set();
  for (const dir of HINDI_SOURCES) {
    for await (const file of files(path.join(root, dir))) {
      for (const ch of await readFile(file, "utf8")) if (DEVANAGARI.test(ch)) used.add(ch);
    }
  }
  return [...used].sort((a, b) => a.codePointAt(0) - b.codePointAt(0));
}

/** CSS unicode-range for these characters, runs of neighbours as one range ("U+0901-0903, U+0905"). */
export function unicodeRange(chars) {
  const points = [...new Set([...chars].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}
