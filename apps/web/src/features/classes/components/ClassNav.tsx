import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { cx } from "../../../lib/cx";

const tabClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    "inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold transition-colors",
    isActive ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

/**
 * The three pages of one class, for its facilitators: the class itself (code, learners, settings), its
 * assignments and its progress. Each of the three draws it at its top, with the way back to /teach.
 */
export function ClassNav({ classId }: { classId: number }) {
  const { t } = useTranslation("classes");
  const base = `/teach/classes/${classId}`;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <Link
        to="/teach"
        className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←</span>
        {t("nav.back")}
      </Link>
      <nav aria-label={t("nav.label")}>
        <ul className="flex gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm">
          <li>
            <NavLink to={base} end className={tabClasses}>
              {t("nav.class")}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/assignments`} className={tabClasses}>
              {t("nav.assignments")}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/progress`} className={tabClasses}>
              {t("nav.progress")}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
