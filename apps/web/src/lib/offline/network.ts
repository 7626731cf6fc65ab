/** Whether the server can be reached, as the browser and the last failed call tell it. */
import { useSyncExternalStore } from "react";
import { ApiError } from "../api";

/**
 * The call never got the server's own answer: no connection (status 0), or a gateway in front of the
 * server answered for it. Worth trying again later; any other 4xx/5xx is the server's verdict.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));
}

/** The browser knows it has no network. (True online status can still fail: see isUnreachable.) */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}

/**
 * Query options for reads that have a copy on the device: run the query function even offline (it
 * answers from the copy), and do not retry a failure while offline (there is no copy to wait for).
 */
export const deviceCopyQuery = {
  networkMode: "always",
  retry: (failureCount: number, error: unknown) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
    if (isUnreachable(error) && isOffline()) return false;
    return failureCount < 2;
  },
} as const;
