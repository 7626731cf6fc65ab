import type { CatalogueEntry } from "@arthshala/contracts/scheme-catalogue";
import { freshnessOf } from "@arthshala/contracts/scheme-catalogue";
import type { ComparedProduct } from "@arthshala/contracts/scheme-catalogue-api";
import type { SchemeDetail } from "@arthshala/contracts/schemes";
import { schemeListByKey } from "@arthshala/contracts/schemes-catalog";
import type { bankProducts } from "../../platform/db/schema.js";

type Row = typeof bankProducts.$inferSelect;

/** A product's comparable facts, its freshness judged on `today` (the request's India day). */
export function toCatalogueEntry(r: Row, today: string): CatalogueEntry {
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
  };
}

/** A product in full for the comparison: its facts and its scheme page's texts. */
export function toComparedProduct(r: Row, today: string, description: string): ComparedProduct {
  return {
    ...toCatalogueEntry(r, today),
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
