/**
 * Authored Markdown as sanitised HTML, with the maintained unified chain: remark-parse (CommonMark),
 * remark-rehype (raw HTML in the Markdown is dropped, never passed on), rehype-sanitize (GitHub's
 * schema: no scripts, handlers, styles or javascript: links), the site's look (markdown-style.ts) and
 * rehype-stringify. The API renders what learners read with it (apps/api/src/platform/markdown, cached),
 * so their browsers get HTML and ship no parser; an admin's live preview and the About page run the
 * same function in the browser, so what an admin sees is what a learner gets.
 */
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { type HastNode, type MarkdownStyleOptions, markdownStyle } from "./markdown-style.js";

export type { MarkdownStyleOptions } from "./markdown-style.js";

function processorFor(options: MarkdownStyleOptions) {
  return unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(() => markdownStyle(options) as (tree: unknown) => void)
    .use(rehypeStringify)
    .freeze();
}

/** One processor per set of options (a handful: two languages, two heading styles). */
const processors = new Map<string, ReturnType<typeof processorFor>>();

export function markdownToHtml(markdown: string, options: MarkdownStyleOptions): string {
  const key = JSON.stringify([options.pageHeadings ?? false, options.newTab, options.origin ?? null]);
  let processor = processors.get(key);
  if (!processor) {
    processor = processorFor(options);
    processors.set(key, processor);
  }
  return String(processor.processSync(markdown));
}

export type { HastNode };
