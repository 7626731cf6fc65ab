import { randomBytes } from "node:crypto";
import net from "node:net";
import { CONSENT_VERSION } from "@arthshala/contracts/auto-tracking-rules";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { selectRows } from "../../platform/db/client.js";
import { autoTrackingAddresses, notifications, transactions } from "../../platform/db/schema.js";
import { saveRule } from "../expense-tracker/category-rules.js";

let ctx: TestContext;
let port: number;
const DOMAIN = "in.arthshala.test";
const clock = new TestClock("2026-11-20T11:00:00+05:30");
/** In every mail's subject and body: the test looks for it in every text column afterwards. */
const MARKER = `zqxmark${randomBytes(6).toString("hex")}`;

beforeAll(async () => {
  ctx = await createTestApp(
    {
      INBOUND_SMTP_PORT: 0,
      INBOUND_SMTP_HOST: "127.0.0.1",
      INBOUND_MAIL_DOMAIN: DOMAIN,
      INBOUND_MAX_BYTES: 16_384,
    },
    { clock },
  );
  port = ctx.app.inboundSmtpAddress()!.port;
});
afterAll(async () => {
  await ctx.close();
});

const A = "/api/fin-tools/auto-tracking";
const post = (user: TestUser, path: string, body?: unknown) =>
  call(ctx.app, "POST", `${A}${path}`, { cookie: user.cookie, body });
const turnOn = async (user: TestUser) => {
  const res = await post(user, "/enable", { consent: true, consentVersion: CONSENT_VERSION });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().address as string;
};

/** Real SMTP to the server's port, as a mail provider forwarding the learner's alert would send it. */
async function send(
  to: string,
  mail: { from?: string; subject?: string; text?: string; html?: string; headers?: Record<string, string> },
) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({
      from: mail.from ?? "Asha <asha@gmail.example>",
      to,
      subject: mail.subject ?? `Fwd: Transaction alert ${MARKER}`,
      ...(mail.text !== undefined ? { text: mail.text } : {}),
      ...(mail.html !== undefined ? { html: mail.html } : {}),
      headers: mail.headers,
    });
  } finally {
    transport.close();
  }
}

/**
 * An SMTP conversation by hand, one line at a time: the greeting and each line's reply (the last line of a
 * multi-line one), until the lines are said or the server closes.
 */
function converse(lines: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const replies: string[] = [];
    let buffer = "";
    let next = 0;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line[3] === "-") continue; // a multi-line reply goes on
        replies.push(line);
        if (next < lines.length) socket.write(`${lines[next++]}\r\n`);
        else socket.end();
      }
    });
    socket.on("close", () => resolve(replies));
    socket.on("error", reject);
  });
}

/** The SMTP reply code a refused send ended with. */
async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return (err as { responseCode?: number }).responseCode;
  }
}

/** Gmail's forward around the bank's words, with the marker in a footer line. */
const forwarded = (bank: string, alert: string) =>
  `---------- Forwarded message ---------\nFrom: ${bank} <alerts@bank.example>\nDate: Thu, 5 Nov 2026 at 10:12\nSubject: Transaction alert ${MARKER}\nTo: <asha@gmail.example>\n\n\n${alert}\n\nThis is a system generated mail ${MARKER}. Please do not reply.`;

const SBI =
  "Dear UPI user A/C X4821 debited by 450.0 on date 05Nov26 trf to SWIGGY Refno 631245789012. If not u? call 1800111109. -SBI";
const HDFC =
  "Dear Customer,\n\nRs.120.00 has been debited from account **1234 to VPA zomato-order@hdfcbank on 17-11-26. Your UPI transaction reference number is 632112345678.\n\nWarm Regards,\nHDFC Bank";
const ICICI =
  "ICICI Bank Acct XX051 debited for Rs 180.00 on 10-Nov-26; SHARMA SWEETS credited. UPI:631812340055. Call 18002662 for dispute.";
const KOTAK =
  "Received Rs.1,000.00 in your Kotak Bank AC X5678 from sneha.kulkarni@okaxis on 16-11-26.UPI Ref:632712345678.";

