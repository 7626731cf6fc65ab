import type { ComponentPropsWithoutRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useTranslation } from "react-i18next";
import ReactMarkdown, { type Components } from "react-markdown";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { Markdown } from "../Markdown";
import { parseMarkdown } from "./parse";
import { renderMarkdown } from "./render";

/*
 * The hand-written renderer must give the same HTML as react-markdown did, for every Markdown text the
 * product ships and for the edge cases below. The reference is Markdown.tsx as it was with react-markdown:
 * the same components, copied here unchanged.
 */

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

const pageComponents: Components = {
  ...components,
  h2: ({ node: _node, ...props }) => <h2 className="pt-6 text-xl font-bold text-slate-900" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="pt-2 text-lg font-semibold text-slate-900" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 className="text-base font-semibold text-slate-900" {...props} />,
};

function reference(source: string, pageHeadings = false): string {
  return renderToStaticMarkup(
    <ReactMarkdown skipHtml components={pageHeadings ? pageComponents : components}>
      {source}
    </ReactMarkdown>,
  );
}

function ours(source: string, pageHeadings = false): string {
  return renderToStaticMarkup(
    renderMarkdown(parseMarkdown(source), { pageHeadings, newTab: i18n.t("ui.newTab") }),
  );
}

// ---- The shipped content -------------------------------------------------------------------------

const markdownFiles = import.meta.glob<string>(
  [
    "../../../../../../content/articles/*.md",
    "../../../../../../content/pages/*",
    "../../../../../../content/hi/**/*.md",
  ],
  { query: "?raw", import: "default", eager: true },
);
const jsonFiles = import.meta.glob<unknown>(
  ["../../../../../../content/{courses,schemes}/*.json", "../../../../../../content/hi/**/*.json"],
  { import: "default", eager: true },
);

/** Fields the app renders as Markdown; any other string longer than 40 characters is included too. */
const MARKDOWN_FIELDS = new Set(["content_text", "explanation", "description", "body", "text"]);

/** Every string of a course or scheme file worth comparing, with its path for the failure message. */
function strings(value: unknown, path: string, key = ""): [string, string][] {
  if (typeof value === "string") return MARKDOWN_FIELDS.has(key) || value.length > 40 ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`, key));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`, k));
  return [];
}

const shipped: { file: string; texts: [string, string][] }[] = [
  ...Object.entries(markdownFiles).map(([file, text]) => ({
    file,
    // The body after the front-matter block, as the API stores it.
    texts: [[file, text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, "")]] as [string, string][],
  })),
  ...Object.entries(jsonFiles).map(([file, json]) => ({ file, texts: strings(json, file) })),
];

describe("shipped Markdown renders exactly as with react-markdown", () => {
  it("finds the content files", () => {
    expect(Object.keys(markdownFiles).length).toBeGreaterThanOrEqual(29);
    expect(Object.keys(jsonFiles).length).toBeGreaterThanOrEqual(26);
    expect(shipped.reduce((n, f) => n + f.texts.length, 0)).toBeGreaterThan(900);
  });

  it.each(shipped.map((f) => [f.file.replace(/^(\.\.\/)+/, ""), f.texts] as const))("%s", (_file, texts) => {
    for (const [path, text] of texts) {
      expect(ours(text), path).toBe(reference(text));
      expect(ours(text, true), path).toBe(reference(text, true));
    }
  });
});

// ---- Edge cases ----------------------------------------------------------------------------------

