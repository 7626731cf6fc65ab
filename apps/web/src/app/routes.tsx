/** The spec's route table (section 2). Guards are layout routes around the pages they protect. */
import type { RouteObject } from "react-router";
import { RedirectSignedIn, RequireAdmin, RequireUser } from "../features/auth/components/guards";
import { RouteErrorPage } from "../features/errors/pages/RouteErrorPage";
import { schemePages } from "../features/schemes/schemePages";
import { RootLayout } from "./layout/RootLayout";
import * as Page from "./pages";

const pageRoutes: RouteObject[] = [
  { element: <RedirectSignedIn />, children: [{ index: true, element: <Page.LandingPage /> }] },
  {
    element: <RequireUser />,
    children: [
      { path: "home", element: <Page.HomePage /> },
      { path: "notifications", element: <Page.NotificationsPage /> },
      { path: "fin-tools", element: <Page.FinToolsPage /> },
      { path: "fin-tools/expensetracker", element: <Page.ExpenseTrackerPage /> },
      { path: "policies", element: <Page.PoliciesPage /> },
      { path: "account", element: <Page.AccountPage /> },
    ],
  },
  { path: "courses", element: <Page.CoursesPage /> },
  { path: "courses/course/:courseId", element: <Page.CourseRoadmapPage /> },
  { path: "courses/course/:courseId/module/:moduleId/card/:cardId", element: <Page.CardViewerPage /> },
  { path: "articles", element: <Page.ArticlesPage /> },
  // An article's readable address opens the same page with its reader open.
  { path: "articles/:slug", element: <Page.ArticlesPage /> },
  { path: "unsubscribe", element: <Page.UnsubscribePage /> },
  { path: "newsletter/confirm", element: <Page.ConfirmNewsletterPage /> },
  { path: "signin", element: <Page.SignInPage /> },
  { path: "signup", element: <Page.SignUpPage /> },
  { path: "forgot-password", element: <Page.ForgotPasswordPage /> },
  { path: "reset-password", element: <Page.ResetPasswordPage /> },
  { path: "auth/done", element: <Page.AuthDonePage /> },
  { path: "verify-email", element: <Page.VerifyEmailPage /> },
  { path: "feedback", element: <Page.FeedbackPage /> },
  { path: "about", element: <Page.AboutPage /> },
  { path: "help", element: <Page.HelpPage /> },
  { path: "contact", element: <Page.ContactPage /> },
  { path: "privacy-policy", element: <Page.PrivacyPolicyPage /> },
  { path: "termsofservice", element: <Page.TermsOfServicePage /> },
  ...schemePages.map(({ path }) => ({ path, element: <Page.SchemePage route={path} /> })),
  // The calculators are for visitors too.
  { path: "fin-tools/fd-calculator", element: <Page.FdCalculatorPage /> },
  { path: "fin-tools/rd-calculator", element: <Page.RdCalculatorPage /> },
  { path: "fin-tools/ppf-calculator", element: <Page.PpfCalculatorPage /> },
  { path: "fin-tools/sip-calculator", element: <Page.SipCalculatorPage /> },
  { path: "fin-tools/emi-calculator", element: <Page.EmiCalculatorPage /> },
  {
    path: "admin",
    element: <RequireAdmin />,
    children: [
      {
        element: <Page.AdminLayout />,
        children: [
          { index: true, element: <Page.AdminDashboardPage /> },
          { path: "courses", element: <Page.AdminCoursesPage /> },
          { path: "courses/add", element: <Page.AddCoursePage /> },
          { path: "courses/:courseId/edit", element: <Page.EditCoursePage /> },
          { path: "courses/:courseId/modules", element: <Page.AdminModulesPage /> },
          { path: "courses/:courseId/modules/add", element: <Page.AddModulePage /> },
          { path: "modules/:moduleId/edit", element: <Page.EditModulePage /> },
          { path: "modules/:moduleId/cards", element: <Page.AdminCardsPage /> },
          { path: "modules/:moduleId/cards/add", element: <Page.AddCardPage /> },
          { path: "cards/:cardId/edit", element: <Page.EditCardPage /> },
          { path: "articles", element: <Page.AdminArticlesPage /> },
          { path: "articles/add", element: <Page.AddArticlePage /> },
          { path: "articles/:articleId/edit", element: <Page.EditArticlePage /> },
          { path: "newsletters", element: <Page.NewslettersPage /> },
          { path: "outbox", element: <Page.OutboxPage /> },
          { path: "messages", element: <Page.AdminMessagesPage /> },
          { path: "settings", element: <Page.AdminSettingsPage /> },
          { path: "schemes", element: <Page.AdminSchemesPage /> },
          { path: "schemes/:productId", element: <Page.EditSchemePage /> },
          // Unknown admin paths are still admin-only: a visitor learns nothing about them.
          { path: "*", element: <Page.NotFoundPage /> },
        ],
      },
    ],
  },
  { path: "*", element: <Page.NotFoundPage /> },
];

/** The id of the layer the pages hang from: the browser's router adds the rest of them there (app/router.tsx). */
export const PAGES_ROUTE_ID = "pages";

/** The whole table around the given page routes (all of them on the server, some at first in the browser). */
export function routesWith(pages: RouteObject[]): RouteObject[] {
  return [
    {
      path: "/",
      element: <RootLayout />,
      // If the layout itself fails (its header, say), the message stands alone instead of the router's
      // developer page.
      errorElement: (
        <main id="main" className="min-h-dvh">
          <RouteErrorPage />
        </main>
      ),
      // A pathless layer so a page's failure keeps the header and footer around the error message.
      children: [{ id: PAGES_ROUTE_ID, errorElement: <RouteErrorPage />, children: pages }],
    },
  ];
}

export const routes: RouteObject[] = routesWith(pageRoutes);

/** The first segment of a path ("fin-tools" of "fin-tools/expensetracker"); "" for an index route. */
const firstSegment = (path: string) => path.replace(/^\//, "").split("/")[0] ?? "";

/**
 * The page routes that may match `pathname`: those whose path starts with its first segment (all of
 * them, so a static path and a parameter under one segment are ranked together), layouts holding such a
 * route, and always the home page (the index route) and the not-found route. Everything else is added at the first change
 * of page (app/router.tsx).
 */
export function pageRoutesFor(pathname: string): RouteObject[] {
  const first = firstSegment(pathname);
  const mayMatch = (route: RouteObject): boolean => {
    // The home page always: "/" would otherwise match the root route alone (a page with nothing in it),
    // and no route discovery would follow (a guard's redirect to "/" met that).
    if (route.index) return true;
    if (route.path === undefined) return (route.children ?? []).some(mayMatch);
    const segment = firstSegment(route.path);
    return segment === "*" || segment.startsWith(":") || segment === first;
  };
  return pageRoutes.filter(mayMatch);
}

/** Every page route not in `some` (by identity). */
export const pageRoutesBesides = (some: RouteObject[]): RouteObject[] =>
  pageRoutes.filter((route) => !some.includes(route));
