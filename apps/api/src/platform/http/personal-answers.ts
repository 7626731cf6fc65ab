import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A public route whose answer depends on the session (a visitor's and a learner's differ), so no
     * cache may keep even a visitor's answer to give it to someone else.
     */
    personal?: boolean;
    /**
     * A route a one-time link's token reaches (in its address or its body): no cache, the browser's
     * included, may keep its answer, nor with it an address that carries the token.
     */
    oneTimeLink?: boolean;
  }
}

export const PERSONAL_CACHE_CONTROL = "private, no-store";
export const ONE_TIME_LINK_CACHE_CONTROL = "no-store";

/**
 * Answers that depend on who is asking must not be kept by a browser's disk cache or a shared cache
 * (a CDN, a proxy): every answer to a signed-in request, every user or admin route, every route that
 * declares itself personal, and every answer that sets a cookie. A route that set its own
 * Cache-Control (e.g. `no-store` on a download) keeps it; public, shared answers keep their caching.
 * An answer to a one-time link's token is `no-store` whoever asks.
 */
export function registerPersonalAnswers(api: FastifyInstance): void {
  api.addHook("onSend", async (request, reply, payload) => {
    if (reply.hasHeader("cache-control")) return payload;
    if (request.routeOptions.config?.oneTimeLink === true) {
      reply.header("cache-control", ONE_TIME_LINK_CACHE_CONTROL);
    } else if (isPersonal(request, reply)) {
      reply.header("cache-control", PERSONAL_CACHE_CONTROL);
    }
    return payload;
  });
}

function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  const config = request.routeOptions.config;
  return (
    request.user !== null ||
    config?.access === "user" ||
    config?.access === "admin" ||
    config?.access === "facilitator" ||
    config?.personal === true ||
    reply.hasHeader("set-cookie")
  );
}
