import type { CellStatus, ProgressModule } from "@arthshala/contracts/class-progress";
import { CELL_STATUSES } from "@arthshala/contracts/class-progress";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export type SortOrder = "name" | "most" | "least";

export interface GridView {
  search: string;
  status: CellStatus | "";
  /** A module's id, or "" for every module. */
  module: string;
  sort: SortOrder;
}

export const ALL_LEARNERS: GridView = { search: "", status: "", module: "", sort: "name" };

const field =
  "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-[0.95em] text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200";

/** Search by name, a status, one module, and the order: what the grid shows. */
export function GridFilters({
  view,
  onChange,
  modules,
}: {
  view: GridView;
  onChange: (view: GridView) => void;
  modules: ProgressModule[];
}) {
  const { t } = useTranslation("classProgress");
  const id = useId();
  return (
    // Two to a row on a phone (the name search across both), four on a wide screen.
    <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <legend className="sr-only">{t("filters.label")}</legend>
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-search`} className="mb-1 block text-[0.85em] font-medium text-slate-700">
          {t("filters.search")}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={view.search}
          onChange={(e) => onChange({ ...view, search: e.target.value })}
          className={field}
          autoComplete="off"
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="mb-1 block text-[0.85em] font-medium text-slate-700">
          {t("filters.status")}
        </label>
        <select
          id={`${id}-status`}
          value={view.status}
          onChange={(e) => onChange({ ...view, status: e.target.value as GridView["status"] })}
          className={field}
        >
          <option value="">{t("filters.anyStatus")}</option>
          {CELL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-module`} className="mb-1 block text-[0.85em] font-medium text-slate-700">
          {t("filters.module")}
        </label>
        <select
          id={`${id}-module`}
          value={view.module}
          onChange={(e) => onChange({ ...view, module: e.target.value })}
          className={field}
        >
          <option value="">{t("filters.anyModule")}</option>
          {modules.map((m) => (
            <option key={m.id} value={String(m.id)}>
              {m.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="mb-1 block text-[0.85em] font-medium text-slate-700">
          {t("filters.sort")}
        </label>
        <select
          id={`${id}-sort`}
          value={view.sort}
          onChange={(e) => onChange({ ...view, sort: e.target.value as SortOrder })}
          className={field}
        >
          <option value="name">{t("filters.sortName")}</option>
          <option value="most">{t("filters.sortMost")}</option>
          <option value="least">{t("filters.sortLeast")}</option>
        </select>
      </div>
    </fieldset>
  );
}
