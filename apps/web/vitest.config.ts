import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  // Fixed root so `vitest run -c apps/web/vitest.config.ts` from the repo root finds the same files.
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: ["src/**/*.preact.test.{ts,tsx}", "**/node_modules/**"],
    setupFiles: ["./src/test/setup.ts"],
    // Page tests render whole lazy pages; beside the API suite on a 2-core machine one took 5.1 s of the
    // default 5, while it takes under 1 s alone. A slow pass is still a pass; a hang still fails.
    testTimeout: 15_000,
  },
});
