import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * The spec: every navigation starts at the top of the page. The first render is not a navigation: it is
 * the page as loaded, which the server drew and a reader on a slow phone may already have scrolled before
 * the app took over (or the browser restored on reload). Jumping them back to the top would lose their place.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
