import { authMessages } from "@arthshala/contracts/auth-client";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { type Db, selectRows } from "../db/client.js";
import { authEvents } from "../db/schema.js";
import { clientAddress } from "../http/client-address.js";
import { AppError } from "../http/errors.js";
import { type DeviceAccount, KnownDevices } from "./known-device.js";
import { verifyPassword } from "./passwords.js";

/** Every limit below is over a sliding 15 minutes, as the throttled message says. */
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const PASSWORD_FAILURE_LIMITS = {
  /** A known device of the account: its own failures only. */
  perKnownDevice: 10,
  /** An unknown device: per account and client address (an IPv6 /64 counts as one address). */
  perAddress: 10,
  /** An unknown device: per account, all unknown devices together, so many addresses cannot guess freely. */
  perAccount: 50,
} as const;

/** Where a password attempt comes from. */
interface Source {
  address: string;
  device: string | null;
}

/**
 * Password checks under a throttle that an attacker cannot turn into the owner's lockout (sign-in, and
 * re-authentication on /account). Failures are auth events of kind signin_failure for the lower-cased
 * email (known or not, so limits reveal nothing about which accounts exist), with the client address and
 * the known device, if any:
 * - from a known device (see known-device.ts), only that device's own failures count;
 * - from an unknown one, the failures from the same address, and those of all unknown devices together,
 *   each against its own limit.
 * So while someone hammers an account, its owner's known devices still get in; a completed password
 * reset clears the account's failures. Counters live in PostgreSQL, so they hold across instances.
 */
export class PasswordAttempts {
  readonly devices: KnownDevices;

  constructor(
    private readonly db: Db,
    config: Pick<Config, "PUBLIC_URL">,
  ) {
    this.devices = new KnownDevices(db, config);
  }

  /**
   * True when `password` is the account's; false when it is not, or when there is no such account (after
   * the same work). Throws 429 when a limit is reached, before looking at the password.
   */
  async check(
    request: FastifyRequest,
    email: string,
    account: { passwordHash: string | null } | undefined,
    password: string,
  ): Promise<boolean> {
    const source: Source = {
      address: clientAddress(request),
      device: account ? await this.devices.identify(request, { email, ...account }) : null,
    };
    const attempt = await this.take(email, source);
    if (attempt === null) throw new AppError(429, authMessages.accountThrottled);
    const ok = await verifyPassword(account?.passwordHash ?? null, password);
    if (ok && account) await this.succeeded(email, source, attempt);
    return ok && account !== undefined;
  }

  /**
   * Counts the attempt as a failure before the password is checked, so a parallel burst cannot slip
   * past a limit: attempts on one account queue on an advisory lock between counting and recording.
   * Returns the recorded event's id, or null when a limit is reached (nothing recorded).
   */
  private async take(email: string, source: Source): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signin_failure:${email}`}))`);
      const since = new Date(Date.now() - PASSWORD_FAILURE_WINDOW_MS);
      const [n] = await selectRows<{ device: number; address: number; unknown: number }>(
        tx,
        sql`select count(*) filter (where device = ${source.device ?? ""})::int as device,
            count(*) filter (where device is null and address = ${source.address})::int as address,
            count(*) filter (where device is null)::int as unknown
          from auth_events
          where subject = ${email} and kind = 'signin_failure' and created_at > ${since}`,
      );
      const limits = PASSWORD_FAILURE_LIMITS;
      const full = source.device
        ? (n?.device ?? 0) >= limits.perKnownDevice
        : (n?.address ?? 0) >= limits.perAddress || (n?.unknown ?? 0) >= limits.perAccount;
      if (full) return null;
      const [row] = await tx
        .insert(authEvents)
        .values({ kind: "signin_failure", subject: email, address: source.address, device: source.device })
        .returning({ id: authEvents.id });
      return row!.id;
    });
  }

  /**
   * The right password takes its own attempt back, and the earlier failures of the same device (or,
   * for an unknown device, of the same address): the owner's typos are forgiven, nobody else's.
   */
  private async succeeded(email: string, source: Source, attempt: number): Promise<void> {
    await this.db.execute(sql`delete from auth_events
      where subject = ${email} and kind = 'signin_failure' and (id = ${attempt} or ${
        source.device ? sql`device = ${source.device}` : sql`(device is null and address = ${source.address})`
      })`);
  }

  /** A completed password reset proves the mailbox: the account starts with no failures at all. */
  async clear(email: string): Promise<void> {
    await this.db
      .delete(authEvents)
      .where(and(eq(authEvents.subject, email), eq(authEvents.kind, "signin_failure")));
  }

  /** This browser proved the account's password: it is a known device of the account from now on. */
  remember(request: FastifyRequest, reply: FastifyReply, account: DeviceAccount): Promise<void> {
    return this.devices.remember(request, reply, account);
  }
}
