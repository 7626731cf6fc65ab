/**
 * What the service worker (src/sw.ts) does with a request, decided from the request alone. Shared with
 * the app (cache names) and tested; no DOM or worker globals here, so both builds can import it.
 */

/** Images seen while browsing: bounded and expiring (the service worker's runtime cache). */
export const MEDIA_CACHE = "arthshala-media";
/** Images of courses the learner made available offline: kept until removed or logged out. */
export const SAVED_MEDIA_CACHE = "arthshala-saved-media";
/** Hashed files not in the precache (admin pages): immutable, so cache-first. */
export const ASSET_CACHE = "arthshala-assets";

/**
 * Paths the server answers itself, never with the app's page: the API, uploads and content images,
 * share images, the sitemap and robots.txt. A navigation to one goes to the network as it is.
 */
const SERVER_PATHS = [
  /^\/api(\/|$)/,
  /^\/uploads\//,
  /^\/content\//,
  /^\/og\//,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
];

/** A page of the app: the server renders it (network first), the precached shell stands in offline. */
export function isAppPage(url: URL, origin: string): boolean {
  return url.origin === origin && !SERVER_PATHS.some((pattern) => pattern.test(url.pathname));
}

/** An uploaded or seeded image (videos and audio stream in ranges, which a cache cannot answer). */
export function isMediaImage(url: URL, origin: string, destination: string): boolean {
  if (url.origin !== origin || !/^\/(uploads|content)\//.test(url.pathname)) return false;
  return destination === "image" || /\.(png|jpe?g|webp|gif|avif|svg)$/i.test(url.pathname);
}

/** A hashed build file. */
export function isBuildAsset(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith("/assets/");
}

/** Same-origin images named in Markdown (`![alt](/uploads/x.png)`), to save with a card. */
export function markdownImages(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)>?/g)) {
    const src = match[1];
    if (src && /^\/(uploads|content)\//.test(src)) found.add(src);
  }
  return [...found];
}
