import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/queryClient";
import { router } from "./app/router";
import "./index.css";
import { initI18n } from "./lib/i18n";

const queryClient = createQueryClient();

// Installable and readable offline (features/offline): only the production build has a service worker.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  void import("./features/offline/registerServiceWorker").then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
}

// English is in the bundle (at once); a Hindi visit first fetches its texts, so no English flashes.
void initI18n().then(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
