import { autoTrackingStatusSchema, enableAutoTrackingBodySchema } from "@arthshala/contracts/auto-tracking";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { conflict, errorResponses } from "../../platform/http/errors.js";
import {
  autoTrackingStatus,
  disableAutoTracking,
  enableAutoTracking,
  inboundAvailable,
} from "./addresses.js";

const errors = errorResponses(400, 401, 403, 409);
const user = { access: "user" } as const;

export const AUTO_TRACKING_OFF_HERE =
  "Automatic tracking isn't set up on this server yet. You can still paste an alert or import a statement.";

/**
 * Automatic tracking (issue 41): the learner's state, turning it on with consent (a new forwarding
 * address) and off (revoked at once). The inbound SMTP server that reads what is forwarded is
 * registered on the app itself (inbound-server.ts).
 */
export async function registerAutoTrackingRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = "/fin-tools/auto-tracking";
  const me = (request: FastifyRequest) => request.user!.id;

  app.get(
    base,
    {
      config: user,
      schema: {
        summary: "Whether automatic tracking is on, the forwarding address and what mail to it did",
        response: { 200: autoTrackingStatusSchema, ...errors },
      },
    },
    async (request) => autoTrackingStatus(app.db, app.config, me(request)),
  );

  app.post(
    `${base}/enable`,
    {
      config: user,
      schema: {
        summary: "Turn automatic tracking on with the learner's consent: a personal forwarding address",
        body: enableAutoTrackingBodySchema,
        response: { 200: autoTrackingStatusSchema, ...errors },
      },
    },
    async (request) => {
      if (!inboundAvailable(app.config)) throw conflict(AUTO_TRACKING_OFF_HERE);
      return enableAutoTracking(
        app.db,
        app.config,
        me(request),
        request.body.consentVersion,
        app.clock.now(),
      );
    },
  );

  app.post(
    `${base}/disable`,
    {
      config: user,
      schema: {
        summary: "Turn automatic tracking off: the forwarding address is revoked at once",
        response: { 200: autoTrackingStatusSchema, ...errors },
      },
    },
    async (request) => disableAutoTracking(app.db, app.config, me(request), app.clock.now()),
  );
}
