/**
 * The interface language right now, readable without i18next (the fetch wrapper and the formatters
 * use it). lib/i18n keeps it in step with i18next's language.
 */
import { FORMAT_LOCALES, type Locale } from "@arthshala/contracts/locales";

let current: Locale = "en";

export const getLanguage = (): Locale => current;
export const setCurrentLanguage = (language: Locale): void => {
  current = language;
};
/** en-IN or hi-IN: the locale numbers, dates and ₹ amounts are written in. */
export const formatLocale = (): string => FORMAT_LOCALES[current];
