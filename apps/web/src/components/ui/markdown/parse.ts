import type { Block } from "./ast";
import { decodeEscapes } from "./entities";
import { parseInline, TAG } from "./inline";

/**
 * Markdown source → blocks, following CommonMark as micromark (react-markdown's parser) reads it.
 * Containers (block quotes, list items) are parsed by collecting their lines, stripping the container's
 * marker or indent, and parsing those lines again. A lazy continuation line is marked with "\0"
 * (never in the source: NUL becomes U+FFFD) so that it can only continue a paragraph.
 */

const BLANK = /^[ \t]*$/;
const INDENTED = /^(?: {4}| {0,3}\t)/;
const BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/;
const FENCE = /^( {0,3})(?:(`{3,})([^`]*)|(~{3,})(.*))$/;
const QUOTE = /^ {0,3}> ?/;
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const ITEM = /^( {0,3})([-+*]|(\d{1,9})[.)])([ \t]*)(.*)$/;
const BLOCK_TAGS =
  "address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul";
/** The seven kinds of HTML block: how one starts, and the line that ends it (null: a blank line). */
const HTML_BLOCKS: [RegExp, RegExp | null][] = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
  [new RegExp(`^ {0,3}</?(?:${BLOCK_TAGS})(?:[ \\t>]|/>|$)`, "i"), null],
  // The seventh kind cannot interrupt a paragraph, so `interrupts` leaves it out.
  [new RegExp(`^ {0,3}${TAG}[ \\t]*$`), null],
];

interface Item {
  /** The bullet character or the number's delimiter: a list holds items of one kind. */
  kind: string;
  start?: number;
  /** Column where the item's content starts; continuation lines are indented at least this far. */
  indent: number;
  first: string;
}

function item(line: string, inParagraph: boolean): Item | undefined {
  const m = ITEM.exec(line);
  if (!m || (!m[4] && m[5])) return;
  const [, lead = "", marker = "", digits, space = "", rest = ""] = m;
  // Interrupting a paragraph, a list must have content and, if ordered, start at 1.
  if (inParagraph && (!rest || (digits && +digits !== 1))) return;
  const width = lead.length + marker.length;
  // Five or more spaces after the marker: the content is indented code one space in.
  const indent = !rest || space.length > 4 ? width + 1 : width + space.length;
  return {
    kind: marker.slice(-1),
    start: digits ? +digits : undefined,
    indent,
    first: rest ? line.slice(indent) : "",
  };
}

/**
 * Whether a line starts a block that ends a paragraph before it. Inside the paragraph's own container
 * only some lists may interrupt; a line that would be lazy continuation is interrupted by any list.
 */
function interrupts(line: string, inParagraph: boolean): boolean {
  return (
    [BREAK, HEADING, FENCE, QUOTE].some((re) => re.test(line)) ||
    HTML_BLOCKS.slice(0, 6).some(([start]) => start.test(line)) ||
    !!item(line, inParagraph)
  );
}

/** Whether the innermost last block is a paragraph that a lazy line may continue. */
function openParagraph(blocks: Block[]): boolean {
  const last = blocks[blocks.length - 1];
  return (
    last?.t === "p" ||
    (last?.t === "quote" && openParagraph(last.c)) ||
    (last?.t === "list" && openParagraph(last.items[last.items.length - 1]!))
  );
}

/** Whether a line without its container's marker still belongs to it: as a paragraph's continuation. */
function lazy(line: string, inner: string[]): boolean {
  const last = inner[inner.length - 1] ?? "";
  return (
    !BLANK.test(line) &&
    !interrupts(line, false) &&
    !BLANK.test(last) &&
    // After a lazy line the paragraph is still open: no need to parse again.
    (last[0] === "\0" || openParagraph(parseBlocks(inner)[0]))
  );
}

