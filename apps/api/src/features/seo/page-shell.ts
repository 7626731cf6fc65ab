import { escapeHtml } from "./html.js";
import type { PageMeta } from "./page-meta.js";

/**
 * The built index.html with one page's head (title, description, canonical, Open Graph, Twitter card)
 * and its text in <noscript>, so search engines, link previews and readers without scripts get the page;
 * the SPA then renders as usual (nothing it draws is replaced, so nothing shifts).
 */
export function renderShell(indexHtml: string, meta: PageMeta, origin: string): string {
  const url = `${origin}${meta.path}`;
  const image = `${origin}${meta.image}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="Arthshala" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(meta.robots ? [`<meta name="robots" content="${meta.robots}" />`] : []),
  ].join("\n    ");
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace("</head>", `    ${tags}\n  </head>`)
    .replace(
      /<body([^>]*)>/,
      `<body$1>\n    <noscript><main class="noscript-page">${meta.body}</main></noscript>`,
    );
}