const edgeCases: string[] = [
  // Headings
  "# One\n## Two\n### Three\n#### Four\n##### Five\n###### Six",
  "####### seven is not a heading",
  "#not a heading",
  "# closed #\n## also closed ##   \n### not# closed\n#",
  "Setext one\n===\n\nSetext two\n---",
  "Two lines\nof heading\n=====",
  "   # indented up to three",
  // Paragraphs and breaks
  "one\ntwo\n\nthree",
  "   leading spaces\n   on every line",
  "hard  \nbreak and\\\nbackslash break",
  "one trailing space \nis soft",
  "ends with spaces  ",
  "ends with backslash\\",
  // Thematic breaks
  "---\n***\n___\n- - -\n* * *\n _  _  _",
  "para\n***\nafter",
  // Lists
  "- a\n- b\n- c",
  "* a\n* b\n\n+ c\n+ d",
  "1. one\n2. two\n3. three",
  "3. three\n4. four",
  "1) paren\n2) list",
  "- a\n\n- b\n- c",
  "- a\n\n  second paragraph\n- b",
  "- a\n  - nested\n  - nested two\n    - deeper\n- b",
  "1. first\n   - sub\n   - sub\n2. second",
  "- a\n  - b\n\n  c",
  "- a\n  - b\n\n- c",
  "-\n  started with a blank line\n- b",
  "- \n\n  empty item then paragraph",
  "- a\n- \n- c",
  "text\n- list interrupts a paragraph",
  "text\n2. does not interrupt",
  "text\n1. does interrupt",
  "- lazy\ncontinuation",
  "- item\n\n      indented code in item",
  "- a\n---",
  "- a\n- b\n\nafter the list",
  "* a\n*\n\n* c",
  "- a\n\n\n- b",
  "-\n\n- c",
  "- a\n\n  - b\n\n- c",
  "* a\n\n  * b\n\n  * c\n* d",
  "- a\n - b\n  - c\n   - d\n    - e",
  "- a\n+ b\n* c",
  "1. a\n1) b",
  "1. a\n   1. b\n      1. c",
  "123456789. big\n\n1234567890. too big",
  "- a\n  ***\n- b",
  "- # heading item\n- ```\n  code\n  ```",
  "- foo\n- bar\n\n<!-- -->\n\n- baz",
  "-\tfoo\n\n\tbar",
  "10. ten\n11. eleven",
  // Block quotes
  "> quoted\n> lines",
  "> one\n>\n> two",
  "> outer\n>> inner\n> back",
  "> lazy\ncontinuation",
  "> quote\n\nafter",
  "> - list\n> - in quote",
  "- > quote\n  > in list",
  "> # heading in quote",
  "> a\n===",
  "> a\n2. b",
  "> a\n- b",
  "> - a\nlazy",
  "> > a\nlazy",
  "- > a\nlazy",
  "> a\n    lazy indented",
  "> ```\n> a\nnot lazy after a fence",
  "> # h\nnot lazy after a heading",
  "> quote\n---",
  "> - a\n>\n> - b",
  // Code
  "```\ncode\n```",
  "```js\nconst a = 1 < 2 && b;\n```",
  "~~~python extra words\nprint('x')\n~~~",
  "```\nunclosed fence",
  "````\n```\nfour backticks\n````",
  "  ```\n  indented fence\n    keeps extra\n  ```",
  "```\n\n```",
  "    indented code\n    block\n\n    after blank",
  "para\n    not code",
  "Use `code`, ``double `tick` code`` and ` spaced ` and `*stars*`.",
  "`unclosed code",
  "`` ` ``",
  "`a\nb` and `  a  ` and ``a`",
  "\tcode with a tab",
  "~~~\n```\n~~~",
  "``` `\nnot a fence",
  "```a\\_b&amp;c\nescaped info\n```",
  // Emphasis
  "*em* _em_ **strong** __strong__",
  "snake_case_word and __init__ and a_b_c",
  "**bold**text and text**bold**",
  "*a **b** c*",
  "***both***",
  "5 * 3 * 2 = 30 and 2*3*4",
  "*not emphasis *",
  "** not strong**",
  "_a_b and a_b_",
  "*foo**bar**baz*",
  "**foo*bar*baz**",
  "*(*foo*)*",
  "**₹500** and *₹5* and **50%**",
  'a**"quoted"**b',
  "**हिंदी में बोल्ड** और *इटैलिक* text",
  "**कम से कम ₹500** और ज़्यादा से ज़्यादा **₹1,50,000**",
  "*foo *bar**",
  "foo***bar***baz",
  "***strong** em*",
  "*a*b*c* _a_b_c_ __a__b a__b__",
  "*a _b* c_ and **a *b** c*",
  "*[a*](b) and [a *b](c)*",
  "x**y**z 2**2**2 **a**.**b** ___a___ __a_ _a__",
  "emoji 😀*a*😀 and **😀** and _₹_",
  "a\u00a0*b*\u00a0c",
  // Links and images
  '[link](/courses) and [titled](https://example.org "Title")',
  "[external](https://www.rbi.org.in/) and [same](http://localhost:3000/x)",
  "[parens](https://en.wikipedia.org/wiki/Foo_(bar)) after",
  "[angle](<https://example.org/a b>)",
  "[empty]() and [space]( /url )",
  "[js](javascript:alert(1)) [data](data:text/html,x) [vb](VBScript:x) [ok](mailto:a@b.co)",
  "[rel](./a:b) [query](?a:b) [hash](#a:b)",
  "[unicode](/हिंदी) [encoded](/a%20b) [bad](/a%zz)",
  "![alt text](/img.png)",
  '![](/img.png "title")',
  "![alt *em* `code`](/img.png)",
  "![js](javascript:alert(1))",
  "[**bold** link](/x)",
  "[a [nested](/in)](/out)",
  "![image [link](/in)](/img.png)",
  "[not a link] and [also not](",
  "[title 'single'](/u 'single') [title paren](/u (paren))",
  "[escaped \\]](/u\\)v)",
  '[a](/b "t"x) [a](/b\n"t") [a]( <b> ) [a](b c) [a](\\(b\\)) [a](b((c)))',
  "[`a]`](b) and ![a\nb](c) and [link\nbreak](/u) and [](/empty)",
  '[x](<a\\>b>) [x](/u "a\\"b") [x](/u &quot;t&quot;) [x](/&amp;b)',
  "[a](#frag) [b](/path?x=1&y=2) [c](HTTP://X.ORG) [d](//cdn.x/y) [e](tel:123) [f](ftp://x)",
  "<https://example.org/path?q=1> and <mailto:a@b.co> and <someone@example.org>",
  "<not an autolink> and < spaced >",
  // Escapes and entities
  "\\*not em\\* \\_no\\_ \\# \\[x\\] \\\\ \\a",
  "&amp; &lt;tag&gt; &quot; &nbsp;x &copy; &#8377;500 &#x20B9; &#0; &unknownentity; &amp",
  "AT&T and a & b",
  "&apos;&zwnj;&zwj;&reg;&trade;&hellip;&mdash;&ndash;&minus;&lsquo;&rsquo;&ldquo;&rdquo;&laquo;&raquo;",
  "&bull;&middot;&times;&plusmn;&deg;&le;&ge;&ne;&frac12;&euro;&pound;&larr;&rarr;",
  "&#X41; &#x110000; &#55296; &#65535; &#12; &nbsp &Amp;",
  // Raw HTML (dropped, text between kept)
  "Before <script>window.hacked = true</script> after.",
  '<img src="x" onerror="alert(1)">',
  '<div onclick="alert(1)">Click</div>\n\nafter',
  'Inline <b onmouseover="alert(1)">bold</b> text.',
  "a\n\n<div>\nblock\n</div>\n\nb",
  "<!-- a comment -->\n\ntext <!-- inline --> more",
  "<script>\nalert(1)\n</script>\nafter",
  "para\n<div>interrupts</div>",
  "<span>\ninline tag alone\n</span>",
  "- a\n- <div>\n- c",
  'text <br/> and <a href="javascript:x">link</a>',
  "<?php echo 1; ?>\n\npara\n\n<!DOCTYPE html>\n\n<![CDATA[\nx\n]]>\n\n<style>\n*{}\n</style>",
  "<DIV>\nblock\n</DIV>\n\n</div>\ntext",
  'a <!-- multi\nline --> b and <span\nclass="x">c</span>',
  "<div>\n\n*md between tags*\n\n</div>",
  // Mixed documents
  "a  \nb\n===\n\nFoo *bar\nbaz*\n====",
  "1. ₹500 की बचत\n2. **SIP** शुरू करें\n\n> **टिप:** हर महीने\n> बचत करें",
  "## Title\n\nIntro **bold**.\n\n- one\n- two\n\n> **Tip:** quote\n\n1. a\n2. b\n\nEnd.",
  "\uFEFFbyte order mark",
  "",
  "   ",
];

