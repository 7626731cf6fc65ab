import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import { isLoopbackName } from "./loopback.js";
import { publicOrigin } from "./origin.js";

/**
 * One address for a local install. A server on this machine answers at http://localhost:3000 and at
 * http://127.0.0.1:3000 alike, but cookies are kept per host name: a learner who signs in on 127.0.0.1 and
 * then opens a mailed link (which always names the public origin) arrives signed out. So when the public
 * origin is itself a loopback name, a page asked for by another loopback name on the same port is
 * redirected (302, not cached) to the same path on the public origin.
 *
 * Left alone: a public origin that is a real name (production: nothing is redirected, whatever the Host);
 * other ports (a proxy in front); other machines' names for this one (a phone on the LAN); /api/, whose
 * callers are the app itself, scripts and health checks; /metrics (a scraper); and whatever a browser fetches for a page
 * rather than navigates to (Sec-Fetch-Mode other than navigate: images, scripts, fetch()).
 */
export function registerCanonicalHost(app: FastifyInstance, config: Config): void {
  const target = new URL(publicOrigin(config));
  if (!isLoopbackName(target.hostname)) return;
  const origin = target.origin;
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (request.url === "/api" || request.url.startsWith("/api/")) return;
    if (request.url === "/metrics") return; // a scraper, whose token must not follow a redirect
    // A person opening a page (a browser says "navigate"; curl says nothing), not a page's image or a script's fetch.
    const mode = request.headers["sec-fetch-mode"];
    if (mode !== undefined && mode !== "navigate") return;
    if (!isOtherLoopbackName(request.host, target)) return;
    return reply.redirect(`${origin}${request.url}`, 302);
  });
}

/** Whether `host` (a Host header: name and port) is another loopback name for `target`'s port. */
export function isOtherLoopbackName(host: string, target: URL): boolean {
  let asked: URL;
  try {
    asked = new URL(`${target.protocol}//${host}`);
  } catch {
    return false;
  }
  return asked.hostname !== target.hostname && asked.port === target.port && isLoopbackName(asked.hostname);
}
