import { z } from "zod";
import { ASSIGNMENT_STATUSES } from "./assignments-rules.js";
import { idNumber, idString } from "./ids.js";

/**
 * Class assignments' calls (issue 40). A facilitator's, under /api/classes/:classId/assignments:
 * the list, what can be assigned, create, change the due date, remove. A learner's: GET /api/assignments.
 * Rules and texts are in ./assignments-rules (zod-free, for the web).
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};

/** A due India day as a date input sends it. Whether it is past is the server's check (its today). */
export const dueDaySchema = z
  .string()
  .regex(DAY, "Use a date like 2026-12-05.")
  .refine(isDay, "That date does not exist.")
  .refine((d) => d <= "2100-12-31", "Choose a date before 2101.")
  .meta({ examples: ["2099-12-31"] });

export const classParamsSchema = z.object({ classId: idString });
export const classAssignmentParamsSchema = z.object({ classId: idString, assignmentId: idString });

export const assignmentCreateBodySchema = z.object({
  course_id: idNumber,
  /** One module of the course; none (or null or "": a form's "whole course") assigns the whole course. */
  module_id: z
    .union([z.literal("").transform(() => null), idNumber])
    .nullish()
    .transform((m) => m ?? null),
  /** None (or null or ""): no due date. */
  due_on: z
    .union([z.literal("").transform(() => null), dueDaySchema])
    .nullish()
    .transform((d) => d ?? null),
});
export type AssignmentCreateBody = z.input<typeof assignmentCreateBodySchema>;

export const assignmentUpdateBodySchema = z.object({
  /** The new due day, or null to have none. */
  due_on: z.union([z.literal("").transform(() => null), dueDaySchema]).nullable(),
});
export type AssignmentUpdateBody = z.input<typeof assignmentUpdateBodySchema>;

/** One assignment as its class's facilitator sees it: what, when, and how many learners finished it. */
export const classAssignmentSchema = z.object({
  id: z.number(),
  course_id: z.number(),
  course_title: z.string(),
  module_id: z.number().nullable(),
  module_title: z.string().nullable(),
  due_on: z.string().nullable(),
  /** Learners of the class who have finished every card of it: a count, never who. */
  finished: z.number(),
  /** The course or module was removed by its authors since: learners no longer see it. */
  withdrawn: z.boolean(),
});
export type ClassAssignment = z.infer<typeof classAssignmentSchema>;

export const classAssignmentsSchema = z.object({
  class: z.object({ id: z.number(), name: z.string(), archived: z.boolean() }),
  /** Learners in the class now. */
  members: z.number(),
  /** The India day on the server: due dates before it are refused. */
  today: z.string(),
  assignments: z.array(classAssignmentSchema),
});
export type ClassAssignments = z.infer<typeof classAssignmentsSchema>;

/** What the class may be given: each course it may see, with its modules in order. */
export const assignableCoursesSchema = z.object({
  courses: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      modules: z.array(z.object({ id: z.number(), title: z.string() })),
    }),
  ),
});
export type AssignableCourses = z.infer<typeof assignableCoursesSchema>;

/** One of the signed-in learner's assignments, with their own status on it. */
export const myAssignmentSchema = z.object({
  id: z.number(),
  class_id: z.number(),
  class_name: z.string(),
  course_id: z.number(),
  course_title: z.string(),
  module_id: z.number().nullable(),
  module_title: z.string().nullable(),
  due_on: z.string().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
  completed_cards: z.number(),
  total_cards: z.number(),
  /** For a module: the card to open (the first not done yet, else its first); null for a course. */
  card_id: z.number().nullable(),
});
export type MyAssignment = z.infer<typeof myAssignmentSchema>;

export const myAssignmentsSchema = z.object({
  /** The India day on the server, so "overdue" and "due tomorrow" read the same on every device. */
  today: z.string(),
  assignments: z.array(myAssignmentSchema),
});
export type MyAssignments = z.infer<typeof myAssignmentsSchema>;
