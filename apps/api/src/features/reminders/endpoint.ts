import { isIP } from "node:net";

/**
 * The push services of the browsers our learners use. A subscription's endpoint is an address the
 * server will POST to, chosen by whoever calls the API: in production only these hosts (and their
 * subdomains) are accepted, so the reminder job cannot be pointed at an internal address (SSRF).
 */
export const PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet, Opera, Brave
  "android.googleapis.com", // older Chrome subscriptions
  "push.services.mozilla.com", // Firefox (updates.push.services.mozilla.com)
  "push.apple.com", // Safari, and apps added to an iPhone's home screen (web.push.apple.com)
  "notify.windows.com", // Edge on Windows (*.notify.windows.com)
] as const;

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  return host === "::1";
}

/**
 * Whether the server may send to this endpoint (an https URL, checked by the contract). Outside
 * production a loopback host is allowed as well, for tests and local experiments with a fake push service.
 */
export function isAllowedPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:") return false;
  const host = url.hostname.toLowerCase();
  if (!production && isLoopback(host)) return true;
  if (isIP(host.replace(/^\[|\]$/g, "")) !== 0) return false;
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
