import type { FastifyInstance } from "fastify";
import type { ContentChanges } from "./content-changes.js";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /** A write that changes authored content though it is not an admin route (an organisation's course authoring). */
    changesContent?: boolean;
  }
}

/**
 * Every successful admin write may change authored content (courses, modules, cards, articles,
 * schemes), so it announces a change before its answer leaves: the admin's next read on this instance
 * already sees the new content, and other instances hear it through NOTIFY. Announcing for an admin
 * write that changed no content only costs a cache reload; forgetting one would serve stale content.
 * Other routes that write content (an organisation's authors, issue 40) say so with `changesContent`.
 */
export function announceAdminChanges(api: FastifyInstance, changes: ContentChanges): void {
  api.addHook("onSend", async (request, reply, payload) => {
    if (
      (request.routeOptions.config?.access === "admin" || request.routeOptions.config?.changesContent) &&
      UNSAFE.has(request.method) &&
      reply.statusCode < 400
    ) {
      await changes.announce(api.db);
    }
    return payload;
  });
}
