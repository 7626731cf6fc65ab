import { createElement, Fragment, type ReactNode } from "react";
import type { Block, Inline } from "./ast";
import { safeUrl } from "./url";

/**
 * Markdown tree → React elements, with the same tags, classes, attributes and "\n" text between blocks
 * as react-markdown gave with the components Markdown.tsx used to pass it. Text is only ever a React text
 * node, so it is escaped; raw HTML nodes render nothing.
 */

export interface RenderOptions {
  /** Headings as written ("## " is an h2) instead of one level down. */
  pageHeadings: boolean;
  /** Screen-reader note after a link that opens in a new tab. */
  newTab: string;
}

const TITLE = "text-slate-900";
// Typography by hand (no @tailwindcss/typography): calm sizes, generous line height, brand accents.
const HEADINGS: [string, string][] = [
  ["h2", `pt-2 text-xl font-bold ${TITLE}`],
  ["h3", `pt-2 text-lg font-bold ${TITLE}`],
  ["h4", `pt-1 text-base font-semibold ${TITLE}`],
  ["h5", `text-base font-semibold ${TITLE}`],
  ["h6", `text-sm font-semibold ${TITLE}`],
  ["p", `text-sm font-semibold ${TITLE}`],
];
/** For a page that is all Markdown (the legal pages): "## " is the page's h2, below its own h1. */
const PAGE_HEADINGS: [string, string][] = [
  HEADINGS[0]!,
  ["h2", `pt-6 text-xl font-bold ${TITLE}`],
  ["h3", `pt-2 text-lg font-semibold ${TITLE}`],
  ["h4", `text-base font-semibold ${TITLE}`],
  HEADINGS[4]!,
  HEADINGS[5]!,
];
const PARAGRAPH = "leading-relaxed";
const CODE = "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900";
const LINK =
  "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700";
const INLINE = {
  strong: `font-semibold ${TITLE}`,
  em: "italic",
};

const h = (type: string, props: object | null, ...children: ReactNode[]) =>
  createElement(type, props, ...children);

/** True for absolute http(s) links to another site; those open in a new tab. */
function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    // Also when there is no window (server rendering): the link then opens in place.
    return false;
  }
}

/** Nodes with "\n" between them, and around them when `outer` (mdast-util-to-hast's `wrap`). */
function wrap(nodes: ReactNode[], outer: boolean): ReactNode[] {
  const out: ReactNode[] = outer ? ["\n"] : [];
  nodes.forEach((node, i) => {
    if (i) out.push("\n");
    out.push(node);
  });
  if (outer && nodes.length) out.push("\n");
  return out;
}

function inline(nodes: Inline[], o: RenderOptions): ReactNode[] {
  return nodes.flatMap((n): ReactNode[] => {
    if (typeof n === "string") return [n];
    switch (n.t) {
      case "em":
      case "strong":
        return [h(n.t, { className: INLINE[n.t] }, ...inline(n.c, o))];
      case "code":
        return [h("code", { className: CODE }, n.v)];
      case "br":
        return [h("br", null), "\n"];
      case "a": {
        const href = safeUrl(n.href);
        const external = isExternal(href);
        return [
          h(
            "a",
            {
              title: n.title,
              href,
              className: LINK,
              ...(external ? { target: "_blank", rel: "noopener noreferrer" } : {}),
            },
            ...inline(n.c, o),
            external ? h("span", { className: "sr-only" }, " ", o.newTab) : null,
          ),
        ];
      }
      case "img":
        return [
          h("img", {
            alt: n.alt,
            loading: "lazy",
            className: "h-auto max-w-full rounded-xl",
            src: safeUrl(n.src),
            title: n.title,
          }),
        ];
      default:
        return [];
    }
  });
}

/** A list item: tight items show their paragraphs' text bare, loose ones keep the <p>. */
function listItem(blocks: Block[], loose: boolean, o: RenderOptions): ReactNode {
  const children: ReactNode[] = [];
  blocks.forEach((b, i) => {
    if (loose || i || b.t !== "p") children.push("\n");
    children.push(...(b.t === "p" && !loose ? inline(b.c, o) : [block(b, o)]));
  });
  const last = blocks[blocks.length - 1];
  if (last && (loose || last.t !== "p")) children.push("\n");
  return h("li", { className: "pl-1 leading-relaxed" }, ...children);
}

function block(b: Block, o: RenderOptions): ReactNode {
  switch (b.t) {
    case "p":
      return h("p", { className: PARAGRAPH }, ...inline(b.c, o));
    case "h": {
      const [tag, className] = (o.pageHeadings ? PAGE_HEADINGS : HEADINGS)[b.n - 1]!;
      return h(tag, { className }, ...inline(b.c, o));
    }
    case "hr":
      return h("hr", { className: "border-slate-200" });
    case "pre":
      return h(
        "pre",
        {
          className:
            "overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm [&_code]:bg-transparent [&_code]:p-0",
        },
        // A language class replaces the code's own classes, as the spread props did with react-markdown.
        h("code", { className: b.lang ? `language-${b.lang}` : CODE }, b.v ? `${b.v}\n` : ""),
      );
    case "quote":
      return h(
        "blockquote",
        { className: "rounded-r-lg border-l-4 border-brand-300 bg-brand-50 px-4 py-2 text-slate-800" },
        ...wrap(
          b.c.map((c) => block(c, o)),
          true,
        ),
      );
    case "list":
      return h(
        b.start === undefined ? "ul" : "ol",
        b.start === undefined
          ? { className: "list-disc space-y-1.5 pl-5 marker:text-brand-500" }
          : {
              className: "list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-brand-700",
              start: b.start === 1 ? undefined : b.start,
            },
        ...wrap(
          b.items.map((item) => listItem(item, b.loose, o)),
          true,
        ),
      );
    default:
      // Raw HTML is never rendered.
      return null;
  }
}

export function renderMarkdown(blocks: Block[], options: RenderOptions): ReactNode {
  return createElement(
    Fragment,
    null,
    ...wrap(
      blocks.map((b) => block(b, options)),
      false,
    ),
  );
}
