import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import type { IconProps } from "../../components/ui/icons";
import { useMe } from "../../features/auth";
import { cx } from "../../lib/cx";
import { isLessonPath } from "./lessonRoutes";
import type { NavItem } from "./navItems";
import { useSiteMenu } from "./siteMenu";
import { ArticlesIcon, CoursesIcon, FinToolsIcon, HomeIcon, MoreIcon } from "./tabIcons";

const tabs: (NavItem & { Icon: ComponentType<IconProps> })[] = [
  { to: "/home", labelKey: "home", end: true, Icon: HomeIcon },
  { to: "/courses", labelKey: "courses", Icon: CoursesIcon },
  { to: "/articles", labelKey: "articles", Icon: ArticlesIcon },
  { to: "/fin-tools", labelKey: "finTools", Icon: FinToolsIcon },
];

const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/** A tab: at least 44 px each way (64 px tall, a fifth of the screen wide), its own focus ring inside it. */
const tabClasses = (current: boolean) =>
  cx(
    "flex h-16 w-full flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-xs leading-4 -outline-offset-4",
    current ? "font-semibold text-brand-800" : "font-medium text-slate-600 hover:text-slate-900",
  );

function TabIcon({ Icon, current }: { Icon: ComponentType<IconProps>; current: boolean }) {
  return (
    <span
      className={cx(
        "flex h-7 w-14 items-center justify-center rounded-full transition-colors",
        current && "bg-brand-100",
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}

/**
 * A signed-in learner's sections on a phone, as the apps they use have them: Home, Courses, Articles,
 * FinTools, and More, which opens the header's menu (its notifications, account, schemes, help and
 * log-out). Below `md` only, where the header's links give way to its hamburger. Not for visitors, not
 * on admin pages, and not inside a lesson, whose own action bar has the bottom of the screen.
 *
 * Drawn from who is signed in (`useMe`), as the header is: the server draws it for a learner whose
 * session it read, and hydration sees the same answer, so nothing is drawn differently or moved. When
 * the session is only known later (a page drawn in the browser, a slow session read), it appears then,
 * fixed over the page, and its room is added at the page's very end, below everything a reader sees.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { user } = useMe();
  const { pathname } = useLocation();
  const menu = useSiteMenu();
  if (!user || isLessonPath(pathname) || isAdminPath(pathname)) return null;

  return (
    <>
      {/* Room at the end of the page (the footer's last line included), so nothing stays under the bar:
          the tabs' 4rem, the bar's 1px top border and the safe area. */}
      <div
        aria-hidden="true"
        className="h-[calc(4rem+1px+env(safe-area-inset-bottom))] shrink-0 md:hidden print:hidden"
      />
      <nav
        aria-label={t("nav.sections")}
        // The page scrolls a focused control or an anchor clear of the bar (html's scroll-padding,
        // set from here: `html:has(this bar)` while it shows).
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgba(15,23,42,0.06)] md:hidden print:hidden max-md:[html:has(&)]:scroll-pb-[calc(4rem+1px+env(safe-area-inset-bottom))]"
      >
        <ul className="mx-auto flex max-w-lg">
          {tabs.map(({ Icon, ...tab }) => (
            <li key={tab.to} className="min-w-0 flex-1">
              <NavLink to={tab.to} end={tab.end} className={({ isActive }) => tabClasses(isActive)}>
                {({ isActive }) => (
                  <>
                    <TabIcon Icon={Icon} current={isActive} />
                    <span className="max-w-full truncate">{t(`nav.${tab.labelKey}`)}</span>
                  </>
                )}
              </NavLink>
            </li>
          ))}
          <li className="min-w-0 flex-1">
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={menu.open}
              onClick={() => menu.setOpen(true)}
              className={tabClasses(menu.open)}
            >
              <TabIcon Icon={MoreIcon} current={menu.open} />
              <span className="max-w-full truncate">{t("nav.more")}</span>
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
