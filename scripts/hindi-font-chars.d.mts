/** Types for hindi-font-chars.mjs, which the web app's font test imports. */
export const HINDI_SOURCES: string[];
export function devanagariUsed(root: string): Promise<string[]>;
export function unicodeRange(chars: Iterable<string> | string): string;
