import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode, useEffect } from "react";
import { Providers } from "./providers";

/**
 * The whole app around its router: React Router's RouterProvider in the browser (main.tsx), its
 * StaticRouterProvider in the server's render (entry-server.tsx). The two draw the same tree, so ids
 * from useId agree and the browser hydrates what the server drew.
 */
export function App({
  client,
  children,
  onCommitted,
}: {
  client: QueryClient;
  children: ReactNode;
  /** Called once the first render is on the page (the browser only: effects never run on the server). */
  onCommitted?: () => void;
}) {
  useEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <StrictMode>
      <Providers client={client}>{children}</Providers>
    </StrictMode>
  );
}
