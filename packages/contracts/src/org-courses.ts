import { z } from "zod";
import { courseSummarySchema } from "./learning.js";

/**
 * An organisation's own courses (issue 40): authored by its owners and facilitators with the admin's
 * course screens, seen only by its members until an Admin publishes one to everyone.
 */

/** A course as its authors list it: the learner's summary, whose it is, and whether everyone sees it. */
export const authoringCourseSchema = courseSummarySchema.extend({
  /** The organisation it belongs to; null for an Arthshala course (everyone's). */
  organisation: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** When an Admin published the organisation's course to everyone (null: its members only). */
  published_to_all_at: z.string().nullable(),
});
export type AuthoringCourse = z.infer<typeof authoringCourseSchema>;

/** PUT /api/courses/:id/audience (admin): publish an organisation's course to everyone, or take it back. */
export const courseAudienceBodySchema = z.object({ published_to_all: z.boolean() }).strict();
export type CourseAudienceBody = z.infer<typeof courseAudienceBodySchema>;

export const orgCourseMessages = {
  arthshalaCourse: "This is an Arthshala course: everyone sees it already.",
  published: "The course is now published to everyone.",
  organisationOnly: "The course is now for its organisation only.",
} as const;
