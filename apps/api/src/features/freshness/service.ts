import {
  type ContentFreshness,
  type ReviewKind,
  type StaleReason,
  staleReason,
  staleReasonText,
} from "@arthshala/contracts/content-freshness";
import type { ContentReview, FreshnessQueue, StaleItem } from "@arthshala/contracts/content-freshness-api";
import { indiaDay } from "@arthshala/contracts/india-time";
import { freshnessOf } from "@arthshala/contracts/scheme-catalogue";
import { schemeListByKey } from "@arthshala/contracts/schemes-catalog";
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import {
  articles,
  bankProducts,
  cards,
  contentReviews,
  courses,
  modules,
  users,
} from "../../platform/db/schema.js";
import { notFound } from "../../platform/http/errors.js";

/** How many of the latest "Still true"s the queue shows under it. */
export const RECENT_CHECKS = 20;

/** Why a scheme product's figures are stale: small savings by notification quarter, banks' rates after 90 days. */
function schemeReason(p: { productType: string; asOf: string }, today: string): StaleReason | null {
  if (p.productType === "small_savings") return staleReason({ as_of: p.asOf, rule: "quarter" }, today);
  const state = freshnessOf({ type: p.productType as "fixed_deposit", as_of: p.asOf }, today);
  return state.state === "stale" ? { kind: "bank_rate", checked: p.asOf } : null;
}

const contentReason = (asOf: string, freshness: ContentFreshness | null, today: string) =>
  staleReason({ as_of: asOf, rule: freshness ?? "year" }, today);

/** Every dated card, article and scheme product past its window on India day `today`, oldest check first. */
export async function staleItems(db: Db, today: string): Promise<StaleItem[]> {
  const items: StaleItem[] = [];
  const cardRows = await db
    .select({
      id: cards.id,
      title: cards.title,
      asOf: cards.asOf,
      freshness: cards.freshness,
      course: courses.title,
      module: modules.title,
    })
    .from(cards)
    .innerJoin(modules, eq(modules.id, cards.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(
      and(
        isNotNull(cards.asOf),
        isNull(cards.deletedAt),
        isNull(modules.deletedAt),
        isNull(courses.deletedAt),
      ),
    );
  for (const c of cardRows) {
    const reason = contentReason(c.asOf!, c.freshness, today);
    if (reason)
      items.push({
        kind: "card",
        id: c.id,
        title: c.title,
        context: `${c.course} › ${c.module}`,
        as_of: c.asOf!,
        reason: staleReasonText(reason),
        edit_path: `/admin/cards/${c.id}/edit`,
      });
  }
  const articleRows = await db
    .select({ id: articles.id, title: articles.title, asOf: articles.asOf, freshness: articles.freshness })
    .from(articles)
    .where(and(isNotNull(articles.asOf), isNull(articles.deletedAt)));
  for (const a of articleRows) {
    const reason = contentReason(a.asOf!, a.freshness, today);
    if (reason)
      items.push({
        kind: "article",
        id: a.id,
        title: a.title,
        context: null,
        as_of: a.asOf!,
        reason: staleReasonText(reason),
        edit_path: `/admin/articles/${a.id}/edit`,
      });
  }
  const schemeRows = await db
    .select({
      id: bankProducts.id,
      title: bankProducts.productName,
      listKey: bankProducts.listKey,
      productType: bankProducts.productType,
      asOf: bankProducts.asOf,
    })
    .from(bankProducts)
    .where(isNull(bankProducts.retiredOn));
  for (const p of schemeRows) {
    const reason = schemeReason(p, today);
    if (reason)
      items.push({
        kind: "scheme",
        id: p.id,
        title: p.title,
        context: schemeListByKey(p.listKey)?.title ?? p.listKey,
        as_of: p.asOf,
        reason: staleReasonText(reason),
        edit_path: `/admin/schemes/${p.id}`,
      });
  }
  return items.sort((a, b) => a.as_of.localeCompare(b.as_of) || a.kind.localeCompare(b.kind) || a.id - b.id);
}

/** The latest re-datings with who did them, newest first. */
export async function recentChecks(db: Db, limit = RECENT_CHECKS): Promise<ContentReview[]> {
  const rows = await db
    .select({
      kind: contentReviews.itemKind,
      id: contentReviews.itemId,
      reviewer: users.name,
      reviewedAt: contentReviews.reviewedAt,
      previousAsOf: contentReviews.previousAsOf,
      asOf: contentReviews.asOf,
      card: cards.title,
      article: articles.title,
      scheme: bankProducts.productName,
    })
    .from(contentReviews)
    .leftJoin(users, eq(users.id, contentReviews.reviewerId))
    .leftJoin(cards, and(eq(contentReviews.itemKind, "card"), eq(cards.id, contentReviews.itemId)))
    .leftJoin(articles, and(eq(contentReviews.itemKind, "article"), eq(articles.id, contentReviews.itemId)))
    .leftJoin(
      bankProducts,
      and(eq(contentReviews.itemKind, "scheme"), eq(bankProducts.id, contentReviews.itemId)),
    )
    .orderBy(desc(contentReviews.reviewedAt), desc(contentReviews.id))
    .limit(limit);
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.card ?? r.article ?? r.scheme ?? `${r.kind} ${r.id}`,
    reviewer_name: r.reviewer,
    reviewed_at: r.reviewedAt.toISOString(),
    previous_as_of: r.previousAsOf,
    as_of: r.asOf,
  }));
}

