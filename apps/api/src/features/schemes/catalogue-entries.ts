import type { CatalogueEntry, FollowedRate } from "@arthshala/contracts/scheme-catalogue";
import { freshnessOf } from "@arthshala/contracts/scheme-catalogue";
import type { ComparedProduct } from "@arthshala/contracts/scheme-catalogue-api";
import type { SchemeDetail } from "@arthshala/contracts/schemes";
import { schemeListByKey } from "@arthshala/contracts/schemes-catalog";
import type { bankProducts } from "../../platform/db/schema.js";

type Row = typeof bankProducts.$inferSelect;

/**
 * For each product whose rate follows another's (bank_products.rate_follows names it, same provider),
 * that product's row, by the follower's id. One that names no product with a rate follows nothing.
 */
export function followedRows(rows: readonly Row[]): Map<number, Row> {
  const byName = new Map(rows.map((r) => [`${r.bankKey}|${r.productName}`, r]));
  const out = new Map<number, Row>();
  for (const r of rows) {
    if (r.rateFollows === null || r.rateBps !== null) continue;
    const followed = byName.get(`${r.bankKey}|${r.rateFollows}`);
    if (followed && followed.rateBps !== null && followed.id !== r.id) out.set(r.id, followed);
  }
  return out;
}

/** The followed product's rate and its date, named as the reader reads it (`name`: its translated name). */
export function followedRate(f: Row | undefined, today: string, name?: unknown): FollowedRate | null {
  if (!f || f.rateBps === null) return null;
  return {
    product_name: typeof name === "string" ? name : f.productName,
    rate_bps: f.rateBps,
    as_of: f.asOf,
    freshness: freshnessOf({ type: f.productType, as_of: f.asOf }, today),
  };
}

/** A product's comparable facts, its freshness judged on `today` (the request's India day). */
export function toCatalogueEntry(r: Row, today: string, follows: FollowedRate | null = null): CatalogueEntry {
  return {
    id: r.id,
    list: r.listKey,
    // Every list has a page; the key stands in only for a list the page table does not know yet.
    route: schemeListByKey(r.listKey)?.route ?? r.listKey,
    product_name: r.productName,
    provider_name: r.bankName,
    provider_key: r.bankKey,
    type: r.productType,
    rate_bps: r.rateBps,
    rate_note: r.rateNote,
    as_of: r.asOf,
    freshness: freshnessOf({ type: r.productType, as_of: r.asOf }, today),
    lock_in_months: r.lockInMonths,
    min_amount_paise: r.minAmountPaise,
    tax: r.tax,
    rate_follows: follows,
    min_age: r.minAge,
    max_age: r.maxAge,
  };
}

/** A product in full for the comparison: its facts and its scheme page's texts. */
export function toComparedProduct(
  r: Row,
  today: string,
  description: string,
  follows: FollowedRate | null = null,
): ComparedProduct {
  return {
    ...toCatalogueEntry(r, today, follows),
    description,
    rate: r.rate,
    know_before: r.knowBefore as SchemeDetail | null,
    features: r.features as SchemeDetail | null,
    eligibility: r.eligibility as SchemeDetail | null,
    fees_and_charges: r.feesAndCharges as SchemeDetail | null,
    source_url: r.sourceUrl,
    sources: r.sources,
  };
}
