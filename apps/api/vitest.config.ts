import { defineConfig } from "vitest/config";
import { TEST_LIMIT_MS } from "./test/patience.js";

export default defineConfig({
  test: {
    name: "api",
    root: import.meta.dirname,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // *.pg.test.ts stop and kill PostgreSQL connections, which an embedded PGlite cannot lose: they
    // run in CI's PostgreSQL pass (TEST_DATABASE_URL set) and are not collected otherwise.
    // *.embedded.test.ts test the embedded database itself (server processes on a data directory,
    // PGlite's bootstrap) whatever TEST_DATABASE_URL says: the PostgreSQL pass would only run them again
    // (server-process alone was 33 s of that pass).
    exclude: process.env.TEST_DATABASE_URL ? ["**/*.embedded.test.ts"] : ["**/*.pg.test.ts"],
    environment: "node",
    // One module graph per worker instead of per file: each file still builds its own app on its own
    // cloned database, and importing the app 74 times was a third of the suite (306 s → 161 s on PGlite,
    // 204 s → 122 s on PostgreSQL, same 2-core machine; shuffled file orders pass too). A file that needs a
    // module-level value of its own must reset it in its hooks. The web project stays isolated: its
    // component files share React and DOM state, and a shuffled order hung one.
    isolate: false,
    globalSetup: ["./test/global-setup.ts"],
    // Hang guards, not speed limits (test/patience.ts).
    testTimeout: TEST_LIMIT_MS,
    hookTimeout: TEST_LIMIT_MS,
  },
});
