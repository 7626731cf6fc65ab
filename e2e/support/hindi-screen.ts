/**
 * What the Hindi walks read off a screen (hindi-walk.spec.ts and the mobile-hindi-* specs); the check of
 * those texts is contracts' latinSentences, the one the Hindi mail tests use too.
 */
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
