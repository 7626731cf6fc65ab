import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { TEST_LIMIT_MS } from "./src/test/patience.ts";
import { preactAliases } from "./vite.config.ts";

/**
 * What depends on Preact itself (the takeover of a server-drawn page, app/hydration.ts) is tested on
 * Preact, as the browser build runs it: `*.preact.test.tsx`. The other web tests run on React.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: preactAliases },
  root: fileURLToPath(new URL(".", import.meta.url)),
  test: {
    name: "web-preact",
    environment: "happy-dom",
    include: ["src/**/*.preact.test.{ts,tsx}"],
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
});
