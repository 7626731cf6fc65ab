/** What the classes feature offers the rest of the app; nothing else of it is imported from outside. */
export { accountClassesQuery, classQuery } from "./api";
export { ClassNav } from "./components/ClassNav";
export { useYourClassesSection } from "./components/YourClasses";
export { useCanTeach } from "./useCanTeach";
