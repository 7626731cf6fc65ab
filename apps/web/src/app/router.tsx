import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** The browser's router (main.tsx), built in a task of its own: ranking the route table takes a while. */
export const createRouter = () => createBrowserRouter(routes);

/**
 * The two browser calls createRouter makes first, made in a task before its own: the history entry gets
 * the index React Router numbers entries with (history.replaceState, which took 3 to 18 ms here, 4× that
 * on a phone), and session storage, where it keeps view transitions, is opened. Its own code then finds
 * both done and skips the write; were a later React Router to store its index differently, it would
 * simply write its own again.
 */
export function prepareRouter(): void {
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, "");
  try {
    window.sessionStorage.getItem("remix-router-transitions");
  } catch {
    // Storage refused (a privacy mode): React Router meets the same and carries on without it.
  }
}
