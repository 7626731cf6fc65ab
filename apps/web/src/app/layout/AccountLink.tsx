import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Avatar } from "../../components/ui/Avatar";
import { useMe } from "../../features/auth";
import { cx } from "../../lib/cx";

/** The signed-in header's profile picture: it leads to /account. */
export function AccountLink() {
  const { t } = useTranslation();
  const { user } = useMe();
  if (!user) return null;
  return (
    <NavLink
      to="/account"
      aria-label={t("account.link")}
      className={({ isActive }) =>
        cx(
          "inline-flex rounded-full p-1 transition-colors hover:bg-slate-100",
          isActive && "ring-2 ring-brand-600",
        )
      }
    >
      <Avatar picture={user.picture} alt="" className="size-8 border border-slate-200" />
    </NavLink>
  );
}
