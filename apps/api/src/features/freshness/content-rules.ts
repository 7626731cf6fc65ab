/**
 * The content check's rules (issue 42), pure: what in a course card or an article counts as a figure that
 * goes out of date (a rupee amount, a percentage, a section of a law), and what such content must carry
 * (a source and the day it was checked, or the mark that its figures are a made-up worked example), plus
 * that every English file has a Hindi one that is not older. content-check.test.ts runs them over content/.
 * Files are read loosely (plain JSON and front matter), so a half-written file still gets these messages.
 */

/** A rupee amount, a percentage, "section 80C" / "धारा 80C", or the word "प्रतिशत". */
const FIGURE_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: "a rupee amount", pattern: /₹\s?[0-9०-९]/u },
  { name: "a percentage", pattern: /[0-9०-९](?:[.,][0-9०-९]+)?\s?%/u },
  { name: "a percentage", pattern: /प्रतिशत/u },
  { name: "a section of a law", pattern: /\bsection\s+[0-9]+[A-Z]*/iu },
  { name: "a section of a law", pattern: /धारा\s+[0-9०-९]+/u },
];

/** The first figure a text states ("a rupee amount: ₹8,000"), or null when it states none. */
export function firstFigure(text: string): string | null {
  for (const { name, pattern } of FIGURE_PATTERNS) {
    const match = text.match(pattern);
    if (match) {
      const at = match.index ?? 0;
      return `${name}: "${text
        .slice(Math.max(0, at - 10), at + match[0].length + 10)
        .replace(/\s+/g, " ")
        .trim()}"`;
    }
  }
  return null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Problem {
  file: string;
  /** "card 2.3 "Title"", "front matter", "## Sources" */
  where: string;
  rule: string;
}

export const problemText = (p: Problem): string => `${p.file} — ${p.where}: ${p.rule}`;

/** A course file as JSON gives it: only the fields these rules read. */
export interface LooseCourse {
  slug?: unknown;
  updated?: unknown;
  modules?: { cards?: LooseCard[] }[];
}
export interface LooseCard {
  title?: unknown;
  content_text?: unknown;
  options?: unknown;
  explanation?: unknown;
  source?: unknown;
  as_of?: unknown;
  freshness?: unknown;
  example?: unknown;
}

const strings = (v: unknown): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : [];

/** The texts of a card a learner reads that may state a figure: its text, options and explanation. */
const cardTexts = (c: LooseCard): string[] => [
  ...strings(c.content_text),
  ...strings(c.options),
  ...strings(c.explanation),
];

const cardLabel = (mi: number, ci: number, c: LooseCard) =>
  `card ${mi + 1}.${ci + 1}${typeof c.title === "string" ? ` "${c.title}"` : ""}`;

/** Each card with where it sits, module and card numbered from 1 in messages. */
function* eachCard(course: LooseCourse): Generator<{ mi: number; ci: number; card: LooseCard }> {
  for (const [mi, m] of (course.modules ?? []).entries())
    for (const [ci, card] of (m.cards ?? []).entries()) yield { mi, ci, card };
}

/** The rules one course file (either language) must meet by itself. */
export function courseProblems(file: string, course: LooseCourse): Problem[] {
  const out: Problem[] = [];
  if (typeof course.updated !== "string" || !ISO_DAY.test(course.updated))
    out.push({
      file,
      where: "course",
      rule: 'needs "updated": the day its text was last revised (YYYY-MM-DD)',
    });
  for (const { mi, ci, card } of eachCard(course)) {
    const where = cardLabel(mi, ci, card);
    const hasSource = typeof card.source === "string" && card.source.trim() !== "";
    const asOf = card.as_of;
    if (asOf !== undefined && (typeof asOf !== "string" || !ISO_DAY.test(asOf)))
      out.push({ file, where, rule: '"as_of" is a day written YYYY-MM-DD' });
    if (hasSource && asOf === undefined)
      out.push({ file, where, rule: 'has a "source" but no "as_of": say the day the source was checked' });
    if (card.freshness !== undefined && card.freshness !== "financial_year" && card.freshness !== "year")
      out.push({ file, where, rule: '"freshness" is "financial_year" (tax rules) or "year"' });
    if (card.example !== undefined && card.example !== true)
      out.push({ file, where, rule: '"example" is true or left out' });
    if (card.example === true) continue;
    if (hasSource) continue; // with as_of it is sourced; without, the rule above has said so
    const figure = cardTexts(card)
      .map(firstFigure)
      .find((f) => f !== null);
    if (figure)
      out.push({
        file,
        where,
        rule: `states ${figure} without a "source" and "as_of" (or "example": true if its figures are a made-up worked example)`,
      });
  }
  return out;
}

/** A Hindi course against its English one: the Hindi text and its checked facts are not older. */
export function courseTranslationProblems(hiFile: string, hi: LooseCourse, en: LooseCourse): Problem[] {
  const out: Problem[] = [];
  if (typeof hi.updated === "string" && typeof en.updated === "string" && hi.updated < en.updated)
    out.push({
      file: hiFile,
      where: "course",
      rule: `"updated" ${hi.updated} is older than the English course's ${en.updated}: revise the Hindi`,
    });
  const hiCards = [...eachCard(hi)];
  for (const { mi, ci, card } of eachCard(en)) {
    const h = hiCards.find((x) => x.mi === mi && x.ci === ci)?.card;
    if (!h) {
      out.push({ file: hiFile, where: cardLabel(mi, ci, card), rule: "the English card has no Hindi card" });
      continue;
    }
    if (typeof card.as_of !== "string") continue;
    if (typeof h.as_of !== "string" || h.as_of < card.as_of)
      out.push({
        file: hiFile,
        where: cardLabel(mi, ci, h),
        rule: `"as_of" ${typeof h.as_of === "string" ? h.as_of : "missing"} is older than the English card's ${card.as_of}`,
      });
  }
  return out;
}

/** An article's front matter (key: value lines) and its body. */
export interface LooseArticle {
  fields: Record<string, string>;
  body: string;
}

export function parseFrontMatter(text: string): LooseArticle | null {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/);
  if (!match) return null;
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) fields[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return { fields, body: match[2]! };
}

