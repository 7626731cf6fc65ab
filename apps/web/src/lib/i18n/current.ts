/**
 * The interface language right now, readable without i18next (the fetch wrapper and the formatters
 * use it). lib/i18n keeps it in step with i18next's language.
 */
import { FORMAT_LOCALES, type Locale } from "@arthshala/contracts/locales";
import { renderScope } from "../render-scope";

let current: Locale = "en";

/** The language of the page being drawn: a server render's own, else the interface's. */
export const getLanguage = (): Locale => renderScope()?.language ?? current;
export const setCurrentLanguage = (language: Locale): void => {
  current = language;
};
/** en-IN or hi-IN: the locale numbers, dates and ₹ amounts are written in. */
export const formatLocale = (): string => FORMAT_LOCALES[getLanguage()];
