import {
  HINDI_AVOID,
  HINDI_SPELLINGS,
  hasLatinFullStop,
  LATIN_ALLOWED,
  startsAWord,
} from "@arthshala/contracts/hindi-glossary";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>("./locales/hi/*.ts", { eager: true });

/** Every Hindi interface text, by "namespace.key.path". */
function hindiTexts(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = `${prefix}.${key}`;
      if (typeof value === "string") out.set(path, value);
      else walk(value, path);
    }
  };
  for (const [file, module] of Object.entries(files))
    walk(module.default, file.split("/").pop()!.replace(/\.ts$/, ""));
  return out;
}

/**
 * Texts that quote Latin on purpose: a bank SMS as the learner receives it, the words such SMS contain,
 * formula letters, and the published titles of laws and tables cited as sources.
 */
const QUOTES_LATIN = [
  /^tracker\.alert\.placeholder$/,
  /^tracker\.automate\.how$/,
  // Forwarding steps name the mail apps' own buttons and menus (Forward, To, Send, Settings → Mail → Rules).
  /^tracker\.automate\.(?:gmail|outlook)\d$/,
  /^tracker\.automate\.autoTip(?:Gmail|Outlook)$/,
  /^calculators\.phrases\.meanings\./,
  /^calculators\.phrases\.notes\./,
  /^incomeTax\.sources\./,
  /^incomeTax\.notes\.oldRegime$/,
  /^incomeTax\.fields\.otherHint$/,
  /^savings\.sorts\.name_/,
  // A handle's letters are the Latin a to z: the message names them.
  /^account\.handle\.errors\.characters$/,
];

/** The text a reader sees: no {{placeholders}}, <tags> of Trans components or addresses. */
const readable = (text: string) =>
  text
    .replace(/\{\{[^}]+\}\}/g, " ")
    .replace(/<\/?[\w-]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ");

describe("the Hindi interface follows the glossary (packages/contracts/src/hindi-glossary.ts)", () => {
  const texts = hindiTexts();

  it("uses one spelling for each term and none of the phrases a reviewer flagged", () => {
    const found: string[] = [];
    for (const [key, text] of texts) {
      for (const [variant, chosen] of Object.entries({ ...HINDI_SPELLINGS, ...HINDI_AVOID }))
        if (startsAWord(text, variant)) found.push(`${key}: "${variant}" → "${chosen}"`);
    }
    expect(found).toEqual([]);
  });

  it("ends Hindi sentences with ।, not a full stop", () => {
    const found = [...texts].filter(([, text]) => hasLatinFullStop(readable(text))).map(([key]) => key);
    expect(found).toEqual([]);
  });

  it("keeps Latin script to the glossary's names and acronyms", () => {
    const found: string[] = [];
    for (const [key, text] of texts) {
      if (QUOTES_LATIN.some((pattern) => pattern.test(key))) continue;
      for (const [word] of readable(text).matchAll(/[A-Za-z]+/g))
        if (!LATIN_ALLOWED.has(word)) found.push(`${key}: ${word}`);
    }
    expect(found).toEqual([]);
  });

  it("catches what it is for", () => {
    expect(hasLatinFullStop("यह ख़र्च है.")).toBe(true);
    expect(hasLatinFullStop("यह खर्च है।")).toBe(false);
    expect(hasLatinFullStop("दर 7.1% है।")).toBe(false);
    expect(hasLatinFullStop("प्र. 3")).toBe(false);
    expect(startsAWord("इस महीने के ख़र्चे", "ख़र्च")).toBe(true);
    expect(startsAWord("रिफ़ंड मिला", "फ़ंड")).toBe(false);
  });
});
