// `npm run font:hindi`: makes the self-hosted Devanagari font (issue 29) from Noto Sans Devanagari (SIL
// OFL 1.1, @fontsource-variable/noto-sans-devanagari): only the characters the product's Hindi uses and
// only the weights it draws (400 to 800 of the variable font), as two WOFF2 files and the CSS that names
// them. Run it after adding Hindi text with a new letter; apps/web/src/styles/devanagari-font.test.ts fails
// until then, naming the letter.
//   - noto-sans-devanagari-hi.woff2: every Devanagari character in the interface strings and content/hi.
//   - noto-sans-devanagari-label.woff2: only the letters of the language switch's "हिं" and "हिंदी", so an
//     English page, whose only Hindi is that switch, fetches a few KB rather than the whole face.
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { devanagariUsed, LABEL_TEXT, unicodeRange } from "./hindi-font-chars.mjs";

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
const label = [...new Set(LABEL_TEXT)].join("");

async function subset(name, text) {
  const out = await subsetFont(font, text + SHAPING, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  await writeFile(path.join(fontsDir, name), out);
  return out.length;
}

const sizes = {
  hi: await subset("noto-sans-devanagari-hi.woff2", used.join("")),
  label: await subset("noto-sans-devanagari-label.woff2", label),
};

const face = (family, file, chars) => `@font-face {
  font-family: "${family}";
  src: url("../assets/fonts/${file}") format("woff2");
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  font-style: normal;
  font-display: swap;
  unicode-range: ${unicodeRange(chars)};
}`;

await writeFile(
  cssFile,
  `/* Made by scripts/make-hindi-font.mjs (npm run font:hindi): do not edit by hand.
   Noto Sans Devanagari, SIL Open Font License 1.1 (apps/web/src/assets/fonts/OFL.txt), subset to the
   ${used.length} Devanagari characters the product's Hindi uses, weights ${WEIGHTS.min}-${WEIGHTS.max}. */
${face("Arthshala Devanagari", "noto-sans-devanagari-hi.woff2", used.join("") + SHAPING)}

/* The language switch's own letters, for English pages. */
${face("Arthshala Devanagari Label", "noto-sans-devanagari-label.woff2", label)}
`,
);
// In the repository's own format, so lint passes on what this wrote.
execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", cssFile], { stdio: "ignore" });
console.log(
  `${used.length} characters: ${used.join("")}\n` +
    `noto-sans-devanagari-hi.woff2 ${(sizes.hi / 1024).toFixed(1)} KB, ` +
    `noto-sans-devanagari-label.woff2 ${(sizes.label / 1024).toFixed(1)} KB`,
);
