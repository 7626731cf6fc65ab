import { randomBytes } from "node:crypto";
import type { AutoTrackingStatus } from "@arthshala/contracts/auto-tracking";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Config } from "../../platform/config.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { isUniqueViolation } from "../../platform/db/errors.js";
import { autoTrackingAddresses } from "../../platform/db/schema.js";
import { mayProcess } from "../../platform/guardian/state.js";

/**
 * A learner's forwarding addresses: made with their consent, revoked when they turn tracking off. The part
 * before the @ is the only secret: 26 base-32 letters from the system's random source (130 bits), so an
 * address cannot be guessed or walked, and a revoked one is never handed out again.
 */

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** "t-" and 26 letters of [a-z2-7]: case-free, so a mail app that changes case still reaches it. */
export function newLocalPart(): string {
  const bytes = randomBytes(26);
  let out = "t-";
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}

export const inboundAvailable = (config: Config): boolean =>
  config.INBOUND_SMTP_PORT !== undefined && config.INBOUND_MAIL_DOMAIN !== undefined;

type Row = typeof autoTrackingAddresses.$inferSelect;

async function liveRow(db: Db, userId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(autoTrackingAddresses)
    .where(and(eq(autoTrackingAddresses.userId, userId), isNull(autoTrackingAddresses.revokedAt)))
    .orderBy(desc(autoTrackingAddresses.createdAt))
    .limit(1);
  return row;
}

function statusOf(config: Config, row: Row | undefined): AutoTrackingStatus {
  return {
    available: inboundAvailable(config),
    enabled: Boolean(row),
    address: row ? `${row.localPart}@${config.INBOUND_MAIL_DOMAIN ?? ""}` : null,
    consentedAt: row?.consentedAt.toISOString() ?? null,
    consentVersion: row?.consentVersion ?? null,
    counts: {
      added: row?.addedCount ?? 0,
      duplicates: row?.duplicateCount ?? 0,
      dropped: row?.droppedCount ?? 0,
      refused: row?.refusedCount ?? 0,
    },
    lastMailAt: row?.lastMailAt?.toISOString() ?? null,
  };
}

export async function autoTrackingStatus(db: Db, config: Config, userId: string) {
  return statusOf(config, await liveRow(db, userId));
}

/**
 * Turns tracking on with the consent given now; a learner already on keeps their address (a second tab's
 * click changes nothing). The live-address index settles two clicks racing: the loser reads the winner's.
 */
export async function enableAutoTracking(
  db: Db,
  config: Config,
  userId: string,
  consentVersion: string,
  now: Date,
): Promise<AutoTrackingStatus> {
  const live = await liveRow(db, userId);
  if (live) return statusOf(config, live);
  try {
    const [row] = await db
      .insert(autoTrackingAddresses)
      .values({ userId, localPart: newLocalPart(), consentVersion, consentedAt: now, createdAt: now })
      .returning();
    return statusOf(config, row);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return statusOf(config, await liveRow(db, userId));
  }
}

/** Revokes the live address at once: from this statement on, mail to it is refused at RCPT. */
export async function disableAutoTracking(
  db: Db,
  config: Config,
  userId: string,
  now: Date,
): Promise<AutoTrackingStatus> {
  await db
    .update(autoTrackingAddresses)
    .set({ revokedAt: now })
    .where(and(eq(autoTrackingAddresses.userId, userId), isNull(autoTrackingAddresses.revokedAt)));
  return statusOf(config, undefined);
}

export interface LiveAddress {
  id: number;
  userId: string;
  localPart: string;
}

/**
 * The live address with this local part whose owner may have data processed (an under-18 learner whose
 * guardian withdrew consent gets no mail added), or null.
 */
export async function findLiveAddress(db: Db, localPart: string): Promise<LiveAddress | null> {
  const [row] = await selectRows<{ id: number; user_id: string }>(
    db,
    sql`select a.id, a.user_id from auto_tracking_addresses a
      where a.local_part = ${localPart} and a.revoked_at is null and ${mayProcess(sql`a.user_id`)}`,
  );
  return row ? { id: row.id, userId: row.user_id, localPart } : null;
}

/**
 * Takes one message from the address's hourly allowance in one statement (so instances cannot both take
 * the last one); false when it is used up, which is counted as a refusal.
 */
export async function takeRateSlot(db: Db, addressId: number, limit: number, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - 3_600_000).toISOString();
  const at = now.toISOString();
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`update auto_tracking_addresses set
        window_count = case when window_start > ${since}::timestamptz then window_count + 1 else 1 end,
        window_start = case when window_start > ${since}::timestamptz then window_start else ${at}::timestamptz end
      where id = ${addressId} returning window_count as n`,
  );
  if (!row || row.n <= limit) return Boolean(row);
  await countMail(db, addressId, "refused", now);
  return false;
}

export type Outcome = "added" | "duplicate" | "dropped" | "refused";

const COUNTER = {
  added: "added_count",
  duplicate: "duplicate_count",
  dropped: "dropped_count",
  refused: "refused_count",
} as const;

/** One more of this outcome for the address: what happened, never what the mail said. */
export async function countMail(db: Db, addressId: number, outcome: Outcome, now: Date): Promise<void> {
  const column = sql.identifier(COUNTER[outcome]);
  await db.execute(sql`update auto_tracking_addresses set ${column} = ${column} + 1,
    last_mail_at = ${now.toISOString()}::timestamptz where id = ${addressId}`);
}
