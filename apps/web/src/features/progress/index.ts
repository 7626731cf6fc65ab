/** What the progress feature offers the rest of the app; nothing else of it is imported from outside. */
export {
  homeDataQuery,
  useDismissFeedback,
  useFinScoreLog,
  useHomeData,
  useLeaderboard,
  useLeaderboardVisibility,
} from "./api";
export { homeKeys } from "./keys";
