/**
 * The savings catalogue's API (issue 28): GET /api/schemes/catalogue (every product, filtered and
 * sorted) and GET /api/schemes/compare?ids= (two or three products in full). Queries are strict: an
 * unknown value, a control character or a number past its range is a 400 naming the field.
 */
import { z } from "zod";
import { MAX_ID } from "./ids.js";
import { PRODUCT_TYPES, PROVIDER_KEYS, TAX_TREATMENTS } from "./scheme-catalogue.js";
import {
  CATALOGUE_SORTS,
  COMPARE_MAX,
  COMPARE_MIN,
  DEFAULT_CATALOGUE_SORT,
  MAX_LOCK_IN_MONTHS,
} from "./scheme-catalogue-search.js";
import { detailSchema, sourceSchema } from "./schemes.js";
import { singleLineText } from "./text.js";

/** A comma-separated list of known values, each once: "fixed_deposit,small_savings". */
function commaList<T extends string>(allowed: readonly T[], what: string, example: string) {
  return (
    singleLineText()
      .max(300, `Too long: name each ${what} once.`)
      // An example for the API docs and for the tests that build a request from each route's schema.
      .meta({ examples: [example] })
      .transform((value, ctx) => {
        const items = value.split(",");
        const unknown = items.filter((i) => !allowed.includes(i as T));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: "custom",
            message: `Unknown ${what} "${unknown[0]}". Choose from: ${allowed.join(", ")}.`,
          });
          return z.NEVER;
        }
        if (new Set(items).size !== items.length) {
          ctx.addIssue({ code: "custom", message: `Name each ${what} once.` });
          return z.NEVER;
        }
        return items as T[];
      })
  );
}

const months = z
  .string()
  .regex(/^\d{1,4}$/, `Give a whole number of months from 0 to ${MAX_LOCK_IN_MONTHS}.`)
  .meta({ examples: ["60"] })
  .transform(Number)
  .pipe(z.number().max(MAX_LOCK_IN_MONTHS, `Give a whole number of months from 0 to ${MAX_LOCK_IN_MONTHS}.`));

export const catalogueQuerySchema = z.strictObject({
  type: commaList(PRODUCT_TYPES, "product type", "fixed_deposit,small_savings").optional(),
  provider: commaList(PROVIDER_KEYS, "provider", "sbi,govt").optional(),
  tax: commaList(TAX_TREATMENTS, "tax treatment", "eee").optional(),
  max_lock_in_months: months.optional(),
  sort: z
    .enum(CATALOGUE_SORTS, { message: `Sort by one of: ${CATALOGUE_SORTS.join(", ")}.` })
    .default(DEFAULT_CATALOGUE_SORT),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

const COMPARE_MESSAGE = `Give ${COMPARE_MIN} or ${COMPARE_MAX} different product ids separated by commas, like 4,9.`;

export const compareQuerySchema = z.strictObject({
  ids: singleLineText()
    .regex(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, COMPARE_MESSAGE)
    .meta({ examples: ["1,2"] })
    .transform((value, ctx) => {
      const ids = value.split(",").map(Number);
      if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) {
        ctx.addIssue({ code: "custom", message: `Compare ${COMPARE_MIN} or ${COMPARE_MAX} schemes.` });
        return z.NEVER;
      }
      if (ids.some((id) => id > MAX_ID)) {
        ctx.addIssue({ code: "custom", message: COMPARE_MESSAGE });
        return z.NEVER;
      }
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: "custom", message: "Name each scheme once." });
        return z.NEVER;
      }
      return ids;
    }),
});

const freshnessSchema = z.discriminatedUnion("state", [
  z.object({ state: z.literal("current") }),
  z.object({ state: z.literal("stale"), last_notified_on: z.string() }),
]);

/** contracts/scheme-catalogue FollowedRate: the rate and date of the product a rate follows. */
export const followedRateSchema = z.object({
  product_name: z.string(),
  rate_bps: z.number(),
  as_of: z.string(),
  freshness: freshnessSchema,
});

/** contracts/scheme-catalogue CatalogueEntry. */
export const catalogueEntrySchema = z.object({
  id: z.number(),
  list: z.string(),
  route: z.string(),
  product_name: z.string(),
  provider_name: z.string(),
  provider_key: z.string(),
  type: z.enum(PRODUCT_TYPES),
  rate_bps: z.number().nullable(),
  rate_note: z.string().nullable(),
  as_of: z.string(),
  freshness: freshnessSchema,
  lock_in_months: z.number().nullable(),
  min_amount_paise: z.number().nullable(),
  tax: z.enum(TAX_TREATMENTS),
  rate_follows: followedRateSchema.nullable(),
  min_age: z.number().nullable(),
  max_age: z.number().nullable(),
});

export const catalogueSchema = z.object({
  /** The India day the freshness was judged on (YYYY-MM-DD). */
  today: z.string(),
  products: z.array(catalogueEntrySchema),
});
export type CatalogueAnswer = z.infer<typeof catalogueSchema>;

/** A product in full for the comparison: its catalogue facts and the scheme page's texts. */
export const comparedProductSchema = catalogueEntrySchema.extend({
  description: z.string(),
  /** The rate as the scheme page writes it ("7.1% a year (Jan–Mar 2026)"). */
  rate: z.string(),
  know_before: detailSchema.nullable(),
  features: detailSchema.nullable(),
  eligibility: detailSchema.nullable(),
  fees_and_charges: detailSchema.nullable(),
  source_url: z.string(),
  sources: z.array(sourceSchema),
});
export type ComparedProduct = z.infer<typeof comparedProductSchema>;

export const compareSchema = z.object({
  today: z.string(),
  products: z.array(comparedProductSchema),
});
export type CompareAnswer = z.infer<typeof compareSchema>;
