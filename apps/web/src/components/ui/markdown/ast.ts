/**
 * The tree the Markdown parser builds and the renderer turns into elements.
 * Shapes follow what react-markdown (mdast → hast) produces, so the rendered HTML can match it exactly.
 */

/** Text is a plain string: the renderer escapes it, being a React text node. */
export type Inline =
  | string
  | { t: "em" | "strong"; c: Inline[] }
  | { t: "code"; v: string }
  | { t: "br" }
  /** Raw HTML: never rendered, kept only because an image's alt text includes it, as mdast's does. */
  | { t: "html"; v: string }
  | { t: "a"; href: string; title?: string; c: Inline[] }
  | { t: "img"; src: string; alt: string; title?: string };

export type Block =
  | { t: "p"; c: Inline[] }
  | { t: "h"; n: number; c: Inline[] }
  | { t: "hr" }
  | { t: "pre"; lang: string; v: string }
  | { t: "quote"; c: Block[] }
  /** `start` is set for ordered lists; `loose` items wrap their text in paragraphs. */
  | { t: "list"; start?: number; loose: boolean; items: Block[][] }
  /** A raw HTML block: dropped, but it still takes its place between the line breaks around blocks. */
  | { t: "html" };
