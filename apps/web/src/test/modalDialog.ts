/**
 * What a browser's modal `<dialog>` does and happy-dom does not (components/ui/useModalDialog.ts): Escape
 * fires a cancelable `cancel` on the top modal dialog, which closes it unless refused, and showModal
 * moves focus to the first control inside. The real thing is checked in Chromium (e2e/keyboard.spec.ts).
 */
const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]";
const shown: HTMLDialogElement[] = [];

export function emulateModalDialogs(): void {
  const proto = HTMLDialogElement.prototype;
  const showModal = proto.showModal;
  const close = proto.close;
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException("The dialog is already open.", "InvalidStateError");
    const previous = document.activeElement as HTMLElement | null;
    showModal.call(this);
    shown.push(this);
    (this as HTMLDialogElement & { previouslyFocused?: HTMLElement | null }).previouslyFocused = previous;
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  proto.close = function (this: HTMLDialogElement, value?: string) {
    const at = shown.indexOf(this);
    if (at >= 0) shown.splice(at, 1);
    close.call(this, value);
    const previous = (this as HTMLDialogElement & { previouslyFocused?: HTMLElement | null })
      .previouslyFocused;
    if (at >= 0 && previous?.isConnected) previous.focus();
  };
  document.addEventListener("keydown", (event) => {
    const top = shown.at(-1);
    if (event.key !== "Escape" || event.defaultPrevented || !top?.isConnected) return;
    const cancel = new Event("cancel", { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
