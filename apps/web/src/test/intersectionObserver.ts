import { vi } from "vitest";

type Trigger = (isIntersecting: boolean) => void;

/**
 * Replaces IntersectionObserver (happy-dom never reports intersections). With `always`, every observed
 * element counts as in view at once, as a short page's sentinel would; otherwise call `trigger`.
 */
export function stubIntersectionObserver({ always = false } = {}) {
  const triggers: { trigger: Trigger; target: Element }[] = [];
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
      triggers.push({ trigger, target });
      if (always) queueMicrotask(() => trigger(true));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    /**
     * Says whether the watched element is in view: the one watched last, or every one `where` picks
     * (a page may watch several regions, each loaded when near).
     */
    trigger: (isIntersecting: boolean, where?: (target: Element) => boolean) => {
      if (!where) return triggers.at(-1)?.trigger(isIntersecting);
      for (const watched of triggers.filter((w) => where(w.target))) watched.trigger(isIntersecting);
    },
  };
}
