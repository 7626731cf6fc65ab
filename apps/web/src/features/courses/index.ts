/** What the courses feature offers the rest of the app; nothing else of it is imported from outside. */
export {
  courseRoadmapPath,
  coursesQuery,
  learningKeys,
  refreshAfterCompletion,
  saveCompletedCard,
  updateCard,
  useCourses,
} from "./api";
export { ContinueTile, ContinueTileSkeleton, isCourseDone } from "./components/ContinueTile";
