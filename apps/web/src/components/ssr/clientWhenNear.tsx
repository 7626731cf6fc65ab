import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { canObserve, useOnVisible } from "./useOnVisible";

/** Half a phone screen ahead: usually drawn by the time the reader gets there. */
const NEAR = "0px 0px 400px 0px";

/**
 * A region far below the first screen, drawn in the browser when the reader scrolls near it (issue 26's
 * first-screen budget): the tracker's charts and plans, the footer's newsletter form. Unlike
 * lazyWhenNear it is not drawn by the server. These regions have buttons and live data, and a
 * server-drawn region still waiting for its code breaks on any update before it is near: new props (the
 * tracker's month) hold the page's navigation until the code comes, and a language switch leaves its
 * text in the old language and fails hydration when it does. The server and the hydrating render both
 * draw `fallback` (give it the region's size), so hydration matches.
 */
export function clientWhenNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Region = lazy(() => load().then((component) => ({ default: component })));
  /** `now`: wanted at once wherever it is (a link that opens one of its dialogs). */
  return function NearRegion({
    fallback,
    now = false,
    ...props
  }: P & { fallback: ReactNode; now?: boolean }) {
    const ref = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    useOnVisible(ref, () => setNear(true), { rootMargin: NEAR, active: !near });
    useEffect(() => {
      if (now || !canObserve()) setNear(true);
    }, [now]);
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
