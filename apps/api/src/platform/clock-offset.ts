import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import type { Clock } from "./clock.js";

/**
 * Browser tests only (E2E_CLOCK_COOKIE, off by default): a request carrying this cookie sees "now" moved
 * by its value in milliseconds, so a Playwright test can open the app on another India day (a review
 * card's due day) while the other tests of the run, on the same server, keep the real time. Nothing
 * else moves: periodic jobs and requests without the cookie read the base clock.
 *
 * Why it is safe: the setting is refused at start unless the server listens on a loopback address only,
 * its PUBLIC_URL is set to a loopback address, and no proxy is trusted (config.ts), which no deployment
 * reachable by learners can have; the server logs a warning when it is on. Without the setting the
 * cookie is never read.
 */
export const TEST_CLOCK_COOKIE = "arthshala_test_clock_offset_ms";

/** At most this far either way (a little over a year). */
const MAX_OFFSET_MS = 400 * 86_400_000;

export function parseClockOffset(value: string | undefined): number {
  if (!value || !/^-?\d{1,14}$/.test(value)) return 0;
  const offset = Number(value);
  return Math.abs(offset) <= MAX_OFFSET_MS ? offset : 0;
}

/**
 * A clock whose "now" is the base clock's, moved by the asking request's cookie. The offset is kept for
 * the request's handler and everything it awaits (AsyncLocalStorage), entered in a preHandler hook: the
 * last step before the handler, after the body has been read (whose stream events would lose it).
 */
export function requestOffsetClock(app: FastifyInstance, base: Clock): Clock {
  const offsets = new AsyncLocalStorage<number>();
  app.addHook("preHandler", (request, _reply, done) => {
    const offset = parseClockOffset(request.cookies?.[TEST_CLOCK_COOKIE]);
    if (offset === 0) done();
    else offsets.run(offset, done);
  });
  return { now: () => new Date(base.now().getTime() + (offsets.getStore() ?? 0)) };
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Why the test clock may not be on with these settings, or null when it may. */
export function testClockRefusal(
  host: string,
  publicUrl: string | undefined,
  behindProxy = false,
): string | null {
  if (!LOOPBACK.has(host)) return "only for a server listening on a loopback address (HOST)";
  // Said outright: a server behind a proxy on the same machine listens on loopback too, and a missing
  // PUBLIC_URL says nothing about who reaches it.
  if (!publicUrl || !LOOPBACK.has(new URL(publicUrl).hostname)) {
    return "only for a server whose PUBLIC_URL is a loopback address";
  }
  if (behindProxy) return "never behind a proxy (TRUST_PROXY)";
  return null;
}
