/**
 * The languages Arthshala speaks (zod-free). English is the source of every text; Hindi is laid over it
 * where a translation exists, and the page says when it is showing English instead.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * Each language's own name. Hindi is spelled हिंदी, the standard spelling (the Central Hindi
 * Directorate's, with the anusvara): the header's switch shows "हिं", and a control's visible text must
 * be part of its name (WCAG 2.5.3, label in name), which "हिन्दी" is not.
 */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", hi: "हिंदी" };
/** Formatting locales for numbers, dates and ₹ (Indian digit grouping in both). */
export const FORMAT_LOCALES: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

export const isLocale = (value: unknown): value is Locale => value === "en" || value === "hi";

/** The API's content language: the first language of Accept-Language, when it is Hindi; else English. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  const first = (header ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first === "hi" || first.startsWith("hi-") ? "hi" : "en";
}

/** What an admin can translate of each kind of content, field by field. */
export const TRANSLATABLE_FIELDS = {
  course: ["title", "description"],
  module: ["title", "description"],
  card: ["title", "content_title", "content_text", "options", "explanation"],
  article: ["title", "content", "content_text"],
  bank_product: ["description"],
} as const;
export type TranslatableEntity = keyof typeof TRANSLATABLE_FIELDS;
