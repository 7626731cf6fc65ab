import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { API_ROOT } from "../../platform/paths.js";
import { escapeHtml } from "./html.js";

const FONTS = ["NotoSans_700Bold.ttf", "NotoSans_500Medium.ttf"].map((f) =>
  path.join(API_ROOT, "assets/fonts", f),
);

/** Words into lines of at most `max` characters (Noto Sans Bold at 64 px fits about 30 in 1,040 px). */
export function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]}…`;
  return kept;
}

/**
 * A 1200×630 share image for a course or article, drawn here from its title (no outside service): the
 * brand's green, a small kicker, the title in up to three lines, and the site's promise.
 */
export function renderOgImage(input: { kicker: string; title: string }): Buffer {
  const lines = wrap(input.title, 30, 3);
  const top = 330 - (lines.length - 1) * 40;
  const title = lines
    .map(
      (l, i) =>
        `<text x="80" y="${top + i * 80}" font-size="64" font-weight="700" fill="#ffffff">${escapeHtml(l)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#115e56"/>
  <circle cx="1080" cy="110" r="190" fill="#1c7a70"/>
  <circle cx="1130" cy="560" r="120" fill="#0d4c46"/>
  <rect x="80" y="80" width="8" height="52" rx="4" fill="#fbbf24"/>
  <text x="104" y="118" font-size="30" font-weight="500" fill="#d1fae5">${escapeHtml(input.kicker)}</text>
  ${title}
  <text x="80" y="560" font-size="30" font-weight="700" fill="#fbbf24">Arthshala</text>
  <text x="250" y="560" font-size="28" font-weight="500" fill="#d1fae5">Free, bite-sized financial education</text>
</svg>`;
  return new Resvg(svg, {
    font: { fontFiles: FONTS, loadSystemFonts: false, defaultFontFamily: "Noto Sans" },
  })
    .render()
    .asPng();
}
