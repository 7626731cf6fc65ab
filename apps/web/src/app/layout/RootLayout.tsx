import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageSpinner } from "../../components/ui/Spinner";
import { AuthPopupListener } from "../../features/auth/components/AuthPopupListener";
import { OfflineBanner } from "../../features/offline/components/OfflineBanner";
import { OfflineSync } from "../../features/offline/components/OfflineSync";
import { Footer } from "./Footer";
import { ScrollToTop } from "./ScrollToTop";
import { SiteHeader } from "./SiteHeader";
import { ToastHost } from "./ToastHost";

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <AuthPopupListener />
      <SiteHeader />
      <OfflineBanner />
      <OfflineSync />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* Pages are lazy chunks: the header and footer stay while one loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastHost />
    </div>
  );
}
