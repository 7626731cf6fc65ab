import { markdownExcerpt } from "./excerpt.js";

/** A steady reader's pace, in words a minute (the usual figure for reading on a screen). */
export const WORDS_PER_MINUTE = 200;

/** A word has a letter or a digit in it: a lone "—", "·" or Hindi danda "।" between spaces is not one. */
const WORDISH = /[\p{L}\p{N}]/u;

/**
 * Minutes an article takes to read: the words of its text (Markdown syntax, link targets and pictures
 * left out; split on whitespace, so Hindi counts as English does) at 200 a minute, to the nearest
 * minute, and never less than one.
 */
export function readingMinutes(markdown: string): number {
  const words = markdownExcerpt(markdown, Number.POSITIVE_INFINITY)
    .split(/\s+/)
    .filter((token) => WORDISH.test(token)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
