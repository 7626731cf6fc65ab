import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  HINDI_AVOID,
  HINDI_SPELLINGS,
  hasLatinFullStop,
  latinWordsNotAllowed,
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

/** JSON fields that name files, tags or card kinds: the app reads them, a learner never sees them. */
const IDENTIFIER_FIELDS = new Set([
  "slug",
  "list",
  "thumbnail",
  "image",
  "tags",
  "options_tags",
  "content_type",
  "question_type",
  "answer_unit",
  "freshness",
  "as_of",
  "updated",
]);

/** A true/false question's answer is the app's "true" or "false", shown in the learner's language. */
const isIdentifierValue = (field: string, value: string) =>
  field === "correct_answer" && (value === "true" || value === "false");
/** Markdown front matter that is not shown as text: the address, the picture and dates. */
const IDENTIFIER_FRONT_MATTER = new Set(["slug", "image", "date", "effective", "updated", "freshness"]);

/**
 * What a learner reads without the addresses in it: Markdown link targets, web addresses, bare domains
 * ("rbi.org.in"), the app's own paths ("/account"), e-mail addresses and UPI handles ("@valid") are
 * written in Latin wherever they appear. {{placeholders}} are filled in when the page is shown.
 */
const withoutAddresses = (text: string) =>
  text
    .replace(/\{\{\w+\}\}/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(in|com|org|net|gov)\b(\/\S*)?/g, " ")
    .replace(/(?<![\w.])@[a-z]+\b/g, " ")
    .replace(/(?<=^|[\s(])\/[a-z][\w/-]*/g, " ");

/**
 * In a source citation (a card's "source", a line under an article's "## स्रोत"), the official short title
 * of an Act, Rules, Regulations, Directions, Scheme or Code may stay as published, with its year:
 * "Income-tax Act, 1961", "SEBI (Mutual Funds) Regulations, 2026". A reader looks the law up by that title.
 * Everything else in the citation (who published it, what it says, a circular's or booklet's subject) is
 * Hindi, as English titles without a year are descriptions a reader does not need in English. A Gazette
 * notification's number ("G.S.R. 846(E)") is a number, kept as the Gazette prints it.
 */
const TITLE_WORD = String.raw`\(?(?:[A-Z][\w.'’&-]*|\d+|and|under|the|of|for|on|to|in)\)?:?`;
const LAW_TITLE = new RegExp(
  String.raw`${TITLE_WORD}(?:(?: | – )${TITLE_WORD})*? (?:Act|Rules|Regulations|Directions|Scheme|Code), (?:19|20)\d\d\b` +
    String.raw`|\b(?:G\.S\.R|S\.O)\. \d+\(E\)`,
  "g",
);

/** Each learner-facing text of a Hindi file, with where it is ("modules[0].cards[2].source", "line 14"). */
function learnerTexts(name: string, text: string): { where: string; text: string; isSource: boolean }[] {
  const out: { where: string; text: string; isSource: boolean }[] = [];
  if (name.endsWith(".json")) {
    const walk = (value: unknown, where: string, field: string) => {
      if (typeof value === "string") {
        if (!isIdentifierValue(field, value)) out.push({ where, text: value, isSource: field === "source" });
      } else if (Array.isArray(value))
        for (const [i, item] of value.entries()) walk(item, `${where}[${i}]`, field);
      else if (value && typeof value === "object")
        for (const [key, item] of Object.entries(value)) {
          if (IDENTIFIER_FIELDS.has(key)) continue;
          // Field names are snake_case; any other key is a label the page shows (a scheme's features).
          const at = where ? `${where}.${key}` : key;
          if (!/^[a-z_]+$/.test(key)) out.push({ where: at, text: key, isSource: false });
          walk(item, at, key);
        }
    };
    walk(JSON.parse(text), "", "");
    return out;
  }
  let frontMatter = false;
  let inSources = false;
  for (const [i, line] of text.split("\n").entries()) {
    if (line === "---") {
      frontMatter = i === 0;
      continue;
    }
    const where = `line ${i + 1}`;
    if (frontMatter) {
      const [, key = "", value = ""] = /^(\w+):\s*(.*)$/.exec(line) ?? [];
      if (!IDENTIFIER_FRONT_MATTER.has(key)) out.push({ where, text: value, isSource: false });
      continue;
    }
    if (line.startsWith("#")) inSources = /^##\s+स्रोत\s*$/.test(line);
    out.push({ where, text: line, isSource: inSources });
  }
  return out;
}

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

  it("keeps Latin script to the glossary's names and acronyms, addresses and the titles of laws cited", () => {
    const found: string[] = [];
    for (const { name, text } of files)
      for (const { where, text: shown, isSource } of learnerTexts(name, text)) {
        const readable = withoutAddresses(isSource ? shown.replace(LAW_TITLE, " ") : shown);
        const words = [...new Set(latinWordsNotAllowed(readable))];
        if (words.length > 0) found.push(`${name} ${where}: ${words.join(", ")}`);
      }
    expect(found).toEqual([]);
  });

  it("tells a law's title and an address from a stray English word", () => {
    const stray = (text: string, isSource = false) =>
      latinWordsNotAllowed(withoutAddresses(isSource ? text.replace(LAW_TITLE, " ") : text));
    expect(stray("Income-tax Act, 1961, धारा 80C; SEBI (Mutual Funds) Regulations, 2026", true)).toEqual([]);
    expect(stray("SEBI (Mutual Funds) Regulations, 2026")).toEqual(["Mutual", "Funds", "Regulations"]);
    expect(stray("RBI, Master Direction – Interest Rate on Deposits", true)).toContain("Deposits");
    expect(stray("RBI circular on the Banking Regulation Act, 1949", true)).toEqual(["circular"]);
    expect(
      stray("Finance (No. 2) Act, 2024; Reserve Bank – Integrated Ombudsman Scheme, 2021", true),
    ).toEqual([]);
    expect(stray("₹500/month, /account पर")).toEqual(["month"]);
    expect(stray("[rbi.org.in](https://www.rbi.org.in) पर @valid हैंडल देखें")).toEqual([]);
    expect(stray("आंशिक निकासी (partial withdrawal)")).toEqual(["partial", "withdrawal"]);
  });
});
