import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { LessonLanguageProvider } from "../../components/lesson/LessonLanguage";
import { PageSpinner } from "../../components/ui/Spinner";
import { AuthPopupListener } from "../../features/auth";
import { AgeBandArrival } from "../../features/guardian";
import { OfflineBanner, OfflineSync } from "../../features/offline";
import { LanguageSync } from "../i18n/LanguageSync";
import { Footer } from "./Footer";
import { LanguageSwitch } from "./LanguageSwitch";
import { NavigationProgress } from "./NavigationProgress";
import { ScrollToTop } from "./ScrollToTop";
import { SiteHeader } from "./SiteHeader";
import { SiteMenuProvider } from "./siteMenu";
import { TabBar } from "./TabBar";
import { ToastHost } from "./ToastHost";

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <SiteMenuProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
        >
          {t("skipToContent")}
        </a>
        <NavigationProgress />
        <LanguageSync />
        <ScrollToTop />
        <AuthPopupListener />
        <Suspense>
          <SiteHeader />
        </Suspense>
        <OfflineBanner />
        <OfflineSync />
        {/* The header, the page and the footer are Suspense boundaries: React hydrates each on its own,
          yielding to the browser between them, and a tap on one not yet hydrated hydrates it first. */}
        <Suspense>
          {/* At least a screen tall, so the footer starts below the fold: pages whose data arrives late
            then grow without moving anything a reader sees (Lighthouse CLS was 0.52 on a roadmap). */}
          <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
            {/* A page still loading its texts (another language's, say) shows the spinner meanwhile. */}
            <Suspense fallback={<PageSpinner />}>
              {/* A lesson's top bar shows the language switch, the site header being left out there. */}
              <LessonLanguageProvider value={<LanguageSwitch />}>
                <Outlet />
              </LessonLanguageProvider>
            </Suspense>
          </main>
        </Suspense>
        <Suspense>
          <Footer />
        </Suspense>
        {/* A learner's sections on a phone, fixed at the bottom; its room comes after the footer. */}
        <Suspense>
          <TabBar />
        </Suspense>
        <ToastHost />
        {/* An account with no age band answers it before anything else (issue 40). */}
        <AgeBandArrival />
      </div>
    </SiteMenuProvider>
  );
}
