import { cx } from "../../lib/cx";

export interface MarkdownProps {
  /** Sanitised HTML of authored Markdown, as the API sends it (content_html, explanation_html, html). */
  html: string;
  className?: string;
  /** "inverse" for a dark panel: light body text, white bold text and links (the dark default would vanish). */
  tone?: "default" | "inverse";
  /** The text's language where it is not the page's (an English-only article in the Hindi reader). */
  lang?: string;
}

const toneClasses = {
  default: "text-slate-700",
  inverse: "text-brand-50 [&_a]:text-white [&_a:hover]:text-brand-100 [&_strong]:text-white",
};

/**
 * Authored Markdown (card text, articles, policy pages), drawn from the HTML the API made of it with
 * the unified chain and rehype-sanitize (@arthshala/contracts/markdown-html): raw HTML and unsafe links
 * are gone before it leaves the server, and the browser needs no Markdown parser.
 */
export function Markdown({ html, className, tone = "default", lang }: MarkdownProps) {
  return (
    <div
      lang={lang}
      className={cx("space-y-4 break-words text-base", toneClasses[tone], className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by rehype-sanitize (markdown-html.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
