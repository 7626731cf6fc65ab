/** What the schemes feature offers the rest of the app; nothing else of it is imported from outside. */
export { readCourseId, recommendationsQuery, useRecommendations, useSchemeList } from "./api";
export {
  RecommendationItem,
  RecommendationItemSkeleton,
  skeletonKeys,
} from "./components/RecommendationItem";
export { schemePages } from "./schemePages";
