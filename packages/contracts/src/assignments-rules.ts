/**
 * Class assignments' rules (issue 40), shared by server and browser (zod-free, so the web imports it
 * cheaply): a facilitator assigns a course, or one module of it, to a class with an optional due India
 * day; each learner's status on it is counted from their own card progress.
 */

/** A learner's status on one assignment: no card of it done, some, or all. */
export const ASSIGNMENT_STATUSES = ["not_started", "in_progress", "done"] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** The status from a learner's completed cards out of the assignment's live cards. */
export function assignmentStatus(completed: number, total: number): AssignmentStatus {
  if (total > 0 && completed >= total) return "done";
  return completed > 0 ? "in_progress" : "not_started";
}

/** A calendar day "YYYY-MM-DD" moved by whole days (read and written as UTC, so no zone moves it). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * Where a due day stands from `today` (both India days): what a learner reads beside it. Past it and
 * not done is overdue; a day with no due date is "none".
 */
export type DueState = "none" | "overdue" | "today" | "tomorrow" | "later";
export function dueState(dueOn: string | null, today: string): DueState {
  if (!dueOn) return "none";
  if (dueOn < today) return "overdue";
  if (dueOn === today) return "today";
  return dueOn === addDays(today, 1) ? "tomorrow" : "later";
}

/** The tag of an assignment's reminder notification: one per assignment, apart from the streak's. */
export const assignmentNotificationTag = (assignmentId: number) => `assignment-${assignmentId}`;

/** What the assignment calls say when they refuse (Hindi in the API's platform/i18n/messages-hi.ts). */
export const assignmentMessages = {
  duePast: "Choose today or a later day: a due date cannot be in the past.",
  alreadyAssigned: "This is already assigned to the class. Change its due date in the list instead.",
  courseUnavailable: "This course cannot be assigned to this class.",
  moduleNotInCourse: "This module is not part of the chosen course.",
  classArchived: "This class is archived: nothing new can be assigned to it.",
  notFound: "This assignment does not exist in this class.",
} as const;
