import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCircles, importGraph } from "../../../scripts/import-graph.mjs";

/**
 * The web app's layers (docs/ARCHITECTURE.md, "Layers"): the entry points over app/, app/ over the
 * features, the features over components/ and lib/. Nothing imports a layer above its own; a feature
 * is used by others only through its index.ts; app/ loads a feature's pages (and
 * other late parts) by import(), one chunk each, and takes everything else from the index. Read from the code's imports at every run.
 */
const src = path.resolve(import.meta.dirname);
const graph = importGraph(src);

type Layer = { kind: "entry" | "app" | "components" | "lib" | "other" } | { kind: "feature"; name: string };

function layerOf(file: string): Layer {
  const [top, second] = file.split("/");
  if (top === "features" && second) return { kind: "feature", name: second };
  if (top === "app" || top === "components" || top === "lib") return { kind: top };
  if (file === "main.tsx" || file === "entry-server.tsx" || file === "sw.ts") return { kind: "entry" };
  return { kind: "other" };
}

const isIndex = (file: string) => /^features\/[^/]+\/index\.tsx?$/.test(file);

/** Why `from` may not import `to`, or null when it may. */
function breach(from: string, to: string, dynamic: boolean): string | null {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a.kind === "entry" || b.kind === "other") return null;
  if (b.kind === "entry") return "an entry point is imported by nothing";
  if (a.kind === "lib") return b.kind === "lib" ? null : "lib/ imports lib/ alone";
  if (a.kind === "components")
    return b.kind === "lib" || b.kind === "components"
      ? null
      : "components/ import components/ and lib/ alone";
  if (a.kind === "feature") {
    if (b.kind === "app") return "a feature never imports app/";
    if (b.kind === "feature" && b.name !== a.name && !isIndex(to))
      return `another feature is used through features/${b.name}/index.ts`;
    return null;
  }
  if (a.kind === "app" && b.kind === "feature" && !isIndex(to) && !dynamic)
    return "app/ loads a feature's pages (and other late parts) by import(), and takes the rest from its index.ts";
  return null;
}

describe("apps/web/src layers", () => {
  it("reads the whole tree", () => {
    expect(Object.keys(graph).length).toBeGreaterThan(300);
    expect(graph["main.tsx"]?.some((edge) => edge.to === "app/App.tsx")).toBe(true);
  });

  it("has no import that runs back up a layer or into another feature's insides", () => {
    const breaches = Object.entries(graph).flatMap(([from, edges]) =>
      edges.flatMap(({ to, dynamic }) => {
        const why = breach(from, to, dynamic);
        return why ? [`${from} -> ${to}: ${why}`] : [];
      }),
    );
    expect(breaches).toEqual([]);
  });

  it("has no import circle, between files or between features", () => {
    expect(importCircles(graph)).toEqual([]);
    const features: Record<string, { to: string; dynamic: boolean }[]> = {};
    for (const [from, edges] of Object.entries(graph)) {
      const a = layerOf(from);
      if (a.kind !== "feature") continue;
      features[a.name] ??= [];
      for (const { to } of edges) {
        const b = layerOf(to);
        if (b.kind === "feature" && b.name !== a.name) features[a.name]!.push({ to: b.name, dynamic: false });
      }
    }
    expect(importCircles(features)).toEqual([]);
  });
});
