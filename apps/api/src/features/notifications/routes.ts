import {
  notificationSchema,
  notificationsBodySchema,
  okSchema,
  updateNotificationsBodySchema,
} from "@arthshala/contracts/home";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../platform/http/errors.js";
import { assertBodyIdentity } from "../../platform/http/identity.js";
import { hasUnseen, listNotifications, markSeen } from "./service.js";

const errors = errorResponses(400, 401, 403);

/** The notification calls of spec section 7, always for the session's learner. */
export async function registerNotificationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/home/hasunseen",
    {
      config: { access: "user" },
      schema: {
        summary: "Whether the learner has unseen notifications (the bell's dot)",
        body: notificationsBodySchema.optional(),
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      return hasUnseen(app.db, request.user!.id);
    },
  );

  app.post(
    "/home/notifications",
    {
      config: { access: "user" },
      schema: {
        summary: "The learner's notifications, newest first (their own and what was published for everyone)",
        body: notificationsBodySchema.optional(),
        response: { 200: z.array(notificationSchema), ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const { limit, offset } = notificationsBodySchema.parse(request.body ?? {});
      return listNotifications(app.db, request.user!.id, { limit, offset }, request.locale);
    },
  );

  app.post(
    "/home/updatenotifications",
    {
      config: { access: "user" },
      schema: {
        summary: "Mark the learner's notifications seen (up to `until`, the newest one shown, when given)",
        body: updateNotificationsBodySchema.optional(),
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      assertBodyIdentity(request);
      const until = request.body?.until;
      await markSeen(app.db, request.user!.id, until ? new Date(until) : undefined);
      return { ok: true as const };
    },
  );
}
