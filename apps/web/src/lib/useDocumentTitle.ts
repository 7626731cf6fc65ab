import { useEffect } from "react";

/** The tab's title while this page is shown; the previous one comes back when it goes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