describe("edge cases render exactly as with react-markdown", () => {
  it.each(edgeCases)("%j", (source) => {
    expect(ours(source)).toBe(reference(source));
    expect(ours(source, true)).toBe(reference(source, true));
  });

  it("keeps the wrapper and its tone", () => {
    const html = renderToStaticMarkup(
      <Markdown tone="inverse" className="mt-4">
        {"Hello **there**"}
      </Markdown>,
    );
    expect(html).toBe(
      `<div class="space-y-4 break-words text-base text-brand-50 [&amp;_a]:text-white [&amp;_a:hover]:text-brand-100 [&amp;_strong]:text-white mt-4">${reference("Hello **there**")}</div>`,
    );
  });
});

// ---- Deliberate differences ----------------------------------------------------------------------

describe("where the renderer deliberately differs from react-markdown", () => {
  it("turns CRLF line ends into \\n inside text", () => {
    // react-markdown keeps "\r\n" in the text; a browser shows both the same, and \n is simpler.
    expect(ours("windows\r\nline\r\n\r\nsecond")).toBe(
      '<p class="leading-relaxed">windows\nline</p>\n<p class="leading-relaxed">second</p>',
    );
  });

  it("leaves reference-style links and their definitions as text", () => {
    // Authors write inline links only; references would add weight to the parser for no shipped text.
    expect(ours("[a]\n\n[a]: /x")).toBe(
      '<p class="leading-relaxed">[a]</p>\n<p class="leading-relaxed">[a]: /x</p>',
    );
  });

  it("decodes numeric and common named references only", () => {
    // The full HTML list has over 2,000 names: it would outweigh the whole parser.
    expect(ours("&hearts; &AMP; &rarr; &#9829;")).toBe(
      '<p class="leading-relaxed">&amp;hearts; &amp;AMP; → ♥</p>',
    );
  });

  it("counts a tab after a block quote marker as four columns", () => {
    // CommonMark counts tab stops from the line's start; authors do not indent with tabs inside quotes.
    expect(ours("> \tcode")).toBe(
      '<blockquote class="rounded-r-lg border-l-4 border-brand-300 bg-brand-50 px-4 py-2 text-slate-800">\n<pre class="overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm [&amp;_code]:bg-transparent [&amp;_code]:p-0"><code class="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-900">code\n</code></pre>\n</blockquote>',
    );
  });
});
