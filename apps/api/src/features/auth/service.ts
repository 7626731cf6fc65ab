import type { AgeBand } from "@arthshala/contracts/age-bands";
import type { Me } from "@arthshala/contracts/auth";
import { authMessages } from "@arthshala/contracts/auth";
import type { GuardianState } from "@arthshala/contracts/guardian-rules";
import { isLocale, type Locale } from "@arthshala/contracts/locales";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { ensureHandle } from "../../platform/auth/handles.js";
import type { PasswordAttempts } from "../../platform/auth/password-attempts.js";
import { type PasswordOwner, passwordProblem } from "../../platform/auth/password-rules.js";
import { hashPassword } from "../../platform/auth/passwords.js";
import type { SessionUser } from "../../platform/auth/session.js";
import type { AuthThrottle } from "../../platform/auth/throttle.js";
import { hashToken, newToken } from "../../platform/auth/tokens.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db/client.js";
import { isUniqueViolation } from "../../platform/db/errors.js";
import { newsletterSubscriptions, passwordResets, users } from "../../platform/db/schema.js";
import { AppError, badRequest, conflict } from "../../platform/http/errors.js";
import { mailLanguage } from "../../platform/mail/compose.js";
import type { MailQueue } from "../../platform/mail/queue.js";
import { createLearnerStats } from "../../platform/rewards/learner-stats.js";
import type { Tx } from "../../platform/rewards/ledger.js";
import type { UploadStorage } from "../../platform/storage/storage.js";
import type { EmailVerifier } from "./email-verification.js";
import { resetMail } from "./mails.js";
import { clearUnprovedWrites } from "./take-back.js";

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Per account: at most 3 reset mails an hour. */
export const RESET_MAILS_PER_HOUR = 3;

type UserRow = typeof users.$inferSelect;

