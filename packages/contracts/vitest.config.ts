import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "contracts",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts"],
    environment: "node",
    // A hang guard, not a speed limit: the suite shares a 2-core machine with the others.
    testTimeout: 5 * 60_000,
  },
});
