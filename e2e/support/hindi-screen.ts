/**
 * What the Hindi walks read off a screen (hindi-walk.spec.ts and the mobile-hindi-* specs); the check of
 * those texts is contracts' latinSentences, the one the Hindi mail tests use too.
 */
import { mkdir } from "node:fs/promises";
import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import { expect, type Page } from "@playwright/test";
import { waitForApp } from "./takeover.js";

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
 * One screen of a Hindi walk: once the app has taken over and drawn what it fetches, no Latin-script
 * sentence (a soft check, so a walk reports every screen). Set HINDI_SHOTS_DIR to keep each screen's
 * first view as a screenshot.
 */
export async function lookInHindi(page: Page, name: string): Promise<void> {
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.waitForLoadState("networkidle");
  expect.soft(latinSentences(await screenTexts(page)), `${name} (${page.url()})`).toEqual([]);
  const dir = process.env.HINDI_SHOTS_DIR;
  if (dir) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}.png` });
  }
}
