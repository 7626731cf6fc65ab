import { INFINITE_SCROLL_LOCK_MS, INFINITE_SCROLL_THRESHOLD_PX } from "@arthshala/contracts/tracker-rules";
import { useCallback, useEffect, useRef } from "react";

interface InfiniteScrollOptions {
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
}

/**
 * Spec section 9's infinite scroll: within 100 px of the bottom of the scroll box the next page loads,
 * then nothing more for 500 ms. A list that doesn't fill its box yet asks again by itself once the
 * lock ends, so a short first page still reaches the empty page that ends the list.
 */
export function useInfiniteScroll<T extends HTMLElement>({
  hasMore,
  loading,
  loadMore,
}: InfiniteScrollOptions) {
  const ref = useRef<T>(null);
  const lockedUntil = useRef(0);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ hasMore, loading, loadMore });
  latest.current = { hasMore, loading, loadMore };

  const check = useCallback(() => {
    const box = ref.current;
    const { hasMore: more, loading: busy, loadMore: load } = latest.current;
    if (!box || !more || busy) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight > INFINITE_SCROLL_THRESHOLD_PX) return;
    const wait = lockedUntil.current - Date.now();
    if (wait > 0) {
      clearTimeout(retry.current);
      retry.current = setTimeout(check, wait);
      return;
    }
    lockedUntil.current = Date.now() + INFINITE_SCROLL_LOCK_MS;
    load();
  }, []);

  // Each time a page arrives (or the list ends), look again: the box may not be scrollable yet.
  useEffect(() => {
    if (!loading) check();
  }, [loading, check]);
  useEffect(() => () => clearTimeout(retry.current), []);

  return { ref, onScroll: check };
}
