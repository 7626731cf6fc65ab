// The import graph of a source folder, read with TypeScript's own pre-processor (static imports,
// `export … from`, `import type` and `import()` alike), for the layer and circle checks
// (apps/web/src/layers.test.ts, apps/api/test/import-circles.test.ts; docs/ARCHITECTURE.md "Layers").
// Tests and test helpers are left out: they may reach anywhere to set a case up.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const SOURCE = /\.(ts|tsx|mts)$/;
const isTestFile = (rel) => /\.test\.tsx?$/.test(rel) || /(^|\/)test\//.test(rel) || rel.endsWith(".d.ts");

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full));
    else if (SOURCE.test(name)) out.push(full);
  }
  return out;
}

/** The file a relative specifier names: as written, with a .ts/.tsx extension, or a folder's index. */
function resolve(fromFile, specifier, known) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, "");
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/**
 * Every non-test source file under `dir` with the files of that folder it imports, paths relative to
 * `dir`: `{ file: [{ to, dynamic }] }`. Imports of packages and of files outside `dir` are left out.
 */
export function importGraph(dir) {
  const root = path.resolve(dir);
  const files = listFiles(root).filter((file) => !isTestFile(path.relative(root, file)));
  const known = new Set(files);
  const graph = {};
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const info = ts.preProcessFile(text, true, true);
    const edges = [];
    for (const ref of info.importedFiles) {
      if (!ref.fileName.startsWith(".")) continue;
      const target = resolve(file, ref.fileName, known);
      if (!target) continue;
      // preProcessFile does not say which imports are import(): read it off the text before the name.
      const before = text.slice(Math.max(0, ref.pos - 12), ref.pos);
      edges.push({ to: path.relative(root, target), dynamic: /import\(\s*["'`]?$/.test(before) });
    }
    graph[path.relative(root, file)] = edges;
  }
  return graph;
}

/**
 * The import circles of a graph: each strongly connected group of two files or more, as its files in
 * order (Tarjan's algorithm). `import()` counts too: a circle through a lazy import is still a circle
 * of meaning, though it is no circle at load time.
 */
export function importCircles(graph) {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (file) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph[file] ?? []) {
      if (!order.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file), low.get(to)));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), order.get(to)));
    }
    if (low.get(file) === order.get(file)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  for (const file of Object.keys(graph).sort()) if (!order.has(file)) visit(file);
  return circles;
}
