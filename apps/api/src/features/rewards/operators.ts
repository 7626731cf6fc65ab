import type { AdminPerk, AdminRedemption, PerkBody } from "@arthshala/contracts/rewards";
import {
  CODE_MAX,
  CODES_PER_UPLOAD_MAX,
  type perkBodySchema,
  rewardMessages,
} from "@arthshala/contracts/rewards";
import { isSingleLineText } from "@arthshala/contracts/text";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import { type Db, selectRows } from "../../platform/db/client.js";
import { badRequest, conflict, fieldError, notFound } from "../../platform/http/errors.js";
import { type PerkRow, presentAdminPerk, SELECT_PERKS } from "./perks.js";

/** Whose perks an operator works on: an Admin's scope is every perk; an owner's, their organisation's. */
export type Scope = { organisationId: number | null };

const inScope = (scope: Scope) =>
  scope.organisationId === null ? sql`true` : sql`p.organisation_id = ${scope.organisationId}`;

type PerkInput = z.output<typeof perkBodySchema>;

const COUNTS = sql`(select count(*)::int from perk_codes c where c.perk_id = p.id) as codes_total,
  (select count(*)::int from redemptions r where r.perk_id = p.id and r.status <> 'rejected') as redemptions,
  (select count(*)::int from redemptions r where r.perk_id = p.id and r.status = 'pending_review') as pending_review`;

type AdminRow = PerkRow & { codes_total: number; redemptions: number; pending_review: number };

export async function operatorPerks(db: Db, scope: Scope, id?: number): Promise<AdminPerk[]> {
  const rows = await selectRows<AdminRow>(
    db,
    sql`select * from (${SELECT_PERKS}) p0 join lateral (select ${COUNTS} from perks p where p.id = p0.id) n on true
      where p0.id in (select p.id from perks p where ${inScope(scope)} ${id === undefined ? sql`` : sql`and p.id = ${id}`})
      order by p0.suspended, p0.id desc`,
  );
  return rows.map(presentAdminPerk);
}

/** One perk in the scope, or 404 (another organisation's is the same as a missing one). */
export async function operatorPerk(db: Db, scope: Scope, id: number): Promise<AdminPerk> {
  const [perk] = await operatorPerks(db, scope, id);
  if (!perk) throw notFound(rewardMessages.notFound);
  return perk;
}

const columns = (p: PerkInput) => ({
  title: p.title,
  description: p.description,
  terms: p.terms,
  instructions: p.instructions,
  price: p.price,
  fulfilment: p.fulfilment,
  picture: p.picture,
  icon: p.icon,
  age_band: p.age_band,
  language: p.language,
  valid_from: p.valid_from,
  valid_until: p.valid_until,
  per_learner_limit: p.per_learner_limit,
  limit_period_days: p.limit_period_days,
  low_stock_at: p.low_stock_at,
});

