import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../../test/database.js";
import { buildUser } from "../../../test/factories.js";
import { createTestApp, type TestContext, uniqueEmail } from "../../../test/harness.js";
import { PASSWORD_FAILURE_LIMITS } from "../auth/password-attempts.js";
import { ConfigError, loadConfig } from "../config.js";
import { selectRows } from "../db/client.js";
import { normalizeAddress } from "./client-address.js";

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe("TRUST_PROXY", () => {
  it("reads off, true (one hop), a hop count, or proxy addresses, and refuses anything else", () => {
    expect(trustProxy("")).toBe(0);
    expect(trustProxy("false")).toBe(0);
    expect(trustProxy("0")).toBe(0);
    expect(trustProxy("true")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy(" 10.0.0.1, 10.1.0.0/16 ,loopback,FD00::/8")).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "loopback",
      "fd00::/8",
    ]);
    expect(() => trustProxy("yes")).toThrow(ConfigError);
    expect(() => trustProxy("10.0.0.300")).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy("10.0.0.0/99")).toThrow(/TRUST_PROXY/);
  });
});

describe("normalizeAddress", () => {
  it.each([
    ["198.51.100.20", "198.51.100.20"],
    ["198.51.100.20:1234", "198.51.100.20"],
    [" 198.51.100.20 ", "198.51.100.20"],
    ["::ffff:198.51.100.20", "198.51.100.20"],
    ["[::ffff:198.51.100.20]:443", "198.51.100.20"],
    ["2001:DB8:0:0:1:0:0:1", "2001:db8::"],
    ["[2001:db8:0:7:aaaa::1]:8443", "2001:db8:0:7::"],
    ["[::1]", "::"],
    ["fe80::1%eth0", "fe80::"],
  ])("%s counts as %s", (raw, counted) => {
    expect(normalizeAddress(raw)).toBe(counted);
  });

  it.each([
    "",
    "garbage",
    "unknown",
    "999.1.1.1",
    "0x7f.1",
    "127.1",
    "198.51.100.20:99999",
    "1.2.3.4:",
    "[1.2.3]",
    "::ffff:999.1.1.1",
  ])("%j is no address", (raw) => {
    expect(normalizeAddress(raw)).toBeNull();
  });
});

