import { z } from "zod";
import { AGE_BANDS } from "./age-bands.js";
import { idString } from "./ids.js";
import {
  CODES_CSV_MAX_CHARS,
  IDEMPOTENCY_KEY_PATTERN,
  LOW_STOCK_DEFAULT,
  PERK_DESCRIPTION_MAX,
  PERK_FULFILMENTS,
  PERK_ICONS,
  PERK_INSTRUCTIONS_MAX,
  PERK_LANGUAGES,
  PERK_LIMIT_MAX,
  PERK_PERIOD_DAYS_MAX,
  PERK_PRICE_MAX,
  PERK_TERMS_MAX,
  PERK_TITLE_MAX,
  REDEMPTION_STATUSES,
  rewardMessages,
} from "./rewards-rules.js";
import { multiLineText, singleLineText } from "./text.js";
import { isCalendarDay } from "./tracker-plans-rules.js";

export * from "./rewards-rules.js";

/**
 * Rewards (issue 41) under /api/rewards (the learner's), /api/admin/rewards (Admins) and
 * /api/organisations/:organisationId/rewards (an organisation's owner, for its members' perks).
 */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-05.")
  .refine(isCalendarDay, "That date does not exist.")
  .refine((d) => d >= "2000-01-01" && d <= "2100-12-31", "Use a date between 2000 and 2100.")
  .meta({ examples: ["2099-12-31"] });

export const perkIdParam = z.object({ id: idString });
export const redemptionIdParam = z.object({
  id: z
    .uuid({ message: "must be a redemption id" })
    .meta({ examples: ["00000000-0000-4000-8000-000000000001"] }),
});
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string({ message: rewardMessages.keyNeeded })
    .regex(IDEMPOTENCY_KEY_PATTERN, rewardMessages.keyNeeded),
});

const perkCommon = {
  id: z.number(),
  title: z.string(),
  description: z.string(),
  terms: z.string(),
  price: z.number(),
  fulfilment: z.enum(PERK_FULFILMENTS),
  picture: z.string().nullable(),
  icon: z.enum(PERK_ICONS),
  /** Codes left; null: instruction-only, no limit. */
  stock: z.number().nullable(),
  age_band: z.enum(AGE_BANDS).nullable(),
  language: z.enum(PERK_LANGUAGES).nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  per_learner_limit: z.number(),
  limit_period_days: z.number(),
  organisation_name: z.string().nullable(),
};

/** A perk as a learner sees it: never its codes. */
export const perkSchema = z.object(perkCommon);
export type Perk = z.infer<typeof perkSchema>;

export const rewardsPageSchema = z.object({
  /** The learner's FinStars: the ledger's sum. */
  balance: z.number(),
  perks: z.array(perkSchema),
});
export type RewardsPage = z.infer<typeof rewardsPageSchema>;

export const redemptionSchema = z.object({
  id: z.string(),
  perk_id: z.number(),
  perk_title: z.string(),
  price: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  /** Shown only once issued. */
  code: z.string().nullable(),
  instructions: z.string().nullable(),
  terms: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;
export const redemptionsSchema = z.object({ redemptions: z.array(redemptionSchema) });

/** How many of the newest ledger rows the page shows; the CSV has them all. */
export const LEDGER_PAGE_ROWS = 50;

export const ledgerSchema = z.object({
  balance: z.number(),
  entries: z.array(
    z.object({ id: z.number(), change: z.number(), description: z.string(), created_at: z.string() }),
  ),
});
export type FinStarsLedger = z.infer<typeof ledgerSchema>;

const title = singleLineText().trim().min(1, rewardMessages.titleNeeded).max(PERK_TITLE_MAX);
const whole = (min: number, max: number, message?: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

/** Making or changing a perk (Admins; an organisation's owner for its members). */
export const perkBodySchema = z
  .object({
    title,
    description: multiLineText().trim().max(PERK_DESCRIPTION_MAX).default(""),
    terms: multiLineText().trim().max(PERK_TERMS_MAX).default(""),
    instructions: multiLineText().trim().max(PERK_INSTRUCTIONS_MAX).default(""),
    price: whole(1, PERK_PRICE_MAX, rewardMessages.priceRange),
    fulfilment: z.enum(PERK_FULFILMENTS),
    picture: z
      .string()
      .regex(/^\/uploads\/[A-Za-z0-9._-]{1,200}$/, "Use a picture uploaded here.")
      .meta({ examples: ["/uploads/perk.png"] })
      .nullable()
      .default(null),
    icon: z.enum(PERK_ICONS).default("gift"),
    age_band: z.enum(AGE_BANDS).nullable().default(null),
    language: z.enum(PERK_LANGUAGES).nullable().default(null),
    valid_from: day.nullable().default(null),
    valid_until: day.nullable().default(null),
    per_learner_limit: whole(1, PERK_LIMIT_MAX).default(1),
    limit_period_days: whole(1, PERK_PERIOD_DAYS_MAX).default(30),
    low_stock_at: whole(0, 100_000).default(LOW_STOCK_DEFAULT),
  })
  .refine((p) => !p.valid_from || !p.valid_until || p.valid_from <= p.valid_until, {
    message: rewardMessages.windowOrder,
    path: ["valid_until"],
  })
  .refine((p) => p.fulfilment === "code" || p.instructions.length > 0, {
    message: rewardMessages.instructionsNeeded,
    path: ["instructions"],
  });
export type PerkBody = z.input<typeof perkBodySchema>;

export const adminPerkSchema = perkSchema.extend({
  instructions: z.string(),
  organisation_id: z.number().nullable(),
  suspended: z.boolean(),
  low_stock_at: z.number(),
  /** Stock at or below low_stock_at (code perks only). */
  low_stock: z.boolean(),
  codes_total: z.number(),
  redemptions: z.number(),
  pending_review: z.number(),
});
export type AdminPerk = z.infer<typeof adminPerkSchema>;
export const adminPerksSchema = z.object({ perks: z.array(adminPerkSchema) });

export const suspendBodySchema = z.object({ suspended: z.boolean() });

/** A CSV of codes, one a line (the first column; a header line "code" is skipped). */
export const codesUploadSchema = z.object({
  csv: multiLineText().min(1, rewardMessages.codesNeeded).max(CODES_CSV_MAX_CHARS),
});
export const codesUploadedSchema = z.object({
  added: z.number(),
  duplicates: z.number(),
  stock: z.number(),
});

export const adminRedemptionSchema = z.object({
  id: z.string(),
  perk_id: z.number(),
  perk_title: z.string(),
  price: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  learner_name: z.string(),
  learner_email: z.string(),
  account_created_at: z.string(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type AdminRedemption = z.infer<typeof adminRedemptionSchema>;
export const adminRedemptionsSchema = z.object({ redemptions: z.array(adminRedemptionSchema) });
export const reviewBodySchema = z.object({ decision: z.enum(["approve", "reject"]) });
