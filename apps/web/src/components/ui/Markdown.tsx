import type { ComponentPropsWithoutRef } from "react";
import { useTranslation } from "react-i18next";
import ReactMarkdown, { type Components } from "react-markdown";
import { cx } from "../../lib/cx";

/** True for absolute http(s) links to another site; those open in a new tab. */
function isExternal(href: string | undefined): boolean {
  if (!href || !/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

function MarkdownLink({
  href,
  children,
  node: _node,
  ...props
}: ComponentPropsWithoutRef<"a"> & { node?: unknown }) {
  const { t } = useTranslation();
  const external = isExternal(href);
  return (
    <a
      {...props}
      href={href}
      className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
      {external ? <span className="sr-only"> {t("ui.newTab")}</span> : null}
    </a>
  );
}

// Typography by hand (no @tailwindcss/typography): calm sizes, generous line height, brand accents.
const components: Components = {
  p: ({ node: _node, ...props }) => <p className="leading-relaxed" {...props} />,
  a: MarkdownLink,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-slate-900" {...props} />,
  em: ({ node: _node, ...props }) => <em className="italic" {...props} />,
  h1: ({ node: _node, ...props }) => <h2 className="pt-2 text-xl font-bold text-slate-900" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="pt-2 text-lg font-bold text-slate-900" {...props} />,
  h3: ({ node: _node, ...props }) => (
    <h4 className="pt-1 text-base font-semibold text-slate-900" {...props} />
  ),
  h4: ({ node: _node, ...props }) => <h5 className="text-base font-semibold text-slate-900" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="text-sm font-semibold text-slate-900" {...props} />,
  h6: ({ node: _node, ...props }) => <p className="text-sm font-semibold text-slate-900" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="list-disc space-y-1.5 pl-5 marker:text-brand-500" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-brand-700" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1 leading-relaxed" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="rounded-r-lg border-l-4 border-brand-300 bg-brand-50 px-4 py-2 text-slate-800"
      {...props}
    />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  hr: ({ node: _node, ...props }) => <hr className="border-slate-200" {...props} />,
  img: ({ node: _node, alt, ...props }) => (
    <img alt={alt ?? ""} loading="lazy" className="h-auto max-w-full rounded-xl" {...props} />
  ),
};

/** For a page that is all Markdown (the legal pages): "## " is the page's h2, below its own h1. */
const pageComponents: Components = {
  ...components,
  h2: ({ node: _node, ...props }) => <h2 className="pt-6 text-xl font-bold text-slate-900" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="pt-2 text-lg font-semibold text-slate-900" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="text-base font-semibold text-slate-900" {...props} />,
};

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
 * Renders authored Markdown (card text, articles) safely: raw HTML is skipped (no rehype-raw),
 * react-markdown's URL filter drops javascript: and similar links, external links open in a new tab.
 * Paragraphs are separated by blank lines, as the spec's cards are written.
 */
export function Markdown({ children, className, pageHeadings = false, tone = "default" }: MarkdownProps) {
  return (
    <div className={cx("space-y-4 break-words text-base", toneClasses[tone], className)}>
      <ReactMarkdown skipHtml components={pageHeadings ? pageComponents : components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
