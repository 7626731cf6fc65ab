import { z } from "zod";

// In a browser the app's CSP forbids eval, and zod's probe for it (`new Function`) is reported as a CSP
// violation (Lighthouse's best practices on the tracker). The server keeps zod's faster compiled parsers.
if ("document" in globalThis) z.config({ jitless: true });

/**
 * Text fields from people: one rule for every schema. PostgreSQL cannot store NUL in text (the query
 * fails, which was a 500), and the other control characters only ever arrive by accident or to fool a
 * reader or a log (terminal escapes, invisible breaks). Lone UTF-16 surrogates are broken text that
 * the drivers silently turn into U+FFFD, so they are refused too.
 */
export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";

// Searches for the first forbidden character (no whole-string pattern), so long articles stay linear.
// Without the `u` flag these ranges are UTF-16 code units, which is what finds a lone surrogate.
const LONE_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?:^|[^\\ud800-\\udbff])[\\udc00-\\udfff]";
// C0 controls, DEL and C1 controls.
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f]|${LONE_SURROGATE}`);
// Tab and newline are text in a multi-line field; a carriage return only as part of CRLF.
const MULTI_LINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]|\\r(?!\\n)|${LONE_SURROGATE}`,
);

type StringParams = Parameters<typeof z.string>[0];

/** A one-line field (names, titles, emails, answers to choose): no control characters at all. */
export function singleLineText(params?: StringParams) {
  return z.string(params).refine((s) => !SINGLE_LINE_FORBIDDEN.test(s), CONTROL_CHARACTERS_MESSAGE);
}

/** A multi-line field (Markdown, descriptions, written answers): newline, CRLF and tab allowed. */
export function multiLineText(params?: StringParams) {
  return z.string(params).refine((s) => !MULTI_LINE_FORBIDDEN.test(s), CONTROL_CHARACTERS_MESSAGE);
}

/** True when a one-line value is clean: for text that arrives outside a schema (an identity provider's claims). */
export function isSingleLineText(value: string): boolean {
  return !SINGLE_LINE_FORBIDDEN.test(value);
}
