/** Passing a link on, the way our learners do: the device's share sheet, else WhatsApp. */

/** WhatsApp's own share link (wa.me): the text then the address. */
export const whatsAppShareUrl = (text: string, url: string): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

export const canShareNatively = () =>
  typeof navigator !== "undefined" && typeof navigator.share === "function";

/**
 * Opens the share sheet (Web Share API) where the browser has one, else WhatsApp in a new tab. Closing
 * the sheet is the learner's choice; a sheet that would not open falls back to WhatsApp.
 */
export function shareLink({ title, text, url }: { title: string; text: string; url: string }): void {
  const whatsApp = () => window.open(whatsAppShareUrl(text, url), "_blank", "noopener");
  if (!canShareNatively()) {
    whatsApp();
    return;
  }
  navigator.share({ title, text, url }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === "AbortError")) whatsApp();
  });
}
