import type { Locale } from "@arthshala/contracts/locales";
import type { AdminPerk, Perk } from "@arthshala/contracts/rewards";
import { type SQL, sql } from "drizzle-orm";

/** A perks row with its stock, as the queries below select it. */
export interface PerkRow {
  id: number;
  organisation_id: number | null;
  organisation_name: string | null;
  title: string;
  description: string;
  terms: string;
  instructions: string;
  price: number;
  fulfilment: "code" | "instructions";
  picture: string | null;
  icon: string;
  age_band: string | null;
  language: string | null;
  valid_from: string | null;
  valid_until: string | null;
  per_learner_limit: number;
  limit_period_days: number;
  low_stock_at: number;
  suspended: boolean;
  /** Unclaimed codes (0 for instruction-only perks: see stockOf). */
  unclaimed: number;
}

/** Stock is the unclaimed codes, counted over the partial index of unclaimed codes. */
export const SELECT_PERKS = sql`select p.id, p.organisation_id, o.name as organisation_name, p.title,
  p.description, p.terms, p.instructions, p.price, p.fulfilment, p.picture, p.icon, p.age_band, p.language,
  p.valid_from::text as valid_from, p.valid_until::text as valid_until, p.per_learner_limit,
  p.limit_period_days, p.low_stock_at, p.suspended_at is not null as suspended,
  (select count(*)::int from perk_codes c where c.perk_id = p.id and c.claimed_at is null) as unclaimed
  from perks p left join organisations o on o.id = p.organisation_id`;

/**
 * The perks a learner may see and redeem: not suspended, within their window on the India day `today`,
 * for their age band and language (when the perk names one), and an organisation's only for its people
 * (its owner and facilitators, and the learners in its classes).
 */
export function offeredTo(userId: string, today: string, locale: Locale): SQL {
  return sql`p.suspended_at is null
    and (p.valid_from is null or p.valid_from <= ${today}) and (p.valid_until is null or p.valid_until >= ${today})
    and (p.language is null or p.language = ${locale})
    and (p.age_band is null or p.age_band = (select u.age_band from users u where u.id = ${userId}))
    and (p.organisation_id is null
      or exists (select 1 from organisation_members m where m.organisation_id = p.organisation_id and m.user_id = ${userId})
      or exists (select 1 from class_members cm join classes c on c.id = cm.class_id
        where c.organisation_id = p.organisation_id and cm.user_id = ${userId}))`;
}

/** Whether a perk is one the learner could know about at all (its organisation, age band, language). */
export function visibleTo(userId: string, locale: Locale): SQL {
  return sql`(p.language is null or p.language = ${locale})
    and (p.age_band is null or p.age_band = (select u.age_band from users u where u.id = ${userId}))
    and (p.organisation_id is null
      or exists (select 1 from organisation_members m where m.organisation_id = p.organisation_id and m.user_id = ${userId})
      or exists (select 1 from class_members cm join classes c on c.id = cm.class_id
        where c.organisation_id = p.organisation_id and cm.user_id = ${userId}))`;
}

export const stockOf = (row: Pick<PerkRow, "fulfilment" | "unclaimed">) =>
  row.fulfilment === "code" ? Number(row.unclaimed) : null;

export function presentPerk(row: PerkRow): Perk {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    terms: row.terms,
    price: row.price,
    fulfilment: row.fulfilment,
    picture: row.picture,
    icon: row.icon as Perk["icon"],
    stock: stockOf(row),
    age_band: row.age_band as Perk["age_band"],
    language: row.language as Perk["language"],
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    per_learner_limit: row.per_learner_limit,
    limit_period_days: row.limit_period_days,
    organisation_name: row.organisation_name,
  };
}

export function presentAdminPerk(
  row: PerkRow & { codes_total: number; redemptions: number; pending_review: number },
): AdminPerk {
  const stock = stockOf(row);
  return {
    ...presentPerk(row),
    instructions: row.instructions,
    organisation_id: row.organisation_id,
    suspended: row.suspended,
    low_stock_at: row.low_stock_at,
    low_stock: stock !== null && stock <= row.low_stock_at,
    codes_total: Number(row.codes_total),
    redemptions: Number(row.redemptions),
    pending_review: Number(row.pending_review),
  };
}
