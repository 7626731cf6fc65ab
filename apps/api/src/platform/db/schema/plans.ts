/** The schema's tables: Tracker plans: recurring transactions and savings goals (issue 28) (platform/db/schema.ts gathers every domain). */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";
import { userRef } from "./identity.js";
import { TRANSACTION_TYPES, transactions } from "./tracker.js";

export const CADENCES = ["monthly", "weekly", "yearly"] as const;
export const RULE_STATUSES = ["active", "paused", "stopped"] as const;

/**
 * A learner's recurring transaction (rent, a SIP, a subscription). `next_on` is the next entry's India
 * day not yet added: the job claims rules whose day has come (FOR UPDATE SKIP LOCKED) and moves it on.
 */
export const recurringRules = pgTable(
  "recurring_rules",
  {
    id: id(),
    userId: userRef(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    type: text("type", { enum: TRANSACTION_TYPES }).notNull(),
    amountPaise: bigint("amount_paise", { mode: "number" }).notNull(),
    cadence: text("cadence", { enum: CADENCES }).notNull(),
    dayOfMonth: smallint("day_of_month"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    status: text("status", { enum: RULE_STATUSES }).notNull().default("active"),
    nextOn: date("next_on"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recurring_rules_user_idx").on(t.userId, t.id),
    index("recurring_rules_due_idx")
      .on(t.nextOn)
      .where(sql`${t.status} = 'active' and ${t.nextOn} is not null`),
    check("recurring_rules_amount_check", sql`${t.amountPaise} > 0`),
    check("recurring_rules_cadence_check", sql`${t.cadence} in ('monthly', 'weekly', 'yearly')`),
    check("recurring_rules_status_check", sql`${t.status} in ('active', 'paused', 'stopped')`),
    check("recurring_rules_day_check", sql`${t.dayOfMonth} between 1 and 31`),
    check("recurring_rules_type_check", sql`${t.type} in ('expense', 'income', 'investment', 'saving')`),
  ],
);

/**
 * One row per rule and period (a month "2026-11", a year "2026", a week "W2026-11-02"): the key that
 * makes an entry happen once, however many instances run the job. It outlives the transaction it made
 * (a learner may delete that), so a deleted entry is not added again.
 */
export const recurringEntries = pgTable(
  "recurring_entries",
  {
    ruleId: integer("rule_id")
      .notNull()
      .references(() => recurringRules.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    userId: userRef(),
    occursOn: date("occurs_on").notNull(),
    transactionId: integer("transaction_id").references(() => transactions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.period] }),
    index("recurring_entries_transaction_idx").on(t.transactionId),
  ],
);

/** A learner's savings goal: an amount by a day. Progress is the money saved towards it (below). */
export const savingsGoals = pgTable(
  "savings_goals",
  {
    id: id(),
    userId: userRef(),
    name: text("name").notNull(),
    targetPaise: bigint("target_paise", { mode: "number" }).notNull(),
    targetOn: date("target_on").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("savings_goals_user_idx").on(t.userId, t.id),
    check("savings_goals_target_check", sql`${t.targetPaise} > 0`),
  ],
);

/**
 * Money saved towards a goal: a Saving transaction of the learner's, linked here. Deleting the
 * transaction takes it off the goal; deleting the goal keeps the transaction (the money was saved).
 */
export const goalContributions = pgTable(
  "goal_contributions",
  {
    transactionId: integer("transaction_id")
      .primaryKey()
      .references(() => transactions.id, { onDelete: "cascade" }),
    goalId: integer("goal_id")
      .notNull()
      .references(() => savingsGoals.id, { onDelete: "cascade" }),
    userId: userRef(),
  },
  (t) => [index("goal_contributions_goal_idx").on(t.goalId)],
);
