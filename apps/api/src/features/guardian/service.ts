import type { AgeBand } from "@arthshala/contracts/age-bands";
import {
  GUARDIAN_EXPORT_LINK_DAYS,
  GUARDIAN_LINK_DAYS,
  GUARDIAN_MAILS_PER_ADDRESS_PER_DAY,
  GUARDIAN_MAILS_PER_HOUR,
  type GuardianStatus,
  guardianMessages,
} from "@arthshala/contracts/guardian-rules";
import { isLocale } from "@arthshala/contracts/locales";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { serverSecret, signValue, verifySigned } from "../../platform/auth/signing.js";
import { AuthThrottle } from "../../platform/auth/throttle.js";
import { hashToken, newToken } from "../../platform/auth/tokens.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import { guardianConsents, learnerStats, users } from "../../platform/db/schema.js";
import { guardianState } from "../../platform/guardian/state.js";
import { AppError, badRequest, fieldError } from "../../platform/http/errors.js";
import { publicOrigin } from "../../platform/http/origin.js";
import { mailLanguage } from "../../platform/mail/compose.js";
import type { Tx } from "../../platform/rewards/ledger.js";
import { eraseLearner, exportLearnerData } from "../account/data-rights.js";
import { accountDeletedMail } from "../account/mails.js";
import { choiceMail, consentRequestMail, deletedMail, exportMail, type GuardianChoice } from "./mails.js";

const DAY_MS = 24 * 3600 * 1000;
const LINK_TTL_MS = GUARDIAN_LINK_DAYS * DAY_MS;
const EXPORT_TTL_MS = GUARDIAN_EXPORT_LINK_DAYS * DAY_MS;
const EXPORT_SECRET_KEY = "guardian_export_secret";

/** The learner a guardian is asked about: what the consent mail and row need. */
export interface Learner {
  id: string;
  email: string;
  language: string | null;
}

/** A guardian's link, resolved: the consent row and the child it is about. */
interface Held {
  userId: string;
  guardianEmail: string;
  tokenHash: string;
  requestedAt: Date;
  confirmedAt: Date | null;
  revokedAt: Date | null;
  name: string;
  email: string;
  language: string | null;
  ageBand: AgeBand | null;
  verified: boolean;
}

const statusOf = (held: Held): GuardianStatus =>
  guardianState("under-18", {
    guardianEmail: held.guardianEmail,
    confirmedAt: held.confirmedAt,
    revokedAt: held.revokedAt,
  })!.status;

/**
 * A learner under 18 and their parent or guardian (DPDP Act 2023, section 9). The learner names the
 * guardian; a random link (stored hashed, like email confirmations) goes to that address; the guardian
 * consents, declines, withdraws, downloads the child's data or deletes the account with it. Every change
 * also touches the users row, whose trigger makes every instance read the session again, so the consent
 * gate (gate.ts) sees it at once.
 */
export class GuardianService {
  private readonly throttle: AuthThrottle;
  private readonly origin: string;
  private secret: Promise<string> | undefined;

  constructor(private readonly app: FastifyInstance) {
    this.throttle = new AuthThrottle(app.db);
    this.origin = publicOrigin(app.config);
  }

  private get db(): Db {
    return this.app.db;
  }

  private link(token: string): string {
    return `${this.origin}/guardian/consent?token=${token}`;
  }

  /**
   * Takes a slot in the learner's hourly allowance (when given) and the address's daily one, so nobody
   * can flood an inbox by naming it, from one account or many. Refuses with 429 otherwise.
   */
  async takeMailSlots(learnerEmail: string | null, guardianEmail: string): Promise<void> {
    if (
      learnerEmail &&
      !(await this.throttle.take("guardian_mail", learnerEmail, GUARDIAN_MAILS_PER_HOUR, 3600_000))
    ) {
      const minutes = await this.throttle.minutesUntilFree("guardian_mail", learnerEmail, 3600_000);
      throw new AppError(429, guardianMessages.tooMany(minutes));
    }
    if (
      !(await this.throttle.take("guardian_mail", guardianEmail, GUARDIAN_MAILS_PER_ADDRESS_PER_DAY, DAY_MS))
    ) {
      throw new AppError(429, guardianMessages.addressBusy);
    }
  }

  /**
   * Asks the guardian (inside the caller's transaction): a fresh link replaces any earlier one, the
   * answer so far is cleared, and the link is mailed. `hide` takes an account that may already have
   * points off every leaderboard (an adult who now says they are under 18): a new sign-up has none.
   */
  async ask(
    tx: Tx,
    learner: Learner,
    guardianEmail: string,
    options: { hide: boolean; touched?: Set<string> },
  ): Promise<void> {
    const now = this.app.clock.now();
    const { token, hash } = newToken();
    const row = {
      guardianEmail,
      tokenHash: hash,
      requestedAt: now,
      confirmedAt: null,
      revokedAt: null,
      updatedAt: now,
    };
    await tx
      .insert(guardianConsents)
      .values({ userId: learner.id, ...row })
      .onConflictDoUpdate({ target: guardianConsents.userId, set: row });
    if (options.hide) await this.hide(tx, learner.id);
    await this.touch(tx, learner.id, options.touched);
    await this.app.mailQueue.enqueue(
      "guardian_consent",
      consentRequestMail(mailLanguage(learner.language), guardianEmail, this.link(token)),
      tx,
    );
  }

