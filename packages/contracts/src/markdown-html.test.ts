import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown-html";

const en = { newTab: "(opens in a new tab)", origin: "https://arthshala.in" };
const html = (markdown: string, options = {}) => markdownToHtml(markdown, { ...en, ...options });

describe("authored Markdown as HTML", () => {
  it("never turns raw HTML into elements, nor keeps handlers or javascript: links", () => {
    const out = html(
      'Before <script>window.hacked = true</script> after.\n\n<img src="x" onerror="alert(1)">\n\n<div onclick="alert(1)">Click</div>\n\nInline <b onmouseover="alert(1)">bold</b> text. [click me](javascript:alert(1)) [data](data:text/html,hi)',
    );
    expect(out).not.toMatch(/<script|<img|<div|<b\b|onerror|onclick|onmouseover|javascript:|data:/i);
    expect(out).toContain("Before");
    expect(out).toContain("click me");
  });

  it("writes paragraphs, emphasis, lists, quotes and code with the site's classes", () => {
    const out = html(
      "One **need**.\n\nTwo:\n\n- rent\n- food\n\n> Save first.\n\n`UPI`\n\n```js\nlet a\n```",
    );
    expect(out.match(/<p class="leading-relaxed">/g)).toHaveLength(4);
    expect(out).toContain('<strong class="font-semibold text-slate-900">need</strong>');
    expect(out.match(/<li class="pl-1 leading-relaxed">/g)).toHaveLength(2);
    expect(out).toContain('<blockquote class="rounded-r-lg');
    expect(out).toContain('<code class="rounded bg-slate-100');
    expect(out).toContain('<code class="language-js">let a\n</code>');
  });

  it("puts headings one level down inside a card or article, as written on a page of its own", () => {
    expect(html("# Title\n\n## Part")).toMatch(/^<h2 [^>]*>Title<\/h2>\n<h3 [^>]*>Part<\/h3>$/);
    expect(html("## Part", { pageHeadings: true })).toMatch(/^<h2 class="pt-6 /);
  });

  it("opens links to other sites in a new tab, saying so in the reader's language; its own in place", () => {
    const out = html(
      "See [RBI](https://www.rbi.org.in/), [courses](/courses) and [home](https://arthshala.in/home).",
    );
    expect(out).toContain(
      'href="https://www.rbi.org.in/" class="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700" target="_blank" rel="noopener noreferrer">RBI<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(out).toMatch(/<a href="\/courses" class="[^"]*">courses<\/a>/);
    expect(out).toMatch(/<a href="https:\/\/arthshala.in\/home" class="[^"]*">home<\/a>/);
    expect(html("[RBI](https://www.rbi.org.in/)", { newTab: "(नए टैब में खुलेगा)" })).toContain(
      '<span class="sr-only"> (नए टैब में खुलेगा)</span>',
    );
    // Without an origin (the same render on the server and in the browser), every absolute link is elsewhere.
    expect(markdownToHtml("[x](https://arthshala.in/)", { newTab: "new" })).toContain('target="_blank"');
  });

  it("gives images lazy loading and never a script-bearing source", () => {
    expect(html("![A chart](/content/chart.svg)")).toContain(
      '<img src="/content/chart.svg" alt="A chart" class="h-auto max-w-full rounded-xl" loading="lazy">',
    );
  });

  it("takes NUL bytes and long texts without failing", () => {
    expect(html("a\u0000b")).toBe('<p class="leading-relaxed">a\uFFFDb</p>');
    const long = "A line of a long article about saving.\n\n".repeat(2000);
    expect(html(long).match(/<p /g)).toHaveLength(2000);
  });
});
