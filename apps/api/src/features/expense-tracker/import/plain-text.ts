// Pasted alerts and statement files can carry NUL and other control characters (a damaged export, a
// copy from a terminal), invisible spaces and broken UTF-16. None may reach a title: PostgreSQL refuses
// NUL in text and the rest only mislead a reader. The patterns are built from strings, as in
// contracts/text.ts, so the control ranges stay readable escapes.
const CONTROLS = "\\u0000-\\u0009\\u000b-\\u001f\\u007f-\\u009f";
const INVISIBLES = "\\u00a0\\u200b-\\u200d\\u2028\\u2029\\ufeff";
const LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";

const UNPRINTABLE_KEEPING_LINES = new RegExp(`[${CONTROLS}${INVISIBLES}]|${LONE_SURROGATE}`, "g");
const UNPRINTABLE = new RegExp(`[\\n${CONTROLS}${INVISIBLES}]|${LONE_SURROGATE}`, "g");

/** Every control character, invisible space and lone surrogate as a plain space; "\n" too unless kept. */
export function blankUnprintable(text: string, keepLineBreaks = false): string {
  return text.replace(keepLineBreaks ? UNPRINTABLE_KEEPING_LINES : UNPRINTABLE, " ");
}
