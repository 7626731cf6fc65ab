import { useEffect, useState } from "react";

/**
 * Whether the app is taking over a page the server drew (main.tsx hydrates synchronously inside
 * whileHydrating). A component that draws differently in the browser (a portal, say) asks this in
 * its first render, to draw where the server did.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

export function whileHydrating(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * False while the server draws and during the takeover's first render, then true; always true in an
 * app that drew from scratch. What only the browser knows (storage, this device's progress) is shown
 * once it is true: the takeover must render what the server drew, or it leaves attributes stale.
 */
export function useTakenOver(): boolean {
  const [taken, setTaken] = useState(() => !(import.meta.env.SSR || hydrating));
  useEffect(() => {
    if (!taken) setTaken(true);
  }, [taken]);
  return taken;
}
