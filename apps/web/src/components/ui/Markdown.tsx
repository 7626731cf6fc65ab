import { useMemo } from "react";
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
  const blocks = useMemo(() => parseMarkdown(children), [children]);
  return (
    <div className={cx("space-y-4 break-words text-base", toneClasses[tone], className)}>
      {renderMarkdown(blocks, { pageHeadings, newTab: t("ui.newTab") })}
    </div>
  );
}
