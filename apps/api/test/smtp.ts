import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  /** Raw header values by lower-case name (mailparser folds List-* headers into objects otherwise). */
  headers: Map<string, string>;
}

/** A real SMTP server on 127.0.0.1 that parses what it receives, for mail tests. */
export async function startSmtp(opts: { port?: number; delayMs?: number } = {}) {
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
          inbox.push({
            to: to.flatMap((a) => a.value.map((v) => v.address ?? "")),
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

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 50));
  }
}
