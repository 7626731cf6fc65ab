import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./providers";

/**
 * The whole app, the same tree in the browser (main.tsx) and in the server's render
 * (entry-server.tsx): ids from useId depend on the tree's shape, and the two must agree.
 */
export function App({ client, router }: { client: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <Providers client={client}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
