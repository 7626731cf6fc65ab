/** What the class-progress feature offers the rest of the app; nothing else of it is imported from outside. */
export { classLeaderboardPath, classProgressPath } from "./api";
export { ClassLeaderboardLink } from "./components/ClassLeaderboardLink";
