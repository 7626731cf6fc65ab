import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { MeProvider } from "../features/auth";
import { activeI18n } from "../lib/i18n";

/**
 * The app's providers. The i18next instance is the page's: in the browser the app's own, in a server
 * render the one made for that render (lib/render-scope.ts), so two pages drawn at once keep their languages.
 */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={activeI18n()}>
      <QueryClientProvider client={client}>
        <MeProvider>{children}</MeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
