/**
 * A scheme's learner-facing texts in another language (issue 29). content/hi/schemes gives them per
 * product (seed-scheme-translations.ts), an admin may edit the description; both live in the product's
 * content_translations row. Figures, dates, tags and sources are never translated.
 */
export const SCHEME_TEXT_FIELDS = [
  "bank_name",
  "product_name",
  "description",
  "know_before",
  "features",
  "eligibility",
  "fees_and_charges",
  "rate",
  "rate_note",
] as const;
export type SchemeTextField = (typeof SCHEME_TEXT_FIELDS)[number];

/** The product with each translated text in place of its English one (English where none). */
export function withTranslatedTexts<T extends Partial<Record<SchemeTextField, unknown>>>(
  product: T,
  translated: Record<string, unknown> | undefined,
): T {
  if (!translated) return product;
  const out: Record<string, unknown> = { ...product };
  for (const field of SCHEME_TEXT_FIELDS) {
    const text = translated[field];
    if (field in product && text !== undefined && text !== null) out[field] = text;
  }
  return out as T;
}

/**
 * Where a translation does not line up with its English (a list of another length, an object with other
 * labels' count, text where the English has none), or undefined when it does.
 */
export function shapeMismatch(english: unknown, translated: unknown, at: string): string | undefined {
  if (english === null || english === undefined) {
    return translated === null || translated === undefined ? undefined : `${at} has no English text`;
  }
  if (typeof english === "string") return typeof translated === "string" ? undefined : `${at} is not a text`;
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length)
      return `${at} needs ${english.length} items, as the English has`;
    for (const [i, item] of english.entries()) {
      const wrong = shapeMismatch(item, translated[i], `${at}[${i}]`);
      if (wrong) return wrong;
    }
    return undefined;
  }
  if (typeof english === "object") {
    if (typeof translated !== "object" || translated === null || Array.isArray(translated))
      return `${at} is not an object`;
    const a = Object.entries(english);
    const b = Object.entries(translated);
    if (a.length !== b.length) return `${at} needs ${a.length} entries, as the English has`;
    // {label, value} pairs keep their keys; a label → text object translates its labels, in order.
    const sameKeys = a.every(([k]) => k in translated);
    for (const [i, [k, v]] of a.entries()) {
      const wrong = shapeMismatch(
        v,
        sameKeys ? (translated as Record<string, unknown>)[k] : b[i]![1],
        `${at}.${k}`,
      );
      if (wrong) return wrong;
    }
    return undefined;
  }
  return undefined;
}
