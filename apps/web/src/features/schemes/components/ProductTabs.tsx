import type { BankProduct } from "@arthshala/contracts/schemes";
import type { SchemeTab } from "@arthshala/contracts/schemes-catalog";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SchemeDetail } from "../../../components/schemes/SchemeDetail";
import { cx } from "../../../lib/cx";

const NEXT_KEYS = new Set(["ArrowRight", "ArrowDown"]);
const PREVIOUS_KEYS = new Set(["ArrowLeft", "ArrowUp"]);

/**
 * A product's details behind the list's tabs (spec section 2: the first open by default). The ARIA tabs
 * pattern: arrows (either axis, as the tabs stand in a column on wide screens and a row on phones), Home
 * and End move between tabs and open them. On a phone the tabs wrap onto a second line rather than
 * scroll sideways: a row cut off at the screen's edge hid "Fees and Charges" with no sign it was there.
 */
export function ProductTabs({ product, tabs }: { product: BankProduct; tabs: readonly SchemeTab[] }) {
  const { t } = useTranslation("schemes");
  const [selected, setSelected] = useState(0);
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    setSelected(index);
    refs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number | null = null;
    if (NEXT_KEYS.has(event.key)) next = (index + 1) % tabs.length;
    else if (PREVIOUS_KEYS.has(event.key)) next = (index + tabs.length - 1) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  const tab = tabs[selected] ?? tabs[0]!;
  return (
    <div className="md:grid md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6">
      <div
        role="tablist"
        aria-label={t("product.about", { name: product.product_name })}
        className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap"
      >
        {tabs.map((name, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={name}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cx(
                "max-w-full rounded-xl px-3.5 py-2.5 text-left text-sm font-semibold transition-colors sm:px-4",
                isSelected
                  ? "bg-brand-700 text-white shadow-sm"
                  : "bg-slate-100 text-slate-800 hover:bg-slate-200",
              )}
            >
              {t(`tabs.${name}`)}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern: a panel without controls takes focus after its tabs
        tabIndex={0}
        className="mt-4 min-h-32 rounded-2xl bg-slate-50 p-4 text-slate-800 sm:p-5 md:mt-0"
      >
        <h3 className="mb-3 text-base font-bold text-slate-900">{t(`tabs.${tab}`)}</h3>
        <SchemeDetail detail={product[tab]} empty={t("product.nothingListed")} />
      </div>
    </div>
  );
}
