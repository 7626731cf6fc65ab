// What `npm run build` made, in three lines (its postbuild prints them through build-if-changed.mjs):
// the web app's files and their weight gzipped, what a first visit downloads before the page works, and
// the server's files. Vite's list of every file is left out of `npm run build` (--logLevel warn, which
// keeps warnings); `cd apps/web && npx vite build` prints it.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(import.meta.dirname, "..");

const gzipped = (file) => gzipSync(readFileSync(file)).length;
const kB = (bytes) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} kB`;

function filesUnder(dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p));
    else out.push(p);
  }
  return out;
}

/** The scripts a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not lazily. */
export function staticImports(code) {
  const found = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) found.add(m[1]);
  return [...found];
}

/**
 * The first screen's download: the entry script of index.html with everything it imports statically,
 * and the style sheets index.html links. Lazy pages (import()) come later and are not counted.
 */
export function firstScreen(distDir) {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  const local = (href) => path.join(distDir, href.replace(/^\//, ""));
  const scripts = new Set();
  const queue = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => local(m[1]));
  while (queue.length > 0) {
    const file = queue.pop();
    if (scripts.has(file) || !existsSync(file)) continue;
    scripts.add(file);
    for (const rel of staticImports(readFileSync(file, "utf8")))
      queue.push(path.resolve(path.dirname(file), rel));
  }
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => local(m[1]));
  return {
    scripts: [...scripts],
    js: [...scripts].reduce((n, f) => n + gzipped(f), 0),
    css: styles.filter(existsSync).reduce((n, f) => n + gzipped(f), 0),
  };
}

/** The summary lines, or a line saying what is missing. */
export function summary(root = ROOT) {
  const dist = path.join(root, "apps/web/dist");
  const ssr = path.join(root, "apps/web/dist-ssr/entry-server.js");
  const api = path.join(root, "apps/api/dist");
  if (!existsSync(path.join(dist, "index.html"))) return ["✖ apps/web/dist/index.html is missing"];
  const files = filesUnder(dist);
  const sum = (ext) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzipped(f), 0);
  const first = firstScreen(dist);
  const serverFiles = existsSync(api)
    ? filesUnder(api).filter((f) => f.endsWith(".js") && !f.includes("pglite-template"))
    : [];
  return [
    `  web app  apps/web/dist, ${files.length} files: all its JavaScript ${kB(sum(".js"))} and CSS ${kB(sum(".css"))} gzipped`,
    `           a first visit loads ${kB(first.js)} of JavaScript (${first.scripts.length} files) and ${kB(first.css)} of CSS gzipped; each page's own code comes when it is opened`,
    `  server   apps/web/dist-ssr (the pages' server render, ${existsSync(ssr) ? kB(statSync(ssr).size) : "missing"}), apps/api/dist (${serverFiles.length} scripts and the migrated PGlite template)`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const line of summary()) console.warn(line);
}
