/** What the analytics feature offers the rest of the app; nothing else of it is imported from outside. */
export { AnalyticsBoard } from "./components/AnalyticsBoard";
export { EnglishOnly } from "./text";
