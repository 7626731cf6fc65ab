/**
 * The schema's tables: Perks (issue 41), what learners redeem FinStars for. A redemption is money
 * (DESIGN.md section 4): it debits the FinStars ledger and claims one code in one transaction, keyed by
 * the learner's Idempotency-Key (features/rewards/redeem.ts).
 */
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { userRef, users } from "./identity.js";
import { organisations } from "./organisations.js";

export const perks = pgTable(
  "perks",
  {
    id: id(),
    /** Null: for every learner (an Admin's); else only for that organisation's people. */
    organisationId: integer("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    terms: text("terms").notNull().default(""),
    /** What the learner is told after redeeming (how to use the code, or how the perk reaches them). */
    instructions: text("instructions").notNull().default(""),
    price: integer("price").notNull(),
    fulfilment: text("fulfilment", { enum: ["code", "instructions"] }).notNull(),
    picture: text("picture"),
    icon: text("icon").notNull().default("gift"),
    ageBand: text("age_band"),
    language: text("language"),
    validFrom: date("valid_from"),
    validUntil: date("valid_until"),
    perLearnerLimit: integer("per_learner_limit").notNull().default(1),
    limitPeriodDays: integer("limit_period_days").notNull().default(30),
    lowStockAt: integer("low_stock_at").notNull().default(5),
    /** Set when the team was mailed about low stock; cleared when codes are added. */
    lowStockAlertedAt: timestamp("low_stock_alerted_at", { withTimezone: true }),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("perks_organisation_idx").on(t.organisationId),
    check("perks_price_check", sql`${t.price} > 0`),
    check("perks_fulfilment_check", sql`${t.fulfilment} in ('code', 'instructions')`),
    check("perks_limit_check", sql`${t.perLearnerLimit} >= 1 and ${t.limitPeriodDays} >= 1`),
  ],
);

/** A perk's codes, uploaded in bulk. claimed_at set: taken by a redemption (it names the code). */
export const perkCodes = pgTable(
  "perk_codes",
  {
    id: id(),
    perkId: integer("perk_id")
      .notNull()
      .references(() => perks.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("perk_codes_code_key").on(t.perkId, t.code),
    // The claim's scan: the perk's unclaimed codes in order, without reading the claimed ones.
    index("perk_codes_unclaimed_idx").on(t.perkId, t.id).where(sql`${t.claimedAt} is null`),
  ],
);

/**
 * One redemption: the learner's Idempotency-Key is unique per learner, so a replay finds the row the
 * first request made. code_id is unique: one code is never given twice.
 */
export const redemptions = pgTable(
  "redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef(),
    perkId: integer("perk_id")
      .notNull()
      .references(() => perks.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    price: integer("price").notNull(),
    status: text("status", { enum: ["issued", "pending_review", "rejected"] }).notNull(),
    codeId: integer("code_id").references(() => perkCodes.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("redemptions_key").on(t.userId, t.idempotencyKey),
    uniqueIndex("redemptions_code_key").on(t.codeId),
    index("redemptions_user_idx").on(t.userId, t.perkId, t.createdAt),
    index("redemptions_perk_idx").on(t.perkId, t.createdAt),
    index("redemptions_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending_review'`),
    check("redemptions_status_check", sql`${t.status} in ('issued', 'pending_review', 'rejected')`),
  ],
);
