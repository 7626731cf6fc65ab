// `npm run font:hindi`: makes the self-hosted Devanagari font (issue 29) from Noto Sans Devanagari (SIL
// OFL 1.1, @fontsource-variable/noto-sans-devanagari): only the characters the product's Hindi uses and
// only the weights it draws (400 to 800 of the variable font), as a WOFF2 file and the CSS that names it. Run it after adding Hindi text with a new letter; apps/web/src/styles/devanagari-font.test.ts fails
// until then, naming the letter.
// noto-sans-devanagari-hi.woff2 holds every Devanagari character in the interface strings and content/hi.
// The language switch's "हिं" is drawn in the system font (font-native in index.css): a face of its own
// swapping in moved the header on an English page (a layout shift, e2e/server-render.spec.ts).
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { devanagariUsed, unicodeRange } from "./hindi-font-chars.mjs";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(path.join(root, "apps/web/package.json"));
const source = require.resolve(
  "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
);
const fontsDir = path.join(root, "apps/web/src/assets/fonts");
const cssFile = path.join(root, "apps/web/src/styles/devanagari-font.css");

// The joiners choose a conjunct's form; the dotted circle is what shaping draws for a stray vowel sign.
const SHAPING = "\u200C\u200D\u25CC";
const WEIGHTS = { min: 400, max: 800 };

const { readFile } = await import("node:fs/promises");
const font = await readFile(source);
const used = await devanagariUsed(root);

async function subset(name, text) {
  const out = await subsetFont(font, text + SHAPING, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  await writeFile(path.join(fontsDir, name), out);
  return out.length;
}

const size = await subset("noto-sans-devanagari-hi.woff2", used.join(""));

const face = (family, file, chars, display) => `@font-face {
  font-family: "${family}";
  src: url("../assets/fonts/${file}") format("woff2");
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  font-style: normal;
  font-display: ${display};
  unicode-range: ${unicodeRange(chars)};
}`;

await writeFile(
  cssFile,
  `/* Made by scripts/make-hindi-font.mjs (npm run font:hindi): do not edit by hand.
   Noto Sans Devanagari, SIL Open Font License 1.1 (apps/web/src/assets/fonts/OFL.txt), subset to the
   ${used.length} Devanagari characters the product's Hindi uses, weights ${WEIGHTS.min}-${WEIGHTS.max}. */
${face("Arthshala Devanagari", "noto-sans-devanagari-hi.woff2", used.join("") + SHAPING, "swap")}

`,
);
// In the repository's own format, so lint passes on what this wrote.
execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", cssFile], { stdio: "ignore" });
console.log(
  `${used.length} characters: ${used.join("")}\n` +
    `noto-sans-devanagari-hi.woff2 ${(size / 1024).toFixed(1)} KB`,
);
