import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
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
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Real delivery over SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
      });
    },
    async close() {
      transport.close();
    },
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
