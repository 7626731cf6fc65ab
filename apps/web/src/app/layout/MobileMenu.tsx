import { type ReactNode, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { CloseIcon } from "../../components/ui/icons";
import { useDialogBehaviour } from "../../components/ui/useDialogBehaviour";
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
}

/** Slide-in menu for narrow screens: closes on Escape, a backdrop click, or choosing a link. */
export function MobileMenu({ open, onClose, items, moreItems, actions }: MobileMenuProps) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(open, onClose, panelRef);

  if (!open) return null;
  // Portalled: the sticky header's backdrop blur would otherwise trap this fixed layer inside it.
  return createPortal(
    <div className="fixed inset-0 z-50 md:hidden">
      <div
        data-testid="menu-backdrop"
        aria-hidden="true"
        className="absolute inset-0 motion-safe:animate-fade-in bg-slate-900/40"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t("menu.title")}
        tabIndex={-1}
        className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] motion-safe:animate-slide-in-right flex-col bg-white shadow-xl"
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
      </div>
    </div>,
    document.body,
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
