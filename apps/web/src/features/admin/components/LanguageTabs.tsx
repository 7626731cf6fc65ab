import { LOCALE_NAMES, LOCALES, type Locale } from "@arthshala/contracts/locales";
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { cx } from "../../../lib/cx";

/** The query parameter of the open language tab: ?lang=hi opens Hindi (a link can open it directly). */
export const LANGUAGE_PARAM = "lang";

// Each language by its own name (LOCALE_NAMES), Hindi's with the English word for admins who read only that.
const TABS = LOCALES.map((value) => ({
  value,
  label: value === "hi" ? `${LOCALE_NAMES.hi} (Hindi)` : LOCALE_NAMES[value],
  lang: value,
}));

interface LanguageTabsProps {
  /** What the tabs are about, for screen readers: "Card language". */
  label: string;
  /** The English form (the item itself). */
  english: ReactNode;
  /** The Hindi version's form, or the note that the item must be saved in English first. */
  hindi: ReactNode;
}

/**
 * An admin form's language: English (the item as it is authored) or Hindi (its optional translation).
 * The Hindi panel mounts when first opened (no call until then); both then stay mounted, so what was
 * typed in one survives a look at the other. The ARIA tabs
 * pattern: arrows, Home and End move between the tabs and open them.
 */
export function LanguageTabs({ label, english, hindi }: LanguageTabsProps) {
  const [params, setParams] = useSearchParams();
  const selected: Locale = params.get(LANGUAGE_PARAM) === "hi" ? "hi" : "en";
  const id = useId();
  const refs = useRef<Record<Locale, HTMLButtonElement | null>>({ en: null, hi: null });
  const [hindiOpened, setHindiOpened] = useState(false);
  if (selected === "hi" && !hindiOpened) setHindiOpened(true);

  const select = (tab: Locale, focus = false) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === "hi") next.set(LANGUAGE_PARAM, "hi");
        else next.delete(LANGUAGE_PARAM);
        return next;
      },
      { replace: true },
    );
    if (focus) refs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, Locale | undefined> = {
      ArrowLeft: selected === "en" ? "hi" : "en",
      ArrowRight: selected === "en" ? "hi" : "en",
      Home: "en",
      End: "hi",
    };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="mb-6 inline-flex gap-1 rounded-xl border border-slate-200 bg-slate-100 p-1"
      >
        {TABS.map((tab) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(el) => {
                refs.current[tab.value] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={isSelected ? 0 : -1}
              lang={tab.lang}
              onClick={() => select(tab.value)}
              onKeyDown={onKeyDown}
              className={cx(
                "rounded-lg px-4 py-2 text-sm font-semibold transition-colors",
                isSelected ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-slate-900",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={tab.value !== selected}
        >
          {tab.value === "en" ? english : hindiOpened || selected === "hi" ? hindi : null}
        </div>
      ))}
    </div>
  );
}

/** The Hindi tab of an item not saved yet: a translation needs the English item first. */
export function SaveEnglishFirst({ noun }: { noun: string }) {
  return (
    <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
      Save the {noun} in English first. Then open it from the list to add its Hindi version here.
    </p>
  );
}