/** Parses lines into blocks, and says whether a blank line separated two of them (a loose list item). */
function parseBlocks(lines: string[]): [Block[], boolean] {
  const out: Block[] = [];
  let gap = false;
  let loose = false;
  const add = (block: Block) => {
    loose ||= gap && out.length > 0;
    gap = false;
    out.push(block);
  };
  const blank = (i: number) => BLANK.test(lines[i] ?? "");

  /** Reads the block that starts on line `i`; returns the line after it. */
  const step = (i: number): number => {
    const line = lines[i]!;
    if (blank(i)) {
      gap = true;
      return i + 1;
    }
    if (INDENTED.test(line)) {
      let end = i;
      while (end < lines.length && (INDENTED.test(lines[end]!) || blank(end))) end++;
      // Blank lines after the code belong to what follows.
      while (blank(end - 1)) end--;
      const code = lines.slice(i, end).map((l) => l.replace(/^(?: {0,3}\t| {0,4})/, ""));
      add({ t: "pre", lang: "", v: code.join("\n") });
      return end;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = (fence[2] ?? fence[4])!;
      const info = (fence[3] ?? fence[5])!.trim();
      const code: string[] = [];
      for (i++; i < lines.length; i++) {
        const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(lines[i]!)?.[1];
        if (close && close[0] === marker[0] && close.length >= marker.length) {
          i++;
          break;
        }
        // Content lines lose as many leading spaces as the fence had.
        code.push(lines[i]!.replace(new RegExp(`^ {0,${fence[1]!.length}}`), ""));
      }
      add({ t: "pre", lang: decodeEscapes(info.split(/[ \t]/)[0]!).split(/\s/)[0]!, v: code.join("\n") });
      return i;
    }
    if (BREAK.test(line)) {
      add({ t: "hr" });
      return i + 1;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const text = (heading[2] ?? "").replace(/(?:^|[ \t]+)#+[ \t]*$/, "").trim();
      add({ t: "h", n: heading[1]!.length, c: parseInline(text) });
      return i + 1;
    }
    if (QUOTE.test(line)) {
      const inner: string[] = [];
      for (; i < lines.length; i++) {
        const l = lines[i]!;
        if (QUOTE.test(l)) inner.push(l.replace(QUOTE, ""));
        else if (lazy(l, inner)) inner.push(l[0] === "\0" ? l : `\0${l}`);
        else break;
      }
      add({ t: "quote", c: parseBlocks(inner)[0] });
      return i;
    }
    const html = HTML_BLOCKS.find(([start]) => start.test(line));
    if (html) {
      const end = html[1];
      if (end) while (i < lines.length && !end.test(lines[i]!)) i++;
      else while (i < lines.length && !blank(i)) i++;
      add({ t: "html" });
      return end ? i + 1 : i;
    }
    let list = item(line, false);
    if (list) {
      const { kind, start } = list;
      const items: Block[][] = [];
      let looseList = false;
      while (list) {
        const inner = [list.first];
        for (i++; i < lines.length; i++) {
          // A leading tab counts as four columns of indentation.
          const l = lines[i]!.replace(/^ {0,3}\t/, "    ");
          const isBlank = BLANK.test(l);
          // An item can start with at most one blank line.
          if (isBlank ? inner.length === 1 && !inner[0] : !l.startsWith(" ".repeat(list.indent))) {
            if (isBlank || !lazy(l, inner)) break;
            inner.push(l[0] === "\0" ? l : `\0${l}`);
          } else inner.push(l.slice(list.indent));
        }
        // Blank lines at the end belong between this item and the next, or after the list.
        while (inner.length > 1 && BLANK.test(inner[inner.length - 1]!)) {
          inner.pop();
          i--;
        }
        const [blocks, looseItem] = parseBlocks(inner);
        items.push(blocks);
        looseList ||= looseItem;
        let next = i;
        while (next < lines.length && blank(next)) next++;
        list = item(lines[next] ?? "", false);
        if (list?.kind === kind) {
          looseList ||= next > i;
          i = next;
        } else list = undefined;
      }
      add({ t: "list", start, loose: looseList, items });
      return i;
    }
    const para = [line];
    let level = 0;
    for (i++; i < lines.length && !blank(i); i++) {
      const l = lines[i]!;
      const underline = l[0] === "\0" ? undefined : UNDERLINE.exec(l)?.[1];
      if (underline) {
        level = underline[0] === "=" ? 1 : 2;
        i++;
        break;
      }
      if (interrupts(l, true)) break;
      para.push(l);
    }
    const text = para
      .map((l) => l.replace(/^\0?[ \t]*/, ""))
      .join("\n")
      .replace(/[ \t]+$/, "");
    add(level ? { t: "h", n: level, c: parseInline(text) } : { t: "p", c: parseInline(text) });
    return i;
  };

  for (let i = 0; i < lines.length; ) i = step(i);
  return [out, loose];
}

export function parseMarkdown(source: string): Block[] {
  return parseBlocks(
    source
      .replace(/^\uFEFF/, "")
      .replace(/\0/g, "\ufffd")
      .split(/\r\n?|\n/),
  )[0];
}
