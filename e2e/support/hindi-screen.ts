/**
 * The Hindi walk's check (hindi-walk.spec.ts), for specs that walk other screens: the visible text of a
 * page and the Latin-script sentences in it beyond names, numbers and the glossary's allowed terms
 * (LATIN_ALLOWED in packages/contracts/src/hindi-glossary.ts).
 */
import { latinWordsNotAllowed } from "@arthshala/contracts/hindi-glossary";
import type { Page } from "@playwright/test";

/**
 * The visible text of the page (and the labels a screen reader says) in chunks, one per text node or
 * attribute, leaving out what is marked as another language (lang="en": the switch's "EN").
 */
export function screenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const inHindi = (el: Element) => (el.closest("[lang]")?.getAttribute("lang") ?? "hi").startsWith("hi");
    const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    // Sources are cited by their titles as published (a list under a "स्रोत" heading, or a "स्रोत: …" line):
    // names of documents, not sentences of ours.
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

/**
 * The Latin-script sentences in these texts: two or more words in a row that are neither allowed terms
 * nor numbers (LATIN_ALLOWED, read by the glossary's latinWordsNotAllowed), or a whole text in Latin
 * script only. A title in quotes is a name (a notification's course or article title, where that item
 * has no Hindi yet).
 */
export function latinSentences(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    // Quoted titles, e-mail addresses and web addresses are names.
    const unquoted = text.replace(
      /"[^"]*"|“[^”]*”|‘[^’]*’|[^\s@]+@[^\s@]+|https?:\/\/\S+|[\w-]+(\.[\w-]+)*\.(in|com|org|gov|net)\b\S*/g,
      " ",
    );
    const latinOnly = !/[\u0900-\u097F]/u.test(unquoted);
    for (const stretch of unquoted.split(/[\u0900-\u097F\u0964\u0965]+/u)) {
      // The glossary's own reading: its phrases whole, numbers (80C, P2P) not words.
      const words = latinWordsNotAllowed(stretch);
      if (words.length >= 2 || (latinOnly && words.some((w) => w.length > 2))) found.add(text);
    }
  }
  return [...found];
}
