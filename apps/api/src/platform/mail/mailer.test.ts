import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { startSmtp, waitFor } from "../../../test/smtp.js";
import { mailOutbox } from "../db/schema.js";
import { createSmtpMailer } from "./mailer.js";

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
