import type { Locale } from "@arthshala/contracts/locales";
import { stopPageTexts } from "./messages.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type StopPageState = "ask" | "stopped" | "alreadyStopped" | "badLink";

/**
 * The small page a reminder email's stop link opens: a question with one button (GET), then the
 * outcome (POST). GET changes nothing, so a mail scanner that opens links cannot stop anyone's
 * reminders; mail clients' RFC 8058 one-click POST stops them without this page. Plain HTML in the
 * site's colours, no script (the CSP allows none inline), readable on a 360 px phone.
 */
export function stopPage(
  language: Locale,
  state: StopPageState,
  token: string | null,
  homeUrl: string,
): string {
  const t = stopPageTexts[language];
  const body =
    state === "ask" && token
      ? `<p>${escapeHtml(t.question)}</p>
    <form method="post" action="/api/reminders/stop?token=${escapeHtml(encodeURIComponent(token))}">
      <input type="hidden" name="token" value="${escapeHtml(token)}">
      <button type="submit">${escapeHtml(t.button)}</button>
    </form>`
      : `<p role="status">${escapeHtml(state === "stopped" ? t.stopped : state === "alreadyStopped" ? t.alreadyStopped : t.badLink)}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(t.title)} · Arthshala</title>
  <style>
    body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans Devanagari", sans-serif;
      background: #f8fafc; color: #0f172a; line-height: 1.5; }
    main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border: 1px solid #e2e8f0;
      border-radius: 1rem; box-sizing: border-box; }
    @media (max-width: 30rem) { main { margin: 1rem; } }
    h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
    button { min-height: 2.75rem; padding: 0 1.25rem; border: 0; border-radius: .75rem; background: #047857;
      color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
    button:focus-visible, a:focus-visible { outline: 3px solid #0f766e; outline-offset: 2px; }
    a { color: #047857; font-weight: 600; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(t.title)}</h1>
    ${body}
    <p><a href="${escapeHtml(homeUrl)}">${escapeHtml(t.home)}</a></p>
  </main>
</body>
</html>`;
}
