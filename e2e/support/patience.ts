/**
 * How long a browser test waits, in one place. These are hang guards, not speed limits: on a busy 2-core
 * machine a cold browser context took well over the old 7 s to draw a lazy page, and long flows outgrew
 * 30 s per test. A right page that comes late still passes; one that never comes still fails, with
 * Playwright's call log.
 */
/** Each expectation, action and navigation. */
export const PATIENCE_MS = 60_000;
/** A whole test: many steps in a row, each of which may be slow. */
export const TEST_LIMIT_MS = 10 * 60_000;
