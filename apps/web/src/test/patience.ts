/**
 * How long a web test waits, in one place. These are hang guards, not speed limits: on a busy 2-core
 * machine (CI beside the API suite, a newcomer's laptop compiling something else) a lazy page took 5 s
 * and more to appear, and 33 of 1,381 tests failed on waits of 4 s. A right answer that comes late still
 * passes; a page that never shows its text still fails, with Testing Library's message.
 */
/** Each findBy / waitFor. */
export const PATIENCE_MS = 60_000;
/** A whole test, hooks included: several waits in a row, each of which may be slow. */
export const TEST_LIMIT_MS = 5 * 60_000;