/** The profile the app reads; an account row needs its guardian state given (guardian/state.ts). */
export function toMe(user: SessionUser): Me;
export function toMe(
  user: Pick<
    UserRow,
    "id" | "email" | "name" | "picture" | "role" | "emailVerifiedAt" | "language" | "ageBand"
  >,
  guardian: GuardianState | null,
): Me;
export function toMe(
  user:
    | Pick<UserRow, "id" | "email" | "name" | "picture" | "role" | "emailVerifiedAt" | "language" | "ageBand">
    | SessionUser,
  guardian?: GuardianState | null,
): Me {
  return {
    email: user.email,
    name: user.name,
    picture: user.picture,
    sub: user.id,
    roles: [user.role],
    email_verified: user.emailVerifiedAt !== null,
    language: isLocale(user.language) ? user.language : null,
    age_band: user.ageBand ?? null,
    guardian: guardian !== undefined ? guardian : "guardian" in user ? user.guardian : null,
  };
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mail: MailQueue,
    private readonly throttle: AuthThrottle,
    private readonly attempts: PasswordAttempts,
    private readonly verifier: EmailVerifier,
    private readonly origin: string,
    private readonly storage: Pick<UploadStorage, "remove">,
  ) {}

  /** ADMIN_EMAILS makes an account Admin only once its owner has proved the address. */
  roleFor(user: Pick<UserRow, "email" | "role" | "emailVerifiedAt">): UserRow["role"] {
    return user.emailVerifiedAt && this.config.ADMIN_EMAILS.includes(user.email) ? "Admin" : user.role;
  }

  /** Applies ADMIN_EMAILS to a user whose address may just have been verified. */
  async applyAdminList(userId: string): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    if (user && this.roleFor(user) !== user.role) {
      await this.db
        .update(users)
        .set({ role: this.roleFor(user), updatedAt: new Date() })
        .where(eq(users.id, userId));
    }
  }

  private assertAcceptable(password: string, owner: PasswordOwner): void {
    const problem = passwordProblem(password, owner);
    if (problem) throw badRequest(problem);
  }

  /** A new local account starts unverified, as a Learner, with a confirmation link on its way. */
  async signUp(input: {
    email: string;
    password: string;
    name: string;
    newsletter: boolean;
    /** The interface language they signed up in (signup-language.ts); null when the request named none. */
    language: Locale | null;
    ageBand: AgeBand | null;
    /** Work that belongs in the account's own transaction (asking an under-18 learner's guardian). */
    alsoInTransaction?: (tx: Tx, user: UserRow) => Promise<void>;
  }): Promise<UserRow> {
    this.assertAcceptable(input.password, { email: input.email, name: input.name });
    const passwordHash = await hashPassword(input.password);
    let user: UserRow;
    try {
      user = await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            name: input.name,
            passwordHash,
            role: "Learner",
            language: input.language,
            ageBand: input.ageBand,
          })
          .returning();
        if (!user) throw new Error("insert returned no user");
        await createLearnerStats(tx, user.id);
        await input.alsoInTransaction?.(tx, user);
        if (input.newsletter) {
          await tx.insert(newsletterSubscriptions).values({ userId: user.id, enteredEmail: input.email });
        }
        await this.verifier.send(user, tx, { newsletter: input.newsletter });
        return user;
      });
      this.mail.worker.kick();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(authMessages.emailTaken);
      throw err;
    }
    // After the commit: a clash on a made handle must not undo the account (or pass for a taken email).
    return { ...user, handle: await ensureHandle(this.db, user.id) };
  }

  /**
   * The same answer whether the email is unknown or the password wrong, after the same work. Failures
   * are throttled per account and client address, or per known device (see password-attempts.ts).
   */
  async signIn(request: FastifyRequest, email: string, password: string): Promise<UserRow> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = await this.attempts.check(request, email, user, password);
    if (!user || !ok) throw new AppError(401, authMessages.badCredentials);
    const role = this.roleFor(user);
    if (role !== user.role) {
      await this.db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { ...user, role };
    }
    return user;
  }

  /**
   * Queues a single-use link valid for one hour, at most 3 an hour per account. The route runs this
   * after answering, so neither the answer nor its timing says whether the account exists.
   */
  async requestPasswordReset(email: string): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) return;
    if (!(await this.throttle.take("reset_mail", email, RESET_MAILS_PER_HOUR, 3600_000))) return;
    const { token, hash } = newToken();
    await this.db
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    const link = `${this.origin}/reset-password?token=${token}`;
    await this.mail.enqueue(
      "password_reset",
      resetMail(mailLanguage(user.language), user.email, user.emailVerifiedAt ? user.name : null, link),
    );
  }

  /**
   * Uses the link once (an atomic claim), sets the new password and voids the user's other links.
   * Opening a link mailed to the address proves it, so the address counts as verified from now on, and
   * the account's failed sign-ins are forgotten (an attacker's cannot keep its owner out).
   */
  async resetPassword(token: string, password: string): Promise<UserRow> {
    // The new password is judged before the link is used, so a refused one leaves the link working.
    const [holder] = await this.db
      .select({ email: users.email, name: users.name })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(eq(passwordResets.tokenHash, hashToken(token)))
      .limit(1);
    this.assertAcceptable(password, holder ?? { email: "" });
    const passwordHash = await hashPassword(password);
    const [claimed] = await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw badRequest(authMessages.resetInvalid);
    let staleFiles: string[] = [];
    await this.db.transaction(async (tx) => {
      const [held] = await tx
        .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, claimed.userId))
        .for("update");
      if (!held) return;
      if (!held.emailVerifiedAt) {
        // Nobody had proved the address: whoever signed up with it may have been someone else, and
        // their plans, devices and progress must not stay with the owner (take-back.ts, as for an
        // identity provider's sign-in). Their sessions end in the route; their links here.
        staleFiles = await clearUnprovedWrites(tx, held, {
          name: held.email.split("@")[0] ?? held.email,
          picture: null,
        });
      }
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: held.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, held.id));
    });
    for (const file of staleFiles) await this.storage.remove(file);
    await this.applyAdminList(claimed.userId);
    // Any other link still in someone's inbox stops working too.
    await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    const [user] = await this.db.select().from(users).where(eq(users.id, claimed.userId));
    if (!user) throw badRequest(authMessages.resetInvalid);
    await this.attempts.clear(user.email);
    return user;
  }
}
