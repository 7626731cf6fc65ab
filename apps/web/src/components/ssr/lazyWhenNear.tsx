import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from "react";
import { HeldScope } from "./HeldScope";
import { canObserve, useOnVisible } from "./useOnVisible";

/**
 * How far below the screen a region starts loading: half a phone screen, so it is usually ready when
 * reached. Until then its server-drawn HTML shows, and its links work as plain links.
 */
const NEAR = "0px 0px 400px 0px";

/**
 * A region below the fold whose code loads only when the reader scrolls near it. Server-rendered, its
 * HTML is on the page from the start; React hydrates it when the code arrives (a Suspense boundary
 * around a `lazy` component), so a phone's first screen fetches and runs none of it. On the server, and
 * where the browser cannot observe, it loads at once.
 */
export function lazyWhenNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  let reached: () => void = () => {};
  const near = new Promise<void>((resolve) => {
    reached = resolve;
  });
  // The server draws every region (the page's HTML is whole); only the browser waits.
  if (typeof window === "undefined") reached();
  const Region = lazy(() => near.then(load).then((component) => ({ default: component })));

  /**
   * `placeholder`: the classes of an empty box that holds the region's place where the page was not
   * server-drawn (a later visit's client render) until its code arrives. Memoised, with plain props: a
   * new prop before hydration would make React drop the server's HTML and draw the fallback instead.
   */
  function NearRegion({ placeholder, ...props }: P & { placeholder?: string }) {
    const ref = useRef<HTMLDivElement>(null);
    useOnVisible(ref, reached, { rootMargin: NEAR });
    useEffect(() => {
      if (!canObserve()) reached();
    }, []);
    return (
      // A box of its own (not `display: contents`, which an IntersectionObserver cannot see).
      <div ref={ref}>
        <Suspense fallback={<div className={placeholder} />}>
          {/* Its server-drawn buttons and fields wait for its code, not just the page's. */}
          <HeldScope>
            <Region {...(props as P)} />
          </HeldScope>
        </Suspense>
      </div>
    );
  }
  return memo(NearRegion);
}