export async function createPerk(db: Db, scope: Scope, by: string, body: PerkInput): Promise<AdminPerk> {
  const c = columns(body);
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into perks (organisation_id, title, description, terms, instructions, price, fulfilment, picture,
      icon, age_band, language, valid_from, valid_until, per_learner_limit, limit_period_days, low_stock_at, created_by)
      values (${scope.organisationId}, ${c.title}, ${c.description}, ${c.terms}, ${c.instructions}, ${c.price},
      ${c.fulfilment}, ${c.picture}, ${c.icon}, ${c.age_band}, ${c.language}, ${c.valid_from}, ${c.valid_until},
      ${c.per_learner_limit}, ${c.limit_period_days}, ${c.low_stock_at}, ${by}) returning id`,
  );
  return operatorPerk(db, scope, row!.id);
}

/**
 * Changes a perk. Its fulfilment cannot change once learners redeemed it (their codes or instructions
 * would change meaning); the price applies to redemptions from now on (each keeps what it cost).
 */
export async function updatePerk(db: Db, scope: Scope, id: number, body: PerkInput): Promise<AdminPerk> {
  const before = await operatorPerk(db, scope, id);
  if (before.fulfilment !== body.fulfilment && (before.redemptions > 0 || before.codes_total > 0))
    throw fieldError("fulfilment", "A perk with codes or redemptions keeps how it is fulfilled.");
  const c = columns(body);
  await db.execute(sql`update perks set title = ${c.title}, description = ${c.description}, terms = ${c.terms},
    instructions = ${c.instructions}, price = ${c.price}, fulfilment = ${c.fulfilment}, picture = ${c.picture},
    icon = ${c.icon}, age_band = ${c.age_band}, language = ${c.language}, valid_from = ${c.valid_from},
    valid_until = ${c.valid_until}, per_learner_limit = ${c.per_learner_limit},
    limit_period_days = ${c.limit_period_days}, low_stock_at = ${c.low_stock_at}, updated_at = now()
    where id = ${id}`);
  return operatorPerk(db, scope, id);
}

export async function setSuspended(db: Db, scope: Scope, id: number, suspended: boolean): Promise<AdminPerk> {
  await operatorPerk(db, scope, id);
  await db.execute(sql`update perks set suspended_at = ${suspended ? sql`coalesce(suspended_at, now())` : null},
    updated_at = now() where id = ${id}`);
  return operatorPerk(db, scope, id);
}

/**
 * Reads a CSV of codes with csv-parse: the first column of each line, trimmed; blank lines and a header
 * line "code" are skipped. A code appearing twice, in the file or already on the perk, is added once.
 */
export function readCodes(csv: string): string[] {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw badRequest(rewardMessages.csvUnreadable);
  }
  const codes: string[] = [];
  records.forEach((record, i) => {
    const code = (record[0] ?? "").trim();
    if (!code || (i === 0 && code.toLowerCase() === "code")) return;
    if (code.length > CODE_MAX) throw badRequest(rewardMessages.codeTooLong(i + 1, CODE_MAX));
    if (!isSingleLineText(code)) throw badRequest(rewardMessages.codeBadCharacters(i + 1));
    codes.push(code);
  });
  if (codes.length === 0) throw badRequest(rewardMessages.codesNeeded);
  if (codes.length > CODES_PER_UPLOAD_MAX)
    throw badRequest(rewardMessages.tooManyCodes(CODES_PER_UPLOAD_MAX));
  return codes;
}

/** Adds codes to a code perk; the low-stock alert may fire again once stock falls back. */
export async function addCodes(db: Db, scope: Scope, id: number, csv: string) {
  const perk = await operatorPerk(db, scope, id);
  if (perk.fulfilment !== "code") throw conflict(rewardMessages.codesOnlyForCodePerks);
  const read = readCodes(csv);
  const codes = [...new Set(read)];
  const added = await db.transaction(async (tx) => {
    const rows = await selectRows<{ id: number }>(
      tx as unknown as Db,
      sql`insert into perk_codes (perk_id, code)
        select ${id}, code from unnest(array[${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]) as code on conflict (perk_id, code) do nothing returning id`,
    );
    await tx.execute(sql`update perks set low_stock_alerted_at = null, updated_at = now() where id = ${id}`);
    return rows.length;
  });
  const after = await operatorPerk(db, scope, id);
  return { added, duplicates: read.length - added, stock: after.stock ?? 0 };
}

interface AdminRedemptionRow {
  id: string;
  perk_id: number;
  perk_title: string;
  price: number;
  status: AdminRedemption["status"];
  learner_name: string;
  learner_email: string;
  account_created_at: Date | string;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

const iso = (at: Date | string) => new Date(at).toISOString();

const SELECT_ADMIN_REDEMPTIONS = sql`select r.id, r.perk_id, p.title as perk_title, r.price, r.status,
  u.name as learner_name, u.email as learner_email, u.created_at as account_created_at, r.created_at, r.reviewed_at
  from redemptions r join perks p on p.id = r.perk_id join users u on u.id = r.user_id`;

const presentAdminRedemption = (r: AdminRedemptionRow): AdminRedemption => ({
  ...r,
  account_created_at: iso(r.account_created_at),
  created_at: iso(r.created_at),
  reviewed_at: r.reviewed_at === null ? null : iso(r.reviewed_at),
});

/** A perk's redemptions, newest first (200 at most): who, when, the state; never the code. */
export async function perkRedemptions(db: Db, scope: Scope, id: number): Promise<AdminRedemption[]> {
  await operatorPerk(db, scope, id);
  const rows = await selectRows<AdminRedemptionRow>(
    db,
    sql`${SELECT_ADMIN_REDEMPTIONS} where r.perk_id = ${id} order by r.created_at desc limit 200`,
  );
  return rows.map(presentAdminRedemption);
}

/** The Admin's review queue: redemptions held by the cooling-off, oldest first. */
export async function reviewQueue(db: Db): Promise<AdminRedemption[]> {
  const rows = await selectRows<AdminRedemptionRow>(
    db,
    sql`${SELECT_ADMIN_REDEMPTIONS} where r.status = 'pending_review' order by r.created_at limit 200`,
  );
  return rows.map(presentAdminRedemption);
}

export type { PerkBody };
