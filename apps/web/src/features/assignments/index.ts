/** What the assignments feature offers the rest of the app; nothing else of it is imported from outside. */
export { assignmentsByCourse, myAssignmentsQuery, useMyAssignments } from "./api";
export { AssignedBadge } from "./components/AssignedBadge";
export { AssignedByClass } from "./components/AssignedByClass";
