/** Which questions a placement check and a course test ask (pure: the random source is passed in). */
import { PLACEMENT_QUESTIONS_PER_MODULE } from "@arthshala/contracts/course-checks";
import type { CourseContent } from "../learning/course-content.js";
import { gradableByModule, testSize } from "../learning/gradable.js";
import type { CourseOutline } from "../learning/outline.js";

/**
 * The placement check: for every module the learner has not touched, its first and last gradable
 * questions (the opening idea and the one the module builds up to). A module without one can't be skipped.
 */
export function drawPlacement(outline: CourseOutline): number[] {
  const untouched = new Set(
    outline.modules.filter((m) => m.cards.every((c) => c.status !== "completed")).map((m) => m.moduleId),
  );
  return gradableByModule(outline.content)
    .filter((m) => untouched.has(m.moduleId) && m.cardIds.length > 0)
    .flatMap((m) =>
      [...new Set([m.cardIds[0]!, m.cardIds.at(-1)!])].slice(0, PLACEMENT_QUESTIONS_PER_MODULE),
    );
}

/**
 * A course test: questions taken in turn from each module (each module's own order shuffled), so every
 * module is asked about before any is asked twice; shown in course order. `randomInt(n)` is 0..n-1.
 */
export function drawTest(content: CourseContent, randomInt: (n: number) => number): number[] {
  const modules = gradableByModule(content);
  const pools = modules.map((m) => shuffle(m.cardIds, randomInt));
  const size = testSize(content);
  const picked = new Set<number>();
  for (let round = 0; picked.size < size; round++) {
    for (const pool of pools) {
      const id = pool[round];
      if (id !== undefined && picked.size < size) picked.add(id);
    }
  }
  const order = new Map(modules.flatMap((m) => m.cardIds).map((id, i) => [id, i]));
  return [...picked].sort((a, b) => order.get(a)! - order.get(b)!);
}

function shuffle<T>(items: readonly T[], randomInt: (n: number) => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
