import type { ManagedTimerId, TimeoutProvider } from "@tanstack/react-query";

/**
 * The query cache's timeouts (each observer's "stale at", each unused query's removal) on one browser
 * timer instead of one each. At a takeover every useQuery subscribes at once and sets its own timeout:
 * on /home, those setTimeout calls were 22 ms of one task here (4× on a phone). The query library
 * offers this hook for it (timeoutManager.setTimeoutProvider, installed by main.tsx before any query).
 * Intervals stay the browser's own.
 */
interface Pending {
  due: number;
  callback: () => void;
}

export function createCoalescedTimeouts(now: () => number = Date.now): TimeoutProvider<ManagedTimerId> {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerDue = Number.POSITIVE_INFINITY;

  /** The browser timer, set for the earliest pending timeout (or none). */
  const arm = () => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const { due } of pending.values()) earliest = Math.min(earliest, due);
    if (earliest === timerDue) return;
    clearTimeout(timer);
    timer = undefined;
    timerDue = earliest;
    if (earliest !== Number.POSITIVE_INFINITY) timer = setTimeout(fire, Math.max(0, earliest - now()));
  };

  const fire = () => {
    timer = undefined;
    timerDue = Number.POSITIVE_INFINITY;
    const at = now();
    const due = [...pending].filter(([, entry]) => entry.due <= at).sort((a, b) => a[1].due - b[1].due);
    for (const [id] of due) pending.delete(id);
    for (const [, entry] of due) entry.callback();
    arm();
  };

  return {
    setTimeout(callback, delay) {
      lastId += 1;
      const due = now() + Math.max(0, Number(delay) || 0);
      pending.set(lastId, { due, callback });
      // Later than the armed timer (the usual case: same delays, set one after another): nothing to do.
      if (due < timerDue) arm();
      return lastId;
    },
    clearTimeout(id) {
      // The browser timer stays; if it fires with nothing due, it is set for what is left.
      if (id !== undefined) pending.delete(Number(id));
    },
    setInterval: (callback, delay) => setInterval(callback, delay),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval> | undefined),
  };
}
