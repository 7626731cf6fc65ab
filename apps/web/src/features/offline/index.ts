/** What the offline feature offers the rest of the app; nothing else of it is imported from outside. */
export { OfflineBanner } from "./components/OfflineBanner";
export { OfflineSync } from "./components/OfflineSync";
