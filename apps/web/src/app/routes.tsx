/** The spec's route table (section 2). Guards are layout routes around the pages they protect. */
import type { RouteObject } from "react-router";
import { RedirectSignedIn, RequireAdmin, RequireUser } from "../features/auth";
import { RouteErrorPage } from "../features/errors";
import { schemePages } from "../features/schemes";
import { RootLayout } from "./layout/RootLayout";
import { rootLoader } from "./layout/rootLoader";
import * as Page from "./pages";

/**
 * Each route named by its path ("courses/course/:courseId", "admin/index"; a guard by the first route it
 * holds): the same id on the server and in the browser, whose first route table holds only some of the
 * routes (app/router.tsx), so the browser can say which of the drawn page's loaders have run.
 */
function withIds(routes: RouteObject[], parent = ""): RouteObject[] {
  return routes.map((route) => {
    const own = route.index ? "index" : route.path;
    const path = own === undefined ? parent : [parent, own].filter(Boolean).join("/");
    const children = route.children && withIds(route.children, path);
    const id = own === undefined ? `(${children?.[0]?.id ?? ""})` : path;
    return (children ? { ...route, id, children } : { ...route, id }) as RouteObject;
  });
}

const pageRoutes: RouteObject[] = withIds([
  { element: <RedirectSignedIn />, children: [{ index: true, lazy: Page.LandingPage }] },
  {
    element: <RequireUser />,
    children: [
      { path: "home", lazy: Page.HomePage },
      { path: "review", lazy: Page.ReviewPage },
      { path: "notifications", lazy: Page.NotificationsPage },
      { path: "fin-tools", lazy: Page.FinToolsPage },
      { path: "fin-tools/expensetracker", lazy: Page.ExpenseTrackerPage },
      { path: "policies", lazy: Page.PoliciesPage },
      { path: "account", lazy: Page.AccountPage },
      { path: "certificates/:id", lazy: Page.CertificatePage },
      // A course's placement check and its course test (issue 42).
      { path: "courses/course/:courseId/placement", lazy: Page.PlacementPage },
      { path: "courses/course/:courseId/test", lazy: Page.CourseTestPage },
      // Rewards (issue 41): perks for FinStars, and the learner's redeemed ones.
      { path: "rewards", lazy: Page.RewardsPage },
      { path: "rewards/mine", lazy: Page.MyRewardsPage },
      // An organisation's own courses' analytics (issue 40); the API decides who may read them.
      { path: "teach/organisations/:organisationId/analytics", lazy: Page.OrganisationAnalyticsPage },
      // An organisation's perks for its own people (issue 41): its owner's; the API answers 404 to anyone else.
      { path: "teach/organisations/:organisationId/rewards", lazy: Page.AdminRewardsPage },
      { path: "teach/classes/:classId/progress", lazy: Page.ClassProgressPage },
      { path: "classes/:classId/leaderboard", lazy: Page.ClassLeaderboardPage },
      // A facilitator's class assignments (issue 40); the page itself refuses anyone else.
      { path: "teach/classes/:classId/assignments", lazy: Page.ClassAssignmentsPage },
      // A facilitator's organisations and classes (issue 40).
      { path: "teach", lazy: Page.TeachPage },
      { path: "teach/classes/:classId", lazy: Page.ClassPage },
    ],
  },
  // A certificate's public check (issue 40): drawn per visit, never kept (features/seo in the API).
  { path: "verify/:id", lazy: Page.VerifyPage },
  { path: "courses", lazy: Page.CoursesPage },
  { path: "courses/course/:courseId", lazy: Page.CourseRoadmapPage },
  { path: "courses/course/:courseId/module/:moduleId/card/:cardId", lazy: Page.CardViewerPage },
  // A module's end: its review round of missed questions, then its celebration (issue 27).
  { path: "courses/course/:courseId/module/:moduleId/finish", lazy: Page.ModuleFinishPage },
  { path: "courses/course/:courseId/module/:moduleId/done", lazy: Page.ModuleDonePage },
  // A class's join link, and typing its code (issue 40): for visitors too, who sign up on the way.
  { path: "join", lazy: Page.JoinPage },
  { path: "join/:code", lazy: Page.JoinPage },
  { path: "articles", lazy: Page.ArticlesPage },
  // An article's readable address opens the same page with its reader open.
  { path: "articles/:slug", lazy: Page.ArticlesPage },
  { path: "unsubscribe", lazy: Page.UnsubscribePage },
  { path: "newsletter/confirm", lazy: Page.ConfirmNewsletterPage },
  { path: "signin", lazy: Page.SignInPage },
  { path: "signup", lazy: Page.SignUpPage },
  { path: "forgot-password", lazy: Page.ForgotPasswordPage },
  { path: "reset-password", lazy: Page.ResetPasswordPage },
  { path: "auth/done", lazy: Page.AuthDonePage },
  { path: "verify-email", lazy: Page.VerifyEmailPage },
  // A parent's or guardian's mailed link (issue 40): no account needed.
  { path: "guardian/consent", lazy: Page.GuardianConsentPage },
  { path: "feedback", lazy: Page.FeedbackPage },
  { path: "about", lazy: Page.AboutPage },
  { path: "help", lazy: Page.HelpPage },
  { path: "contact", lazy: Page.ContactPage },
  { path: "privacy-policy", lazy: Page.PrivacyPolicyPage },
  { path: "termsofservice", lazy: Page.TermsOfServicePage },
  ...schemePages.map(({ path }) => ({ path, lazy: Page.schemePage(path) })),
  // The calculators are for visitors too.
  { path: "fin-tools/fd-calculator", lazy: Page.FdCalculatorPage },
  { path: "fin-tools/rd-calculator", lazy: Page.RdCalculatorPage },
  { path: "fin-tools/ppf-calculator", lazy: Page.PpfCalculatorPage },
  { path: "fin-tools/sip-calculator", lazy: Page.SipCalculatorPage },
  { path: "fin-tools/emi-calculator", lazy: Page.EmiCalculatorPage },
  { path: "fin-tools/income-tax-calculator", lazy: Page.IncomeTaxCalculatorPage },
  // The savings catalogue and its comparison (issue 28), for visitors too.
  { path: "savings", lazy: Page.SavingsCataloguePage },
  { path: "savings/compare", lazy: Page.SavingsComparePage },
  // An organisation's own courses (issue 40): the admin's authoring pages in the organisation's scope
  // (their address says which: features/admin/authoringScope.ts). The API decides who may (404 otherwise).
  {
    path: "teach/organisations/:organisationId",
    element: <RequireUser />,
    children: [
      { path: "courses", lazy: Page.OrgCoursesPage },
      { path: "courses/add", lazy: Page.AddCoursePage },
      { path: "courses/:courseId/edit", lazy: Page.EditCoursePage },
      { path: "courses/:courseId/modules", lazy: Page.AdminModulesPage },
      { path: "courses/:courseId/modules/add", lazy: Page.AddModulePage },
      { path: "modules/:moduleId/edit", lazy: Page.EditModulePage },
      { path: "modules/:moduleId/cards", lazy: Page.AdminCardsPage },
      { path: "modules/:moduleId/cards/add", lazy: Page.AddCardPage },
      { path: "cards/:cardId/edit", lazy: Page.EditCardPage },
    ],
  },
  {
    path: "admin",
    element: <RequireAdmin />,
    children: [
      {
        lazy: Page.AdminLayout,
        children: [
          { index: true, lazy: Page.AdminDashboardPage },
          { path: "courses", lazy: Page.AdminCoursesPage },
          { path: "courses/add", lazy: Page.AddCoursePage },
          { path: "courses/:courseId/edit", lazy: Page.EditCoursePage },
          { path: "courses/:courseId/modules", lazy: Page.AdminModulesPage },
          { path: "courses/:courseId/modules/add", lazy: Page.AddModulePage },
          { path: "modules/:moduleId/edit", lazy: Page.EditModulePage },
          { path: "modules/:moduleId/cards", lazy: Page.AdminCardsPage },
          { path: "modules/:moduleId/cards/add", lazy: Page.AddCardPage },
          { path: "cards/:cardId/edit", lazy: Page.EditCardPage },
          { path: "articles", lazy: Page.AdminArticlesPage },
          { path: "articles/add", lazy: Page.AddArticlePage },
          { path: "articles/:articleId/edit", lazy: Page.EditArticlePage },
          { path: "newsletters", lazy: Page.NewslettersPage },
          { path: "outbox", lazy: Page.OutboxPage },
          { path: "messages", lazy: Page.AdminMessagesPage },
          { path: "settings", lazy: Page.AdminSettingsPage },
          { path: "schemes", lazy: Page.AdminSchemesPage },
          { path: "schemes/:productId", lazy: Page.EditSchemePage },
          { path: "freshness", lazy: Page.AdminFreshnessPage },
          { path: "analytics", lazy: Page.AdminAnalyticsPage },
          { path: "facilitators", lazy: Page.AdminFacilitatorsPage },
          { path: "rewards", lazy: Page.AdminRewardsPage },
          // Unknown admin paths are still admin-only: a visitor learns nothing about them.
          { path: "*", lazy: Page.NotFoundPage },
        ],
      },
    ],
  },
  { path: "*", lazy: Page.NotFoundPage },
]);

/** The id of the layer the pages hang from: the browser's router adds the rest of them there (app/router.tsx). */
export const PAGES_ROUTE_ID = "pages";

/** The whole table around the given page routes (all of them on the server, some at first in the browser). */
export function routesWith(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: "root",
      path: "/",
      element: <RootLayout />,
      loader: rootLoader,
      // Its answers live in the query cache, which keeps them fresh: not asked again at each change of page.
      shouldRevalidate: () => false,
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
 * route, and always the home page (the index route) and the not-found route. Everything else is added at
 * the first change of page (app/router.tsx).
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
