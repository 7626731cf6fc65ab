import { useEffect } from "react";
import { useLocation } from "react-router";

/** The spec: every navigation starts at the top of the page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run on each pathname change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
