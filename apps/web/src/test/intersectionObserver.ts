import { vi } from "vitest";

type Trigger = (isIntersecting: boolean) => void;

/**
 * Replaces IntersectionObserver (happy-dom never reports intersections). With `always`, every observed
 * element counts as in view at once, as a short page's sentinel would; otherwise call `trigger`.
 */
export function stubIntersectionObserver({ always = false } = {}) {
  const triggers: Trigger[] = [];
  class FakeObserver {
    private readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
    }
    observe(target: Element) {
      const trigger: Trigger = (isIntersecting) =>
        this.callback(
          [{ isIntersecting, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      triggers.push(trigger);
      if (always) queueMicrotask(() => trigger(true));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return { trigger: (isIntersecting: boolean) => triggers.at(-1)?.(isIntersecting) };
}
