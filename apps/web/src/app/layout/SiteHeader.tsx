import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { MenuIcon } from "../../components/ui/icons";
import { SignInButton, useMe } from "../../features/auth";
import { useCanTeach } from "../../features/classes";
import { cx } from "../../lib/cx";
import { AccountLink } from "./AccountLink";
import { LanguageSwitch } from "./LanguageSwitch";
import { LogOutButton } from "./LogOutButton";
import { Logo } from "./Logo";
import { isFocusedLessonPath } from "./lessonRoutes";
import { MobileMenu } from "./MobileMenu";
import { NotificationBell } from "./NotificationBell";
import { learnerMoreNav, learnerNav, visitorNav } from "./navItems";
import { useSiteMenu } from "./siteMenu";

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    "rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 font-semibold text-brand-800"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/** From which width the header's links are shown inline (and the menu button hidden), by how many there are. */
function inlineFrom(count: number): {
  show: "md:block" | "lg:block" | "xl:block";
  hide: "md:hidden" | "lg:hidden" | "xl:hidden";
} {
  if (count <= 4) return { show: "md:block", hide: "md:hidden" };
  if (count === 5) return { show: "lg:block", hide: "lg:hidden" };
  return { show: "xl:block", hide: "xl:hidden" };
}

/**
 * Visitors see the landing header; signed-in users see the learner header (spec section 2). A lesson's
 * card has none: its own top bar has the close, the progress and the language switch (issue 39).
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  return isFocusedLessonPath(pathname) ? null : <FullHeader />;
}

function FullHeader() {
  const { t } = useTranslation();
  const { user, isAdmin, isLoading } = useMe();
  // Shared with the tab bar's More (siteMenu.tsx): one menu, opened from either.
  const { open: menuOpen, setOpen: setMenuOpen } = useSiteMenu();
  const canTeach = useCanTeach();
  const items = user ? learnerNav(isAdmin, canTeach) : visitorNav;
  // The links fit inline beside the bell, picture and log-out from `md` with a learner's four; with Teach
  // (five) from `lg`, with Admin Dashboard too (six) from `xl` (measured: at 768 px five pushed the bell
  // off the bar, at 1024 px six wrapped). Below that, the menu serves.
  const fit = inlineFrom(items.length);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to={user ? "/home" : "/"} aria-label={t("homeLink")} className="shrink-0 rounded-lg">
          {/* A little smaller on a phone: with the language switch, bell, picture and menu, a signed-in
              header is 369 px wide at h-8 and would scroll sideways on a 360 px screen. */}
          <Logo className="h-7 w-auto sm:h-8" />
        </Link>

        {/* Until /me answers we do not know which header to show; the bar keeps its height meanwhile. */}
        {isLoading ? null : (
          <>
            <nav aria-label={t("nav.main")} className={cx("ml-4 hidden", fit.show)}>
              <ul className="flex items-center gap-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={navLinkClasses}>
                      {t(`nav.${item.labelKey}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <LanguageSwitch />
              {user ? (
                <>
                  <NotificationBell />
                  <AccountLink />
                  <div className={cx("hidden", fit.show)}>
                    <LogOutButton />
                  </div>
                </>
              ) : (
                // Narrow screens have the hero's button and the menu's; the bar stays uncluttered.
                <div className="hidden sm:block">
                  <SignInButton size="sm" />
                </div>
              )}
              <button
                type="button"
                aria-label={t("menu.open")}
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
                className={cx("rounded-lg p-2 text-slate-700 hover:bg-slate-100", fit.hide)}
              >
                <MenuIcon />
              </button>
            </div>
          </>
        )}
      </div>

      <MobileMenu
        open={menuOpen}
        onClose={closeMenu}
        items={items}
        moreItems={user ? learnerMoreNav : undefined}
        actions={user ? <LogOutButton block /> : <SignInButton block onOpened={closeMenu} />}
        hideFrom={fit.hide}
      />
    </header>
  );
}
