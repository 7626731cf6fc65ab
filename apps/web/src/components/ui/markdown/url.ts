/**
 * URLs as react-markdown hands them to the page: percent-encoded by mdast-util-to-hast's `normalizeUri`,
 * then kept only if relative or of a safe protocol (react-markdown 10's `defaultUrlTransform`).
 */

const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/** Encodes what may not stand in a URL, keeping valid %XX escapes (micromark-util-sanitize-uri). */
function normalizeUri(url: string): string {
  return url.replace(/%(?![\dA-Za-z]{2})|[^!#$%&-;=?-Z_a-z~]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      // A lone surrogate: micromark writes the replacement character instead.
      return "%EF%BF%BD";
    }
  });
}

/** Empty string for `javascript:`, `data:` and every other protocol that is not on the safe list. */
export function safeUrl(url: string): string {
  const value = normalizeUri(url);
  const colon = value.indexOf(":");
  const question = value.indexOf("?");
  const hash = value.indexOf("#");
  const slash = value.indexOf("/");
  return colon === -1 ||
    // A colon after a `/`, `?` or `#` is not a protocol's.
    (slash !== -1 && colon > slash) ||
    (question !== -1 && colon > question) ||
    (hash !== -1 && colon > hash) ||
    SAFE_PROTOCOL.test(value.slice(0, colon))
    ? value
    : "";
}
