import { defineConfig } from "vitest/config";

// Only the workspaces: the root must not collect Playwright specs from e2e/.
export default defineConfig({
  test: {
    // apps/web/vitest.ssr.config.ts: the web app's server render of whole pages, in a worker of its own.
    projects: ["packages/contracts", "apps/api", "apps/web", "apps/web/vitest.ssr.config.ts"],
    // PGlite is CPU-bound and the machines have 2 cores: more workers only thrash.
    maxWorkers: 2,
  },
});
