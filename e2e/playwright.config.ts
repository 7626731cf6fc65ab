import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "../scripts/check-chromium.mjs";
import { PATIENCE_MS, TEST_LIMIT_MS } from "./support/patience.js";
import { e2ePorts } from "./support/ports.js";

const root = path.resolve(import.meta.dirname, "..");
const [LOCAL_PORT, OIDC_PORT, idpPort, inboundPort] = e2ePorts(4) as [number, number, number, number];
/** This run's databases and logs: two runs in one clone (ports differ) never share or delete them. */
const dataRoot = path.join(root, "e2e/.data", `run-${LOCAL_PORT}`);
export const LOCAL_URL = `http://localhost:${LOCAL_PORT}`;
export const OIDC_URL = `http://localhost:${OIDC_PORT}`;
export const IDP_PORT = idpPort;
/** The local server's inbound SMTP port for forwarded bank alerts (auto-tracking.spec.ts sends to it). */
export const INBOUND_SMTP_PORT = inboundPort;
export const INBOUND_MAIL_DOMAIN = "in.e2e.arthshala.test";
export const ADMIN_EMAIL = "admin@e2e.arthshala.test";
/** Where the team's copies of feedback and contact messages go (kept in the outbox: no SMTP in tests). */
export const SUPPORT_EMAIL = "team@e2e.arthshala.test";

/** Each server's log: without SMTP, confirmation links are written there, as an operator would read them. */
export const serverLog = (name: "local" | "oidc") => path.join(dataRoot, `${name}.log`);

/** The production server (`npm run build` output, run by plain node) on a fresh embedded database per run. */
function server(port: number, name: "local" | "oidc", env: Record<string, string>) {
  const dataDir = path.join(dataRoot, name);
  return {
    command: `rm -rf "${dataDir}" && mkdir -p "${dataRoot}" && exec "${process.execPath}" apps/api/dist/main.js > "${serverLog(name)}"`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 3 * PATIENCE_MS, // a start: migrations, seeding and the first page render
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: "info",
      ADMIN_EMAILS: ADMIN_EMAIL,
      AUTH_RATE_LIMIT: "1000",
      DATABASE_URL: "",
      SMTP_URL: "",
      // A build of the web app elsewhere (E2E_WEB_DIST), so a run is not disturbed by a rebuild beside it.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
  };
}

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // Two at a time: on a 2-core machine the browser suite is CPU-bound (Chromium draws about 85% of it),
  // so four measured the same (a11y, tracker and auth specs, 64 tests, quiet: 255 s with four, 251 s with
  // two). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  // Hang guards, not speed limits (support/patience.ts).
  timeout: TEST_LIMIT_MS,
  expect: { timeout: PATIENCE_MS },
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "../playwright-report" }]],
  // Per run, like the databases: Playwright empties its output folder at start, so two runs in one clone
  // would otherwise delete each other's traces.
  outputDir: `../test-results/run-${LOCAL_PORT}`,
  use: {
    baseURL: LOCAL_URL,
    actionTimeout: PATIENCE_MS,
    navigationTimeout: PATIENCE_MS,
    // A failing test keeps its trace, without the screencast: encoding a frame per paint for every test
    // took about a quarter of a run's time on a 2-core machine (the failure screenshot is still taken).
    // E2E_TRACE=off records none (.ci/run: a trace cannot be fetched from CI's throw-away clone).
    trace: process.env.E2E_TRACE === "off" ? "off" : { mode: "retain-on-failure", screenshots: false },
    // The service worker precaches the whole app (about 150 files) in every new browser context, i.e. in
    // every test, competing with the test for the machine. It is tested where it matters, with its own
    // `serviceWorkers: "allow"` (offline.spec.ts).
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // Without a GPU, Playwright's default GPU rasterisation runs on SwiftShader, a software GPU:
        // Skia's own CPU raster paints the same pages with about a third less CPU (measured: 6 contexts ×
        // 4 pages, 77 → 50 and 157 → 99 CPU-seconds on this 2-core machine), and CI is CPU-bound.
        "--disable-gpu-rasterization",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /mobile|oidc|admin-translations/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 800 } },
      testMatch: /mobile.*\.spec\.ts/,
    },
    // An admin taking a seeded scheme's Hindi version away shows its English name to Hindi readers for a
    // moment: run once the phone's Hindi walk through the whole catalogue is over, never beside it.
    {
      name: "admin-edits",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /admin-translations\.spec\.ts/,
      dependencies: ["phone"],
    },
    { name: "oidc", use: { ...devices["Desktop Chrome"], baseURL: OIDC_URL }, testMatch: /oidc.*\.spec\.ts/ },
  ],
  webServer: [
    // E2E_CLOCK_COOKIE: a test may move its own requests' clock (review.spec.ts); loopback servers only.
    server(LOCAL_PORT, "local", {
      SUPPORT_EMAIL,
      E2E_CLOCK_COOKIE: "true",
      INBOUND_SMTP_PORT: String(INBOUND_SMTP_PORT),
      INBOUND_SMTP_HOST: "127.0.0.1",
      INBOUND_MAIL_DOMAIN,
    }),
    {
      command: `exec "${path.join(root, "node_modules/.bin/tsx")}" e2e/support/start-idp.ts`,
      cwd: root,
      port: IDP_PORT,
      reuseExistingServer: false,
      timeout: 3 * PATIENCE_MS,
      env: { IDP_PORT: String(IDP_PORT), IDP_REDIRECT_URI: `${OIDC_URL}/api/auth/oidc/callback` },
    },
    server(OIDC_PORT, "oidc", {
      OIDC_ISSUER: `http://127.0.0.1:${IDP_PORT}`,
      OIDC_CLIENT_ID: "arthshala-e2e",
      OIDC_CLIENT_SECRET: "e2e-secret",
    }),
  ],
});
