import type { CatalogueSearch } from "@arthshala/contracts/scheme-catalogue-search";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { CatalogueFilters, useSortLabel } from "./CatalogueFilters";

/**
 * On a phone the filters open in a sheet (issue 39) instead of filling the first screen: one button that
 * says the order in use, and a dialog (focus kept inside, Escape closes, focus comes back) with the same
 * filters, each applied at once as on a wide screen.
 */
export function FilterSheet({
  search,
  onChange,
  forYou,
  filtered,
}: {
  search: CatalogueSearch;
  onChange: (next: CatalogueSearch) => void;
  forYou: boolean;
  /** How many filters narrow the list (shown on the button). */
  filtered: number;
}) {
  const { t } = useTranslation("savings");
  const [open, setOpen] = useState(false);
  const sortLabel = useSortLabel(forYou);
  return (
    <div className="md:hidden">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex w-full items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-left hover:border-brand-600"
      >
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-slate-900">
            {t("filters.label")}
            {filtered > 0 ? ` (${filtered})` : ""}
          </span>
          <span className="block truncate text-xs text-slate-600">{sortLabel(search.sort)}</span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-slate-600">
          <path d="M3 5h14v2H3zm3 4h8v2H6zm2 4h4v2H8z" />
        </svg>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t("filters.label")}>
        <CatalogueFilters
          search={search}
          onChange={onChange}
          forYou={forYou}
          className="border-0 bg-transparent p-0 sm:p-0"
          hideLabel
        />
        <Button className="mt-5 w-full" onClick={() => setOpen(false)}>
          {t("filters.done")}
        </Button>
      </Modal>
    </div>
  );
}
