/**
 * Every page as a lazy route (React Router's `lazy`): each page is its own chunk, loaded on the first
 * visit to it. The browser loads the first page's chunk before it hydrates (main.tsx), and the server
 * resolves it before it renders (entry-server.tsx), so both draw the same tree.
 */
import { type ComponentType, createElement } from "react";
import type { LoaderFunction } from "react-router";

/** A page module: its component, under its own name, and the loader of the data it is drawn with. */
type PageModule<Name extends string> = Record<Name, ComponentType> & { loader?: LoaderFunction };

/**
 * A route's `lazy` for a page module (React Router's lazy routes): its named component and, when it has
 * one, its `loader` (lib/route-data.ts), which puts the page's data in the query cache before it is drawn.
 */
function lazyPage<Name extends string>(
  load: () => Promise<PageModule<Name>>,
  name: Name,
): () => Promise<{ Component: ComponentType; loader?: LoaderFunction }> {
  return async () => {
    const module = await load();
    return module.loader ? { Component: module[name], loader: module.loader } : { Component: module[name] };
  };
}

export const HomePage = lazyPage(() => import("../features/home/pages/HomePage"), "HomePage");
export const ReviewPage = lazyPage(() => import("../features/review/pages/ReviewPage"), "ReviewPage");
export const CoursesPage = lazyPage(() => import("../features/courses/pages/CoursesPage"), "CoursesPage");
export const ClassAssignmentsPage = lazyPage(
  () => import("../features/assignments/pages/ClassAssignmentsPage"),
  "ClassAssignmentsPage",
);
export const CourseRoadmapPage = lazyPage(
  () => import("../features/courses/pages/CourseRoadmapPage"),
  "CourseRoadmapPage",
);
export const PlacementPage = lazyPage(
  () => import("../features/courses/checks/pages/CourseCheckPage"),
  "PlacementPage",
);
export const CourseTestPage = lazyPage(
  () => import("../features/courses/checks/pages/CourseCheckPage"),
  "CourseTestPage",
);
export const CardViewerPage = lazyPage(
  () => import("../features/courses/pages/CardViewerPage"),
  "CardViewerPage",
);
export const ModuleFinishPage = lazyPage(
  () => import("../features/courses/pages/ModuleFinishPage"),
  "ModuleFinishPage",
);
export const ModuleDonePage = lazyPage(
  () => import("../features/courses/pages/ModuleDonePage"),
  "ModuleDonePage",
);
export const ArticlesPage = lazyPage(() => import("../features/articles/pages/ArticlesPage"), "ArticlesPage");
export const VerifyEmailPage = lazyPage(
  () => import("../features/auth/pages/VerifyEmailPage"),
  "VerifyEmailPage",
);
export const GuardianConsentPage = lazyPage(
  () => import("../features/guardian/pages/GuardianConsentPage"),
  "GuardianConsentPage",
);
export const UnsubscribePage = lazyPage(
  () => import("../features/newsletter/pages/UnsubscribePage"),
  "UnsubscribePage",
);
export const ConfirmNewsletterPage = lazyPage(
  () => import("../features/newsletter/pages/ConfirmNewsletterPage"),
  "ConfirmNewsletterPage",
);
export const NotificationsPage = lazyPage(
  () => import("../features/notifications/pages/NotificationsPage"),
  "NotificationsPage",
);
export const FinToolsPage = lazyPage(
  () => import("../features/fin-tools/pages/FinToolsPage"),
  "FinToolsPage",
);
export const ExpenseTrackerPage = lazyPage(
  () => import("../features/fin-tools/pages/ExpenseTrackerPage"),
  "ExpenseTrackerPage",
);
// The landing page too: drawn on the server, its code is not needed on every other page's first load.
export const LandingPage = lazyPage(() => import("../features/landing/pages/LandingPage"), "LandingPage");
export const PoliciesPage = lazyPage(() => import("../features/policies/pages/PoliciesPage"), "PoliciesPage");
/** A scheme list's page: one component for every list, told which by its route. */
export const schemePage = (route: string) => async () => {
  const { SchemePage, schemeListLoader } = await import("../features/schemes/pages/SchemePage");
  return { element: createElement(SchemePage, { route }), loader: schemeListLoader(route) };
};
export const FdCalculatorPage = lazyPage(
  () => import("../features/calculators/pages/FdCalculatorPage"),
  "FdCalculatorPage",
);
export const RdCalculatorPage = lazyPage(
  () => import("../features/calculators/pages/RdCalculatorPage"),
  "RdCalculatorPage",
);
export const PpfCalculatorPage = lazyPage(
  () => import("../features/calculators/pages/PpfCalculatorPage"),
  "PpfCalculatorPage",
);
export const SipCalculatorPage = lazyPage(
  () => import("../features/calculators/pages/SipCalculatorPage"),
  "SipCalculatorPage",
);
export const EmiCalculatorPage = lazyPage(
  () => import("../features/calculators/pages/EmiCalculatorPage"),
  "EmiCalculatorPage",
);
export const IncomeTaxCalculatorPage = lazyPage(
  () => import("../features/calculators/income-tax/IncomeTaxCalculatorPage"),
  "IncomeTaxCalculatorPage",
);
export const SavingsCataloguePage = lazyPage(
  () => import("../features/savings/pages/SavingsCataloguePage"),
  "SavingsCataloguePage",
);
export const SavingsComparePage = lazyPage(
  () => import("../features/savings/pages/SavingsComparePage"),
  "SavingsComparePage",
);
export const FeedbackPage = lazyPage(() => import("../features/feedback/pages/FeedbackPage"), "FeedbackPage");
export const AboutPage = lazyPage(() => import("../features/about/pages/AboutPage"), "AboutPage");
export const HelpPage = lazyPage(() => import("../features/help/pages/HelpPage"), "HelpPage");
export const ContactPage = lazyPage(() => import("../features/contact/pages/ContactPage"), "ContactPage");
export const AccountPage = lazyPage(() => import("../features/account/pages/AccountPage"), "AccountPage");
export const CertificatePage = lazyPage(
  () => import("../features/certificates/pages/CertificatePage"),
  "CertificatePage",
);
export const RewardsPage = lazyPage(() => import("../features/rewards/pages/RewardsPage"), "RewardsPage");
export const MyRewardsPage = lazyPage(
  () => import("../features/rewards/pages/MyRewardsPage"),
  "MyRewardsPage",
);
export const AdminRewardsPage = lazyPage(
  () => import("../features/rewards/pages/AdminRewardsPage"),
  "AdminRewardsPage",
);
export const VerifyPage = lazyPage(() => import("../features/certificates/pages/VerifyPage"), "VerifyPage");
export const PrivacyPolicyPage = lazyPage(
  () => import("../features/legal/pages/PrivacyPolicyPage"),
  "PrivacyPolicyPage",
);
export const TermsOfServicePage = lazyPage(
  () => import("../features/legal/pages/TermsOfServicePage"),
  "TermsOfServicePage",
);

