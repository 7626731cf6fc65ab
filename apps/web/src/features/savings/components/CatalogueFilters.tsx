import { PRODUCT_TYPES, PROVIDER_KEYS, TAX_TREATMENTS } from "@arthshala/contracts/scheme-catalogue";
import {
  CATALOGUE_SORTS,
  type CatalogueSearch,
  type CatalogueSort,
  LOCK_IN_CHOICES,
} from "@arthshala/contracts/scheme-catalogue-search";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";

interface CatalogueFiltersProps {
  search: CatalogueSearch;
  onChange: (next: CatalogueSearch) => void;
  /** The learner's age band is known: each order puts what they can open first, and says so. */
  forYou: boolean;
  className?: string;
  /** Inside the phone's sheet, whose dialog already carries the name. */
  hideLabel?: boolean;
}

/** A sort's label: "Highest rate first", or with an age band "Highest rate first (what you can open)". */
export function useSortLabel(forYou: boolean) {
  const { t } = useTranslation("savings");
  return (sort: CatalogueSort) =>
    forYou ? t("sortForYou", { sort: t(`sorts.${sort}`) }) : t(`sorts.${sort}`);
}

const select =
  "mt-1 block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700";

/**
 * The catalogue's filters and sort. Each change goes into the page's address at once (the list
 * follows), so a filtered list is a link to share, and the server draws it as it is.
 */
export function CatalogueFilters({
  search,
  onChange,
  forYou,
  className,
  hideLabel = false,
}: CatalogueFiltersProps) {
  const { t } = useTranslation("savings");
  const sortLabel = useSortLabel(forYou);
  const toggleType = (type: (typeof PRODUCT_TYPES)[number]) =>
    onChange({
      ...search,
      types: search.types.includes(type) ? search.types.filter((x) => x !== type) : [...search.types, type],
    });
  // One provider or tax treatment at a time on the page (the API takes several: a shared link may).
  const one = <T extends string>(values: T[]) => (values.length === 1 ? values[0] : "");

  return (
    <section
      aria-label={hideLabel ? undefined : t("filters.label")}
      className={cx("space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5", className)}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t("filters.type")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PRODUCT_TYPES.map((type) => (
            // relative: the hidden box sits inside its chip, so focusing it scrolls the chip into view.
            <label key={type} className="relative cursor-pointer">
              <input
                type="checkbox"
                className="peer sr-only"
                checked={search.types.includes(type)}
                onChange={() => toggleType(type)}
              />
              <span className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:opacity-60 hover:border-brand-500">
                {t(`types.${type}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Field label={t("filters.provider")}>
          {(id) => (
            <select
              id={id}
              className={select}
              value={one(search.providers)}
              onChange={(e) =>
                onChange({ ...search, providers: e.target.value ? [e.target.value as never] : [] })
              }
            >
              <option value="">{t("filters.anyProvider")}</option>
              {PROVIDER_KEYS.map((key) => (
                <option key={key} value={key}>
                  {t(`providers.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("filters.tax")}>
          {(id) => (
            <select
              id={id}
              className={select}
              value={one(search.tax)}
              onChange={(e) => onChange({ ...search, tax: e.target.value ? [e.target.value as never] : [] })}
            >
              <option value="">{t("filters.anyTax")}</option>
              {TAX_TREATMENTS.map((key) => (
                <option key={key} value={key}>
                  {t(`taxChoices.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("filters.lockIn")}>
          {(id) => (
            <select
              id={id}
              className={select}
              value={search.maxLockInMonths === null ? "" : String(search.maxLockInMonths)}
              onChange={(e) =>
                onChange({
                  ...search,
                  maxLockInMonths: e.target.value === "" ? null : Number(e.target.value),
                })
              }
            >
              <option value="">{t("filters.anyLockIn")}</option>
              {LOCK_IN_CHOICES.map((months) => (
                <option key={months} value={months}>
                  {t(`lockInChoices.${months}`)}
                </option>
              ))}
              {/* A shared link may name another limit: show it rather than pretend it is "any". */}
              {search.maxLockInMonths !== null &&
              !(LOCK_IN_CHOICES as readonly number[]).includes(search.maxLockInMonths) ? (
                <option value={search.maxLockInMonths}>{search.maxLockInMonths}</option>
              ) : null}
            </select>
          )}
        </Field>
        <Field label={t("filters.sort")}>
          {(id) => (
            <select
              id={id}
              className={select}
              value={search.sort}
              onChange={(e) => onChange({ ...search, sort: e.target.value as CatalogueSort })}
            >
              {CATALOGUE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {sortLabel(sort)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </section>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
