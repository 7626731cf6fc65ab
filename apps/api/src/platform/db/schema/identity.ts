/** The schema's tables: Identity (platform/db/schema.ts gathers every domain). */
import { AGE_BANDS } from "@arthshala/contracts/age-bands";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.js";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    picture: text("picture"),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["Admin", "Facilitator", "Learner"] })
      .notNull()
      .default("Learner"),
    oidcIssuer: text("oidc_issuer"),
    oidcSubject: text("oidc_subject"),
    /** Set when the owner proved the address (mailed link, password reset, or a verifying OIDC issuer). */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Opted in to mail about their own activity (a budget gone over); off until they choose it. */
    productMail: boolean("product_mail").notNull().default(false),
    /** The interface language they chose ("en" or "hi"); null: the browser's. */
    language: text("language"),
    /**
     * The short public name on the leaderboard ("asha-j-4821"): unique ignoring case, never the email,
     * editable on /account. Null until one is generated (at sign-up, or on first need for older rows).
     */
    handle: text("handle"),
    /**
     * Their age band: asked at sign-up (issue 40; null for accounts from before, asked on arrival). Under 18
     * waits for a guardian's consent (guardian_consents); the catalogue marks schemes they can't open.
     */
    ageBand: text("age_band", { enum: AGE_BANDS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_oidc_key").on(t.oidcIssuer, t.oidcSubject),
    check("users_role_check", sql`${t.role} in ('Admin', 'Facilitator', 'Learner')`),
    uniqueIndex("users_handle_key").on(sql`lower(${t.handle})`),
    check("users_age_band_check", sql`${t.ageBand} in ('under-18', '18-25', '26-59', '60-plus')`),
  ],
);

/** A learner-owned row's user_id: deleted with the account. */
export const userRef = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: userRef(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    /** Begun by creating the account: the learner's first visit ("Welcome," rather than "Welcome back,"). */
    firstVisit: boolean("first_visit").notNull().default(false),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: userRef(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_resets_token_key").on(t.tokenHash),
    index("password_resets_user_idx").on(t.userId),
  ],
);

/** Single-use links that prove a user owns an address; tied to the address they were mailed to. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: id(),
    userId: userRef(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_verifications_token_key").on(t.tokenHash),
    index("email_verifications_user_idx").on(t.userId),
  ],
);

export const AUTH_EVENT_KINDS = [
  "signin_failure",
  "reset_mail",
  "verification_mail",
  "contact_message",
  "feedback_form",
  /** A consent link mailed to a guardian (features/guardian): per learner, and per guardian address. */
  "guardian_mail",
] as const;

/**
 * Per-account throttling counters (failed sign-ins, reset and verification mails), keyed by the
 * lower-cased email whether or not an account exists, so limits hold across app instances and say
 * nothing about which addresses have accounts. Old rows are purged.
 */
export const authEvents = pgTable(
  "auth_events",
  {
    id: id(),
    kind: text("kind", { enum: AUTH_EVENT_KINDS }).notNull(),
    subject: text("subject").notNull(),
    /** The client address the event came from (sign-in failures are throttled per account and address). */
    address: text("address"),
    /** A known device's id (the hash of its device cookie) when the request carried one for this account. */
    device: text("device"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_events_subject_idx").on(t.subject, t.kind, t.createdAt)],
);

/**
 * Per-address request counters of the rate-limited routes (sign-in, forgot-password, contact, feedback,
 * imports…), kept in the database so one limit holds across every app instance. A row is one key's
 * current window; an expired window starts again at 1. Expired rows are purged by housekeeping.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);

/** One row per OIDC login in flight: state, nonce and PKCE verifier, consumed once at the callback. */
export const oidcLogins = pgTable("oidc_logins", {
  state: text("state").primaryKey(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  popup: boolean("popup").notNull().default(false),
  createdAt: createdAt(),
});
