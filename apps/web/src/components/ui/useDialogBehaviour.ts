import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Open dialogs, innermost last: Escape and Tab belong to the top one only.
const openDialogs: object[] = [];

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * What every modal surface needs: focus moves in and is kept in, Escape closes,
 * the page behind does not scroll, and focus returns to where it was on close.
 */
export function useDialogBehaviour(
  open: boolean,
  onClose: () => void,
  containerRef: RefObject<HTMLElement | null>,
): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: it runs as the dialog is drawn, before the browser paints or reads another key.
  // As a plain effect it ran after the paint, and on a busy machine a Tab pressed right after opening
  // moved the page's focus first; that element was then taken as the one to return to on close.
  useLayoutEffect(() => {
    if (!open) return;
    const token = {};
    openDialogs.push(token);
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = containerRef.current;
    if (container) {
      // A dialog the server drew (a shared article's reader) may still hold its first control until the
      // app releases it (data-until-app, components/ui/heldControls.ts): the dialog itself takes focus then, rather
      // than the next control down (a link deep in the article, scrolled into view).
      const first = container.querySelector<HTMLElement>(`${FOCUSABLE}, [data-until-app]`);
      (first && !first.hasAttribute("data-until-app") ? first : container).focus();
    }

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== token) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !container) return;
      const items = focusables(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, containerRef]);
}
