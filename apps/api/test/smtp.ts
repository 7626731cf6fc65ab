import net, { type AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { PATIENCE_MS } from "./patience.js";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** Raw header values by lower-case name (mailparser folds List-* headers into objects otherwise). */
  headers: Map<string, string>;
}

/**
 * A real SMTP server on 127.0.0.1 that parses what it receives, for mail tests. `hold` is awaited
 * after a message arrived and before the server answers it (and the inbox shows it): a test holds a
 * send in flight while it changes the queue under the sending worker.
 */
export async function startSmtp(
  opts: { port?: number; delayMs?: number; hold?: (to: string[]) => Promise<void> } = {},
) {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
          const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          const addresses = to.flatMap((a) => a.value.map((v) => v.address ?? ""));
          await opts.hold?.(addresses);
          inbox.push({
            to: addresses,
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            headers: new Map(
              mail.headerLines.map(
                (h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()] as [string, string],
              ),
            ),
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    inbox,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitFor(
  check: () => Promise<boolean> | boolean,
  timeoutMs = PATIENCE_MS,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * What a broken mail server does once it has received a whole message: drop the connection, say nothing
 * at all, or answer with a reply line (e.g. "451 4.3.0 Try again later").
 */
export type AfterData = "close" | "silent" | { reply: string };

/**
 * A minimal SMTP peer that accepts the envelope and the message, then misbehaves as told. `received`
 * lists the recipient of each message it got in full; `before: "MAIL"` drops the connection at MAIL
 * FROM instead, before any message was sent.
 */
export async function startBrokenSmtp(afterData: AfterData, opts: { before?: "MAIL" } = {}) {
  const received: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.write("220 broken.test ESMTP\r\n");
    let buffer = "";
    let inData = false;
    let recipient = "";
    socket.on("data", (chunk) => {
      buffer += chunk.toString("latin1");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(recipient);
          if (afterData === "close") socket.destroy();
          else if (typeof afterData === "object") socket.write(`${afterData.reply}\r\n`);
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        const verb = line.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === "RCPT") recipient = line.slice(line.indexOf("<") + 1, line.lastIndexOf(">"));
        if (verb === "MAIL" && opts.before === "MAIL") return void socket.destroy();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 broken.test\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 Go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 Bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
