import { CASH_CATEGORY, payeeKey } from "@arthshala/contracts/payees";
import type { CategoryRule } from "@arthshala/contracts/tracker";
import { trackerMessages } from "@arthshala/contracts/tracker-rules";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { categoryRules } from "../../platform/db/schema.js";
import { fieldError, notFound } from "../../platform/http/errors.js";
import { categoriesOf } from "./transactions.js";

/**
 * A learner's own filing rules ("always file Swiggy as Food"), offered when they change a payee's
 * category. Imports and pasted alerts file by these first, then by contracts' curated table, then by
 * keywords. One rule per payee (payeeKey), so choosing again replaces it.
 */

/** Rules no learner will plausibly make more of; a cap keeps one account's list (and its map) small. */
export const CATEGORY_RULES_MAX = 500;

export async function rulesOf(db: Db, userId: string): Promise<CategoryRule[]> {
  return db
    .select({
      payeeKey: categoryRules.payeeKey,
      payee: categoryRules.payee,
      category: categoryRules.category,
    })
    .from(categoryRules)
    .where(eq(categoryRules.userId, userId))
    .orderBy(asc(categoryRules.payee))
    .limit(CATEGORY_RULES_MAX);
}

/** payeeKey → category, for filing a statement's rows or an alert. */
export async function ruleMap(db: Db, userId: string): Promise<Map<string, string>> {
  return new Map((await rulesOf(db, userId)).map((r) => [r.payeeKey, r.category]));
}

/** Creates the rule for this payee or replaces it; the category must be one of the learner's. */
export async function saveRule(
  db: Db,
  userId: string,
  payee: string,
  category: string,
  now: Date,
): Promise<CategoryRule> {
  const { all } = await categoriesOf(db, userId);
  if (!all.includes(category)) throw fieldError("category", trackerMessages.unknownCategory);
  const key = payeeKey(payee);
  const mine = await db
    .select({ key: categoryRules.payeeKey })
    .from(categoryRules)
    .where(eq(categoryRules.userId, userId));
  if (mine.length >= CATEGORY_RULES_MAX && !mine.some((r) => r.key === key)) {
    throw fieldError("payee", `You can keep up to ${CATEGORY_RULES_MAX} filing rules. Remove one first.`);
  }
  await db
    .insert(categoryRules)
    .values({ userId, payeeKey: key, payee, category, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [categoryRules.userId, categoryRules.payeeKey],
      set: { payee, category, updatedAt: now },
    });
  return { payeeKey: key, payee, category };
}

/** Removes one of the learner's rules by its payee key; 404 when they have none for it. */
export async function removeRule(db: Db, userId: string, key: string): Promise<void> {
  const gone = await db
    .delete(categoryRules)
    .where(and(eq(categoryRules.userId, userId), eq(categoryRules.payeeKey, payeeKey(key))))
    .returning({ key: categoryRules.payeeKey });
  if (gone.length === 0) throw notFound("You have no filing rule for that payee.");
}

/**
 * Where a row goes: the learner's rule for its payee (while that category still exists), else the
 * suggestion when it is one of their categories (in their spelling, if they typed it differently),
 * else "Cash" for an ATM withdrawal (made for them when saved), else Shopping, the usual default.
 */
export function fileUnder(
  all: readonly string[],
  rules: ReadonlyMap<string, string>,
  payee: string | null | undefined,
  suggested: string,
): string {
  const ruled = payee ? rules.get(payeeKey(payee)) : undefined;
  if (ruled !== undefined && all.includes(ruled)) return ruled;
  if (all.includes(suggested)) return suggested;
  const same = all.find((c) => c.toLowerCase() === suggested.toLowerCase());
  if (same) return same;
  return suggested === CASH_CATEGORY ? CASH_CATEGORY : "Shopping";
}
