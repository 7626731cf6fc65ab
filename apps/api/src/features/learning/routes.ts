import type { FastifyInstance } from "fastify";
import { registerAdminCardRoutes } from "./admin-card-routes.js";
import { registerAdminCourseRoutes } from "./admin-course-routes.js";
import { registerAdminModuleRoutes } from "./admin-module-routes.js";
import { registerLearnerRoutes } from "./learner-routes.js";

/** Courses, modules and cards: the learner's calls and the admin's authoring. */
export async function registerLearningRoutes(app: FastifyInstance): Promise<void> {
  await registerLearnerRoutes(app);
  await registerAdminCourseRoutes(app);
  await registerAdminModuleRoutes(app);
  await registerAdminCardRoutes(app);
}
