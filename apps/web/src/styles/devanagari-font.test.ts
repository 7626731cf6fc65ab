import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { devanagariUsed } from "../../../../scripts/hindi-font-chars.mjs";

const root = path.resolve(import.meta.dirname, "../../../..");
const css = await readFile(path.join(import.meta.dirname, "devanagari-font.css"), "utf8");

/** The code points a face's unicode-range covers. */
function covered(family: string): Set<number> {
  const face = css.split("@font-face").find((f) => f.includes(`font-family: "${family}";`));
  const range = /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1] ?? "";
  const points = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to] = part.trim().replace("U+", "").split("-");
    for (let p = parseInt(from!, 16); p <= parseInt(to ?? from!, 16); p++) points.add(p);
  }
  return points;
}

const missing = (text: Iterable<string>, family: string) =>
  [...new Set(text)].filter((ch) => !covered(family).has(ch.codePointAt(0)!));

describe("the self-hosted Devanagari font (scripts/make-hindi-font.mjs)", () => {
  it("has every Devanagari letter the interface and content/hi use (else run npm run font:hindi)", async () => {
    const used = await devanagariUsed(root);
    expect(used.length).toBeGreaterThan(40);
    expect(missing(used, "Arthshala Devanagari")).toEqual([]);
  });

  it("is drawn only for Devanagari, and shows the system font until it arrives", () => {
    expect(covered("Arthshala Devanagari").has("a".codePointAt(0)!)).toBe(false);
    expect(css.match(/font-display: swap;/g)).toHaveLength(1);
  });
});
