import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { ADDRESS_LOCAL_PART } from "@arthshala/contracts/auto-tracking-rules";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";
import { TransactionsService } from "../expense-tracker/transactions.js";
import { countMail, findLiveAddress, type LiveAddress, takeRateSlot } from "./addresses.js";
import { deliverForwardedAlert } from "./deliver.js";
import { mailAuthOf } from "./forwarded-alert.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The inbound SMTP server's address once listening (INBOUND_SMTP_PORT), for tests and the log. */
    inboundSmtpAddress: () => AddressInfo | null;
  }
}

/** Connections still open at shutdown get this long to finish their message. */
const CLOSE_MS = 3_000;
/** Recipients refused on one connection before it is closed (421): nobody walks the addresses on one. */
const REFUSALS_PER_CONNECTION = 5;
/** A sender that says nothing for this long is disconnected. */
const SOCKET_TIMEOUT_MS = 60_000;

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/**
 * The inbound SMTP server for forwarded bank alerts (INBOUND_SMTP_PORT). It is no mail server: it takes
 * mail only for live forwarding addresses of its own domain, refusing anything else at RCPT (no relay,
 * and no bounce ever sent: a refusal is the sending server's to report), one recipient per message, up
 * to INBOUND_MAX_BYTES, INBOUND_RATE_LIMIT an hour per address. A message is read in memory and only
 * what becomes a transaction is written; the mail itself is never stored or logged.
 */
export function registerInboundSmtp(app: FastifyInstance): void {
  let server: SMTPServer | undefined;
  app.decorate("inboundSmtpAddress", () => (server?.server.address() as AddressInfo | null) ?? null);
  const { INBOUND_SMTP_PORT: port, INBOUND_MAIL_DOMAIN: domain } = app.config;
  if (port === undefined || domain === undefined) return;
  const config = app.config;
  const service = new TransactionsService(app.db, app.mailQueue);
  const maxBytes = config.INBOUND_MAX_BYTES;
  const log = app.log.child({ component: "inbound-smtp" });
  /** The address each connection's current message is for (one recipient per message). */
  const recipients = new WeakMap<SMTPServerSession, LiveAddress>();
  /** Recipients refused per connection (session.id), forgotten when it closes. */
  const refusals = new Map<string, number>();

  async function acceptRecipient(to: SMTPServerAddress, session: SMTPServerSession): Promise<void> {
    if (session.envelope.rcptTo.length > 0) throw smtpError(452, "4.5.3 One recipient per message");
    const at = to.address.lastIndexOf("@");
    const local = to.address.slice(0, at).toLowerCase();
    const host = to.address.slice(at + 1).toLowerCase();
    // Not ours, or no live address: refused here, so the sender's server tells its user (no backscatter).
    const live =
      at > 0 && host === domain && ADDRESS_LOCAL_PART.test(local)
        ? await findLiveAddress(app.db, local)
        : null;
    if (!live) {
      log.debug({ client: session.remoteAddress }, "recipient refused: not a live forwarding address");
      const refused = (refusals.get(session.id) ?? 0) + 1;
      refusals.set(session.id, refused);
      if (refused >= REFUSALS_PER_CONNECTION) {
        log.info({ client: session.remoteAddress }, "connection closed: too many unknown recipients");
        throw smtpError(421, "4.7.0 Too many unknown recipients; closing");
      }
      throw smtpError(550, "5.1.1 No such recipient here");
    }
    if (!(await takeRateSlot(app.db, live.id, config.INBOUND_RATE_LIMIT, app.clock.now()))) {
      log.info(
        { address: live.id, client: session.remoteAddress },
        "recipient refused: hourly limit reached",
      );
      throw smtpError(452, "4.7.1 Too much mail for this address; try again later");
    }
    recipients.set(session, live);
  }

  async function receive(data: Buffer, oversized: boolean, session: SMTPServerSession): Promise<void> {
    const taken = recipients.get(session);
    recipients.delete(session);
    if (!taken) throw smtpError(503, "5.5.1 No valid recipient");
    const now = app.clock.now();
    if (oversized) {
      await countMail(app.db, taken.id, "refused", now);
      log.info({ address: taken.id, client: session.remoteAddress }, "message refused: over the size limit");
      throw smtpError(552, `5.3.4 Message too big (limit ${maxBytes} bytes)`);
    }
    // Turned off between RCPT and the end of DATA: refused as at RCPT.
    const live = await findLiveAddress(app.db, taken.localPart);
    if (!live) throw smtpError(550, "5.1.1 No such recipient here");
    const mail = await simpleParser(data, {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
    });
    const outcome = await deliverForwardedAlert(
      app.db,
      service,
      live,
      {
        text: mail.text ?? "",
        subject: mail.subject ?? "",
        from: mail.from?.value[0]?.address ?? null,
        mailAuth: mailAuthOf(mail.headerLines),
      },
      now,
    );
    log.info({ address: live.id, outcome }, "forwarded mail read");
  }

  server = new SMTPServer({
    name: domain,
    banner: "Arthshala: forwarded bank alerts only",
    size: maxBytes,
    rejectOversized: true,
    authOptional: true,
    disabledCommands: config.INBOUND_TLS_KEY_FILE ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...(config.INBOUND_TLS_KEY_FILE && config.INBOUND_TLS_CERT_FILE
      ? { key: readFileSync(config.INBOUND_TLS_KEY_FILE), cert: readFileSync(config.INBOUND_TLS_CERT_FILE) }
      : {}),
    maxClients: config.INBOUND_MAX_CLIENTS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    closeTimeout: CLOSE_MS,
    logger: false,
    onClose(session) {
      refusals.delete(session.id);
    },
    onRcptTo(to, session, callback) {
      acceptRecipient(to, session).then(
        () => callback(),
        (err: Error & { responseCode?: number }) => {
          if (!err.responseCode) log.error({ err }, "recipient check failed");
          callback(err.responseCode ? err : smtpError(451, "4.3.0 Try again later"));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        // Past the limit the rest is read and thrown away (the connection must reach the end of DATA).
        if (bytes <= maxBytes) chunks.push(chunk);
      });
      stream.on("end", () => {
        const oversized = stream.sizeExceeded || bytes > maxBytes;
        receive(oversized ? Buffer.alloc(0) : Buffer.concat(chunks), oversized, session).then(
          () => callback(null, "2.0.0 Read"),
          (err: Error & { responseCode?: number }) => {
            if (!err.responseCode) log.error({ err }, "a forwarded mail could not be read");
            callback(err.responseCode ? err : smtpError(451, "4.3.0 Try again later"));
          },
        );
      });
    },
  });
  const listening = server;
  listening.on("error", (err) => log.error({ err }, "inbound SMTP error"));

  // At ready, as the metrics listener: tests see it open once the app is ready.
  app.addHook("onReady", async () => {
    await new Promise<void>((resolve, reject) => {
      const raw = listening.server;
      raw.once("error", reject);
      listening.listen(port, config.INBOUND_SMTP_HOST ?? config.HOST, () => {
        raw.off("error", reject);
        resolve();
      });
    });
    const address = app.inboundSmtpAddress();
    log.info({ host: address?.address, port: address?.port, domain }, "inbound SMTP listening");
  });
  // Before the database closes: a message being read finishes, then connections end.
  app.addHook("preClose", async () => {
    await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
}
