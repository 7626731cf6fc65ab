import type { TFunction } from "i18next";

/**
 * A FinStars history line in the interface's language. The ledger stores English reasons (the CSV keeps
 * them as written); the few shapes the server writes are worded here, titles kept as they were.
 */
const SHAPES: [RegExp, "completed" | "reviewed" | "redeemed" | "refund"][] = [
  [/^Completed "(.*)"$/s, "completed"],
  [/^Reviewed "(.*)"$/s, "reviewed"],
  [/^Redeemed: (.*)$/s, "redeemed"],
  [/^Refund: (.*)$/s, "refund"],
];

export function ledgerLine(t: TFunction<"rewards">, description: string): string {
  for (const [shape, kind] of SHAPES) {
    const match = shape.exec(description);
    if (match) return t(`lines.${kind}`, { title: match[1], defaultValue: description });
  }
  return description;
}
