import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";
import { databaseTargetFromConfig } from "./db/client.js";

describe("configuration", () => {
  it("has working defaults for the embedded set-up", () => {
    const c = loadConfig({});
    expect(c.HOST).toBe("127.0.0.1");
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe(path.resolve(import.meta.dirname, "../../../../data"));
    expect(loadConfig({ DATA_DIR: "store", INIT_CWD: "/srv/arthshala" }).DATA_DIR).toBe(
      "/srv/arthshala/store",
    );
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.seedOnStart).toBe(true);
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example" })).toThrow(/OIDC_CLIENT_ID/);
  });

  it("reads lists and switches", () => {
    const c = loadConfig({ ADMIN_EMAILS: " A@x.in, b@y.in ,", SEED_ON_START: "false", TRUST_PROXY: "true" });
    expect(c.ADMIN_EMAILS).toEqual(["a@x.in", "b@y.in"]);
    expect(c.seedOnStart).toBe(false);
    expect(c.TRUST_PROXY).toBe(1);
  });

  it("passes the database settings (OPERATIONS: pool, statement timeout, listener heartbeat) to PostgreSQL", () => {
    const url = "postgres://app@db.internal:5432/arthshala";
    expect(databaseTargetFromConfig(loadConfig({ DATABASE_URL: url }))).toEqual({
      kind: "postgres",
      url,
      poolSize: 10,
      statementTimeoutMs: 10_000,
      listenHeartbeatMs: 5_000,
    });
    const tuned = loadConfig({
      DATABASE_URL: url,
      DB_POOL_SIZE: "25",
      DB_STATEMENT_TIMEOUT_MS: "4000",
      DB_LISTEN_HEARTBEAT_MS: "2000",
    });
    expect(databaseTargetFromConfig(tuned)).toMatchObject({
      poolSize: 25,
      statementTimeoutMs: 4000,
      listenHeartbeatMs: 2000,
    });
    expect(() => loadConfig({ DB_POOL_SIZE: "0" })).toThrow(/DB_POOL_SIZE/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: "ten" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(databaseTargetFromConfig(loadConfig({})).kind).toBe("pglite");
  });

  it("reads the metrics settings and stops on a bad one, naming it", () => {
    const token = "a1b2c3d4".repeat(5);
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ` ${token} ` }).METRICS_TOKEN).toBe(token);
    expect(loadConfig({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ METRICS_TOKEN: "secret" })).toThrow(
      /METRICS_TOKEN: expected at least 32 characters/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${token} x` })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_HOST: "127.0.0.1" })).toThrow(/METRICS_HOST: set METRICS_PORT too/);
    // Reachable from other machines only with the token.
    expect(() => loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toThrow(
      /METRICS_HOST: 0.0.0.0/,
    );
    expect(
      loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0", METRICS_TOKEN: token }).METRICS_HOST,
    ).toBe("0.0.0.0");
    expect(loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "::1" }).METRICS_HOST).toBe("::1");
  });

  it("takes forwarded mail only with a port and a domain, and checks both", () => {
    const off = loadConfig({});
    expect([off.INBOUND_SMTP_PORT, off.INBOUND_MAIL_DOMAIN]).toEqual([undefined, undefined]);
    const on = loadConfig({ INBOUND_SMTP_PORT: "2525", INBOUND_MAIL_DOMAIN: "In.Arthshala.in" });
    expect([on.INBOUND_SMTP_PORT, on.INBOUND_MAIL_DOMAIN, on.INBOUND_MAX_BYTES]).toEqual([
      2525,
      "in.arthshala.in",
      256 * 1024,
    ]);
    expect(() => loadConfig({ INBOUND_SMTP_PORT: "2525" })).toThrow(/INBOUND_MAIL_DOMAIN: required/);
    expect(() => loadConfig({ INBOUND_SMTP_PORT: "3000", INBOUND_MAIL_DOMAIN: "in.a.in" })).toThrow(
      /INBOUND_SMTP_PORT: must differ from PORT/,
    );
    expect(() => loadConfig({ INBOUND_MAIL_DOMAIN: "not a domain" })).toThrow(/INBOUND_MAIL_DOMAIN/);
    expect(() => loadConfig({ INBOUND_MAX_BYTES: "10" })).toThrow(/INBOUND_MAX_BYTES/);
    expect(() =>
      loadConfig({ INBOUND_SMTP_PORT: "25", INBOUND_MAIL_DOMAIN: "in.a.in", INBOUND_TLS_KEY_FILE: "/k.pem" }),
    ).toThrow(/INBOUND_TLS_KEY_FILE: set both/);
  });
});
