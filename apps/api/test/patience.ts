/**
 * How long an API test waits, in one place. These are hang guards, not speed limits: the suite runs beside
 * the web tests on a 2-core machine, and on PostgreSQL in CI, where one test can take many times what it
 * takes alone. A right answer that comes late still passes; one that never comes still fails.
 */
/** One wait for a condition (mail to arrive, a server to start, a listener to reconnect). */
export const PATIENCE_MS = 60_000;
/** A whole test or hook: several waits in a row. */
export const TEST_LIMIT_MS = 5 * 60_000;
