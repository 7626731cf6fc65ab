import type { Locale } from "@arthshala/contracts/locales";
import { markdownToHtml } from "@arthshala/contracts/markdown-html";

/** The screen-reader note after a link that opens in a new tab (the web's ui.newTab). */
const NEW_TAB: Record<Locale, string> = { en: "(opens in a new tab)", hi: "(नए टैब में खुलेगा)" };

/** Characters kept (source and HTML): every course's cards and the newest articles, in both languages. */
const CACHE_CHARS = 8_000_000;

export interface MarkdownOptions {
  /** Headings as written ("## " is an h2), for a page that is all Markdown (the policy pages). */
  pageHeadings?: boolean;
}

/**
 * Authored Markdown as sanitised HTML (@arthshala/contracts/markdown-html: unified, remark, rehype,
 * rehype-sanitize), so learners' browsers get HTML and need no parser. Results are kept, least
 * recently used out first: the same article is read by many learners.
 */
export class MarkdownRenderer {
  private readonly cache = new Map<string, string>();
  private chars = 0;

  constructor(private readonly origin: string) {}

  html(markdown: string, locale: Locale, { pageHeadings = false }: MarkdownOptions = {}): string {
    const key = `${locale}${pageHeadings ? "p" : "-"}${markdown}`;
    const kept = this.cache.get(key);
    if (kept !== undefined) {
      this.cache.delete(key);
      this.cache.set(key, kept);
      return kept;
    }
    const html = markdownToHtml(markdown, { pageHeadings, newTab: NEW_TAB[locale], origin: this.origin });
    this.cache.set(key, html);
    this.chars += key.length + html.length;
    for (const [oldest, value] of this.cache) {
      if (this.chars <= CACHE_CHARS) break;
      this.cache.delete(oldest);
      this.chars -= oldest.length + value.length;
    }
    return html;
  }
}
