/** What the feedback feature offers the rest of the app; nothing else of it is imported from outside. */
export { FeedbackAsk } from "./components/FeedbackAsk";
