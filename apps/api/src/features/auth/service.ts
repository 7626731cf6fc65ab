import type { Me } from "@arthshala/contracts/auth";
import { authMessages } from "@arthshala/contracts/auth";
import { and, eq, gt, isNull } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../platform/auth/passwords.js";
import type { SessionUser } from "../../platform/auth/session.js";
import { hashToken, newToken } from "../../platform/auth/tokens.js";
import type { Config } from "../../platform/config.js";
import type { Db } from "../../platform/db/client.js";
import { isUniqueViolation } from "../../platform/db/errors.js";
import { newsletterSubscriptions, passwordResets, users } from "../../platform/db/schema.js";
import { AppError, badRequest, conflict } from "../../platform/http/errors.js";
import type { Mailer } from "../../platform/mail/mailer.js";

export const RESET_TTL_MS = 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function toMe(user: Pick<UserRow, "id" | "email" | "name" | "picture" | "role"> | SessionUser): Me {
  return { email: user.email, name: user.name, picture: user.picture, sub: user.id, roles: [user.role] };
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly mailer: Mailer,
  ) {}

  private roleFor(email: string, current: UserRow["role"] = "Learner"): UserRow["role"] {
    return this.config.ADMIN_EMAILS.includes(email) ? "Admin" : current;
  }

  async signUp(input: {
    email: string;
    password: string;
    name: string;
    newsletter: boolean;
  }): Promise<UserRow> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: input.email, name: input.name, passwordHash, role: this.roleFor(input.email) })
          .returning();
        if (!user) throw new Error("insert returned no user");
        if (input.newsletter) {
          await tx.insert(newsletterSubscriptions).values({ userId: user.id, enteredEmail: input.email });
        }
        return user;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(authMessages.emailTaken);
      throw err;
    }
  }

  /** The same answer whether the email is unknown or the password wrong, after the same work. */
  async signIn(email: string, password: string): Promise<UserRow> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok) throw new AppError(401, authMessages.badCredentials);
    const role = this.roleFor(user.email, user.role);
    if (role !== user.role) {
      await this.db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { ...user, role };
    }
    return user;
  }

  /** Mails a single-use link valid for one hour; says nothing about whether the account exists. */
  async requestPasswordReset(email: string, origin: string): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) return;
    const { token, hash } = newToken();
    await this.db
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: hash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    const link = `${origin}/reset-password?token=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: "Reset your Arthshala password",
      text: [
        `Hi ${user.name},`,
        "",
        "Someone (hopefully you) asked to reset the password of your Arthshala account.",
        "Open this link within 1 hour to choose a new password:",
        "",
        link,
        "",
        "If you did not ask for this, you can ignore this email: your password stays the same.",
        "",
        "— Team Arthshala",
      ].join("\n"),
    });
  }

  /** Uses the link once (an atomic claim), sets the new password and voids the user's other links. */
  async resetPassword(token: string, password: string): Promise<string> {
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
    await this.db
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, claimed.userId));
    // Any other link still in someone's inbox stops working too.
    await this.db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    return claimed.userId;
  }
}
