import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { TEST_LIMIT_MS } from "./src/test/patience.ts";

export default defineConfig({
  plugins: [react()],
  // Fixed root so `vitest run -c apps/web/vitest.config.ts` from the repo root finds the same files.
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // A hang guard, not a speed limit (src/test/patience.ts): a slow pass is still a pass.
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
});
