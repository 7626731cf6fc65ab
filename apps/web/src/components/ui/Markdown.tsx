import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";

import { cx } from "../../lib/cx";
import { parseMarkdown } from "./markdown/parse";
import { renderMarkdown } from "./markdown/render";

interface MarkdownProps {
  /** Markdown source. Raw HTML in it is dropped, never rendered. */
  children: string;
  className?: string;
  /** Headings as written ("## " is an h2) instead of one level down (inside a card or an article). */
  pageHeadings?: boolean;
  /** "inverse" for a dark panel: light body text, white bold text and links (the dark default would vanish). */
  tone?: "default" | "inverse";
}

const toneClasses = {
  default: "text-slate-700",
  inverse: "text-brand-50 [&_a]:text-white [&_a:hover]:text-brand-100 [&_strong]:text-white",
};

/**
 * Renders authored Markdown (card text, articles) safely: raw HTML is skipped, javascript: and similar
 * links are emptied, external links open in a new tab. Paragraphs are separated by blank lines, as the
 * spec's cards are written. A small parser of our own (./markdown) instead of react-markdown, which
 * weighed 36 KB gzip on the card and article pages; its output is the same HTML (equivalence.test.tsx).
 */
export function Markdown({ children, className, pageHeadings = false, tone = "default" }: MarkdownProps) {
  const { t } = useTranslation();
  const newTab = t("ui.newTab");
  const drawn = `${pageHeadings}\n${newTab}\n${children}`;
  // Taking over a page the server drew, the text it drew is already this HTML, and has nothing to run
  // (its links are plain links): it is kept as drawn, unparsed, until the text changes (another article).
  // On a phone, parsing and walking an article's nodes at the takeover was a long task of its own.
  // Once the text has changed it is drawn from then on, even if it changes back.
  const kept = useRef<string | null>(null);
  if (kept.current !== drawn) kept.current = null;
  const keep = kept.current !== null;
  const blocks = useMemo(() => (keep ? [] : parseMarkdown(children)), [keep, children]);
  const classes = cx("space-y-4 break-words text-base", toneClasses[tone], className);
  // An empty `__html` is not written during a hydrate (Preact keeps the drawn children), nor later while
  // it stays the same; once there are children instead, Preact empties the node and draws them.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: always the empty constant below, never content
  if (keep) return <div className={classes} dangerouslySetInnerHTML={KEEP_DRAWN} />;
  return <div className={classes}>{renderMarkdown(blocks, { pageHeadings, newTab })}</div>;
}

const KEEP_DRAWN = { __html: "" };
