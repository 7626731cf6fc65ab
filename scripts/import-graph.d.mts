/** Types for import-graph.mjs, which the layer and circle tests import. */
export interface ImportEdge {
  /** The imported file, relative to the folder read. */
  to: string;
  /** Whether it is an `import()`. */
  dynamic: boolean;
}
export function importGraph(dir: string): Record<string, ImportEdge[]>;
export function importCircles(graph: Record<string, ImportEdge[]>): string[][];
