import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** The browser's router (main.tsx), built in a task of its own: ranking the route table takes a while. */
export const createRouter = () => createBrowserRouter(routes);
