import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { CloseIcon } from "../../components/ui/icons";
import { useModalDialog } from "../../components/ui/useModalDialog";
import { cx } from "../../lib/cx";
import type { NavItem } from "./navItems";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  items: NavItem[];
  /** A second group of links under the first (a learner's notifications, account, schemes, help). */
  moreItems?: NavItem[];
  /** Account actions under the links (sign-in or log-out). */
  actions?: ReactNode;
  /** The width from which the header shows its links inline and this menu is not needed (default `md:hidden`). */
  hideFrom?: "md:hidden" | "lg:hidden" | "xl:hidden";
}

/** Slide-in menu for narrow screens, a modal `<dialog>`: closes on Escape, a backdrop click, or choosing a link. */
export function MobileMenu({ open, ...props }: MobileMenuProps) {
  return open ? <MenuDialog {...props} /> : null;
}

function MenuDialog({
  onClose,
  items,
  moreItems,
  actions,
  hideFrom = "md:hidden",
}: Omit<MobileMenuProps, "open">) {
  const { t } = useTranslation();
  const dialog = useModalDialog(onClose);
  return (
    <dialog
      {...dialog}
      tabIndex={-1}
      aria-label={t("menu.title")}
      className={cx(
        "fixed inset-y-0 right-0 left-auto m-0 flex h-dvh max-h-none w-72 max-w-[85vw] motion-safe:animate-slide-in-right flex-col bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/40 focus:outline-none",
        hideFrom,
      )}
    >
      <div className="flex h-16 items-center justify-end border-b border-slate-200 px-4">
        <button
          type="button"
          onClick={onClose}
          aria-label={t("menu.close")}
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t("menu.links")} className="flex-1 overflow-y-auto p-3">
        <MenuLinks items={items} onClose={onClose} />
        {moreItems?.length ? (
          <MenuLinks items={moreItems} onClose={onClose} className="mt-3 border-t border-slate-200 pt-3" />
        ) : null}
      </nav>
      {actions ? <div className="border-t border-slate-200 p-4">{actions}</div> : null}
    </dialog>
  );
}

function MenuLinks({
  items,
  onClose,
  className,
}: {
  items: NavItem[];
  onClose: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cx("space-y-1", className)}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onClose}
            className={({ isActive }) =>
              cx(
                "block rounded-lg px-3 py-3 text-base font-medium",
                isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-slate-800 hover:bg-slate-100",
              )
            }
          >
            {t(`nav.${item.labelKey}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
