import path from "node:path";
import { z } from "zod";
import { testClockRefusal } from "./clock-offset.js";
import { isLoopbackName } from "./http/loopback.js";
import { trustProxySetting } from "./http/trust-proxy.js";
import { REPO_ROOT } from "./paths.js";

const csv = z
  .string()
  .default("")
  .transform((s) =>
    s
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .default("")
  .transform((v) => v === "true" || v === "1");

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every setting the server reads, with its default. A bad value stops start-up naming the variable. */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, "data")),
  DATABASE_URL: optionalUrl,
  /** PostgreSQL only: connections in this instance's pool (the change listener holds one more). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** PostgreSQL only: the server cancels a statement after this long; a silent connection is replaced soon after. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** PostgreSQL only: how often the change listener checks it still hears notifications. */
  DB_LISTEN_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  PUBLIC_URL: optionalUrl,
  /** Proxy hops (true: 1) or proxy addresses whose X-Forwarded-* to believe; see http/trust-proxy.ts. */
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `json` or `pretty`; unset: see logFormatFor. */
  LOG_FORMAT: z.enum(["json", "pretty", ""]).default(""),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, "apps/web/dist")),
  /** The web app's server render (vite build --ssr); default: beside WEB_DIST_DIR, as `npm run build` writes it. */
  WEB_SSR_DIR: z.string().optional(),
  ADMIN_EMAILS: csv,
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  /** Requests per client address per 10 minutes to each auth route; every route counts on its own. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Feedback and contact messages allowed per client address per hour (each sender email: 3 an hour). */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /**
   * How long an instance reuses the leaderboard's top list and rank counts. The asking learner's own
   * score is always fresh; other learners' changes show within this many seconds.
   */
  LEADERBOARD_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /**
   * Rewards' cooling-off (anti-farming): an account younger than this many days that redeems a perk waits
   * for an Admin's review (its code held) instead of getting the code at once. 0 turns it off.
   */
  REWARDS_COOLING_OFF_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Arthshala <no-reply@arthshala.local>"),
  /** Where feedback and contact messages are sent (admin Settings can change it; empty: kept for admins only). */
  SUPPORT_EMAIL: z.union([z.literal(""), z.email()]).default(""),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ROLES_CLAIM: z.string().default("https://arthshala.in/roles"),
  OIDC_ALLOW_INSECURE: bool,
  SEED_ON_START: bool.default(true),
  /**
   * Browser tests only: a request's `arthshala_test_clock_offset_ms` cookie moves its "now" (clock-offset.ts).
   * Refused unless HOST and PUBLIC_URL are loopback addresses.
   */
  E2E_CLOCK_COOKIE: bool,
  /**
   * Bearer token a scraper must send for GET /metrics (platform/metrics). Unset: /metrics answers 404 on
   * the public port. Long and random, as a password: `openssl rand -hex 32`.
   */
  METRICS_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9._~+/=-]{32,}$/, {
        message:
          "expected at least 32 characters of letters, digits and -._~+/= (make one with `openssl rand -hex 32`)",
      })
      .optional(),
  ),
  /** A separate listener serving only GET /metrics (off the public port); unset: none. */
  METRICS_PORT: optionalText
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(0).max(65535).optional()),
  /** Where that listener binds; a non-loopback address needs METRICS_TOKEN too. */
  METRICS_HOST: optionalText,
  /**
   * Automatic tracking (features/auto-tracking): the port the inbound SMTP server listens on for bank
   * alerts forwarded to learners' addresses (25 facing the internet, or a high port behind a provider's
   * inbound relay; 0: any free port, for tests). Unset: no SMTP server and the feature shows as off.
   */
  INBOUND_SMTP_PORT: optionalText
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(0).max(65535).optional()),
  /** Where the inbound SMTP server binds; unset: HOST. */
  INBOUND_SMTP_HOST: optionalText,
  /** The domain of the forwarding addresses (t-…@this); its MX record points at this server or the relay. */
  INBOUND_MAIL_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i, {
        message: "expected a domain name such as in.arthshala.in",
      })
      .transform((d) => d.toLowerCase())
      .optional(),
  ),
  /** The largest message taken (SIZE announced, and the data cut there): a bank alert is a few kB. */
  INBOUND_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(256 * 1024),
  /** Messages one forwarding address may receive per hour (counted in the database, across instances). */
  INBOUND_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(60),
  /** Open SMTP connections at once, across all senders. */
  INBOUND_MAX_CLIENTS: z.coerce.number().int().min(1).max(10_000).default(100),
  /** PEM key and certificate for STARTTLS; unset: STARTTLS is not offered (a relay in front does TLS). */
  INBOUND_TLS_KEY_FILE: optionalText,
  INBOUND_TLS_CERT_FILE: optionalText,
});

