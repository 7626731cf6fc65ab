import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import { serverSecret } from "./signing.js";
import { hashToken } from "./tokens.js";

/** A browser stays known for a year after it last proved an account's password. */
const MAX_AGE_S = 365 * 24 * 3600;
/** A shared family device may know a few accounts; the one used last comes first. */
const MAX_ENTRIES = 5;
const ENTRY = /^[\w-]{22}\.[\w-]{43}$/;

/** Who a device cookie entry is for: the account's email and its current password hash. */
export interface DeviceAccount {
  email: string;
  passwordHash: string | null;
}

/**
 * "Known device" cookies (OWASP's device cookies against lockout): a browser that has proved an account's
 * password gets a signed entry for that account, and a sign-in from it is then throttled only on its own
 * failures, so someone hammering the account from elsewhere cannot lock its owner out.
 *
 * One HttpOnly cookie holds up to 5 entries `nonce.mac`, where the mac (HMAC-SHA256 with a key kept in
 * app_settings, the same on every instance) covers the nonce, the email and the account's password hash.
 * So an entry names no account to whoever reads it, and a password change or reset retires every
 * device that knew the old password. Auth events record a device as the hash of its nonce.
 */
export class KnownDevices {
  readonly cookieName: string;
  private readonly secure: boolean;
  private secret: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    config: Pick<Config, "PUBLIC_URL">,
  ) {
    this.secure = config.PUBLIC_URL?.startsWith("https://") ?? false;
    // Sent to the API only (pages and files never need it); __Secure- as __Host- demands Path=/.
    this.cookieName = this.secure ? "__Secure-arthshala_device" : "arthshala_device";
  }

  /** Read once per server; a failed read is retried next time rather than remembered. */
  private key(): Promise<string> {
    this.secret ??= serverSecret(this.db, "known-device").catch((err: unknown) => {
      this.secret = undefined;
      throw err;
    });
    return this.secret;
  }

  private entries(request: FastifyRequest): string[] {
    const value = request.cookies[this.cookieName];
    if (!value || value.length > 400) return [];
    return value
      .split("~")
      .filter((e) => ENTRY.test(e))
      .slice(0, MAX_ENTRIES);
  }

  private mac(secret: string, nonce: string, account: DeviceAccount): string {
    return createHmac("sha256", secret)
      .update(`known-device\n${account.email}\n${account.passwordHash ?? ""}\n${nonce}`)
      .digest("base64url");
  }

  /** This browser's entry for the account, if it carries a valid one. */
  private async entryFor(request: FastifyRequest, account: DeviceAccount): Promise<string | undefined> {
    const entries = this.entries(request);
    if (entries.length === 0 || !account.passwordHash) return undefined;
    const secret = await this.key();
    return entries.find((entry) => {
      const [nonce = "", given = ""] = entry.split(".");
      return timingSafeEqual(Buffer.from(given), Buffer.from(this.mac(secret, nonce, account)));
    });
  }

  /** The device id (hash of its nonce) when this browser is a known device of the account, else null. */
  async identify(request: FastifyRequest, account: DeviceAccount): Promise<string | null> {
    const entry = await this.entryFor(request, account);
    return entry ? hashToken(entry.split(".")[0]!) : null;
  }

  /**
   * After this browser proved the account's password (sign-in, sign-up, reset, change): it becomes, or
   * stays, a known device of the account (the same id while the password is the same).
   */
  async remember(request: FastifyRequest, reply: FastifyReply, account: DeviceAccount): Promise<void> {
    if (!account.passwordHash) return;
    const current = await this.entryFor(request, account);
    const nonce = current?.split(".")[0] ?? randomBytes(16).toString("base64url");
    const entry = `${nonce}.${this.mac(await this.key(), nonce, account)}`;
    const others = this.entries(request).filter((e) => e !== current);
    reply.setCookie(this.cookieName, [entry, ...others].slice(0, MAX_ENTRIES).join("~"), {
      httpOnly: true,
      sameSite: "lax",
      secure: this.secure,
      path: "/api",
      maxAge: MAX_AGE_S,
    });
  }
}
