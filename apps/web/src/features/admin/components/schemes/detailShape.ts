import type { SchemeDetail } from "@arthshala/contracts/schemes";

/** How a product's detail is stored: lines of text, label/value pairs, or an object of label to text. */
export type DetailShape = "lines" | "pairs" | "object";

export interface PairRow {
  key: number;
  label: string;
  value: string;
}

export function shapeOf(detail: SchemeDetail | null): DetailShape | null {
  if (detail === null) return null;
  if (!Array.isArray(detail)) return "object";
  return detail.length > 0 && typeof detail[0] !== "string" ? "pairs" : "lines";
}

export function linesOf(detail: SchemeDetail | null): string {
  return Array.isArray(detail) ? detail.filter((d): d is string => typeof d === "string").join("\n") : "";
}

export function pairsOf(detail: SchemeDetail | null): PairRow[] {
  if (detail === null) return [];
  const pairs = Array.isArray(detail)
    ? detail.filter((d): d is { label: string; value: string } => typeof d !== "string")
    : Object.entries(detail).map(([label, value]) => ({ label, value }));
  return pairs.map((pair, key) => ({ key, ...pair }));
}

/** One line a point; blank lines dropped; nothing left is no detail at all (null). */
export function fromLines(text: string): SchemeDetail | null {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length ? lines : null;
}

/**
 * Rows back into the product's own shape; rows left wholly empty are dropped, and no rows is null. A
 * half-filled row stays, so the schema can say what it lacks.
 */
export function fromPairs(rows: PairRow[], shape: "pairs" | "object"): SchemeDetail | null {
  const kept = rows.filter((row) => row.label.trim() || row.value.trim());
  if (!kept.length) return null;
  if (shape === "object") return Object.fromEntries(kept.map((row) => [row.label, row.value]));
  return kept.map(({ label, value }) => ({ label, value }));
}

/** The first message in a field's (possibly nested) error, with where it is: "Line 2: Fill this in." */
export function firstDetailError(
  error: unknown,
  shape: DetailShape | null,
  path: string[] = [],
): string | null {
  if (!error || typeof error !== "object") return null;
  const message = (error as { message?: unknown }).message;
  if (typeof message === "string" && message) {
    const [index, part] = path;
    if (index === undefined) return message === "Invalid input" ? "Check these entries." : message;
    const where =
      shape === "lines" ? `Line ${Number(index) + 1}` : `Row ${Number(index) + 1}${part ? ` ${part}` : ""}`;
    return `${where}: ${message}`;
  }
  for (const [key, value] of Object.entries(error)) {
    if (key === "ref" || key === "type") continue;
    const found = firstDetailError(value, shape, [...path, key]);
    if (found) return found;
  }
  return null;
}
