/** The schema's tables: automatic tracking by forwarded bank alerts (issue 41). No mail is ever stored. */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.js";
import { userRef } from "./identity.js";

/**
 * A learner's forwarding addresses, one row per time they turned automatic tracking on: the consent
 * (when, and which wording they agreed to) and, once turned off, when it was revoked. A revoked row is
 * kept as the record of that consent, and its address is never handed out again (the unique index).
 * The counters say what happened to mail sent to it, never what the mail said.
 */
export const autoTrackingAddresses = pgTable(
  "auto_tracking_addresses",
  {
    id: id(),
    userId: userRef(),
    /** "t-" and 26 random base-32 letters: the part before the @ (the domain is the server's setting). */
    localPart: text("local_part").notNull(),
    /** Which consent text (contracts/auto-tracking CONSENT_VERSION) the learner agreed to. */
    consentVersion: text("consent_version").notNull(),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    /** Null while live; set when the learner turns tracking off (mail to it is refused from then on). */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Alerts that became a transaction. */
    addedCount: integer("added_count").notNull().default(0),
    /** Alerts already in the tracker (a second forward, an imported statement, a paste). */
    duplicateCount: integer("duplicate_count").notNull().default(0),
    /** Mail that was no bank alert the reader knows: dropped unread. */
    droppedCount: integer("dropped_count").notNull().default(0),
    /** Mail refused for size or for coming faster than the per-address limit. */
    refusedCount: integer("refused_count").notNull().default(0),
    lastMailAt: timestamp("last_mail_at", { withTimezone: true }),
    /** The per-address rate window (held here, so every instance counts the same mail). */
    windowStart: timestamp("window_start", { withTimezone: true }),
    windowCount: integer("window_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("auto_tracking_addresses_local_part_key").on(t.localPart),
    // One live address per learner: two tabs turning it on at once cannot make two.
    uniqueIndex("auto_tracking_addresses_live_key").on(t.userId).where(sql`${t.revokedAt} is null`),
    index("auto_tracking_addresses_user_idx").on(t.userId, t.createdAt),
  ],
);