  /** "Resend the link": a new link to the same guardian, while they have not answered. */
  async resend(learner: Learner): Promise<void> {
    const [row] = await this.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, learner.id));
    if (!row) throw new AppError(409, guardianMessages.needed);
    if (row.confirmedAt || row.revokedAt) throw new AppError(409, guardianMessages.notAsking);
    await this.takeMailSlots(learner.email, row.guardianEmail);
    await this.inTransaction((tx, touched) =>
      this.ask(tx, learner, row.guardianEmail, { hide: false, touched }),
    );
  }

  /** "Change guardian's email" (or name one, for an account that never did): only before an answer. */
  async changeEmail(learner: Learner & { ageBand: AgeBand | null }, guardianEmail: string): Promise<void> {
    if (learner.ageBand !== "under-18") throw new AppError(409, guardianMessages.notUnder18);
    if (guardianEmail === learner.email) throw fieldError("guardian_email", guardianMessages.emailSame);
    const [row] = await this.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.userId, learner.id));
    if (row && (row.confirmedAt || row.revokedAt)) throw new AppError(409, guardianMessages.notAsking);
    await this.takeMailSlots(learner.email, guardianEmail);
    await this.inTransaction((tx, touched) => this.ask(tx, learner, guardianEmail, { hide: !row, touched }));
  }

  /** The guardian's page: who the child is, and where the consent stands. */
  async view(token: string) {
    const held = await this.hold(this.db, token);
    const status = statusOf(held);
    return {
      child: { name: held.name, email: held.email },
      status,
      asked_at: held.requestedAt.toISOString(),
      confirmed_at: held.confirmedAt?.toISOString() ?? null,
      revoked_at: held.revokedAt?.toISOString() ?? null,
      expires_at:
        status === "asked" ? new Date(held.requestedAt.getTime() + LINK_TTL_MS).toISOString() : null,
      language: isLocale(held.language) ? held.language : null,
    };
  }

  /**
   * "I consent" (from asked, declined or revoked: a guardian may change their mind) or "I don't
   * consent" (only to the first question; after consenting, withdrawing is revoke()).
   */
  async answer(token: string, consent: boolean): Promise<GuardianChoice> {
    return this.inTransaction(async (tx, touched) => {
      const held = await this.hold(tx, token, { lock: true });
      const status = statusOf(held);
      const now = this.app.clock.now();
      if (consent) {
        if (status === "confirmed") throw new AppError(409, guardianMessages.alreadyAnswered);
        await tx
          .update(guardianConsents)
          .set({ confirmedAt: now, revokedAt: null, updatedAt: now })
          .where(eq(guardianConsents.userId, held.userId));
      } else {
        if (status !== "asked") throw new AppError(409, guardianMessages.alreadyAnswered);
        await tx
          .update(guardianConsents)
          .set({ revokedAt: now, updatedAt: now })
          .where(eq(guardianConsents.userId, held.userId));
        await this.hide(tx, held.userId);
      }
      await this.touch(tx, held.userId, touched);
      const choice: GuardianChoice = consent ? "consented" : "declined";
      await this.notify(tx, held, choice, token);
      return choice;
    });
  }

  /**
   * Withdraws consent: the account saves nothing from now on and leaves every leaderboard (hidden, as
   * the learner's own switch does; showing it again after a new consent is the learner's choice). What
   * was saved stays until deletion is asked.
   */
  async revoke(token: string): Promise<void> {
    await this.inTransaction(async (tx, touched) => {
      const held = await this.hold(tx, token, { lock: true });
      if (statusOf(held) !== "confirmed") throw new AppError(409, guardianMessages.notConsented);
      const now = this.app.clock.now();
      await tx
        .update(guardianConsents)
        .set({ revokedAt: now, updatedAt: now })
        .where(eq(guardianConsents.userId, held.userId));
      await this.hide(tx, held.userId);
      await this.touch(tx, held.userId, touched);
      await this.notify(tx, held, "revoked", token);
    });
  }

  /**
   * Mails the guardian a link to download the child's data (data-rights.ts, the learner's own export).
   * A signed link, not the data: a mail queue row (and the outbox an admin reads) must not hold a
   * child's data, nor outlive the account; the link stops working with the consent row it names.
   */
  async mailExport(token: string): Promise<void> {
    const held = await this.hold(this.db, token);
    const expires = this.app.clock.now().getTime() + EXPORT_TTL_MS;
    const key = signValue(
      await this.exportSecret(),
      `${held.userId}~${held.tokenHash.slice(0, 24)}~${expires}`,
    );
    const link = `${this.origin}/api/guardian/export?key=${encodeURIComponent(key)}`;
    await this.app.mailQueue.enqueue(
      "guardian_notice",
      exportMail(mailLanguage(held.language), held.guardianEmail, link),
    );
  }

  /** The download a guardian's export mail links to, while its consent row (and link) still stand. */
  async download(key: string): Promise<{ data: unknown; day: string }> {
    const payload = verifySigned(await this.exportSecret(), key);
    const [userId, tokenPrefix, expires] = payload?.split("~") ?? [];
    const now = this.app.clock.now();
    if (!userId || !tokenPrefix || !(Number(expires) > now.getTime()))
      throw badRequest(guardianMessages.exportInvalid);
    const [row] = await selectRows<{ user_id: string }>(
      this.db,
      sql`select user_id from guardian_consents where user_id = ${userId}
        and left(token_hash, 24) = ${tokenPrefix}`,
    );
    if (!row) throw badRequest(guardianMessages.exportInvalid);
    return { data: await exportLearnerData(this.db, userId, now), day: now.toISOString().slice(0, 10) };
  }

  /** Deletes the child's account as their own deletion does (data-rights.ts), and tells both of them. */
  async deleteChild(token: string): Promise<void> {
    const picture = await this.inTransaction(async (tx, touched) => {
      const held = await this.hold(tx, token, { lock: true });
      touched.add(held.userId);
      const file = await eraseLearner(tx, held.userId);
      // After the erase, which deletes the mail queued to the child's proved address.
      await this.app.mailQueue.enqueue(
        "account_deleted",
        accountDeletedMail(mailLanguage(held.language), held.email, held.verified ? held.name : null),
        tx,
      );
      await this.app.mailQueue.enqueue(
        "guardian_notice",
        deletedMail(mailLanguage(held.language), held.guardianEmail),
        tx,
      );
      return file;
    });
    if (picture) await this.app.storage.remove(picture);
  }

  /** The link's consent row and child; a link replaced by a newer one, or never made, is not valid. */
  private async hold(db: Db | Tx, token: string, options: { lock?: boolean } = {}): Promise<Held> {
    const [held] = await selectRows<{
      user_id: string;
      guardian_email: string;
      token_hash: string;
      requested_at: Date | string;
      confirmed_at: Date | string | null;
      revoked_at: Date | string | null;
      name: string;
      email: string;
      language: string | null;
      age_band: AgeBand | null;
      verified: boolean;
    }>(
      db,
      sql`select g.user_id, g.guardian_email, g.token_hash, g.requested_at, g.confirmed_at, g.revoked_at,
          u.name, u.email, u.language, u.age_band, u.email_verified_at is not null as verified
        from guardian_consents g join users u on u.id = g.user_id
        where g.token_hash = ${hashToken(token)}
        ${options.lock ? sql`for update of g` : sql``}`,
    );
    if (!held) throw badRequest(guardianMessages.linkInvalid);
    const date = (value: Date | string | null) => (value === null ? null : new Date(value));
    const result: Held = {
      userId: held.user_id,
      guardianEmail: held.guardian_email,
      tokenHash: held.token_hash,
      requestedAt: date(held.requested_at)!,
      confirmedAt: date(held.confirmed_at),
      revokedAt: date(held.revoked_at),
      name: held.name,
      email: held.email,
      language: held.language,
      ageBand: held.age_band,
      verified: held.verified,
    };
    // An unanswered link asks for an answer for a week; once answered it is the guardian's to keep.
    const unanswered = !result.confirmedAt && !result.revokedAt;
    if (unanswered && this.app.clock.now().getTime() - result.requestedAt.getTime() > LINK_TTL_MS)
      throw new AppError(410, guardianMessages.linkExpired);
    return result;
  }

  private async notify(tx: Tx, held: Held, choice: GuardianChoice, token: string): Promise<void> {
    await this.app.mailQueue.enqueue(
      "guardian_notice",
      choiceMail(mailLanguage(held.language), held.guardianEmail, choice, this.link(token)),
      tx,
    );
  }

  private async hide(tx: Tx, userId: string): Promise<void> {
    await tx
      .update(learnerStats)
      .set({ leaderboardHidden: true, updatedAt: sql`now()` })
      .where(eq(learnerStats.userId, userId));
  }

  /** The users row's trigger tells every instance's session cache to read this learner again. */
  private async touch(tx: Tx, userId: string, touched?: Set<string>): Promise<void> {
    await tx.update(users).set({ updatedAt: this.app.clock.now() }).where(eq(users.id, userId));
    touched?.add(userId);
  }

  /**
   * Runs `work` in a transaction, then sends its mail and forgets the learners it touched in this
   * instance's session cache at once (the users trigger's NOTIFY reaches every instance a moment later).
   */
  private async inTransaction<T>(work: (tx: Tx, touched: Set<string>) => Promise<T>): Promise<T> {
    const touched = new Set<string>();
    const result = await this.db.transaction((tx) => work(tx, touched));
    this.app.mailQueue.worker.kick();
    for (const id of touched) this.app.sessions.forgetUser(id);
    return result;
  }

  private exportSecret(): Promise<string> {
    this.secret ??= serverSecret(this.db, EXPORT_SECRET_KEY);
    return this.secret;
  }
}
