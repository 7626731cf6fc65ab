import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
const load = (files: Record<string, { default: Tree }>) =>
  Object.fromEntries(
    Object.entries(files).map(([file, module]) => [
      file.split("/").pop()!.replace(/\.ts$/, ""),
      module.default,
    ]),
  );
const english = load(import.meta.glob<{ default: Tree }>("./locales/en/*.ts", { eager: true }));
const hindi = load(import.meta.glob<{ default: Tree }>("./locales/hi/*.ts", { eager: true }));

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * Texts that stay the same in Hindi on purpose: names (of the product, its features, banks, schemes)
 * and finance words young Indians use in English. Anything else identical is a forgotten translation.
 */
const SAME_IN_HINDI = new Set([
  "Arthshala",
  "FinTools",
  "FinTracker",
  "FinStars",
  "{{value}} FinStars",
  "FinScore",
  "Admin Dashboard",
  "EMI",
  "SIP",
  "PPF",
  "FD",
  "RD",
  "NPS",
  "UPI",
  "OK",
]);

/** Only {{placeholders}} and punctuation ("{{action}}: {{title}}"): nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ""));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("Hindi translations", () => {
  it("have a namespace for every English namespace, and none extra", () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  });

  for (const [namespace, tree] of Object.entries(english)) {
    it(`give every English text of "${namespace}" a Hindi one`, () => {
      const en = flatten(tree);
      const hi = flatten(hindi[namespace] ?? {});
      const missing = [...en.keys()].filter((key) => !hi.get(key)?.trim());
      expect(missing, `no Hindi for ${namespace}: ${missing.join(", ")}`).toEqual([]);
      const extra = [...hi.keys()].filter((key) => !en.has(key));
      expect(extra, `Hindi keys with no English in ${namespace}`).toEqual([]);
      const untranslated = [...en].filter(
        ([key, text]) => hi.get(key) === text && !SAME_IN_HINDI.has(text) && hasWords(text),
      );
      expect(
        untranslated.map(([key]) => key),
        `left in English in ${namespace}`,
      ).toEqual([]);
      const wrongSlots = [...en].filter(([key, text]) => {
        const other = hi.get(key);
        return other !== undefined && placeholders(other).join() !== placeholders(text).join();
      });
      expect(
        wrongSlots.map(([key]) => key),
        `{{placeholders}} differ in ${namespace}`,
      ).toEqual([]);
    });
  }
});

describe("the first screen", () => {
  // The web app's src/, whether vitest runs from the repository's root or from apps/web.
  const src = [join(process.cwd(), "src"), join(process.cwd(), "apps/web/src")].find((dir) =>
    existsSync(join(dir, "lib/i18n/index.ts")),
  )!;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it("never imports Hindi texts statically: they are fetched only when Hindi is chosen", () => {
    const offenders = files(src).filter((file) => {
      const rel = relative(src, file);
      if (rel.includes("locales/hi/") || /\.test\.tsx?$/.test(rel)) return false;
      const text = readFileSync(file, "utf8");
      return (
        /^import\s+(?!type\b)[^;]*locales\/hi\//m.test(text) || /glob[^)]*locales\/hi[^)]*eager/s.test(text)
      );
    });
    expect(offenders).toEqual([]);
  });

  it("bundles English only for the first screen's namespaces", () => {
    const setup = readFileSync(join(src, "lib/i18n/index.ts"), "utf8");
    const staticEnglish = [...setup.matchAll(/^import \w+ from "\.\/locales\/en\/(\w+)";$/gm)].map(
      (m) => m[1],
    );
    expect(staticEnglish.sort()).toEqual(["common", "landing"]);
  });
});
