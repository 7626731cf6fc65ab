import type { FastifyBaseLogger } from "fastify";
import MailComposer from "nodemailer/lib/mail-composer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection, { type SMTPConnectionAuth } from "nodemailer/lib/smtp-connection";
import type { Db } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  /**
   * Hands one message over. Throws DeliveryUnknownError when the attempt failed in a way that leaves
   * it open whether the message was accepted; any other error means it certainly was not.
   */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * The message went to the mail server but no verdict came back (the connection was lost, or timed out,
 * after the server said "354 go ahead" and the message was sent): it may have been delivered, so it
 * must not be sent again without a person deciding to.
 */
export class DeliveryUnknownError extends Error {
  constructor(cause: Error) {
    super(cause.message, { cause });
    this.name = "DeliveryUnknownError";
  }
}

/**
 * How long the SMTP client waits, in ms. The mail queue's lease (WorkerOptions.lockMs, 120 s) must stay
 * well above one send: connect + greeting + a few replies, each bounded by socketTimeout.
 */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  /** Silence on an open connection, e.g. waiting for the verdict on a sent message. */
  socketTimeout: number;
  dnsTimeout: number;
}

export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 10_000,
};

/**
 * Real delivery over SMTP_URL (smtp:// or smtps://user:pass@host:port; query parameters such as
 * ?socketTimeout=60000 override the defaults). One connection per message, driven step by step with
 * nodemailer's SMTPConnection rather than its transport, because only the steps tell a failure before
 * the message was handed over (certain: retried) from one after it (may have been delivered).
 */
export function createSmtpMailer(url: string, from: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Mailer {
  const options = { ...timeouts, ...parseConnectionUrl(url) };
  const auth = options.auth as SMTPConnectionAuth | undefined;
  return {
    kind: "smtp",
    async send(m) {
      const mail = new MailComposer({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
      }).compile();
      const envelope = mail.getEnvelope();
      const raw = await mail.build();
      const connection = new SMTPConnection(options);
      await new Promise<void>((resolve, reject) => {
        let settled = false;
        const fail = (err: Error) => {
          if (settled) return;
          settled = true;
          connection.close();
          // A reply code is the server's verdict: refused. Without one, the message may have been
          // accepted only if it was on its way: the server had said 354 (go ahead) and never answered.
          const handedOver =
            !("responseCode" in err && err.responseCode) &&
            String(connection.lastServerResponse).startsWith("354");
          reject(handedOver ? new DeliveryUnknownError(err) : err);
        };
        connection.on("error", fail);
        const deliver = () =>
          connection.send(envelope, raw, (err) => {
            if (err) return fail(err);
            settled = true;
            connection.quit();
            resolve();
          });
        connection.connect((err) => {
          if (err) return fail(err);
          if (!auth || !connection.allowsAuth) return deliver();
          connection.login(auth, (loginErr) => (loginErr ? fail(loginErr) : deliver()));
        });
      });
    },
    async close() {},
  };
}

/** Without SMTP every message is kept in the outbox table and logged, so nothing is lost. */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    kind: "outbox",
    async send(m) {
      await db.insert(mailOutbox).values({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
      });
      log.info(
        { to: m.to, subject: m.subject },
        "mail kept in the outbox (no SMTP_URL set); admins read it at /admin/outbox",
      );
    },
    async close() {},
  };
}
