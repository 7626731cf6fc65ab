import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./test/global-setup.ts"],
    // Each file gets its own database cloned from one migrated template; PGlite is CPU-bound, so
    // more workers than cores only thrash.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