describe("the client address behind proxies", () => {
  const LIMIT = 3;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const logs: string[] = [];
  const withApp = async (setting: string, run: (ctx: TestContext) => Promise<void>) => {
    const ctx = await createTestApp(
      { TRUST_PROXY: trustProxy(setting), AUTH_RATE_LIMIT: LIMIT, LOG_LEVEL: "info" },
      { database, logStream: { write: (line) => logs.push(line) } },
    );
    try {
      await run(ctx);
    } finally {
      await ctx.close();
    }
  };
  const signIn = (ctx: TestContext, socket: string, forwardedFor?: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      remoteAddress: socket,
      headers: {
        origin: "http://localhost:3000",
        host: "localhost:3000",
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      payload: { email: uniqueEmail("proxied"), password: "not-the-password" },
    });
  /** The client address each sign-in was counted under (the rate-limit keys end with it). */
  const countedAddresses = async (ctx: TestContext) =>
    (
      await selectRows<{ key: string }>(
        ctx.app.db,
        sql`select key from rate_limit_hits where key like 'POST /api/auth/signin|%' order by key`,
      )
    ).map((r) => r.key.slice("POST /api/auth/signin|".length));
  const clear = (ctx: TestContext) => ctx.app.db.execute(sql`delete from rate_limit_hits`);

  it("TRUST_PROXY=true trusts one hop: a forged left-most X-Forwarded-For gives no fresh bucket", async () => {
    await withApp("true", async (ctx) => {
      await clear(ctx);
      const codes: number[] = [];
      for (let i = 0; i < LIMIT + 3; i++) {
        // The proxy at 10.0.0.1 appends the real client (203.0.113.9) to whatever the client sent.
        codes.push((await signIn(ctx, "10.0.0.1", `192.0.2.${i}, 203.0.113.9`)).statusCode);
      }
      expect(codes).toEqual([...Array(LIMIT).fill(401), 429, 429, 429]);
      expect(await countedAddresses(ctx)).toEqual(["203.0.113.9"]);
    });
    // The start-up log says what `true` means now.
    expect(logs.join("")).toContain("TRUST_PROXY: trusting 1 proxy hop in front of this server");
  });

  it("a hop count of 2 takes the entry the first proxy wrote", async () => {
    await withApp("2", async (ctx) => {
      await clear(ctx);
      await signIn(ctx, "10.0.0.2", "192.0.2.1, 198.51.100.5, 10.0.0.1");
      expect(await countedAddresses(ctx)).toEqual(["198.51.100.5"]);
    });
  });

  it("with an address list, only those proxies are believed", async () => {
    await withApp("10.0.0.1, 10.9.0.0/16", async (ctx) => {
      await clear(ctx);
      // Through a listed proxy: its entry is the client; what the client wrote before it is not.
      await signIn(ctx, "10.0.0.1", "192.0.2.77, 198.51.100.7");
      // Through two listed proxies: the walk goes back over both.
      await signIn(ctx, "10.9.3.4", "192.0.2.78, 198.51.100.8, 10.0.0.1");
      // Straight from somewhere else: its X-Forwarded-For is ignored.
      await signIn(ctx, "203.0.113.50", "198.51.100.9");
      expect(await countedAddresses(ctx)).toEqual(["198.51.100.7", "198.51.100.8", "203.0.113.50"]);
    });
  });

  it("the local admin command still needs a loopback socket and no proxy, whatever is trusted", async () => {
    for (const setting of ["loopback", "true"]) {
      await withApp(setting, async (ctx) => {
        const user = await buildUser(ctx.app);
        const cli = (socket: string, forwardedFor?: string) =>
          ctx.app.inject({
            method: "POST",
            url: "/api/internal/admin/role",
            remoteAddress: socket,
            headers: {
              authorization: `Bearer ${ctx.app.localAdminToken}`,
              ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
            },
            payload: { email: user.email, role: "Learner" },
          });
        // Through a proxy on this machine, or from afar claiming to be local: refused.
        expect((await cli("127.0.0.1", "203.0.113.7")).statusCode, setting).toBe(403);
        expect((await cli("203.0.113.7", "127.0.0.1")).statusCode, setting).toBe(403);
        expect((await cli("127.0.0.1")).statusCode, setting).toBe(200);
      });
    }
  });

  /** Step 15: a port, another spelling of one address, or garbage in the trusted entry gave a fresh bucket. */
  const ATTEMPTS = 20;
  const oneBucket = Array.from({ length: ATTEMPTS }, (_, i) => (i < LIMIT ? 401 : 429));
  it.each([
    {
      written: "one address with a rotating port",
      entry: (i: number) => `198.51.100.20:${1000 + i}`,
      counted: "198.51.100.20",
    },
    {
      written: "one address in its IPv4-mapped IPv6 and bracketed forms",
      entry: (i: number) =>
        ["::ffff:198.51.100.20", "[::FFFF:C633:6414]:8080", "198.51.100.20", "::ffff:c633:6414"][i % 4]!,
      counted: "198.51.100.20",
    },
    {
      written: "IPv6 addresses of one /64, with and without brackets, ports and capitals",
      entry: (i: number) =>
        i % 2 ? `[2001:DB8:5:0:0:0:0:${(i + 1).toString(16)}]:${2000 + i}` : `2001:db8:5::${i + 1}`,
      counted: "2001:db8:5::",
    },
    {
      written: "garbage, which counts as the proxy's own address",
      entry: (i: number) =>
        [`garbage-${i}`, "unknown", `999.1.1.${i}`, `198.51.100.20:${70000 + i}`, `[${i}]`, "0x7f.1"][i % 6]!,
      counted: "10.0.0.1",
    },
  ])(
    `${ATTEMPTS} sign-ins from $written share one bucket and get 429 as one address does`,
    async ({ entry, counted }) => {
      await withApp("true", async (ctx) => {
        await clear(ctx);
        const codes: number[] = [];
        for (let i = 0; i < ATTEMPTS; i++) {
          codes.push((await signIn(ctx, "10.0.0.1", `192.0.2.${i}, ${entry(i)}`)).statusCode);
        }
        expect(codes).toEqual(oneBucket);
        expect(await countedAddresses(ctx)).toEqual([counted]);
      });
    },
  );

  it("AUTH_RATE_LIMIT is a budget per route: a spent sign-in budget leaves sign-up and reset theirs", async () => {
    await withApp("true", async (ctx) => {
      await clear(ctx);
      for (let i = 0; i < LIMIT; i++) await signIn(ctx, "10.0.0.1", "203.0.113.70");
      expect((await signIn(ctx, "10.0.0.1", "203.0.113.70")).statusCode).toBe(429);
      const from = (url: string, payload: object) =>
        ctx.app.inject({
          method: "POST",
          url,
          remoteAddress: "10.0.0.1",
          headers: {
            origin: "http://localhost:3000",
            host: "localhost:3000",
            "x-forwarded-for": "203.0.113.70",
          },
          payload,
        });
      expect((await from("/api/auth/password/forgot", { email: uniqueEmail("budget") })).statusCode).toBe(
        202,
      );
      const signup = await from("/api/auth/signup", {
        email: uniqueEmail("budget"),
        password: "monsoon-kettle-raga-71",
        name: "Asha",
      });
      expect(signup.statusCode).toBe(201);
    });
  });

  it("failed sign-ins per address count a rotating port as one address", async () => {
    await withApp("true", async (ctx) => {
      const user = await buildUser(ctx.app);
      const attempt = (i: number) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/signin",
          remoteAddress: "10.0.0.1",
          headers: {
            origin: "http://localhost:3000",
            host: "localhost:3000",
            "x-forwarded-for": `198.51.100.30:${4000 + i}`,
          },
          payload: { email: user.email, password: "not-the-password" },
        });
      // The route's own limit (LIMIT per address) would answer first: lift it for this account check.
      await clear(ctx);
      const codes: number[] = [];
      for (let i = 0; i < PASSWORD_FAILURE_LIMITS.perAddress + 1; i++) {
        await clear(ctx);
        codes.push((await attempt(i)).statusCode);
      }
      expect(codes).toEqual([...Array(PASSWORD_FAILURE_LIMITS.perAddress).fill(401), 429]);
      const addresses = await selectRows<{ address: string }>(
        ctx.app.db,
        sql`select distinct address from auth_events where subject = ${user.email}`,
      );
      expect(addresses.map((a) => a.address)).toEqual(["198.51.100.30"]);
    });
  });

  it("off by default: the connection's own address, whatever X-Forwarded-For says", async () => {
    await withApp("", async (ctx) => {
      await clear(ctx);
      for (let i = 0; i < LIMIT + 1; i++) await signIn(ctx, "203.0.113.60", `192.0.2.${i}`);
      expect((await signIn(ctx, "203.0.113.60", "192.0.2.200")).statusCode).toBe(429);
      expect(await countedAddresses(ctx)).toEqual(["203.0.113.60"]);
    });
  });
});
