import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import type { cards, modules } from "../../platform/db/schema.js";
import { badRequest } from "../../platform/http/errors.js";

/** Saves a new order for a course's modules or a module's cards: each id's position becomes its order_index. */
export async function applyOrder(
  db: Db,
  table: typeof modules | typeof cards,
  current: number[],
  proposed: number[],
): Promise<void> {
  // A reorder must name exactly the live items, each once.
  const a = [...current].sort((x, y) => x - y);
  const b = [...proposed].sort((x, y) => x - y);
  if (a.length !== b.length || a.some((v, i) => v !== b[i])) {
    throw badRequest("The new order must list every item exactly once.");
  }
  await db.transaction(async (tx) => {
    for (const [i, id] of proposed.entries()) {
      await tx.update(table).set({ orderIndex: i }).where(eq(table.id, id));
    }
  });
}
