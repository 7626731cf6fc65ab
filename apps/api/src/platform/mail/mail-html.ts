import { isLocale } from "@arthshala/contracts/locales";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Web addresses as links (the escaped text never holds a quote or angle bracket to break out of). */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<>"]+/g, (url) => {
    const trimmed = url.replace(/[.,;:!?)]+$/, "");
    return `<a href="${trimmed}">${trimmed}</a>${url.slice(trimmed.length)}`;
  });

/**
 * A mail's HTML part, written from its text: one <p> per paragraph, a line that ends mid-sentence (an
 * English template's wrap) joined to the next, links made clickable, the language on <html> (when known) so a reader
 * (or a screen reader) says Hindi as Hindi. Plain and small: no images, no remote styles.
 */
export function mailHtml(subject: string, text: string, language: string | undefined): string {
  // A mail of unknown language (a newsletter as the admin wrote it, a team notice) names none.
  const lang = isLocale(language) ? ` lang="${language}"` : "";
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      let html = "";
      lines.forEach((line, i) => {
        if (i > 0) html += /[.!?:,।)]$/u.test(lines[i - 1]!.trim()) ? "<br>\n" : " ";
        html += linkify(escapeHtml(line.trim()));
      });
      return `<p style="margin:0 0 16px">${html}</p>`;
    });
  return [
    "<!doctype html>",
    `<html${lang}>`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    "<body style=\"margin:0;padding:24px 16px;background:#ffffff;color:#0f172a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari',sans-serif;font-size:16px;line-height:1.6\">",
    '<div style="max-width:36em;margin:0 auto">',
    ...paragraphs,
    "</div></body></html>",
  ].join("\n");
}
