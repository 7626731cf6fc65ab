import { setImmediate as nextTurn } from "node:timers/promises";

/** How long one request's CPU work may hold the event loop before others get a turn. */
export const TURN_MS = 10;

/**
 * Long CPU work (reading a 20,000-line statement) in turns of the event loop: check `due()` between
 * steps, and when it says so, `await pass()` lets waiting requests, timers and I/O run first. The work
 * takes as long as before; what changes is that /api/health and everyone else are answered meanwhile.
 */
export function takeTurns(turnMs = TURN_MS): { due(): boolean; pass(): Promise<void> } {
  let since = performance.now();
  return {
    due: () => performance.now() - since >= turnMs,
    async pass() {
      await nextTurn();
      since = performance.now();
    },
  };
}
