import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { type AfterData, startBrokenSmtp, startSmtp, waitFor } from "../../../test/smtp.js";
import { mailOutbox } from "../db/schema.js";
import { createSmtpMailer, DeliveryUnknownError, SMTP_TIMEOUTS } from "./mailer.js";
import { DEFAULT_WORKER_OPTIONS } from "./queue-worker.js";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let port: number;
let inbox: Awaited<ReturnType<typeof startSmtp>>["inbox"];

beforeAll(async () => {
  smtp = await startSmtp();
  port = smtp.port;
  inbox = smtp.inbox;
});
afterAll(() => smtp.close());

describe("mailer", () => {
  it("delivers over SMTP_URL", async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, "Arthshala <no-reply@arthshala.test>");
    await mailer.send({ to: "asha@example.in", subject: "Hello", text: "Namaste!" });
    await mailer.close();
    expect(inbox.at(-1)).toMatchObject({ to: ["asha@example.in"], subject: "Hello", text: "Namaste!\n" });
  });

  describe("with SMTP_URL set, the app sends password-reset mail through it and keeps no outbox copy", () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    });
    afterAll(() => ctx.close());

    it("sends the reset link", async () => {
      expect(ctx.app.mailer.kind).toBe("smtp");
      const user = await buildUser(ctx.app);
      const res = await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: user.email } });
      expect(res.statusCode).toBe(202);
      // The request only queued it; the worker delivers it moments later.
      const reset = () => inbox.find((m) => m.to.includes(user.email) && m.subject.startsWith("Reset"));
      await waitFor(() => reset() !== undefined);
      const mail = reset();
      expect(mail?.subject).toBe("Reset your Arthshala password");
      expect(mail?.text).toMatch(/\/reset-password\?token=[\w-]{43}/);
      expect(await ctx.app.db.select().from(mailOutbox)).toEqual([]);
    });
  });
});

describe("a failed send: certainly not delivered, or perhaps delivered", () => {
  const FROM = "Arthshala <no-reply@arthshala.test>";
  /** Sends one mail to a broken server; resolves with what send() threw. */
  async function failWith(afterData: AfterData, opts: { before?: "MAIL"; socketTimeout?: number } = {}) {
    const server = await startBrokenSmtp(afterData, opts);
    try {
      const mailer = createSmtpMailer(server.url, FROM, {
        ...SMTP_TIMEOUTS,
        socketTimeout: opts.socketTimeout ?? SMTP_TIMEOUTS.socketTimeout,
      });
      const error = await mailer.send({ to: "asha@example.in", subject: "Hi", text: "Namaste" }).then(
        () => null,
        (err: unknown) => err as Error & { responseCode?: number; code?: string },
      );
      return { error, messages: server.received.length };
    } finally {
      await server.close();
    }
  }

  it("the connection is lost after the message went out: it may have been delivered", async () => {
    const { error, messages } = await failWith("close");
    expect(messages).toBe(1);
    expect(error).toBeInstanceOf(DeliveryUnknownError);
    expect((error!.cause as { code?: string }).code).toBe("ECONNECTION");
  });

  it("no verdict comes back within the socket timeout after the message went out: it may have been delivered", async () => {
    // Silence is timed from the last exchange; 2 s leaves a busy machine room to finish the handshake.
    const { error, messages } = await failWith("silent", { socketTimeout: 2_000 });
    expect(messages).toBe(1);
    expect(error).toBeInstanceOf(DeliveryUnknownError);
    expect((error!.cause as { code?: string }).code).toBe("ETIMEDOUT");
  });

  it("the server refuses the message with a reply code: certainly not delivered", async () => {
    for (const reply of ["451 4.3.0 Try again later", "554 5.7.1 Rejected as spam"]) {
      const { error, messages } = await failWith({ reply });
      expect(messages, reply).toBe(1);
      expect(error, reply).not.toBeInstanceOf(DeliveryUnknownError);
      expect(error?.responseCode, reply).toBe(Number(reply.slice(0, 3)));
    }
  });

  it("the connection is lost before the message went out: certainly not delivered", async () => {
    const { error, messages } = await failWith("close", { before: "MAIL" });
    expect(messages).toBe(0);
    expect(error?.code).toBe("ECONNECTION");
    expect(error).not.toBeInstanceOf(DeliveryUnknownError);
  });

  it("no server, or one that never greets: certainly not delivered", async () => {
    const gone = await startSmtp();
    await gone.close();
    const refused = await createSmtpMailer(gone.url, FROM)
      .send({ to: "asha@example.in", subject: "Hi", text: "Namaste" })
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: "ESOCKET" });
    expect(refused).not.toBeInstanceOf(DeliveryUnknownError);

    const sockets = new Set<net.Socket>();
    const mute = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => mute.listen(0, "127.0.0.1", resolve));
    const port = (mute.address() as AddressInfo).port;
    try {
      const silent = await createSmtpMailer(`smtp://127.0.0.1:${port}`, FROM, {
        ...SMTP_TIMEOUTS,
        greetingTimeout: 200,
      })
        .send({ to: "asha@example.in", subject: "Hi", text: "Namaste" })
        .catch((err: unknown) => err);
      expect(silent).toMatchObject({ code: "ETIMEDOUT" });
      expect(silent).not.toBeInstanceOf(DeliveryUnknownError);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => mute.close(resolve));
    }
  });

  it("waits for the mail server well within the queue's lease", () => {
    const { connectionTimeout, greetingTimeout, socketTimeout } = SMTP_TIMEOUTS;
    // Connect, greeting, and two silences (envelope, verdict) still leave half the lease.
    expect(connectionTimeout + greetingTimeout + 2 * socketTimeout).toBeLessThanOrEqual(
      DEFAULT_WORKER_OPTIONS.lockMs / 2,
    );
  });
});
