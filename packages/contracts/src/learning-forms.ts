import { z } from "zod";
import { formFlag, optionalText, requiredLine, requiredText, wholeNumber } from "./form-fields.js";

/**
 * The admin's course and module forms (spec section 5): the API validates the requests with these and
 * the web's forms validate with the same schemas, so the admin reads the server's rules before sending.
 */

export const courseFormMessages = {
  titleRequired: "Title is required.",
  descriptionRequired: "Description is required.",
  modulesRequired: "Number of modules is required.",
  modulesInvalid: "Number of modules must be a whole number, at least 1.",
  modulesTooMany: "Number of modules can be at most 100.",
  durationRequired: "Duration is required.",
  durationInvalid: "Duration must be a whole number of minutes, at least 1.",
  durationTooLong: "Duration can be at most 10000 minutes.",
} as const;

/** The text fields of POST /api/courses/add and PUT /api/courses/:id (multipart; the thumbnail is a file). */
export const courseFormSchema = z.object({
  title: requiredLine(courseFormMessages.titleRequired, 120),
  description: requiredText(courseFormMessages.descriptionRequired, 1000),
  modules_count: wholeNumber({
    min: 1,
    max: 100,
    required: courseFormMessages.modulesRequired,
    invalid: courseFormMessages.modulesInvalid,
    tooBig: courseFormMessages.modulesTooMany,
  }),
  duration: wholeNumber({
    min: 1,
    max: 10_000,
    required: courseFormMessages.durationRequired,
    invalid: courseFormMessages.durationInvalid,
    tooBig: courseFormMessages.durationTooLong,
  }),
  /** On edit: clear the thumbnail (when no new one is sent). */
  remove_thumbnail: formFlag(),
});
export type CourseFormInput = z.input<typeof courseFormSchema>;

export const moduleFormMessages = {
  titleRequired: "Title is required.",
  orderInvalid: "Order must be a whole number, 0 or more.",
  orderTooBig: "Order can be at most 10000.",
} as const;

/** JSON body of POST /api/modules/add/:courseId and PUT /api/modules/:id; an empty order is 0. */
export const moduleFormSchema = z.object({
  title: requiredLine(moduleFormMessages.titleRequired, 120),
  description: optionalText(1000),
  order_index: wholeNumber({
    min: 0,
    max: 10_000,
    invalid: moduleFormMessages.orderInvalid,
    tooBig: moduleFormMessages.orderTooBig,
    fallback: 0,
  }),
});
export type ModuleFormInput = z.input<typeof moduleFormSchema>;
export type ModuleFormValues = z.output<typeof moduleFormSchema>;
