import { z } from "zod";
import { idNumber } from "./ids.js";
import { indianNumber } from "./indian-number.js";
import { PRODUCT_TYPES, PROVIDER_KEYS, TAX_TREATMENTS } from "./scheme-catalogue.js";
import { SCHEME_TAG_NAMES } from "./schemes-catalog.js";
import { multiLineText, singleLineText } from "./text.js";

/** Shapes of the scheme lists (spec section 7), recommendations, and the admin Schemes area. */

// Plain words for the admin's form (the same schema checks the API's body): zod's own are for developers.
const FILL_IN = "Fill this in.";
const atMost = (n: number) => `Keep it to ${indianNumber(n, 0)} characters or fewer.`;
const line = singleLineText().trim().min(1, FILL_IN).max(300, atMost(300));
/** One point of a list: a sentence or two. */
const item = singleLineText().trim().min(1, FILL_IN).max(600, atMost(600));
const paragraph = multiLineText().trim().min(1, FILL_IN).max(2000, atMost(2000));
const MAX_ENTRIES = "At most 20 entries.";
const httpsUrl = singleLineText()
  .max(500)
  .refine((u) => /^https:\/\/[^\s]+$/.test(u), "Use the bank's or regulator's https:// address.");

/**
 * Features, eligibility and fees come in the spec's three shapes: a list of text, label/value pairs
 * (simply-save), or an object of label to text (money-back). Pages render each.
 */
export const detailSchema = z.union([
  z.array(item).max(20, MAX_ENTRIES),
  z.array(z.object({ label: line, value: paragraph })).max(20, MAX_ENTRIES),
  z.record(line, paragraph).refine((o) => Object.keys(o).length <= 20, MAX_ENTRIES),
]);
export type SchemeDetail = z.infer<typeof detailSchema>;

export const sourceSchema = z.object({ title: line, url: httpsUrl });

export const freshnessSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("current") }),
  z.object({ state: z.literal("stale"), last_notified_on: z.string() }),
]);

const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-05.")
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
  }, "That date does not exist.");

/** The comparable facts (scheme-catalogue.ts), as an admin writes them and the seed's content holds them. */
const comparableFields = {
  type: z.enum(PRODUCT_TYPES, { message: "Choose the kind of product." }),
  rate_bps: z
    .number({ message: "Give the rate in basis points (710 for 7.1%), or leave it empty." })
    .int("Give the rate in whole basis points (710 for 7.1%).")
    .min(0, "A rate cannot be below 0.")
    .max(10_000, "A rate above 100% is surely a typo.")
    .nullable(),
  // An emptied box means "none" (the admin form sends "").
  rate_note: z.union([z.literal("").transform(() => null), line]).nullable(),
  lock_in_months: z
    .number({ message: "Give the lock-in in months, or leave it empty." })
    .int("Give the lock-in in whole months.")
    .min(0, "A lock-in cannot be below 0.")
    .max(1200, "A lock-in above 100 years is surely a typo.")
    .nullable(),
  min_amount_paise: z
    .number({ message: "Give the smallest amount, or leave it empty." })
    .int("Give the smallest amount in whole paise.")
    .min(0, "An amount cannot be below ₹0.")
    .max(1_00_00_00_000_00, "An amount above ₹100 crore is surely a typo.")
    .nullable(),
  tax: z.enum(TAX_TREATMENTS, { message: "Choose how it is taxed." }),
};

export const bankProductSchema = z.object({
  id: z.number(),
  list: z.string(),
  product_name: z.string(),
  bank_name: z.string(),
  /** The provider: one of the four banks, or "govt" (Government small savings). */
  bank_key: z.enum(PROVIDER_KEYS),
  description: z.string(),
  know_before: detailSchema.nullable(),
  features: detailSchema.nullable(),
  eligibility: detailSchema.nullable(),
  fees_and_charges: detailSchema.nullable(),
  source_url: z.string(),
  rate: z.string(),
  /** The date the figures were true, per the sources (YYYY-MM-DD). */
  as_of: z.string(),
  sources: z.array(sourceSchema),
  tags: z.array(z.string()),
  type: z.enum(PRODUCT_TYPES),
  rate_bps: z.number().nullable(),
  rate_note: z.string().nullable(),
  lock_in_months: z.number().nullable(),
  min_amount_paise: z.number().nullable(),
  tax: z.enum(TAX_TREATMENTS),
  /** Computed for the request's India day (freshnessOf), never stored. */
  freshness: freshnessSchema,
  /** The product whose rate this one takes, with that rate and its date (scheme-catalogue FollowedRate). */
  rate_follows: z
    .object({ product_name: z.string(), rate_bps: z.number(), as_of: z.string(), freshness: freshnessSchema })
    .nullable(),
  min_age: z.number().nullable(),
  max_age: z.number().nullable(),
});
export type BankProduct = z.infer<typeof bankProductSchema>;

export const adminBankProductSchema = bankProductSchema.extend({
  /** Not current (freshnessOf): an admin should check it against the source. */
  stale: z.boolean(),
  /** The day the provider stopped offering it; learners no longer see it in lists. */
  retired_on: z.string().nullable(),
  updated_at: z.string(),
});

/** What an admin may change; every field is checked as strictly as the seed's content. */
export const bankProductEditSchema = z.object({
  product_name: line,
  description: paragraph,
  know_before: detailSchema.nullable(),
  features: detailSchema.nullable(),
  eligibility: detailSchema.nullable(),
  fees_and_charges: detailSchema.nullable(),
  source_url: httpsUrl,
  rate: line,
  as_of: calendarDay,
  sources: z.array(sourceSchema).min(1, "Give at least one source.").max(10, "At most 10 sources."),
  tags: z
    .array(z.enum(SCHEME_TAG_NAMES as [string, ...string[]], { message: "Choose tags from the list." }))
    .max(8, "Choose at most 8 tags."),
  ...comparableFields,
  retired_on: z.union([z.literal("").transform(() => null), calendarDay]).nullable(),
});
export type BankProductEdit = z.infer<typeof bankProductEditSchema>;

export const productIdParam = z.object({ id: idNumber });

// ── Recommendations ─────────────────────────────────────────────────────────
export const recommendationsBodySchema = z
  .object({
    email: singleLineText().max(254).optional(),
    /** Recommend from this course's answers and topic (the home page's ?courseId=). */
    course_id: idNumber.optional(),
  })
  .passthrough();

export const recommendationSchema = z.object({
  bank_name: z.string(),
  bank_key: z.enum(PROVIDER_KEYS),
  scheme_name: z.string(),
  /** Whole; the pages cut it to 40 characters (spec section 9). */
  description: z.string(),
  rate: z.string(),
  /** The scheme page's path without the slash, e.g. "ppf" (spec section 3). */
  short_name: z.string().nullable(),
  /** Why, in plain words: "Because you said you want to save for something within a year". */
  reason: z.string(),
  as_of: z.string(),
  type: z.enum(PRODUCT_TYPES),
  rate_bps: z.number().nullable(),
  rate_note: z.string().nullable(),
  /** Computed for the request's India day: a stale rate says "last notified on …" (freshnessOf). */
  freshness: freshnessSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsSchema = z.object({ recommendations: z.array(recommendationSchema) });