export const SignInPage = lazyPage(() => import("../features/auth/pages/SignInPage"), "SignInPage");
export const SignUpPage = lazyPage(() => import("../features/auth/pages/SignUpPage"), "SignUpPage");
export const ForgotPasswordPage = lazyPage(
  () => import("../features/auth/pages/ForgotPasswordPage"),
  "ForgotPasswordPage",
);
export const ResetPasswordPage = lazyPage(
  () => import("../features/auth/pages/ResetPasswordPage"),
  "ResetPasswordPage",
);
export const AuthDonePage = lazyPage(() => import("../features/auth/pages/AuthDonePage"), "AuthDonePage");

/** Around every admin page: the admin toast rules (spec section 9). */
export const AdminLayout = lazyPage(() => import("../features/admin/components/AdminLayout"), "AdminLayout");
export const AdminDashboardPage = lazyPage(
  () => import("../features/admin/pages/AdminDashboardPage"),
  "AdminDashboardPage",
);
export const OutboxPage = lazyPage(() => import("../features/admin/pages/OutboxPage"), "OutboxPage");
export const AdminCoursesPage = lazyPage(
  () => import("../features/admin/pages/AdminCoursesPage"),
  "AdminCoursesPage",
);
export const AddCoursePage = lazyPage(() => import("../features/admin/pages/AddCoursePage"), "AddCoursePage");
export const EditCoursePage = lazyPage(
  () => import("../features/admin/pages/EditCoursePage"),
  "EditCoursePage",
);
export const AdminModulesPage = lazyPage(
  () => import("../features/admin/pages/AdminModulesPage"),
  "AdminModulesPage",
);
export const AddModulePage = lazyPage(() => import("../features/admin/pages/AddModulePage"), "AddModulePage");
export const EditModulePage = lazyPage(
  () => import("../features/admin/pages/EditModulePage"),
  "EditModulePage",
);
export const AdminCardsPage = lazyPage(
  () => import("../features/admin/pages/AdminCardsPage"),
  "AdminCardsPage",
);
export const AddCardPage = lazyPage(() => import("../features/admin/pages/AddCardPage"), "AddCardPage");
export const EditCardPage = lazyPage(() => import("../features/admin/pages/EditCardPage"), "EditCardPage");
export const AddArticlePage = lazyPage(
  () => import("../features/admin/pages/AddArticlePage"),
  "AddArticlePage",
);
export const AdminArticlesPage = lazyPage(
  () => import("../features/admin/pages/AdminArticlesPage"),
  "AdminArticlesPage",
);
export const EditArticlePage = lazyPage(
  () => import("../features/admin/pages/EditArticlePage"),
  "EditArticlePage",
);
export const NewslettersPage = lazyPage(
  () => import("../features/admin/pages/NewslettersPage"),
  "NewslettersPage",
);
export const AdminSchemesPage = lazyPage(
  () => import("../features/admin/pages/AdminSchemesPage"),
  "AdminSchemesPage",
);
export const AdminFreshnessPage = lazyPage(
  () => import("../features/admin/pages/AdminFreshnessPage"),
  "AdminFreshnessPage",
);
export const EditSchemePage = lazyPage(
  () => import("../features/admin/pages/EditSchemePage"),
  "EditSchemePage",
);
export const AdminMessagesPage = lazyPage(
  () => import("../features/admin/pages/AdminMessagesPage"),
  "AdminMessagesPage",
);
export const AdminAnalyticsPage = lazyPage(
  () => import("../features/admin/pages/AdminAnalyticsPage"),
  "AdminAnalyticsPage",
);
export const OrganisationAnalyticsPage = lazyPage(
  () => import("../features/analytics/pages/OrganisationAnalyticsPage"),
  "OrganisationAnalyticsPage",
);
export const AdminSettingsPage = lazyPage(
  () => import("../features/admin/pages/AdminSettingsPage"),
  "AdminSettingsPage",
);

// An organisation's own courses (issue 40); their authoring pages are the admin's above, in its scope.
export const OrgCoursesPage = lazyPage(
  () => import("../features/orgcourses/pages/OrgCoursesPage"),
  "OrgCoursesPage",
);

export const NotFoundPage = lazyPage(() => import("../features/errors/pages/NotFoundPage"), "NotFoundPage");
export const ClassProgressPage = lazyPage(
  () => import("../features/class-progress/pages/ClassProgressPage"),
  "ClassProgressPage",
);
export const ClassLeaderboardPage = lazyPage(
  () => import("../features/class-progress/pages/ClassLeaderboardPage"),
  "ClassLeaderboardPage",
);

// Organisations, classes and joining (issue 40).
export const TeachPage = lazyPage(() => import("../features/classes/pages/TeachPage"), "TeachPage");
export const ClassPage = lazyPage(() => import("../features/classes/pages/ClassPage"), "ClassPage");
export const JoinPage = lazyPage(() => import("../features/classes/pages/JoinPage"), "JoinPage");
export const AdminFacilitatorsPage = lazyPage(
  () => import("../features/classes/pages/AdminFacilitatorsPage"),
  "AdminFacilitatorsPage",
);
