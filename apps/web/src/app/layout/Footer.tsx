import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { clientWhenNear } from "../../components/ssr/clientWhenNear";
import { Skeleton } from "../../components/ui/Skeleton";
import { isEmailFormPage } from "../../features/newsletter";
import { Logo } from "./Logo";
import { isLessonPath } from "./lessonRoutes";
import { OperatorCredit } from "./OperatorCredit";
import { SocialLinks } from "./SocialLinks";

// Keys in the common namespace.
const linkGroups = [
  {
    title: "footer.learn",
    links: [
      { to: "/courses", label: "nav.courses" },
      { to: "/articles", label: "nav.articles" },
      { to: "/fin-tools", label: "nav.finTools" },
      { to: "/savings", label: "nav.savings" },
    ],
  },
  {
    title: "footer.arthshala",
    links: [
      { to: "/about", label: "nav.about" },
      { to: "/help", label: "footer.help" },
      { to: "/contact", label: "footer.contact" },
      { to: "/feedback", label: "footer.feedback" },
    ],
  },
  {
    title: "footer.legal",
    links: [
      { to: "/privacy-policy", label: "footer.privacy" },
      { to: "/termsofservice", label: "footer.terms" },
    ],
  },
] as const;

// The footer's one form, at the bottom of every page: its code comes when the reader nears it, not with
// every page's first script (issue 26's first-screen budget). Drawn in the browser only: it shows the
// learner's own address, and it must follow a language switch made before it is reached.
const NewsletterBox = clientWhenNear(() =>
  import("../../features/newsletter/components/NewsletterBox").then((m) => m.NewsletterBox),
);

export function Footer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A lesson is a focused screen: no site footer (nor its newsletter form) under its cards.
  if (isLessonPath(pathname)) return null;
  return (
    <footer className="below-fold border-t border-slate-200 bg-slate-50 [--fold-size:51rem] md:[--fold-size:31rem] lg:[--fold-size:23rem]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_2fr] lg:grid-cols-[1fr_2fr_1.3fr]">
        <div>
          <Logo />
          <p className="mt-3 font-medium text-slate-700">{t("footer.tagline")}</p>
          <SocialLinks />
        </div>

        <nav aria-label={t("footer.label")} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {linkGroups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-slate-900">{t(group.title)}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-sm text-slate-700 hover:text-brand-800 hover:underline"
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        {isEmailFormPage(pathname) ? null : (
          <div className="md:col-span-2 lg:col-span-1">
            <NewsletterBox fallback={<Skeleton className="h-52 w-full" />} />
          </div>
        )}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-600 sm:px-6">
          {t("footer.copyright", { year: new Date().getFullYear() })}
          <OperatorCredit />
        </p>
      </div>
    </footer>
  );
}
