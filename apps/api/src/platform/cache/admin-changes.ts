import type { FastifyInstance } from "fastify";
import type { ContentChanges } from "./content-changes.js";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every successful admin write may change authored content (courses, modules, cards, articles,
 * schemes), so it announces a change before its answer leaves: the admin's next read on this instance
 * already sees the new content, and other instances hear it through NOTIFY. Announcing for an admin
 * write that changed no content only costs a cache reload; forgetting one would serve stale content.
 */
export function announceAdminChanges(api: FastifyInstance, changes: ContentChanges): void {
  api.addHook("onSend", async (request, reply, payload) => {
    if (
      request.routeOptions.config?.access === "admin" &&
      UNSAFE.has(request.method) &&
      reply.statusCode < 400
    ) {
      await changes.announce(api.db);
    }
    return payload;
  });
}