export async function freshnessQueue(db: Db, today: string): Promise<FreshnessQueue> {
  const [items, checked] = await Promise.all([staleItems(db, today), recentChecks(db)]);
  return { today, items, checked };
}

/**
 * "Still true": the item's as-of day becomes the India day of `now` and the check is recorded with who made
 * it and the day it had before, in one transaction. A card or article that is deleted, or was never
 * dated (it states no figures), and an unknown id are 404.
 */
export async function markStillTrue(
  db: Db,
  kind: ReviewKind,
  id: number,
  reviewerId: string,
  now: Date,
): Promise<ContentReview> {
  const today = indiaDay(now);
  return db.transaction(async (tx) => {
    let previous: string | null;
    if (kind === "card") {
      const [row] = await tx
        .select({ asOf: cards.asOf })
        .from(cards)
        .where(and(eq(cards.id, id), isNull(cards.deletedAt), isNotNull(cards.asOf)))
        .for("update");
      if (!row) throw notFound("No dated card with that id.");
      previous = row.asOf;
      await tx.update(cards).set({ asOf: today }).where(eq(cards.id, id));
    } else if (kind === "article") {
      const [row] = await tx
        .select({ asOf: articles.asOf })
        .from(articles)
        .where(and(eq(articles.id, id), isNull(articles.deletedAt), isNotNull(articles.asOf)))
        .for("update");
      if (!row) throw notFound("No dated article with that id.");
      previous = row.asOf;
      await tx.update(articles).set({ asOf: today }).where(eq(articles.id, id));
    } else {
      const [row] = await tx
        .select({ asOf: bankProducts.asOf })
        .from(bankProducts)
        .where(eq(bankProducts.id, id))
        .for("update");
      if (!row) throw notFound("No scheme product with that id.");
      previous = row.asOf;
      await tx
        .update(bankProducts)
        .set({ asOf: today, updatedAt: new Date() })
        .where(eq(bankProducts.id, id));
    }
    const [review] = await tx
      .insert(contentReviews)
      .values({
        itemKind: kind,
        itemId: id,
        reviewerId,
        reviewedAt: now,
        previousAsOf: previous,
        asOf: today,
      })
      .returning({ id: contentReviews.id });
    const [mine] = (await recentChecks(tx, RECENT_CHECKS)).filter((r) => r.kind === kind && r.id === id);
    if (!review || !mine) throw new Error("the review was not recorded");
    return mine;
  });
}
