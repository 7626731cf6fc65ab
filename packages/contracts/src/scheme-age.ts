/**
 * Who may open a scheme by age (issue 39), against a learner's age band (age-bands.ts). A product's
 * min_age/max_age are the ages of the person who holds it in their own name; a product held by a child
 * (max_age under 18, like Sukanya Samriddhi for a girl under 10) is opened by a parent or guardian, so it
 * is described as that, never as something the learner is "too old" for.
 */
import { AGE_BAND_RANGES, type AgeBand } from "./age-bands.js";

export type AgeRule =
  | { kind: "from"; min: number }
  | { kind: "upTo"; max: number }
  | { kind: "between"; min: number; max: number }
  /** Held by a child under `under`, opened by a parent or guardian. */
  | { kind: "forChild"; under: number };

export const ADULT_AGE = 18;
/**
 * Below this a learner does not open anything alone and is not this app's reader on their own: the
 * under-18 band is read as 10 to 17 (minors from 10 may open many accounts themselves, RBI 2014 and 2025).
 */
const YOUNGEST_READER = 10;

/** The product's age rule in words-ready form, or null when it has none. */
export function ageRule(p: { min_age: number | null; max_age: number | null }): AgeRule | null {
  const { min_age: min, max_age: max } = p;
  if (max !== null && max < ADULT_AGE) return { kind: "forChild", under: max + 1 };
  if (min !== null && max !== null) return { kind: "between", min, max };
  if (min !== null) return { kind: "from", min };
  if (max !== null) return { kind: "upTo", max };
  return null;
}

/**
 * Whether someone in the band may hold the product in their own name: true when any age of the band is
 * within the product's limits (a 55-year-old retiree aside, which the scheme's page explains). True when
 * the product has no age rule.
 */
export function bandCanOpen(p: { min_age: number | null; max_age: number | null }, band: AgeBand): boolean {
  const range = AGE_BAND_RANGES[band];
  const from = Math.max(range.from, YOUNGEST_READER);
  const to = range.to ?? Number.POSITIVE_INFINITY;
  return (p.min_age === null || to >= p.min_age) && (p.max_age === null || from <= p.max_age);
}

/**
 * The entries with those the band can open first, each part keeping the order it had (the learner's
 * sort). Without a band, the order is left as it is.
 */
export function openableFirst<T extends { min_age: number | null; max_age: number | null }>(
  entries: readonly T[],
  band: AgeBand | null,
): T[] {
  if (band === null) return [...entries];
  const yes = entries.filter((e) => bandCanOpen(e, band));
  const no = entries.filter((e) => !bandCanOpen(e, band));
  return [...yes, ...no];
}
