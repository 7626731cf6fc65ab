/** Which language a visit starts in, before (or without) a signed-in learner's saved choice. */
import { isLocale, type Locale } from "@arthshala/contracts/locales";

export const DEVICE_LANGUAGE_KEY = "arthshala.language";

/** The choice made on this device (header switch, or the learner's saved language last seen here). */
export function deviceLanguage(): Locale | null {
  try {
    const stored = globalThis.localStorage?.getItem(DEVICE_LANGUAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage blocked: nothing remembered
  }
}

/** The same choice as a cookie, so the server draws a page in it (apps/api features/seo/app-render). */
export const LANGUAGE_COOKIE = "arthshala.language";

export function rememberOnDevice(language: Locale): void {
  try {
    globalThis.localStorage?.setItem(DEVICE_LANGUAGE_KEY, language);
  } catch {
    // storage blocked or full: the choice lasts this visit only
  }
  if (typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
}

/** The browser's preference: the first of its languages that we speak (hi* → Hindi), else English. */
export function browserLanguage(languages: readonly string[] | undefined): Locale {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "hi") return "hi";
    if (base === "en") return "en";
  }
  return "en";
}

/** The device's choice, else the browser's. A signed-in learner's saved language overrides both later. */
export function initialLanguage(): Locale {
  const nav = typeof navigator === "undefined" ? undefined : navigator;
  return deviceLanguage() ?? browserLanguage(nav?.languages?.length ? nav.languages : [nav?.language ?? ""]);
}
