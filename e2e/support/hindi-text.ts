/**
 * The Hindi walk's check (hindi-walk.spec.ts), for other walks to share: the texts a screen shows and
 * says, and the Latin-script sentences among them beyond the glossary's allowed terms. One difference:
 * a single letter is a formula's symbol (the calculators' "A = P × (1 + r/400)^(4t)", a note's "+ D"),
 * not a word of a sentence; "adding up k = 1 to n" still has three words.
 */
import { latinWordsNotAllowed } from "@arthshala/contracts/hindi-glossary";
import type { Page } from "@playwright/test";

/** The visible texts and the labels a screen reader says, leaving out what is marked another language. */
export function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const inHindi = (el: Element) => (el.closest("[lang]")?.getAttribute("lang") ?? "hi").startsWith("hi");
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const SOURCES = "स्रोत";
    const citation = (el: Element) => {
      if (el.closest("p, li, dd")?.textContent?.trim().startsWith(SOURCES)) return true;
      const list = el.closest("ul, ol");
      const before = list?.previousElementSibling;
      return !!before && /^H[2-6]$/.test(before.tagName) && (before.textContent ?? "").includes(SOURCES);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template")) continue;
      if (!inHindi(parent) || !shown(parent) || citation(parent)) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of Array.from(
      document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]"),
    )) {
      if (!inHindi(el) || !shown(el)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** Texts holding a Latin-script sentence: two or more words not allowed, or a Latin-only text. */
export function latinSentences(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    const unquoted = text.replace(
      /"[^"]*"|“[^”]*”|‘[^’]*’|[^\s@]+@[^\s@]+|https?:\/\/\S+|[\w-]+(\.[\w-]+)*\.(in|com|org|gov|net)\b\S*/g,
      " ",
    );
    const latinOnly = !/[\u0900-\u097F]/u.test(unquoted);
    for (const stretch of unquoted.split(/[\u0900-\u097F\u0964\u0965]+/u)) {
      const words = latinWordsNotAllowed(stretch).filter((word) => word.length > 1);
      if (words.length >= 2 || (latinOnly && words.some((w) => w.length > 2))) found.add(text);
    }
  }
  return [...found];
}
