import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { canObserve, useOnVisible } from "../../../lib/useOnVisible";

/** Half a phone screen ahead: usually drawn by the time the reader gets there. */
const NEAR = "0px 0px 400px 0px";

/**
 * A region far below the tracker's first screen, drawn in the browser when the reader scrolls near it
 * (issue 26's first-screen budget). Unlike components/ui/lazyWhenNear it is not drawn by the server:
 * these regions have buttons and live data, and a server-drawn region still waiting for its code would
 * show stale figures after a write, and a press on it could be lost. The server and the hydrating render
 * both draw `fallback`, so hydration matches.
 */
export function clientWhenNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Region = lazy(() => load().then((component) => ({ default: component })));
  return function NearRegion({ fallback, ...props }: P & { fallback: ReactNode }) {
    const ref = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    useOnVisible(ref, () => setNear(true), { rootMargin: NEAR, active: !near });
    useEffect(() => {
      if (!canObserve()) setNear(true);
    }, []);
    return (
      <div ref={ref}>
        {near ? (
          <Suspense fallback={fallback}>
            <Region {...(props as P)} />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
    );
  };
}
