import { indiaDay } from "@arthshala/contracts/india-time";
import type { Locale } from "@arthshala/contracts/locales";
import { type FollowedRate, freshnessOf } from "@arthshala/contracts/scheme-catalogue";
import type { BankProduct, BankProductEdit } from "@arthshala/contracts/schemes";
import { SCHEME_LISTS, type SchemeList } from "@arthshala/contracts/schemes-catalog";
import { asc, eq } from "drizzle-orm";
import type { ContentChanges } from "../../platform/cache/content-changes.js";
import { VersionedCache } from "../../platform/cache/versioned-cache.js";
import type { Db } from "../../platform/db/client.js";
import { bankProducts } from "../../platform/db/schema.js";
import { notFound } from "../../platform/http/errors.js";
import { withTranslatedTexts } from "../../platform/i18n/scheme-texts.js";
import { translationsFor } from "../../platform/i18n/translations.js";
import { followedRate, followedRows } from "./catalogue-entries.js";

type Row = typeof bankProducts.$inferSelect;

/** A product as learners see it; `today` (the India day) decides whether its figures are still current. */
export function toProduct(r: Row, today: string, follows: FollowedRate | null = null): BankProduct {
  return {
    id: r.id,
    list: r.listKey,
    product_name: r.productName,
    bank_name: r.bankName,
    bank_key: r.bankKey,
    description: r.description,
    know_before: r.knowBefore as BankProduct["know_before"],
    features: r.features as BankProduct["features"],
    eligibility: r.eligibility as BankProduct["eligibility"],
    fees_and_charges: r.feesAndCharges as BankProduct["fees_and_charges"],
    source_url: r.sourceUrl,
    rate: r.rate,
    as_of: r.asOf,
    sources: r.sources,
    tags: r.tags,
    type: r.productType,
    rate_bps: r.rateBps,
    rate_note: r.rateNote,
    lock_in_months: r.lockInMonths,
    min_amount_paise: r.minAmountPaise,
    tax: r.tax,
    freshness: freshnessOf({ type: r.productType, as_of: r.asOf }, today),
    rate_follows: follows,
    min_age: r.minAge,
    max_age: r.maxAge,
  };
}

function toAdminProduct(r: Row, today: string) {
  const product = toProduct(r, today);
  return {
    ...product,
    stale: product.freshness.state === "stale",
    retired_on: r.retiredOn,
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * The scheme catalogue: every product, read once per instance and kept until an admin changes one on
 * any instance (admin writes announce a content change). Lists are small; learners read them often.
 */
export class SchemeCatalogue {
  private readonly cache: VersionedCache<"all", Row[]>;

  constructor(
    private readonly db: Db,
    changes: ContentChanges,
  ) {
    this.cache = new VersionedCache(changes, 1);
  }

  all(): Promise<Row[]> {
    return this.cache.get("all", () =>
      this.db
        .select()
        .from(bankProducts)
        .orderBy(asc(bankProducts.listKey), asc(bankProducts.sortOrder), asc(bankProducts.id)),
    );
  }

  /** The products still offered (retired ones keep their rows for admins and old links). */
  async active(): Promise<Row[]> {
    return (await this.all()).filter((r) => r.retiredOn === null);
  }

  /** One list's products still offered, their texts in the learner's language where translated. */
  async list(list: SchemeList, now: Date, locale: Locale = "en"): Promise<BankProduct[]> {
    const today = indiaDay(now);
    const active = await this.active();
    const follows = followedRows(active);
    const rows = active.filter((r) => r.listKey === list.key);
    const t = await translationsFor(
      this.db,
      "bank_product",
      [...rows.map((r) => r.id), ...rows.flatMap((r) => follows.get(r.id)?.id ?? [])],
      locale,
    );
    return rows.map((r) => {
      const f = follows.get(r.id);
      const product = toProduct(
        r,
        today,
        followedRate(f, today, f && (t.get(f.id) as Record<string, unknown> | undefined)?.product_name),
      );
      return withTranslatedTexts(product, t.get(r.id));
    });
  }

  /** Every product for the admin area, with its age flagged, in the order of the scheme lists. */
  async forAdmin(now: Date) {
    const today = indiaDay(now);
    const order = new Map(SCHEME_LISTS.map((l, i) => [l.key, i]));
    const rows = await this.db.select().from(bankProducts);
    return rows
      .sort(
        (a, b) => (order.get(a.listKey) ?? 99) - (order.get(b.listKey) ?? 99) || a.sortOrder - b.sortOrder,
      )
      .map((r) => toAdminProduct(r, today));
  }

  async edit(id: number, edit: BankProductEdit, now: Date) {
    const [row] = await this.db
      .update(bankProducts)
      .set({
        productName: edit.product_name,
        description: edit.description,
        knowBefore: edit.know_before,
        features: edit.features,
        eligibility: edit.eligibility,
        feesAndCharges: edit.fees_and_charges,
        sourceUrl: edit.source_url,
        rate: edit.rate,
        asOf: edit.as_of,
        sources: edit.sources,
        tags: edit.tags,
        productType: edit.type,
        rateBps: edit.rate_bps,
        rateNote: edit.rate_note,
        lockInMonths: edit.lock_in_months,
        minAmountPaise: edit.min_amount_paise,
        tax: edit.tax,
        retiredOn: edit.retired_on,
        updatedAt: now,
      })
      .where(eq(bankProducts.id, id))
      .returning();
    if (!row) throw notFound("This product does not exist.");
    return toAdminProduct(row, indiaDay(now));
  }
}