export type Config = z.infer<typeof configSchema> & { seedOnStart: boolean; logFormat: LogFormat };

export type LogFormat = "json" | "pretty";

/**
 * JSON lines unless a person is reading: readable lines when LOG_FORMAT says so, under NODE_ENV=development
 * (`npm run dev`), or in a terminal with NODE_ENV unset (`npm start` typed by hand). A service manager,
 * a container or NODE_ENV=production gets JSON, as do tests.
 */
export function logFormatFor(env: Record<string, string | undefined>, stdoutIsTTY: boolean): LogFormat {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "pretty") return env.LOG_FORMAT;
  if (env.NODE_ENV === "development") return "pretty";
  return !env.NODE_ENV && stdoutIsTTY ? "pretty" : "json";
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  stdoutIsTTY = process.stdout.isTTY === true,
): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = result.data;
  if (c.OIDC_ISSUER && !c.OIDC_CLIENT_ID) {
    throw new ConfigError("Invalid configuration:\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set");
  }
  const clockRefusal = c.E2E_CLOCK_COOKIE
    ? testClockRefusal(c.HOST, c.PUBLIC_URL, c.TRUST_PROXY !== 0)
    : null;
  if (clockRefusal) throw new ConfigError(`Invalid configuration:\n  E2E_CLOCK_COOKIE: ${clockRefusal}`);
  const inboundRefusal = inboundSettingsRefusal(c);
  if (inboundRefusal) throw new ConfigError(`Invalid configuration:\n  ${inboundRefusal}`);
  const metricsRefusal = metricsSettingsRefusal(c);
  if (metricsRefusal) throw new ConfigError(`Invalid configuration:\n  ${metricsRefusal}`);
  // npm runs workspace scripts inside apps/api; a relative path means relative to where it was typed.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    ...c,
    DATA_DIR: path.resolve(base, c.DATA_DIR),
    seedOnStart: c.SEED_ON_START,
    logFormat: logFormatFor(env, stdoutIsTTY),
  };
}

/** What is wrong with the inbound mail settings together, or null. */
function inboundSettingsRefusal(c: z.infer<typeof configSchema>): string | null {
  if (c.INBOUND_SMTP_PORT !== undefined && !c.INBOUND_MAIL_DOMAIN) {
    return "INBOUND_MAIL_DOMAIN: required when INBOUND_SMTP_PORT is set (the forwarding addresses' domain)";
  }
  if (c.INBOUND_SMTP_PORT !== undefined && c.INBOUND_SMTP_PORT !== 0 && c.INBOUND_SMTP_PORT === c.PORT) {
    return `INBOUND_SMTP_PORT: must differ from PORT (${c.PORT})`;
  }
  if (Boolean(c.INBOUND_TLS_KEY_FILE) !== Boolean(c.INBOUND_TLS_CERT_FILE)) {
    return "INBOUND_TLS_KEY_FILE: set both INBOUND_TLS_KEY_FILE and INBOUND_TLS_CERT_FILE, or neither";
  }
  return null;
}

/** What is wrong with the metrics settings together (each alone is checked by the schema), or null. */
function metricsSettingsRefusal(c: z.infer<typeof configSchema>): string | null {
  if (c.METRICS_HOST !== undefined && c.METRICS_PORT === undefined) {
    return "METRICS_HOST: set METRICS_PORT too (METRICS_HOST is where the separate metrics listener binds)";
  }
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT !== 0 && c.METRICS_PORT === c.PORT) {
    return `METRICS_PORT: must differ from PORT (${c.PORT}): it is a listener of its own`;
  }
  const host = c.METRICS_HOST ?? "127.0.0.1";
  const loopback = host === "::1" || isLoopbackName(host.toLowerCase());
  if (c.METRICS_PORT !== undefined && !loopback && !c.METRICS_TOKEN) {
    return `METRICS_HOST: ${host} is reachable from other machines: set METRICS_TOKEN as well, or bind to 127.0.0.1`;
  }
  return null;
}

/** Defaults for tests: nothing from the developer's shell leaks in. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    // Tests read ranks right after writing them: no reuse unless a test asks for it.
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SEED_ON_START: "false",
      LEADERBOARD_CACHE_SECONDS: "0",
    }),
    ...overrides,
  };
}
