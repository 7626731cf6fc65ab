import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/queryClient";
import { router } from "./app/router";
import "./index.css";

const queryClient = createQueryClient();

// Installable and readable offline (features/offline): only the production build has a service worker.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  void import("./features/offline/registerServiceWorker").then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
}

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
