/** What the rewards feature offers the rest of the app; nothing else of it is imported from outside. */
export { PerkPicture } from "./components/PerkPicture";