const rowsOf = (userId: string) =>
  ctx.app.db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(transactions.occurredOn);

/** Every text, varchar and jsonb column of every table in the schema that holds `text` anywhere in a row. */
async function columnsHolding(text: string): Promise<string[]> {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    ctx.app.db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'
      and data_type in ('text', 'character varying', 'jsonb')`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const c of columns) {
    const [hit] = await selectRows<{ n: number }>(
      ctx.app.db,
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
        where ${sql.identifier(c.column_name)}::text ilike ${`%${text}%`}`,
    );
    if ((hit?.n ?? 0) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

describe("automatic tracking by forwarded alerts, over real SMTP", () => {
  it("adds one transaction per bank's alert, filed by the learner's rules; a second forward or a pasted one adds nothing; no mail is kept", async () => {
    const learner = await buildUser(ctx.app);
    // The learner files Sharma Sweets under Shopping: the forwarded ICICI alert follows their rule.
    await saveRule(ctx.app.db, learner.id, "Sharma Sweets", "Shopping", clock.now());
    const address = await turnOn(learner);
    expect(address).toMatch(new RegExp(`^t-[a-z2-7]{26}@${DOMAIN.replaceAll(".", "\\.")}$`));

    await send(address, { text: forwarded("SBI", SBI) });
    // HDFC's alert as an HTML-only mail, as its e-mail alerts come.
    await send(address, {
      html: `<html><body><p>${MARKER}</p>${HDFC.split("\n\n")
        .map((p) => `<p>${p.replace(/\n/g, "<br>")}</p>`)
        .join("")}</body></html>`,
    });
    // A provider's sender check on the way: recorded as a signal on the transaction.
    await send(address, {
      text: forwarded("ICICI Bank", ICICI),
      headers: { "Authentication-Results": "mx.google.com; dkim=pass header.i=@icicibank.com; spf=pass" },
    });
    await send(address, { text: forwarded("Kotak", KOTAK) });

    const rows = await rowsOf(learner.id);
    expect(
      rows.map((r) => ({
        payee: r.payee,
        category: r.category,
        type: r.type,
        paise: r.amountPaise,
        date: r.occurredOn,
        source: r.source,
        narration: r.narration,
      })),
    ).toEqual([
      {
        payee: "Swiggy",
        category: "Food",
        type: "expense",
        paise: 45000,
        date: "2026-11-05",
        source: "email",
        narration: null,
      },
      {
        payee: "Sharma Sweets",
        category: "Shopping",
        type: "expense",
        paise: 18000,
        date: "2026-11-10",
        source: "email",
        narration: null,
      },
      {
        payee: "Sneha Kulkarni",
        category: "Savings",
        type: "income",
        paise: 100000,
        date: "2026-11-16",
        source: "email",
        narration: null,
      },
      {
        payee: "Zomato",
        category: "Food",
        type: "expense",
        paise: 12000,
        date: "2026-11-17",
        source: "email",
        narration: null,
      },
    ]);
    expect(rows.find((r) => r.payee === "Sharma Sweets")?.mailAuth).toBe("pass");
    expect(rows.find((r) => r.payee === "Swiggy")?.mailAuth).toBe("none");
    // The learner is told in the app, once per transaction.
    const told = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, learner.id));
    expect(told.filter((n) => n.kind === "alertForwarded")).toHaveLength(4);
    expect(told.map((n) => n.content)).toContain(
      "📩 A forwarded bank alert added ₹450.00 paid to Swiggy (Food).",
    );

    // The same SBI alert forwarded again (another wrapper, another day): nothing more.
    await send(address, { text: `Fwd again\n\n> ${SBI}` });
    // An alert the learner pasted first (its text kept, as a paste is), then forwarded: nothing more.
    const paste =
      "Sent Rs.1,250.00\nFrom HDFC Bank A/C *7731\nTo RAMESH KUMAR\nOn 05/11/26\nRef 631298765432\nNot You?";
    const pasted = await call(ctx.app, "POST", "/api/fin-tools/expensetracker/transaction", {
      cookie: learner.cookie,
      body: {
        transaction: {
          title: "Ramesh Kumar",
          category: "Shopping",
          type: "expense",
          amount: 1250,
          date: "2026-11-05",
          payee: "Ramesh Kumar",
          narration: paste,
        },
      },
    });
    expect(pasted.statusCode, pasted.body).toBe(200);
    await send(address, { text: forwarded("HDFC Bank", paste) });
    // Gmail's forwarding confirmation: its code reaches the learner as a notification, nothing else.
    const confirmation = await send(address, {
      from: "Gmail Team <forwarding-noreply@google.com>",
      subject: "(#482913756) Gmail Forwarding Confirmation - Receive Mail from asha@gmail.example",
      text: `asha@gmail.example has requested to automatically forward mail to your email address.\nConfirmation code: 482913756\n${MARKER}`,
    });
    expect(confirmation.rejected).toEqual([]);
    const codes = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, learner.id));
    expect(codes.filter((n) => n.kind === "forwardingCode").map((n) => n.params)).toEqual([
      { code: "482913756" },
    ]);
    // Mail that is no bank alert is dropped unread, and counted.
    await send(address, { text: `Hi! Lunch on Friday? ${MARKER}` });
    expect(await rowsOf(learner.id)).toHaveLength(5);
    const status = (await call(ctx.app, "GET", A, { cookie: learner.cookie })).json();
    expect(status).toMatchObject({
      available: true,
      enabled: true,
      address,
      consentVersion: CONSENT_VERSION,
      counts: { added: 4, duplicates: 2, dropped: 1, refused: 0 },
    });

    // Nothing of any mail is left: the marker was in every subject and body. The same search finds
    // the learner's address in users.email, so it would have found the marker.
    expect(await columnsHolding(MARKER)).toEqual([]);
    expect(await columnsHolding(learner.email)).toContain("users.email");
  });

  it("refuses at RCPT what is not a live address of its own domain, mail over the size limit, and mail past the hourly limit", async () => {
    const learner = await buildUser(ctx.app);
    const address = await turnOn(learner);
    const local = address.split("@")[0]!;
    const alert = { text: forwarded("SBI", SBI) };

    // Unknown addresses and other domains (no open relay): refused before any data.
    expect(await refusal(send(`t-${"a".repeat(26)}@${DOMAIN}`, alert))).toBe(550);
    expect(await refusal(send("someone@gmail.example", alert))).toBe(550);
    expect(await refusal(send(`${local}@another.example`, alert))).toBe(550);
    expect(await refusal(send(`postmaster@${DOMAIN}`, alert))).toBe(550);
    // Walking addresses on one connection: after five unknown ones it is closed (421).
    const replies = await converse([
      "EHLO walker.example",
      "MAIL FROM:<walker@spam.example>",
      ...[1, 2, 3, 4, 5].map((n) => `RCPT TO:<t-${String(n).repeat(26)}@${DOMAIN}>`),
    ]);
    expect(replies.map((r) => r.slice(0, 3))).toEqual([
      "220",
      "250",
      "250",
      "550",
      "550",
      "550",
      "550",
      "421",
    ]);
    // Too big: refused, counted, nothing added.
    expect(await refusal(send(address, { text: `${SBI}\n\n${"x".repeat(20_000)}` }))).toBe(552);

    // The hour's allowance used up (as by another instance): refused for now, taken again an hour later.
    await ctx.app.db
      .update(autoTrackingAddresses)
      .set({ windowStart: clock.now(), windowCount: ctx.config.INBOUND_RATE_LIMIT })
      .where(eq(autoTrackingAddresses.localPart, local));
    expect(await refusal(send(address, alert))).toBe(452);
    clock.set(new Date(clock.now().getTime() + 61 * 60_000).toISOString());
    expect(await refusal(send(address, alert))).toBeUndefined();
    expect(await rowsOf(learner.id)).toHaveLength(1);

    // Turned off: refused at once; on again: a new address, and the old one stays refused.
    const off = await post(learner, "/disable");
    expect(off.json()).toMatchObject({ enabled: false, address: null });
    expect(await refusal(send(address, alert))).toBe(550);
    const again = await turnOn(learner);
    expect(again).not.toBe(address);
    expect(await refusal(send(address, alert))).toBe(550);
    const [row] = await ctx.app.db
      .select()
      .from(autoTrackingAddresses)
      .where(eq(autoTrackingAddresses.localPart, local));
    expect(row).toMatchObject({ addedCount: 1, refusedCount: 2 });
    expect(row?.revokedAt).not.toBeNull();
  });
});

