import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ImportEdge, importCircles, importGraph } from "../../../scripts/import-graph.mjs";

// No two files of the API or of the shared contracts import each other, however long the loop, and
// the API's features stand on the platform, never under it (docs/ARCHITECTURE.md, "Layers"): a circle
// means neither side can be read, tested or moved alone.
const repo = path.resolve(import.meta.dirname, "../../..");

describe.each(["apps/api/src", "packages/contracts/src"])("%s", (dir) => {
  const graph = importGraph(path.join(repo, dir));

  it("is read whole", () => {
    expect(Object.keys(graph).length).toBeGreaterThan(40);
  });

  it("has no import circle between files", () => {
    expect(importCircles(graph)).toEqual([]);
  });
});

describe("apps/api/src features", () => {
  const graph = importGraph(path.join(repo, "apps/api/src"));
  const featureOf = (file: string) => (file.startsWith("features/") ? file.split("/")[1] : null);

  it("are never imported by the platform", () => {
    const upward = Object.entries(graph).flatMap(([from, edges]) =>
      from.startsWith("platform/")
        ? edges.filter(({ to }) => featureOf(to)).map(({ to }) => `${from} -> ${to}`)
        : [],
    );
    expect(upward).toEqual([]);
  });

  it("have no import circle between them", () => {
    const features: Record<string, ImportEdge[]> = {};
    for (const [from, edges] of Object.entries(graph)) {
      const a = featureOf(from);
      if (!a) continue;
      features[a] ??= [];
      for (const { to, dynamic } of edges) {
        const b = featureOf(to);
        if (b && b !== a) features[a].push({ to: b, dynamic });
      }
    }
    expect(importCircles(features)).toEqual([]);
  });
});
