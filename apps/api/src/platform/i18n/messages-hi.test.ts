import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localizeMessage } from "./localize.js";
import { HINDI_CATALOGS } from "./messages-hi.js";
import { LITERALS_HI, PATTERNS_HI } from "./messages-hi-literals.js";

type Text = string | ((...args: never[]) => string);
const DEVANAGARI = /[\u0900-\u097F]/;
/** Numbers, ₹ amounts, brand names and Q-labels: what a translation must carry over unchanged. */
const KEPT = /₹?\d+(?:[,.]\d+)*|Arthshala|FinStars|FinScore|DELETE|JSON|Q\d/g;
const kept = (text: string) => [...text.matchAll(KEPT)].map((m) => m[0]).sort();

describe("the server's Hindi messages", () => {
  for (const { name, en, hi } of HINDI_CATALOGS) {
    it(`${name}: every English entry has a Hindi one of the same kind, not empty and not English`, () => {
      const english = en as Record<string, Text>;
      const hindi = hi as Record<string, Text>;
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      for (const [key, source] of Object.entries(english)) {
        const said = hindi[key];
        expect(typeof said, `${name}.${key}`).toBe(typeof source);
        if (typeof source === "string" && typeof said === "string") {
          expect(said.trim(), `${name}.${key}`).not.toBe("");
          expect(said, `${name}.${key}`).not.toBe(source);
          expect(said, `${name}.${key}`).toMatch(DEVANAGARI);
          expect(kept(said), `${name}.${key} keeps its numbers and names`).toEqual(kept(source));
        }
      }
    });
  }

  it("gives dynamic messages' values back in Hindi, through the English pattern", () => {
    const samples: Record<string, unknown[][]> = {
      totalExceeds: [["12,500", "10,000"]],
      limitExceededBy: [["1,234.50"]],
      tooLong: [[2000], [80]],
      tooMany: [[1], [5]],
      confirmed: [["asha@example.in"]],
      alreadyConfirmed: [["asha@example.in"]],
      addressChanged: [["asha@example.in"]],
      tooManyColumns: [[1], [14]],
      quoteNeverEnds: [[2]],
      joined: [["Class 11 A"]],
      alreadyMember: [["Class 11 A"]],
      left: [["Class 11 A"]],
      capacityBelowMembers: [[12]],
      nameTooLong: [[80], [120]],
      limitReached: [
        [1, 30],
        [3, 7],
      ],
      tooManyCodes: [[5000]],
      codeTooLong: [[4, 100]],
      codeBadCharacters: [[2]],
    };
    let checked = 0;
    for (const { name, en, hi } of HINDI_CATALOGS) {
      for (const [key, source] of Object.entries(en as Record<string, Text>)) {
        if (typeof source !== "function") continue;
        const calls = samples[key];
        expect(calls, `samples for ${name}.${key}`).toBeDefined();
        for (const args of calls ?? []) {
          const english = (source as (...a: unknown[]) => string)(...args);
          const hindi = ((hi as Record<string, Text>)[key] as (...a: unknown[]) => string)(...args);
          expect(hindi).not.toBe(english);
          expect(hindi).toMatch(DEVANAGARI);
          expect(kept(hindi), `${name}.${key}(${args.join(", ")})`).toEqual(kept(english));
          for (const arg of args) if (typeof arg === "string") expect(hindi).toContain(arg);
          expect(localizeMessage(english, "hi")).toBe(hindi);
          expect(localizeMessage(english, "en")).toBe(english);
          checked++;
        }
      }
    }
    expect(checked).toBe(25);
  });

  it("inline texts: Hindi, not empty, numbers kept", () => {
    for (const [english, hindi] of Object.entries(LITERALS_HI)) {
      expect(hindi, english).toMatch(DEVANAGARI);
      expect(kept(hindi), english).toEqual(kept(english));
      expect(localizeMessage(english, "hi")).toBe(hindi);
    }
    expect(PATTERNS_HI.length).toBeGreaterThan(0);
    expect(localizeMessage('category: "Crypto" is not one of your categories.', "hi")).toBe(
      'category: "Crypto" आपकी कैटेगरी में से नहीं है।',
    );
    expect(localizeMessage("Line 12: a quoted field never ends. Check the file is a CSV.", "hi")).toContain(
      "लाइन 12:",
    );
    // A statement line the preview could not read keeps its line, and the cell as it was written.
    expect(localizeMessage('Line 7: couldn\'t read the date "31/02/2026" as DD/MM/YYYY.', "hi")).toBe(
      'लाइन 7: तारीख "31/02/2026" को DD/MM/YYYY के रूप में नहीं पढ़ पाए।',
    );
    expect(localizeMessage('Line 8: couldn\'t read the amount "12..5".', "hi")).toBe(
      'लाइन 8: रकम "12..5" नहीं पढ़ पाए।',
    );
    for (const english of [
      "Line 9: the date is missing.",
      "Line 10: it has both a debit and a credit amount.",
      'Line 11: couldn\'t tell debit from credit in "X".',
    ]) {
      expect(localizeMessage(english, "hi"), english).toMatch(/^लाइन \d+: .*[\u0900-\u097F]/);
    }
  });

  it("inline texts are still what the server writes: an English text edited in its route fails here", () => {
    // Matched on their exact English, so a reworded message would quietly fall back to English.
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((f) => f.isFile() && f.name.endsWith(".ts") && !f.name.endsWith(".test.ts"))
        .map((f) => path.join(f.parentPath, f.name))
        .filter((f) => !f.includes(`${path.sep}i18n${path.sep}messages-hi`));
    const here = import.meta.dirname;
    const code = [
      ...sources(path.resolve(here, "../..")),
      ...sources(path.resolve(here, "../../../../../packages/contracts/src")),
    ]
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    // Two are put together from a constant in their source rather than written out whole.
    const composed = new Set([
      "This file type is not allowed here. Please upload an image (PNG, JPEG, GIF, WebP or AVIF).",
      "Keep category names to 40 characters.",
    ]);
    const missing = Object.keys(LITERALS_HI).filter(
      (english) => !composed.has(english) && !code.includes(english),
    );
    expect(missing).toEqual([]);
  });

  it("keeps a field prefix, leaves English and unknown texts alone", () => {
    expect(localizeMessage("body.transaction.amount: Enter an amount above ₹0.", "hi")).toBe(
      "body.transaction.amount: ₹0 से ज़्यादा रकम डालें।",
    );
    expect(localizeMessage("picture: Choose an image.", "hi")).toBe("picture: कोई इमेज चुनें।");
    expect(localizeMessage("body.title: Too small: expected string to have >=1 characters", "hi")).toBe(
      "body.title: Too small: expected string to have >=1 characters",
    );
    expect(localizeMessage("Some text nobody translated.", "hi")).toBe("Some text nobody translated.");
    // A catalog text that itself holds ": " is matched whole, not split at it.
    expect(localizeMessage("Card Locked: Please complete the previous card to unlock this one.", "hi")).toBe(
      "कार्ड लॉक है: इसे खोलने के लिए पहले पिछला कार्ड पूरा करें।",
    );
  });
});
