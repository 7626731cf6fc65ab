/** What the review feature offers the rest of the app; nothing else of it is imported from outside. */
export { reviewDeckQuery } from "./api";
export { ReviewTile } from "./components/ReviewTile";