describe("turning it on and off", () => {
  it("needs explicit consent to the current wording; each learner sees and revokes only their own", async () => {
    const [asha, ravi] = [await buildUser(ctx.app), await buildUser(ctx.app)];
    for (const body of [
      undefined,
      {},
      { consent: "true", consentVersion: CONSENT_VERSION },
      { consent: false, consentVersion: CONSENT_VERSION },
      { consent: true, consentVersion: "2020-01-01" },
      { consent: true, consentVersion: `${CONSENT_VERSION}\u0000` },
      { consent: true, consentVersion: "x".repeat(100_000) },
      { consent: true, consentVersion: CONSENT_VERSION, userId: ravi.id },
    ]) {
      const res = await post(asha, "/enable", body);
      expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(400);
    }
    expect((await call(ctx.app, "GET", A, { cookie: asha.cookie })).json().enabled).toBe(false);
    expect((await call(ctx.app, "GET", A)).statusCode).toBe(401);
    expect(
      (
        await call(ctx.app, "POST", `${A}/enable`, {
          body: { consent: true, consentVersion: CONSENT_VERSION },
        })
      ).statusCode,
    ).toBe(401);

    const ashas = await turnOn(asha);
    // Asked twice (two tabs): the same address.
    expect(await turnOn(asha)).toBe(ashas);
    const [consent] = await ctx.app.db
      .select()
      .from(autoTrackingAddresses)
      .where(eq(autoTrackingAddresses.userId, asha.id));
    expect(consent).toMatchObject({
      consentVersion: CONSENT_VERSION,
      consentedAt: clock.now(),
      revokedAt: null,
    });

    // Ravi sees his own state, and his "off" leaves Asha's address live.
    expect((await call(ctx.app, "GET", A, { cookie: ravi.cookie })).json()).toMatchObject({
      enabled: false,
      address: null,
    });
    await post(ravi, "/disable");
    expect((await call(ctx.app, "GET", A, { cookie: asha.cookie })).json().address).toBe(ashas);
    expect(await refusal(send(ashas, { text: forwarded("SBI", SBI) }))).toBeUndefined();
  });

  it("stops taking mail when the app closes (as at SIGTERM)", async () => {
    const other = await createTestApp(
      { INBOUND_SMTP_PORT: 0, INBOUND_SMTP_HOST: "127.0.0.1", INBOUND_MAIL_DOMAIN: DOMAIN },
      { database: ctx.database },
    );
    const otherPort = other.app.inboundSmtpAddress()!.port;
    const connects = () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(otherPort, "127.0.0.1");
        socket.once("data", () => {
          socket.destroy();
          resolve(true);
        });
        socket.once("error", () => resolve(false));
      });
    expect(await connects()).toBe(true);
    await other.close();
    expect(await connects()).toBe(false);
  });

  it("is unavailable where the server takes no mail", async () => {
    const plain = await createTestApp({}, { database: ctx.database });
    try {
      const learner = await buildUser(plain.app);
      const res = await call(plain.app, "GET", A, { cookie: learner.cookie });
      expect(res.json()).toMatchObject({ available: false, enabled: false });
      const on = await call(plain.app, "POST", `${A}/enable`, {
        cookie: learner.cookie,
        body: { consent: true, consentVersion: CONSENT_VERSION },
      });
      expect(on.statusCode).toBe(409);
      expect(plain.app.inboundSmtpAddress()).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
