import type { Locale } from "@arthshala/contracts/locales";
import { type MarkdownOptions, MarkdownRenderer } from "./render.js";

export { type MarkdownOptions, MarkdownRenderer } from "./render.js";

/**
 * The process's renderer: links are "elsewhere" (a new tab) when they leave the public origin, which is
 * one per process (buildApp sets it from PUBLIC_URL).
 */
let renderer = new MarkdownRenderer("http://localhost:3000");

export function setMarkdownOrigin(origin: string): void {
  renderer = new MarkdownRenderer(origin);
}

/** Authored Markdown as sanitised HTML (render.ts), in the reader's language. */
export function markdownHtml(markdown: string, locale: Locale, options?: MarkdownOptions): string {
  return renderer.html(markdown, locale, options);
}

/** The same for a field that may be empty: null stays null. */
export function markdownHtmlOrNull(markdown: string | null, locale: Locale): string | null {
  return markdown === null ? null : markdownHtml(markdown, locale);
}
