/**
 * The analytics screens' texts and formats. The admin area stays English by decision (ARCHITECTURE.md,
 * "Interface languages"), so /admin/analytics draws the same components inside <EnglishOnly>; an
 * organisation's page follows the interface language.
 */
import { dateTimeFormat } from "@arthshala/contracts/india-time";
import { numberFormat } from "@arthshala/contracts/intl-cache";
import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { formatLocale } from "../../lib/i18n/current";

const FixedLanguage = createContext<"en" | null>(null);

export function EnglishOnly({ children }: { children: ReactNode }) {
  return <FixedLanguage.Provider value="en">{children}</FixedLanguage.Provider>;
}

export function useAnalyticsText() {
  const fixed = useContext(FixedLanguage);
  const { t } = useTranslation("analytics", fixed ? { lng: fixed } : undefined);
  const locale = fixed ? "en-IN" : formatLocale();
  return {
    t,
    /** The `lang` of the texts drawn (the admin's are English whatever the interface). */
    lang: fixed ?? undefined,
    number: (value: number) => numberFormat(locale).format(value),
    /** A calendar day "YYYY-MM-DD" as "1 Nov 2026" (read as UTC midnight: no zone moves it). */
    day: (day: string) =>
      dateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${day}T00:00:00Z`),
      ),
  };
}
