import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while the server draws and while the browser hydrates what it drew, true afterwards and in
 * every render the browser starts itself (React's useSyncExternalStore: the server's snapshot is used
 * for the server's render and the hydration, and React renders again once they differ). What only the
 * browser knows (storage, this device's progress) is shown once it is true, so the hydration renders
 * exactly what the server drew.
 *
 * `needed` false: this device has nothing of its own to show yet, so nothing is drawn again after the
 * hydration for it (on a phone, drawing a roadmap again was one more long task right after it).
 */
export function useHydrated(needed = true): boolean {
  return useSyncExternalStore(
    noChanges,
    () => needed,
    () => false,
  );
}

/** True during the render that hydrates the server's drawing (and on the server), false otherwise. */
export function useIsHydrating(): boolean {
  return !useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
