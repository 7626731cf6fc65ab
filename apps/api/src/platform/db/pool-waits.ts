import type pg from "pg";

/** Seconds one checkout waited for a connection: a free one, a new one opened, or a timeout. */
export type AcquireWatcher = (waitedSeconds: number) => void;

/**
 * Times every checkout of a pooled connection, for metrics (platform/metrics). pg's `pool.query` (what
 * drizzle uses outside transactions) checks out through `pool.connect` as transactions do, so wrapping
 * `connect` on this pool sees both. With nobody watching it costs one Set size check.
 * Returns how to watch: the function it gives back stops the watcher.
 */
export function timeAcquires(pool: pg.Pool): (watcher: AcquireWatcher) => () => void {
  const watchers = new Set<AcquireWatcher>();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const tell = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const watcher of watchers) watcher(seconds);
  };
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (watchers.size === 0) return connect(...args);
    const started = performance.now();
    const callback = args[0];
    if (typeof callback === "function") {
      return connect((...result: unknown[]) => {
        tell(started);
        return callback(...result);
      });
    }
    const checkout = connect() as Promise<unknown>;
    checkout.then(
      () => tell(started),
      () => tell(started),
    );
    return checkout;
  };
  return (watcher) => {
    watchers.add(watcher);
    return () => watchers.delete(watcher);
  };
}