const SOURCES_HEADING = /^##\s+(Sources|स्रोत)\s*$/mu;

/** The day an article was last revised: `updated` when it has one, else its `date`. */
export const articleRevised = (a: LooseArticle): string | undefined => a.fields.updated ?? a.fields.date;

export function articleProblems(file: string, text: string): Problem[] {
  const article = parseFrontMatter(text);
  if (!article) return [{ file, where: "front matter", rule: "missing the --- front matter --- block" }];
  const out: Problem[] = [];
  const { fields, body } = article;
  for (const key of ["date", "updated"] as const)
    if (fields[key] !== undefined && !ISO_DAY.test(fields[key]!))
      out.push({ file, where: "front matter", rule: `"${key}" is a day written YYYY-MM-DD` });
  if (fields.freshness !== undefined && fields.freshness !== "financial_year" && fields.freshness !== "year")
    out.push({ file, where: "front matter", rule: '"freshness" is financial_year (tax rules) or year' });
  const sources = body.search(SOURCES_HEADING);
  const figure = firstFigure(sources < 0 ? body : body.slice(0, sources));
  if (figure) {
    if (fields.date === undefined)
      out.push({ file, where: "front matter", rule: `states ${figure} but has no "date"` });
    if (sources < 0)
      out.push({
        file,
        where: "## Sources",
        rule: `states ${figure} but has no "## Sources" (Hindi "## स्रोत") section`,
      });
    else if (body.slice(sources).split(/\r?\n/).slice(1).join("").trim() === "")
      out.push({ file, where: "## Sources", rule: "the Sources section is empty" });
  }
  return out;
}

export function articleTranslationProblems(hiFile: string, hiText: string, enText: string): Problem[] {
  const hi = parseFrontMatter(hiText);
  const en = parseFrontMatter(enText);
  if (!hi || !en) return [];
  const hiDay = articleRevised(hi);
  const enDay = articleRevised(en);
  if (hiDay && enDay && hiDay < enDay)
    return [
      {
        file: hiFile,
        where: "front matter",
        rule: `revised ${hiDay}, older than the English article's ${enDay}: revise the Hindi`,
      },
    ];
  return [];
}

/** English files with no Hindi file of the same name. */
export function missingTranslations(folder: string, english: string[], hindi: string[]): Problem[] {
  const have = new Set(hindi);
  return english
    .filter((name) => !have.has(name))
    .map((name) => ({
      file: `content/${folder}/${name}`,
      where: "file",
      rule: `has no Hindi version: add content/hi/${folder}/${name}`,
    }));
}
