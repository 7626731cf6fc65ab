import type { FastifyInstance } from "fastify";
import { registerClassRoutes } from "./class-routes.js";
import { registerFacilitatorRoutes } from "./facilitator-routes.js";
import { registerJoinRoutes } from "./join-routes.js";
import { registerOrganisationRoutes } from "./organisation-routes.js";

/** Organisations, classes, joining and the Facilitator role (issue 40). */
export async function registerClassesFeature(api: FastifyInstance): Promise<void> {
  await registerFacilitatorRoutes(api);
  await registerOrganisationRoutes(api);
  await registerJoinRoutes(api);
  await registerClassRoutes(api);
}
