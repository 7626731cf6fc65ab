import type { FastifyRequest } from "fastify";
import { forbidden } from "./errors.js";
import { httpMessages } from "./messages.js";

/**
 * Spec calls send the signed-in user's email (or userId) to say who is asking. The session decides;
 * a body identity that names someone else is refused, and one from a visitor is ignored.
 */
export function assertBodyIdentity(request: FastifyRequest): void {
  const body = request.body as { email?: unknown; userId?: unknown } | undefined;
  const user = request.user;
  if (!body || !user) return;
  if (typeof body.email === "string" && body.email.trim() && body.email.trim().toLowerCase() !== user.email) {
    throw forbidden(httpMessages.otherAccount);
  }
  if (typeof body.userId === "string" && body.userId && body.userId !== user.id) {
    throw forbidden(httpMessages.otherAccount);
  }
}
