/**
 * How authored Markdown (cards, articles, policy pages) looks and links, as one rehype step run after
 * rehype-sanitize (markdown-html.ts): tags, classes, headings one level down, links elsewhere in a new tab.
 *
 * Typed structurally (hast's shape) so this package needs no unified dependency.
 */

export interface HastElement {
  type: "element";
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
export type HastNode =
  | HastElement
  | { type: "text"; value: string }
  | { type: string; children?: HastNode[] };

export interface MarkdownStyleOptions {
  /** Headings as written ("## " is an h2) instead of one level down (inside a card or an article). */
  pageHeadings?: boolean;
  /** Screen-reader note after a link that opens in a new tab ("(opens in a new tab)"). */
  newTab: string;
  /**
   * This site's origin: absolute links elsewhere open in a new tab. Without it (a render that must be
   * the same on the server and in the browser), every absolute http(s) link does.
   */
  origin?: string;
}

const TITLE = "text-slate-900";
// Typography by hand (no @tailwindcss/typography): calm sizes, generous line height, brand accents.
/** h1…h6 inside a card or an article: one level down, "# " an h2. */
const HEADINGS: [string, string][] = [
  ["h2", `pt-2 text-xl font-bold ${TITLE}`],
  ["h3", `pt-2 text-lg font-bold ${TITLE}`],
  ["h4", `pt-1 text-base font-semibold ${TITLE}`],
  ["h5", `text-base font-semibold ${TITLE}`],
  ["h6", `text-sm font-semibold ${TITLE}`],
  ["p", `text-sm font-semibold ${TITLE}`],
];
/** For a page that is all Markdown (the policy pages): "## " is the page's h2, below its own h1. */
const PAGE_HEADINGS: [string, string][] = [
  HEADINGS[0]!,
  ["h2", `pt-6 text-xl font-bold ${TITLE}`],
  ["h3", `pt-2 text-lg font-semibold ${TITLE}`],
  ["h4", `text-base font-semibold ${TITLE}`],
  HEADINGS[4]!,
  HEADINGS[5]!,
];
const CLASSES: Record<string, string> = {
  p: "leading-relaxed",
  strong: `font-semibold ${TITLE}`,
  em: "italic",
  code: "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900",
  a: "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700",
  img: "h-auto max-w-full rounded-xl",
  hr: "border-slate-200",
  pre: "overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm [&_code]:bg-transparent [&_code]:p-0",
  blockquote: "rounded-r-lg border-l-4 border-brand-300 bg-brand-50 px-4 py-2 text-slate-800",
  ul: "list-disc space-y-1.5 pl-5 marker:text-brand-500",
  ol: "list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-brand-700",
  li: "pl-1 leading-relaxed",
};

/** True for an absolute http(s) link to another site than `origin`. */
export function isExternalLink(href: string, origin?: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  if (origin === undefined) return true;
  try {
    return new URL(href).origin !== new URL(origin).origin;
  } catch {
    return false;
  }
}

function style(node: HastElement, options: MarkdownStyleOptions, inPre: boolean): void {
  const level = /^h([1-6])$/.exec(node.tagName)?.[1];
  if (level) {
    const [tag, className] = (options.pageHeadings ? PAGE_HEADINGS : HEADINGS)[Number(level) - 1]!;
    node.tagName = tag;
    node.properties = { className };
  } else if (node.tagName === "code" && inPre) {
    // A fenced block's language class stays; a plain one gets no inline-code look inside its <pre>.
    const language = ([] as unknown[])
      .concat(node.properties.className ?? [])
      .find((c) => String(c).startsWith("language-"));
    node.properties = language ? { className: String(language) } : { className: CLASSES.code };
  } else if (CLASSES[node.tagName]) {
    node.properties = { ...node.properties, className: CLASSES[node.tagName] };
  }
  if (node.tagName === "img") node.properties.loading = "lazy";
  if (node.tagName === "a" && isExternalLink(String(node.properties.href ?? ""), options.origin)) {
    node.properties.target = "_blank";
    node.properties.rel = "noopener noreferrer";
    node.children.push({
      type: "element",
      tagName: "span",
      properties: { className: "sr-only" },
      children: [{ type: "text", value: ` ${options.newTab}` }],
    });
  }
}

function walk(node: HastNode, options: MarkdownStyleOptions, inPre: boolean): void {
  for (const child of "children" in node ? (node.children ?? []) : []) {
    if (child.type !== "element") {
      walk(child, options, inPre);
      continue;
    }
    const element = child as HastElement;
    style(element, options, inPre);
    walk(element, options, inPre || element.tagName === "pre");
  }
}

/** The rehype plugin: `.use(markdownStyle, options)` (unified), `rehypePlugins={[[markdownStyle, options]]}`. */
export function markdownStyle(options: MarkdownStyleOptions) {
  return (tree: HastNode): void => walk(tree, options, false);
}
