/** The schema's tables: Bank schemes (educational, never affiliated) (platform/db/schema.ts gathers every domain). */
import { PRODUCT_TYPES, PROVIDER_KEYS, TAX_TREATMENTS } from "@arthshala/contracts/scheme-catalogue";
import { sql } from "drizzle-orm";
import { bigint, check, date, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, updatedAt } from "./columns.js";

/** One product of a scheme list (contracts' SCHEME_LISTS), curated in content/schemes and kept by admins. */
export const bankProducts = pgTable(
  "bank_products",
  {
    id: id(),
    /** The list the spec's GET /{bank}/{list} call returns, e.g. "sbi/fd". */
    listKey: text("list_key").notNull(),
    /** The provider: one of the four banks, or "govt" for the Government's small-savings schemes. */
    bankKey: text("bank_key", { enum: PROVIDER_KEYS }).notNull(),
    bankName: text("bank_name").notNull(),
    productName: text("product_name").notNull(),
    description: text("description").notNull(),
    knowBefore: jsonb("know_before").$type<unknown>(),
    features: jsonb("features").$type<unknown>(),
    eligibility: jsonb("eligibility").$type<unknown>(),
    feesAndCharges: jsonb("fees_and_charges").$type<unknown>(),
    sourceUrl: text("source_url").notNull(),
    /** The rate as a short text for list rows ("7.1% a year (Jan–Mar 2026)", or "check the bank's page"). */
    rate: text("rate").notNull(),
    /** The date the figures were true, per the sources. */
    asOf: date("as_of").notNull(),
    sources: jsonb("sources").$type<Array<{ title: string; url: string }>>().notNull(),
    /** Contracts' SCHEME_TAGS this product suits; recommendations match learners' tags to them. */
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    sortOrder: integer("sort_order").notNull().default(0),
    // The comparable facts (contracts' scheme-catalogue.ts): the catalogue filters, sorts and compares them.
    productType: text("product_type", { enum: PRODUCT_TYPES }).notNull(),
    /** Headline yearly rate in basis points (710 = 7.1%); null where none applies (cards, NPS, insurance). */
    rateBps: integer("rate_bps"),
    /** Words the headline rate needs ("for 1 to 2 years"), English. */
    rateNote: text("rate_note"),
    /** 0 = withdraw any time; null = not applicable. */
    lockInMonths: integer("lock_in_months"),
    /** Smallest amount to open or deposit; null = none. */
    minAmountPaise: bigint("min_amount_paise", { mode: "number" }),
    tax: text("tax", { enum: TAX_TREATMENTS }).notNull(),
    /**
     * The product in the same list whose rate this one takes ("HDFC Bank 5-year FD" for its tax-saving
     * FD and RD): the catalogue shows that product's rate and date instead of "No fixed rate".
     */
    rateFollows: text("rate_follows"),
    /** Youngest and oldest age that may open it in their own name, in whole years; null: no limit. */
    minAge: integer("min_age"),
    maxAge: integer("max_age"),
    /** The day the provider stopped offering it: hidden from lists, its page says so. */
    retiredOn: date("retired_on"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bank_products_list_name_key").on(t.listKey, t.productName),
    check("bank_products_rate_bps_check", sql`${t.rateBps} between 0 and 10000`),
    check("bank_products_lock_in_check", sql`${t.lockInMonths} between 0 and 1200`),
    check("bank_products_min_amount_check", sql`${t.minAmountPaise} >= 0`),
  ],
);
