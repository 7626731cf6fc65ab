import type { FastifyInstance } from "fastify";
import { registerAdminCardRoutes } from "./admin-card-routes.js";
import { registerAdminCourseRoutes } from "./admin-course-routes.js";
import { registerAdminModuleRoutes } from "./admin-module-routes.js";
import { adminMount, organisationMount } from "./authoring-mount.js";
import { registerCourseAudienceRoutes } from "./course-audience-routes.js";
import { registerLearnerRoutes } from "./learner-routes.js";

/**
 * Courses, modules and cards: the learner's calls, and authoring on two mounts (authoring-mount.ts): the
 * Admin's over every course, an organisation's over its own (issue 40).
 */
export async function registerLearningRoutes(app: FastifyInstance): Promise<void> {
  await registerLearnerRoutes(app);
  for (const mount of [adminMount, organisationMount(app.db)]) {
    await registerAdminCourseRoutes(app, mount);
    await registerAdminModuleRoutes(app, mount);
    await registerAdminCardRoutes(app, mount);
  }
  await registerCourseAudienceRoutes(app);
}
