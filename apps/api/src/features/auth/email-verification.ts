import { authMessages } from "@arthshala/contracts/auth";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { AuthThrottle } from "../../platform/auth/throttle.js";
import { hashToken, newToken } from "../../platform/auth/tokens.js";
import type { Db } from "../../platform/db/client.js";
import { emailVerifications, newsletterSubscriptions, users } from "../../platform/db/schema.js";
import { AppError, badRequest } from "../../platform/http/errors.js";
import { mailLanguage } from "../../platform/mail/compose.js";
import type { MailQueue } from "../../platform/mail/queue.js";
import { verificationMail } from "./mails.js";

export const VERIFY_TTL_MS = 24 * 3600 * 1000;
const RESEND_WINDOW_MS = 3600 * 1000;
const RESENDS_PER_WINDOW = 3;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Proof that a person owns an address: a single-use link mailed to it, stored hashed, expiring, and
 * tied to the address it was sent to (a link for an old address confirms nothing).
 */
export class EmailVerifier {
  constructor(
    private readonly db: Db,
    private readonly mail: MailQueue,
    private readonly throttle: AuthThrottle,
    private readonly origin: string,
  ) {}

  /** Stores a new link and queues its mail, inside the caller's transaction when given one. */
  async send(
    user: { id: string; email: string; language: string | null },
    tx: Tx | Db = this.db,
    opts: { newsletter?: boolean } = {},
  ): Promise<void> {
    const { token, hash } = newToken();
    await tx.insert(emailVerifications).values({
      userId: user.id,
      email: user.email,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + VERIFY_TTL_MS),
    });
    const link = `${this.origin}/verify-email?token=${token}`;
    await this.mail.enqueue(
      "email_verification",
      verificationMail(mailLanguage(user.language), user.email, link, opts),
      tx,
    );
  }

  /** "Resend": at most 3 links an hour per account, and none once the address is confirmed. */
  async resend(user: { id: string; email: string; language: string | null }): Promise<void> {
    const [row] = await this.db
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id));
    if (row?.verifiedAt) throw new AppError(409, authMessages.verifyAlready);
    if (!(await this.throttle.take("verification_mail", user.email, RESENDS_PER_WINDOW, RESEND_WINDOW_MS))) {
      const minutes = await this.throttle.minutesUntilFree("verification_mail", user.email, RESEND_WINDOW_MS);
      throw new AppError(
        429,
        `We have already sent ${RESENDS_PER_WINDOW} links in the last hour. Please check your inbox and spam folder, or ask again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    }
    await this.send(user);
  }

  /** Uses a link once: marks the address it was sent to as verified, if it is still the account's. */
  async verify(token: string): Promise<{ userId: string; email: string }> {
    const [claimed] = await this.db
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!claimed) throw badRequest(authMessages.verifyInvalid);
    const [user] = await this.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email)))
      .returning({ id: users.id, email: users.email });
    if (!user) throw badRequest(authMessages.verifyInvalid);
    await this.voidLinks(user.id);
    // The sign-up box subscribed this same address: opening the link proves it for the newsletter too.
    await this.db
      .update(newsletterSubscriptions)
      .set({ confirmedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(newsletterSubscriptions.userId, user.id),
          sql`lower(${newsletterSubscriptions.enteredEmail}) = ${user.email}`,
          isNull(newsletterSubscriptions.confirmedAt),
        ),
      );
    return { userId: user.id, email: user.email };
  }

  /** Any other link still in an inbox stops working. */
  async voidLinks(userId: string, tx: Tx | Db = this.db): Promise<void> {
    await tx
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  }
}
