/** What the errors feature offers the rest of the app; nothing else of it is imported from outside. */
export { RouteErrorPage } from "./pages/RouteErrorPage";
