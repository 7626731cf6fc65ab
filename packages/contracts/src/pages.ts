import { z } from "zod";
import { LOCALES } from "./locales.js";
import { singleLineText } from "./text.js";

/** The static pages whose text lives in content/pages/<name>.md (GET /api/pages/:name). */
export const STATIC_PAGES = ["about", "privacy-policy", "terms-of-service"] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

export const staticPageParams = z.object({ name: singleLineText().max(64) });

export const staticPageSchema = z.object({
  title: z.string(),
  /** Calendar days (YYYY-MM-DD) from the file's front matter; null when it has none (about). */
  effective: z.string().nullable(),
  updated: z.string().nullable(),
  /** Markdown with the operator's details filled in; values from settings are escaped as plain text. */
  markdown: z.string(),
  /** The same as sanitised HTML (headings as written: the page's "## " is its h2). */
  html: z.string(),
  /** The language the page is in: Hindi when asked for and written (content/hi/pages), else English. */
  language: z.enum(LOCALES),
});
export type StaticPage = z.infer<typeof staticPageSchema>;
