import type { Inline } from "./ast";
import { charRef, decodeEscapes, PUNCT, REF } from "./entities";

/**
 * Inline Markdown (emphasis, code spans, links, images, autolinks, escapes, references, breaks) by
 * CommonMark's algorithm, following micromark where the two differ, so output matches react-markdown.
 */

const WS = "[ \\t\\n]";
const ATTRIBUTE = `(?:${WS}+[A-Za-z_:][\\w.:-]*(?:${WS}*=${WS}*(?:[^ \\t\\n"'=<>\`]+|'[^']*'|"[^"]*"))?)`;
/** A complete HTML open or closing tag, as CommonMark defines it (also used for HTML blocks). */
export const TAG = `(?:<[A-Za-z][A-Za-z\\d-]*${ATTRIBUTE}*${WS}*/?>|</[A-Za-z][A-Za-z\\d-]*${WS}*>)`;
const HTML = new RegExp(
  `${TAG}|<!--(?:-?>|[\\s\\S]*?-->)|<\\?[\\s\\S]*?\\?>|<![A-Za-z][^>]*>|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>`,
  "y",
);
// biome-ignore lint/suspicious/noControlCharactersInRegex: autolinks stop at ASCII controls, as in micromark.
const AUTOLINK = /<([A-Za-z][A-Za-z\d+.-]{1,31}:[^ <>\0-\x1f\x7f]*)>/y;
const EMAIL =
  /<([\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?(?:\.[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?)*)>/y;
const ENTITY = new RegExp(REF, "y");
const ESCAPED = new RegExp(PUNCT);
const PLAIN = /[^\\`*_![\]<&\n]+/y;
const TITLE = /"((?:\\[\s\S]|[^"\\])*)"|'((?:\\[\s\S]|[^'\\])*)'|\(((?:\\[\s\S]|[^()\\])*)\)/y;

/** An `*` or `_` run that may still open or close emphasis. */
interface Delimiter {
  d: string;
  n: number;
  open: boolean;
  close: boolean;
}
/** A `[` or `![` that may still start a link or an image. */
interface Bracket {
  b: string;
  active: boolean;
}
type Token = Inline | Delimiter | Bracket;

const isDelimiter = (t: Token | undefined): t is Delimiter => typeof t === "object" && "d" in t;
const isBracket = (t: Token | undefined): t is Bracket => typeof t === "object" && "b" in t;

/** micromark's character classes: 1 whitespace (or the edge of the text), 2 punctuation, 0 other. */
function kind(ch: string | undefined): number {
  return ch === undefined || /\s/.test(ch) ? 1 : /[\p{P}\p{S}]/u.test(ch) ? 2 : 0;
}

/** Leftover delimiters and brackets become text; adjacent texts join; spaces around line ends go (trim-lines). */
function finish(tokens: Token[]): Inline[] {
  const out: Inline[] = [];
  for (const t of tokens) {
    const value = isDelimiter(t) ? t.d.repeat(t.n) : isBracket(t) ? t.b : t;
    if (typeof value === "string" && typeof out[out.length - 1] === "string") out[out.length - 1] += value;
    else out.push(value);
  }
  return out
    .map((t) => (typeof t === "string" ? t.replace(/[ \t]*\n[ \t]*/g, "\n") : t))
    .filter((t) => t !== "");
}

/** Matches closers with the nearest fitting opener, left to right, as micromark's attention resolver does. */
function emphasis(tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const closer = tokens[i];
    if (!isDelimiter(closer) || !closer.close) continue;
    for (let j = i - 1; j >= 0; j--) {
      const opener = tokens[j];
      if (!isDelimiter(opener) || !opener.open || opener.d !== closer.d) continue;
      // The "multiple of 3" rule, on the runs' remaining lengths like micromark.
      if ((opener.close || closer.open) && closer.n % 3 && !((opener.n + closer.n) % 3)) continue;
      const use = opener.n > 1 && closer.n > 1 ? 2 : 1;
      opener.n -= use;
      closer.n -= use;
      const node: Inline = { t: use > 1 ? "strong" : "em", c: finish(tokens.slice(j + 1, i)) };
      tokens.splice(j + 1, i - j - 1, node);
      i = j + 2;
      if (!opener.n) {
        tokens.splice(j, 1);
        i--;
      }
      if (!closer.n) tokens.splice(i, 1);
      // Look at this position again: what is left of the closer, or the token after it.
      i--;
      break;
    }
  }
}

/** An image's alt text: the plain text of its description, as mdast-util-to-string gives it. */
function plain(nodes: Inline[]): string {
  return nodes
    .map((n) =>
      typeof n === "string" ? n : "c" in n ? plain(n.c) : "v" in n ? n.v : "alt" in n ? n.alt : "",
    )
    .join("");
}

/** `(destination "title")` after a `]`; undefined when it is not a well-formed resource. */
function resource(src: string, at: number): { url: string; title?: string; end: number } | undefined {
  if (src[at] !== "(") return;
  const space = (p: number) => {
    while (/[ \t\n]/.test(src[p] ?? "")) p++;
    return p;
  };
  let p = space(at + 1);
  let url: string;
  if (src[p] === "<") {
    const m = /<((?:\\[<>\\]|[^<>\n])*)>/y;
    m.lastIndex = p;
    const found = m.exec(src);
    if (!found) return;
    url = found[1]!;
    p = m.lastIndex;
  } else {
    // Balanced parentheses, up to micromark's limit of 32 levels; no spaces or control characters.
    const start = p;
    let depth = 0;
    for (; p < src.length; p++) {
      const c = src[p]!;
      if (c === "\\" && /[()\\]/.test(src[p + 1] ?? "")) p++;
      else if (c === "(") {
        if (++depth > 32) return;
      } else if (c === ")") {
        if (!depth--) break;
      } else if (c <= " " || c === "\x7f") {
        if (depth || !/[ \t\n]/.test(c)) return;
        break;
      }
    }
    if (depth > 0) return;
    url = src.slice(start, p);
  }
  let title: string | undefined;
  const after = space(p);
  if (after > p) {
    TITLE.lastIndex = after;
    const found = TITLE.exec(src);
    if (found) {
      title = decodeEscapes(found[1] ?? found[2] ?? found[3]!);
      p = space(TITLE.lastIndex);
    } else p = after;
  }
  return src[p] === ")" ? { url: decodeEscapes(url), title, end: p + 1 } : undefined;
}

/** Parses the text of a paragraph or heading (lines joined with "\n", outer whitespace trimmed). */
export function parseInline(src: string): Inline[] {
  const out: Token[] = [];
  const text = (s: string) => {
    out.push(s);
  };
  const sticky = (re: RegExp, at: number) => {
    re.lastIndex = at;
    return re.exec(src);
  };

  /** Reads what starts at `i` into `out`; returns where the next read starts. */
  const step = (i: number): number => {
    const ch = src[i]!;
    if (ch === "\\") {
      const next = src[i + 1] ?? "";
      if (next === "\n") out.push({ t: "br" });
      else if (ESCAPED.test(next)) text(next);
      else {
        text(ch);
        return i + 1;
      }
      return i + 2;
    }
    if (ch === "`") {
      const n = sticky(/`+/y, i)![0].length;
      // A code span ends at the next run of exactly as many backticks.
      const close = /`+/g;
      close.lastIndex = i + n;
      for (let m = close.exec(src); m; m = close.exec(src)) {
        if (m[0].length !== n) continue;
        let code = src.slice(i + n, m.index).replace(/\n/g, " ");
        if (/^ [\s\S]*[^ ][\s\S]* $/.test(code)) code = code.slice(1, -1);
        out.push({ t: "code", v: code });
        return close.lastIndex;
      }
      text(src.slice(i, i + n));
      return i + n;
    }
    if (ch === "*" || ch === "_") {
      let n = 1;
      while (src[i + n] === ch) n++;
      const before = kind(src[i - 1]);
      const after = kind(src[i + n]);
      const open = !after || (after === 2 && !!before);
      const close = !before || (before === 2 && !!after);
      // `_` may not open or close inside a word (micromark's rule for everything but `*`).
      out.push({
        d: ch,
        n,
        open: ch === "*" ? open : open && (!!before || !close),
        close: ch === "*" ? close : close && (!!after || !open),
      });
      return i + n;
    }
    if (ch === "[" || (ch === "!" && src[i + 1] === "[")) {
      const b = ch === "[" ? ch : "![";
      out.push({ b, active: true });
      return i + b.length;
    }
    if (ch === "]") {
      let j = out.length - 1;
      while (j >= 0 && !isBracket(out[j])) j--;
      const opener = out[j];
      const link = isBracket(opener) && opener.active ? resource(src, i + 1) : undefined;
      if (!isBracket(opener) || !link) {
        if (isBracket(opener)) out[j] = opener.b;
        text(ch);
        return i + 1;
      }
      const inner = out.splice(j + 1);
      emphasis(inner);
      const c = finish(inner);
      if (opener.b === "[") {
        out[j] = { t: "a", href: link.url, title: link.title, c };
        // No links inside links: earlier `[` can no longer open one.
        for (const t of out) if (isBracket(t) && t.b === "[") t.active = false;
      } else out[j] = { t: "img", src: link.url, alt: plain(c), title: link.title };
      return link.end;
    }
    if (ch === "<") {
      const auto = sticky(AUTOLINK, i) ?? sticky(EMAIL, i);
      if (auto) {
        const url = auto[1]!;
        // An e-mail address has no ":" (a URI autolink always has one).
        out.push({ t: "a", href: url.includes(":") ? url : `mailto:${url}`, c: [url] });
        return i + auto[0].length;
      }
      const html = sticky(HTML, i);
      if (html) {
        out.push({ t: "html", v: html[0] });
        return i + html[0].length;
      }
    }
    if (ch === "&") {
      const ref = sticky(ENTITY, i);
      const value = ref ? charRef(ref[1]!) : undefined;
      if (ref && value !== undefined) {
        text(value);
        return i + ref[0].length;
      }
    }
    if (ch === "\n" && src[i - 1] === " " && src[i - 2] === " ") {
      // Two or more spaces before a line end make a hard break; the spaces go.
      const last = out[out.length - 1];
      if (typeof last === "string") out[out.length - 1] = last.replace(/ +$/, "");
      out.push({ t: "br" });
      return i + 1;
    }
    const run = sticky(PLAIN, i)?.[0] ?? ch;
    text(run);
    return i + run.length;
  };

  for (let i = 0; i < src.length; ) i = step(i);
  emphasis(out);
  return finish(out);
}
