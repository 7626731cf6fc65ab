// Renders the installable app's icons (public/icons/*.png) from the SVGs in scripts/icons/.
// Run after changing a drawing: `node apps/web/scripts/make-icons.mjs`; the PNGs are committed as sources.
// resvg is the API's dependency (share images), hoisted to the root node_modules.
import { readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";

const drawings = new URL("./icons/", import.meta.url);
const out = new URL("../public/icons/", import.meta.url);

const icons = [
  { svg: "icon.svg", size: 192, file: "icon-192.png" },
  { svg: "icon.svg", size: 512, file: "icon-512.png" },
  { svg: "maskable.svg", size: 192, file: "maskable-192.png" },
  { svg: "maskable.svg", size: 512, file: "maskable-512.png" },
  // iOS rounds the corners itself and shows transparency as black: the full-bleed tile suits it.
  { svg: "maskable.svg", size: 180, file: "apple-touch-icon.png" },
];

for (const { svg, size, file } of icons) {
  const source = readFileSync(new URL(svg, drawings), "utf8");
  const png = new Resvg(source, { fitTo: { mode: "width", value: size } }).render().asPng();
  writeFileSync(new URL(file, out), png);
  process.stdout.write(`${file}: ${size}x${size}, ${png.length} bytes\n`);
}
