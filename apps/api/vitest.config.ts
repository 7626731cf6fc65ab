import { defineConfig } from "vitest/config";
import { TEST_LIMIT_MS } from "./test/patience.js";

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // *.pg.test.ts stop and kill PostgreSQL connections, which an embedded PGlite cannot lose: they
    // run in CI's PostgreSQL pass (TEST_DATABASE_URL set) and are not collected otherwise.
    exclude: process.env.TEST_DATABASE_URL ? [] : ["**/*.pg.test.ts"],
    environment: "node",
    globalSetup: ["./test/global-setup.ts"],
    // Hang guards, not speed limits (test/patience.ts).
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
});
