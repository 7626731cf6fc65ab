import { type ReactNode, useLayoutEffect, useRef } from "react";
import { HELD_SCOPE_ATTRIBUTE, releaseHeld } from "./heldControls";

/**
 * A part of the page whose controls work only once it has hydrated itself (heldControls.ts): put it
 * inside the Suspense boundary of a `lazy` part the server draws. Its box is `display: contents`, so the
 * layout is as if it were not there.
 */
export function HeldScope({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // Runs when this boundary commits, hydrated, before the browser paints; on a later client render there
  // is nothing held, and it does nothing.
  useLayoutEffect(() => {
    if (ref.current) releaseHeld(ref.current);
  }, []);
  return (
    <div ref={ref} className="contents" {...{ [HELD_SCOPE_ATTRIBUTE]: "" }}>
      {children}
    </div>
  );
}
