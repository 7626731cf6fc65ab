import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/database.js";
import { buildAdmin, buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { startSmtp, waitFor } from "../../../test/smtp.js";
import type { Database } from "../../platform/db/client.js";
import { newsletterSubscriptions } from "../../platform/db/schema.js";

const SUBSCRIBERS = 15;
/**
 * A lease far shorter than a batch takes (5 mails at 100 ms or more each): leases run out in the middle
 * of every batch, and the other instances claim those rows while the first is still sending.
 */
const WORKER = { pollMs: 20, batchSize: 5, lockMs: 250, retryBaseMs: 100 };

describe("three instances on one database sending one newsletter through a slow mail server", () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const instances: TestContext[] = [];
  const logLines: string[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtp({ delayMs: 100 });
    for (let i = 0; i < 3; i++) {
      instances.push(
        await createTestApp(
          { SMTP_URL: smtp.url, LOG_LEVEL: "info" },
          { database, mailWorker: WORKER, logStream: { write: (line: string) => void logLines.push(line) } },
        ),
      );
    }
  });
  afterAll(async () => {
    for (const ctx of instances) await ctx.close();
    await smtp.close();
    await database.close();
  });

  it("mails every subscriber exactly once, and the admin counts say what happened", async () => {
    const [first] = instances;
    const app = first!.app;
    const admin = await buildAdmin(app);
    const addresses: string[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const user = await buildUser(app);
      const address = `fleet-reader${i}@example.in`;
      addresses.push(address);
      await app.db
        .insert(newsletterSubscriptions)
        .values({ userId: user.id, enteredEmail: address, confirmedAt: new Date() });
    }

    const res = await call(app, "POST", "/api/admin/newsletters", {
      body: { data: { title: "Fleet tips", content: "One copy each." } },
      cookie: admin.cookie,
    });
    expect(res.json().message).toBe(`Queued for ${SUBSCRIBERS} subscriber(s).`);
    const summary = async () =>
      (await call(app, "GET", "/api/admin/newsletters", { cookie: admin.cookie }))
        .json()
        .find((n: { title: string }) => n.title === "Fleet tips");
    await waitFor(async () => (await summary()).sent === SUBSCRIBERS, 60_000);
    // Every instance has finished what it was doing: a copy still on its way would arrive by now.
    await Promise.all(instances.map((ctx) => ctx.app.mailQueue.worker.settle()));

    const received = smtp.inbox.filter((m) => m.subject === "Fleet tips").flatMap((m) => m.to);
    expect(received.sort()).toEqual(addresses.sort());
    expect(await summary()).toMatchObject({ sent: SUBSCRIBERS, failed: 0, pending: 0, uncertain: 0 });
    // The leases really ran out mid-batch (a batch's fourth send starts 300 ms or more after its claim):
    // rows were taken away from a worker, which skipped them instead of sending a second copy.
    expect(logLines.filter((l) => l.includes("its lease ran out")).length).toBeGreaterThan(0);
  });
});
