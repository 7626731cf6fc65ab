import { type MouseEvent, useEffect, useLayoutEffect, useRef } from "react";

/**
 * A `<dialog>` shown modal for as long as it is mounted (`dialog.showModal()`): the browser puts it in
 * the top layer above everything, makes the page behind it inert (focus and clicks stay in the
 * dialog), closes it on Escape, and gives focus back to where it was when it closes. React's state
 * stays the one that decides: Escape and a click on the backdrop ask `onClose`, and the dialog closes
 * when the component unmounts. The page behind does not scroll meanwhile (index.css, `:modal`).
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the dialog is modal before the browser paints or reads another key.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // A dialog the server drew open (a shared article's reader) is in the page, not modal: make it so.
    // Its controls may still be held (data-until-app, components/ssr/heldControls.ts) and cannot take
    // focus: the dialog itself takes it (autofocus), not the next control down (a link deep in an
    // article, which the browser would scroll to).
    const held = dialog.querySelector("[data-until-app]") !== null;
    if (dialog.open) dialog.close();
    dialog.autofocus = held;
    dialog.showModal();
    dialog.autofocus = false;
    // Escape: the dialog stays until React unmounts it (a closing animation, a caller that says no).
    const onCancel = (event: Event) => {
      if (!event.cancelable) return; // the browser closes it itself: onClosed says so
      event.preventDefault();
      onCloseRef.current();
    };
    // Closed by the browser itself (a second Escape with no click or key in between is not refused).
    // A close event queued by the close() above arrives while the dialog is open again, and is not one.
    const onClosed = () => {
      if (!dialog.open) onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClosed);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClosed);
      if (dialog.open) dialog.close();
    };
  }, []);

  /** A click on the backdrop lands on the dialog element itself, outside its content. */
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };
  return { ref, onClick };
}
