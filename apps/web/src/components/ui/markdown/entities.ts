/**
 * Character references (&amp; &#8377; &#x20B9;) and backslash escapes, decoded the way micromark does.
 * Only the named references an author is likely to type are known; an unknown name stays as written.
 */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  zwnj: "\u200c",
  zwj: "\u200d",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  minus: "−",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  times: "×",
  plusmn: "±",
  deg: "°",
  le: "≤",
  ge: "≥",
  ne: "≠",
  frac12: "½",
  euro: "€",
  pound: "£",
  larr: "←",
  rarr: "→",
};

/** The body of a reference ("amp", "#8377", "#x20B9") as text; undefined when it is not one. */
export function charRef(body: string): string | undefined {
  if (body[0] !== "#") return Object.hasOwn(NAMED, body) ? NAMED[body] : undefined;
  const hex = /x/i.test(body[1] ?? "");
  const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
  // Like micromark: controls, surrogates, noncharacters and out-of-range values become U+FFFD.
  return code < 9 ||
    code === 11 ||
    (code > 13 && code < 32) ||
    (code > 126 && code < 160) ||
    (code > 55295 && code < 57344) ||
    (code > 64975 && code < 65008) ||
    (code & 65534) === 65534 ||
    code > 1114111
    ? "\ufffd"
    : String.fromCodePoint(code);
}

/** A reference's source: `&`, then the body `charRef` reads, then `;`. */
export const REF = "&(#[xX][\\da-fA-F]{1,6}|#\\d{1,7}|[A-Za-z][A-Za-z\\d]{1,31});";

/** ASCII punctuation: the characters a backslash escapes. */
export const PUNCT = "[!-/:-@[-`{-~]";

const ESCAPE_OR_REF = new RegExp(`\\\\(${PUNCT})|${REF}`, "g");

/** Decodes escapes and references in a link destination, title or code info string. */
export function decodeEscapes(text: string): string {
  return text.replace(
    ESCAPE_OR_REF,
    (all, escaped?: string, ref?: string) => escaped ?? charRef(ref!) ?? all,
  );
}
