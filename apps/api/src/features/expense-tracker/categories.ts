import {
  CUSTOM_CATEGORIES_MAX,
  MONTHLY_CATEGORY,
  PREDEFINED_CATEGORIES,
  trackerMessages,
} from "@arthshala/contracts/tracker-rules";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { budgets, categoryRules, customCategories, transactions } from "../../platform/db/schema.js";
import { badRequest, conflict, notFound } from "../../platform/http/errors.js";
import { categoriesOf } from "./transactions.js";

const isBuiltIn = (name: string) =>
  name.toLowerCase() === MONTHLY_CATEGORY.toLowerCase() ||
  PREDEFINED_CATEGORIES.some((p) => p.toLowerCase() === name.toLowerCase());

/** Adds a category of the learner's own; a name they (or the built-ins) already have, in any case, is refused. */
export async function addCategory(db: Db, userId: string, name: string) {
  const { all, custom } = await categoriesOf(db, userId);
  if (isBuiltIn(name) || all.some((c) => c.toLowerCase() === name.toLowerCase())) {
    throw conflict(trackerMessages.categoryExists);
  }
  if (custom.length >= CUSTOM_CATEGORIES_MAX) throw badRequest(trackerMessages.tooManyCategories);
  await db.insert(customCategories).values({ userId, name }).onConflictDoNothing();
  return categoriesOf(db, userId);
}

/** Removes one of the learner's own categories (and their rules filing into it), only while no transaction or budget uses it. */
export async function removeCategory(db: Db, userId: string, name: string) {
  if (isBuiltIn(name)) throw badRequest(trackerMessages.categoryPredefined);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .execute(sql`select
        exists(select 1 from ${transactions} where user_id = ${userId} and category = ${name})
        or exists(select 1 from ${budgets} where user_id = ${userId} and category = ${name}) as used`)
      .then((r) => (r as unknown as { rows: Array<{ used: boolean }> }).rows);
    if (used?.used) throw conflict(trackerMessages.categoryInUse);
    const gone = await tx
      .delete(customCategories)
      .where(and(eq(customCategories.userId, userId), eq(customCategories.name, name)))
      .returning();
    if (gone.length === 0) throw notFound("You have no category of that name.");
    // Filing rules into it have nowhere to file now.
    await tx
      .delete(categoryRules)
      .where(and(eq(categoryRules.userId, userId), eq(categoryRules.category, name)));
  });
  return categoriesOf(db, userId);
}
