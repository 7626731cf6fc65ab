import { type RefObject, useEffect, useRef } from "react";

/** Whether IntersectionObserver exists here; without it the list offers a "Load more" button instead. */
export const canObserve = () => typeof window !== "undefined" && "IntersectionObserver" in window;

interface OnVisibleOptions {
  /** How far outside the viewport still counts as visible, e.g. "0px 0px 600px 0px". */
  rootMargin?: string;
  active?: boolean;
  /**
   * Change it to look again (e.g. after a page of the list arrived): a fresh observer reports at once
   * whether the element is still in view, so a screen taller than the list keeps loading.
   */
  resetKey?: unknown;
}

/** Calls `onVisible` each time the element comes within `rootMargin` of the viewport. */
export function useOnVisible(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  { rootMargin = "0px", active = true, resetKey }: OnVisibleOptions = {},
): void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey only asks for a fresh observer
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, active, resetKey]);
}
