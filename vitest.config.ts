import { defineConfig } from "vitest/config";

// Only the workspaces: the root must not collect Playwright specs from e2e/.
export default defineConfig({
  test: {
    projects: ["packages/contracts", "apps/api", "apps/web"],
    // PGlite is CPU-bound and the machines have 2 cores: more workers only thrash.
    maxWorkers: 2,
  },
});
