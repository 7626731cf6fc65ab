import { markdownToHtml } from "@arthshala/contracts/markdown-html";

/** Markdown as the API sends it (English): for test data that stands in for the API's answers. */
export function markdownHtml(markdown: string, pageHeadings?: boolean): string;
export function markdownHtml(markdown: string | null, pageHeadings?: boolean): string | null;
export function markdownHtml(markdown: string | null, pageHeadings = false): string | null {
  return markdown === null
    ? null
    : markdownToHtml(markdown, { newTab: "(opens in a new tab)", pageHeadings });
}

/** A static page as GET /api/pages/:name answers it: its Markdown, and the same as HTML. */
export const withPageHtml = <T extends { markdown: string }>(page: T) => ({
  ...page,
  html: markdownHtml(page.markdown, true),
});
