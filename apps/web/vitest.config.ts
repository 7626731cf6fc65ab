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
    // The server's render of whole pages runs in a project of its own ("web-ssr", vitest.ssr.config.ts):
    // React's server renderer leaves values on shared context objects after renders that
    // ran side by side, which a browser render later in the same worker reads ("a <Router> inside
    // another <Router>"). The server process runs that renderer alone.
    exclude: ["src/**/*.render.test.tsx", "**/node_modules/**"],
    setupFiles: ["./src/test/setup.ts"],
    // One module graph per worker instead of per file (as the API project): importing React, the router,
    // the app's routes and every English text again for each of the 104 files was most of the project's
    // time. Files share Node's timers and module state: test/setup.ts fails a test that leaves timers
    // faked or replaced, and renderApp builds a fresh query client and router per test.
    isolate: false,
    // A hang guard, not a speed limit (src/test/patience.ts): a slow pass is still a pass.
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
});
