import { dateTimeFormat } from "@arthshala/contracts/india-time";
import { FORMAT_LOCALES, type Locale } from "@arthshala/contracts/locales";

/** A calendar day the long Indian way ("14 November 2026", "14 नवंबर 2026"), read as UTC so no zone moves it. */
export function certificateDate(day: string, language: Locale): string {
  return dateTimeFormat(FORMAT_LOCALES[language], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
